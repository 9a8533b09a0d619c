import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
  heldOut,
  inStore,
  KB,
  quoteFor,
  SHOP_KB,
  SOCIAL_KB,
  shopFact,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * Held out, third set: written in one sitting before the engine changes that follow it and never
 * tuned against. Customers of the three live demos as they write: typos, slang, two or three
 * questions at once, Spanish, French, German and Portuguese, complaints, long stories about the
 * job, and small talk around the question. Its first score is the honest figure of those changes.
 */

const FOUR_VANS_SIDES = quoteFor('4 vans, sides and back doors, standard vinyl, 80 sq ft each', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 80,
  quantity: 4,
});
const PARTY_BANNER = quoteFor('banner 3 x 8 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
});
const PICKUP_PARTIAL = quoteFor('pickup partial wrap, premium vinyl, 120 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 120,
});

const SHOP_STORE: readonly EvalConversation[] = [
  conversation('held-out/fresh-express-tonight', 'shop', [
    turn('how much is express shipping and if i order tonite when wil it arrive', {
      grounded: shopFact(SHOP_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh-gift-hoodie-colour', 'shop', [
    turn(
      'Hi! I got one of your hoodies as a gift but the color is really not me. Can I swap it for a different colour? tags are still on',
      { grounded: shopFact(SHOP_KB.returns), handoff: false },
    ),
  ]),
  conversation('held-out/fresh-short-legs', 'shop', [
    turn('do ur jeans come in a shorter leg? im only 5 foot 2 lol', { grounded: shopFact(SHOP_KB.sizes) }),
  ]),
  conversation('held-out/fresh-apple-pay-split', 'shop', [
    turn('can i pay with apple pay? and is there a way to split it into payments', {
      grounded: shopFact(SHOP_KB.payment),
    }),
  ]),
  conversation('held-out/fresh-merino-dryer', 'shop', [
    turn('can my merino sweater go in the dryer??', { grounded: shopFact(SHOP_KB.care) }),
  ]),
  conversation('held-out/fresh-jacke-zuruck', 'shop', [
    turn('Hallo, kann ich eine Jacke zurückschicken, wenn sie nicht passt?', { language: 'de' }),
  ]),
  conversation('held-out/fresh-pagar-paypal', 'shop', [turn('¿Puedo pagar con PayPal?', { language: 'es' })]),
  conversation('held-out/fresh-morning-visit', 'shop', [
    turn('good morning!', { smallTalk: true, handoff: false }),
    turn('is there an actual store i can visit or is it online only', { grounded: shopFact(SHOP_KB.hours) }),
  ]),
  conversation('held-out/fresh-parcel-torn', 'shop', [
    turn(
      'box arrived ripped open and one of the tees has a hole in it. really dissapointed, first time ordering from you guys',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh-stack-codes', 'shop', [
    turn('signed up for the newsletter for the 10% off — can i use that together with my student code?', {
      grounded: shopFact(SHOP_KB.discounts),
    }),
  ]),
  conversation('held-out/fresh-fast-fashion', 'shop', [
    turn('r ur clothes ethically made or is it just fast fashion', {
      grounded: shopFact(SHOP_KB.sustainability),
    }),
  ]),
  conversation('held-out/fresh-phone-number', 'shop', [
    turn('whats ur phone number? id rather call', { grounded: shopFact(SHOP_KB.hours) }),
  ]),
  conversation('held-out/fresh-canada-free', 'shop', [
    turn('Is shipping free to Canada if i spend over 100?', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
].map((c) => inStore('shop', c));

const SOCIAL_STORE: readonly EvalConversation[] = [
  conversation('held-out/fresh-hold-maxi', 'social', [
    turn('omg the floral maxi is gorgeous 😍 can u hold a medium for me for a bit while i sort my card?', {
      grounded: socialFact(SOCIAL_KB.ordering),
    }),
  ]),
  conversation('held-out/fresh-worn-to-dinner', 'social', [
    turn('i wore the linen dress to one dinner and it doesnt sit right on me, can i still return it', {
      grounded: socialFact(SOCIAL_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh-canada-babe', 'social', [
    turn('do u ship to canada babe', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/fresh-entregam-brasil', 'social', [
    turn('Oi! Vocês entregam no Brasil?', { language: 'pt' }),
  ]),
  conversation('held-out/fresh-ouverts-dimanche', 'social', [
    turn('Bonjour, vous êtes ouverts le dimanche ?', { language: 'fr' }),
  ]),
  conversation('held-out/fresh-stylist-cost', 'social', [
    turn('how much is a styling session? and how long does it take', {
      grounded: socialFact(SOCIAL_KB.appointments),
    }),
  ]),
  conversation('held-out/fresh-postage-paypal', 'social', [
    turn('whats postage and do u take paypal?', {
      grounded: [socialFact(SOCIAL_KB.shipping), socialFact(SOCIAL_KB.payment)],
    }),
  ]),
  conversation('held-out/fresh-no-tracking', 'social', [
    turn('ordered 2 weeks ago, still no tracking and nobody answers my DMs. so annoyed rn', {
      handoff: true,
    }),
  ]),
  conversation('held-out/fresh-hey-where-ty', 'social', [
    turn('hey!', { smallTalk: true, handoff: false }),
    turn('where is the studio?', { grounded: socialFact(SOCIAL_KB.hours) }),
    turn('ty 🙏', { smallTalk: true, handoff: false }),
  ]),
].map((c) => inStore('social', c));

const QUOTE_FIRM: readonly EvalConversation[] = [
  conversation('held-out/fresh-plumber-vans', 'quote', [
    turn(
      "So we're a small plumbing company, we run 4 transit vans and want the logo and phone number on all of them, just the sides and back doors. Last place quoted us crazy money. Standard vinyl is fine, maybe 80 sq ft per van?",
      { quote: FOUR_VANS_SIDES, quoteOffered: true },
    ),
  ]),
  conversation('held-out/fresh-cast-or-calendered', 'quote', [
    turn('whats the difference between cast and calendered vinyl, and which one do you use?', {
      grounded: factFrom(KB.about),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh-premium-worth-it', 'quote', [
    turn('is premium vinyl worth the extra? how many years does each one last', {
      grounded: factFrom(KB.warranty),
    }),
  ]),
  conversation('held-out/fresh-pay-all-upfront', 'quote', [
    turn('can I just pay the whole thing upfront instead of a deposit? and do you take card', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh-rotular-furgoneta', 'quote', [
    turn('Hola, cuánto cuesta rotular una furgoneta?', { language: 'es' }),
  ]),
  conversation('held-out/fresh-enseigne', 'quote', [
    turn('Bonjour, vous faites des enseignes pour les magasins ?', { language: 'fr' }),
  ]),
  conversation('held-out/fresh-tint-price', 'quote', [
    turn('how much is window tint on top of a wrap', { grounded: factFrom(KB.addOns) }),
  ]),
  conversation('held-out/fresh-party-banner', 'quote', [
    turn('need a banar 3ft by 8ft for my sons birthday party, standrd vinyl, how much', {
      quote: PARTY_BANNER,
      quoteOffered: true,
    }),
  ]),
  conversation('held-out/fresh-car-wash-weekend', 'quote', [
    turn('just got my car wrapped tuesday, can i take it thru the car wash this weekend?', {
      grounded: factFrom(KB.care),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh-ceramic-truck', 'quote', [
    turn('my truck got a ceramic coating last month, is that gonna be a problem for the wrap?', {
      grounded: factFrom(KB.vehiclePrep),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh-pickup-then-email', 'quote', [
    turn('price for a partial wrap on my pickup, premium, 120 sq ft', {
      quote: PICKUP_PARTIAL,
      quoteOffered: true,
    }),
    turn('ok email it to me, jo.martinez@example.com', { quote: { ...PICKUP_PARTIAL, emailed: true } }),
  ]),
  conversation('held-out/fresh-bubbles-hood', 'quote', [
    turn(
      'the wrap you did 3 months ago has bubbles all over the hood and nobody returns my calls. I want it fixed or my money back',
      { handoff: true, noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh-hows-it-going-saturday', 'quote', [
    turn('hey there, hows it going', { smallTalk: true, handoff: false }),
    turn('can i drop the van off saturday morning?', { grounded: factFrom(KB.hours) }),
  ]),
  conversation('held-out/fresh-leased-car', 'quote', [
    turn('its a leased car, will the wrap mess up the paint when i hand it back in 2 yrs', {
      grounded: factFrom(KB.removal),
      noQuotePitch: true,
    }),
  ]),
];

export const HELD_OUT_FRESH_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP_STORE,
  ...SOCIAL_STORE,
  ...QUOTE_FIRM,
]);
