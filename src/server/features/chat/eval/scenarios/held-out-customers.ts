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
 * Held out, second set (written in one sitting before the engine changes of decision 035 and
 * never tuned against): what customers of each live demo send, as they send it. The shop
 * (Harbor & Pine Outfitters) gets shipping, returns, sizing and payment questions, two at a time,
 * with typos and an angry late order; the social seller (Luna Boutique) gets DMs with emojis,
 * appointments and a complaint; the quote firm (the wrap shop) gets jobs with corrections, several
 * items, a question beside the price, and other languages. Its first score is the honest
 * generalisation figure of that change.
 */

const SPRINTER_PREMIUM = quoteFor('Sprinter van wrap, premium vinyl, 250 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 250,
});
const SPRINTER_STANDARD = quoteFor('Sprinter van wrap, standard vinyl, 250 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 250,
});
const TWO_REFLECTIVE_SIGNS = quoteFor('2 shop signs 8 x 3 ft, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 24,
  quantity: 2,
});
const BANNER_4X10 = quoteFor('banner 4 x 10 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 40,
});
const THREE_TRUCKS = quoteFor('3 trucks, partial wraps, standard vinyl, 60 sq ft each', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 60,
  quantity: 3,
});

const SHOP_STORE: readonly EvalConversation[] = [
  conversation('held-out/customers-canada-cost-and-time', 'shop', [
    turn('hey do u ship to canada? how much n how long', { grounded: shopFact(SHOP_KB.shipping) }),
  ]),
  conversation('held-out/customers-sale-jacket-refund', 'shop', [
    turn('bought the quilted jacket in the sale and its way too big. can i get my money back?', {
      grounded: shopFact(SHOP_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/customers-between-sizes', 'shop', [
    turn('im between a M and L in tops, which shud i get', { grounded: shopFact(SHOP_KB.sizes) }),
  ]),
  conversation('held-out/customers-leather-bag-care', 'shop', [
    turn('how do i look after my leather bag? dont want to ruin it', { grounded: shopFact(SHOP_KB.care) }),
  ]),
  conversation('held-out/customers-klarna-and-free-shipping', 'shop', [
    turn('Do you take Klarna? Also whats the minimum for free shipping', {
      grounded: [shopFact(SHOP_KB.payment), shopFact(SHOP_KB.shipping)],
    }),
  ]),
  conversation('held-out/customers-student-discount-typo', 'shop', [
    turn('is ther a studnt discount', { grounded: shopFact(SHOP_KB.discounts) }),
    turn('great thanks 😊', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/customers-late-order-angry', 'shop', [
    turn('ordered 9 days ago and STILL nothing. this is unacceptable, i want a refund now', {
      handoff: true,
    }),
  ]),
  conversation('held-out/customers-envios-mexico', 'shop', [
    turn('hola, hacen envíos a México?', { language: 'es' }),
  ]),
  conversation('held-out/customers-sunday-store', 'shop', [
    turn('what time does the portland store open on sundays', { grounded: shopFact(SHOP_KB.hours) }),
  ]),
  conversation('held-out/customers-gift-card-expire', 'shop', [
    turn('thinking of getting a gift card for my sister, do they expire?', {
      grounded: shopFact(SHOP_KB.discounts),
    }),
  ]),
  conversation('held-out/customers-where-made', 'shop', [
    turn('where r ur clothes actually made', { grounded: shopFact(SHOP_KB.sustainability) }),
  ]),
].map((c) => inStore('shop', c));

const SOCIAL_STORE: readonly EvalConversation[] = [
  conversation('held-out/customers-hiii-then-booking', 'social', [
    turn('hiii 💕', { smallTalk: true, handoff: false }),
    turn('can i book a styling session this sat?', { grounded: socialFact(SOCIAL_KB.appointments) }),
  ]),
  conversation('held-out/customers-afterpay', 'social', [
    turn('do u guys do afterpay', { grounded: socialFact(SOCIAL_KB.payment) }),
  ]),
  conversation('held-out/customers-ship-uk', 'social', [
    turn('do you ship to the UK?', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/customers-what-size', 'social', [
    turn("what size should i get? i'm usually a 6 and 5'4", { grounded: socialFact(SOCIAL_KB.sizing) }),
  ]),
  conversation('held-out/customers-seam-ripped', 'social', [
    turn('wore the dress ONCE and the seam ripped!! not ok. what r u going to do about it', {
      handoff: true,
    }),
  ]),
  conversation('held-out/customers-livrez-france', 'social', [
    turn('Bonjour ! Vous livrez en France ?', { language: 'fr' }),
    turn("d'accord, merci", { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/customers-open-mondays', 'social', [
    turn('r u open mondays? wanted to pop by the studio', { grounded: socialFact(SOCIAL_KB.hours) }),
  ]),
].map((c) => inStore('social', c));

const QUOTE_FIRM: readonly EvalConversation[] = [
  conversation('held-out/customers-sprinter-correction', 'quote', [
    turn('how much to wrap a sprinter, premium vinyl 250 sq ft', {
      quote: SPRINTER_PREMIUM,
      quoteOffered: true,
    }),
    turn('sorry i meant standard vinyl not premium', { quote: SPRINTER_STANDARD }),
  ]),
  conversation('held-out/customers-two-signs-and-saturday', 'quote', [
    turn('need 2 shop signs 8ft x 3ft in reflective, how much? and are you open saturday for a chat', {
      quote: TWO_REFLECTIVE_SIGNS,
      grounded: factFrom(KB.hours),
    }),
  ]),
  conversation('held-out/customers-vollfolierung-golf', 'quote', [
    turn('Hallo, was kostet eine Vollfolierung für meinen Golf?', { language: 'de' }),
  ]),
  conversation('held-out/customers-lifting-guarantee', 'quote', [
    turn('is the install guaranteed? what if it starts lifting after a few months', {
      grounded: factFrom(KB.warranty),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/customers-jpeg-logo', 'quote', [
    turn('i only have my logo as a jpeg off facebook, will that work?', {
      grounded: factFrom(KB.artwork),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/customers-deposit-if-cancel', 'quote', [
    turn('if i pay the deposit and then have to cancel do i lose it?', {
      grounded: factFrom(KB.cancellations),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/customers-banner-foot-by-foot', 'quote', [
    turn('quote for a banner 4 foot by 10 foot standard vinyl pls, with grommets', {
      quote: BANNER_4X10,
      quoteOffered: true,
    }),
  ]),
  conversation('held-out/customers-three-trucks-same-logo', 'quote', [
    turn(
      "we've got 3 trucks that need the same logo on all of them, partial wraps, standard vinyl, about 60 sq ft each. ballpark?",
      { quote: THREE_TRUCKS, quoteOffered: true },
    ),
  ]),
];

export const HELD_OUT_CUSTOMER_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP_STORE,
  ...SOCIAL_STORE,
  ...QUOTE_FIRM,
]);
