import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
  heldOut,
  inStore,
  KB,
  NOT_IN_KNOWLEDGE,
  quoteFor,
  SHOP_KB,
  SOCIAL_KB,
  shopFact,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * Held out, fourth set: written in one sitting before the engine changes that follow it and never
 * tuned against. New situations for the three live demos' customers: gift deadlines, hemming,
 * packaging waste, a parcel marked delivered that never came, a wrong colour sent, a cardigan
 * pilling, a taco truck's story, a retiring sign man's fleet, rain on install day, a quote that
 * is not wanted; written with typos, slang, two questions at once, conditionals ("if i…"),
 * negatives ("no order yet"), French, Spanish, German and Portuguese, and small talk around them.
 */

const TACO_TRUCK = quoteFor('step van, premium vinyl, 240 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 240,
});
const BOX_TRUCK_REFLECTIVE = quoteFor('box truck, reflective vinyl, 320 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 320,
});
const BOX_TRUCK_REFLECTIVE_TINT = quoteFor('box truck, reflective vinyl, 320 sq ft, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 320,
  upsellIds: ['window-tinting'],
});
const YARD_SALE_BANNERS = quoteFor('3 banners 2 x 6 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 12,
  quantity: 3,
});
const GYM_WINDOWS = quoteFor('perforated window graphics, 45 sq ft', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 45,
});

const SHOP_STORE: readonly EvalConversation[] = [
  conversation('held-out/fresh2-dad-birthday-ohio', 'shop', [
    turn(
      'its my dads bday next friday and im thinking the leather weekender. if i order it tomorrow will it actually get to ohio in time??',
      { grounded: shopFact(SHOP_KB.shipping), handoff: false },
    ),
  ]),
  conversation('held-out/fresh2-chinos-too-long', 'shop', [
    turn('every pair of chinos i buy is miles too long on me. do u do alterations or hemming at all', {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  conversation('held-out/fresh2-exchange-postage-again', 'shop', [
    turn('if i send the hoodie back for the next size up do i have to pay delivery again on the new one?', {
      grounded: shopFact(SHOP_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh2-plastic-packaging', 'shop', [
    turn('trying to cut down on waste this year... does your stuff turn up wrapped in loads of plastic?', {
      grounded: shopFact(SHOP_KB.sustainability),
    }),
  ]),
  conversation('held-out/fresh2-klarna-small-basket', 'shop', [
    turn('only buying the beanie and the tote so about 50 bucks, can i still split that with klarna', {
      grounded: shopFact(SHOP_KB.payment),
    }),
  ]),
  conversation('held-out/fresh2-wrong-colour-sent', 'shop', [
    turn('ordered a navy beanie and you sent me a rust one?? thats not what i paid for. fix this', {
      handoff: true,
    }),
  ]),
  conversation('held-out/fresh2-delivered-not-here', 'shop', [
    turn(
      'tracking says my parcel was delivered yesterday but there is nothing here, ive asked the neighbours and checked the bins. what now',
      { handoff: true },
    ),
  ]),
  conversation('held-out/fresh2-chest-and-shrink', 'shop', [
    turn('whats the chest measurement on a large, and will the cotton tees shrink if i wash them warm?', {
      grounded: [shopFact(SHOP_KB.sizes), shopFact(SHOP_KB.care)],
    }),
  ]),
  conversation('held-out/fresh2-plusieurs-fois', 'shop', [
    turn('Bonjour, est-ce que je peux payer en plusieurs fois sur votre site ?', { language: 'fr' }),
  ]),
  conversation('held-out/fresh2-loja-fisica', 'shop', [
    turn('Olá! Vocês têm loja física? Queria experimentar antes de comprar', { language: 'pt' }),
  ]),
  conversation('held-out/fresh2-just-browsing', 'shop', [
    turn('hiya just browsing tbh, love the site', { smallTalk: true, handoff: false }),
    turn('oh actually - where do you make everything?', { grounded: shopFact(SHOP_KB.sustainability) }),
    turn('nice one, cheers', { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh2-no-order-yet-tracking', 'shop', [
    turn("haven't ordered anything yet, but once i do how will i know when its on the way?", {
      grounded: shopFact(SHOP_KB.tracking),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh2-team-hoodies-logo', 'shop', [
    turn('can u put our company logo on like 30 hoodies for the team? embroidered ideally', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh2-processing-order', 'shop', [
    turn('hey can u check on order HP-10437 for me', { handoff: false }),
    turn('alex.morgan@harborpine-demo.shop', { handoff: false }),
  ]),
  conversation('held-out/fresh2-gift-card-student', 'shop', [
    turn(
      '2 qs: whats the smallest gift card i can get, and does the student discount work on sale stuff too',
      {
        grounded: shopFact(SHOP_KB.discounts),
      },
    ),
  ]),
].map((c) => inStore('shop', c));

const SOCIAL_STORE: readonly EvalConversation[] = [
  conversation('held-out/fresh2-consult-catch', 'social', [
    turn('is the styling consult actually free or is there a catch, like do i have to buy something after?', {
      grounded: socialFact(SOCIAL_KB.appointments),
    }),
  ]),
  conversation('held-out/fresh2-slip-and-cardi-afterpay', 'social', [
    turn('if i get the satin slip dress AND the cardigan can i split it up with afterpay?', {
      grounded: socialFact(SOCIAL_KB.payment),
    }),
  ]),
  conversation('held-out/fresh2-tote-free-postage', 'social', [
    turn('if i just get the straw tote do i get free shipping or do i need to add something', {
      grounded: socialFact(SOCIAL_KB.shipping),
    }),
  ]),
  conversation('held-out/fresh2-hawaii', 'social', [
    turn('hii do u deliver to hawaii? 🌺', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('held-out/fresh2-friday-close', 'social', [
    turn('what time do u close on fridays? wanna swing by after my lunch shift', {
      grounded: socialFact(SOCIAL_KB.hours),
    }),
  ]),
  conversation('held-out/fresh2-cardigan-pilling', 'social', [
    turn('the cardigan i got is already pilling after 2 wears 😤 honestly for that price i expected better', {
      handoff: true,
    }),
  ]),
  conversation('held-out/fresh2-cita-sabado', 'social', [
    turn('Hola! Tienen citas de estilismo los sábados? Me gustaría ir con mi hermana', { language: 'es' }),
  ]),
  conversation('held-out/fresh2-hold-how-long', 'social', [
    turn('no order yet, just wondering how long u hold a size for once i message about it?', {
      grounded: socialFact(SOCIAL_KB.ordering),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh2-love-page', 'social', [
    turn('omg love ur page!! been following forever 💖', { smallTalk: true, handoff: false }),
    turn('where r u guys based actually?', { grounded: socialFact(SOCIAL_KB.about) }),
  ]),
  conversation('held-out/fresh2-refund-timing', 'social', [
    turn('sent my return back monday. how long till the money is back on my card?', {
      grounded: socialFact(SOCIAL_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('held-out/fresh2-order-lb2087', 'social', [
    turn('did my order LB-2087 ship yet? email is maya.lopez@luna-demo.shop', { handoff: false }),
  ]),
  conversation('held-out/fresh2-shipping-tracking-multi', 'social', [
    turn('if i order before work tmrw when would it get here, and do u send tracking by email or here?', {
      grounded: socialFact(SOCIAL_KB.shipping),
    }),
  ]),
].map((c) => inStore('social', c));

const QUOTE_FIRM: readonly EvalConversation[] = [
  conversation('held-out/fresh2-taco-truck', 'quote', [
    turn(
      "Hey! We're finally opening our taco truck next month lol. It's a step van and my cousin measured roughly 240 sq ft of panels. We want something bright that pops, and premium vinyl since it sits in the sun all day. What would that run us?",
      { quote: TACO_TRUCK, quoteOffered: true },
    ),
  ]),
  conversation('held-out/fresh2-rain-install-day', 'quote', [
    turn('if it rains on the day of my install do we have to reschedule or do u do it inside', {
      grounded: factFrom(KB.about),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh2-proof-before-print', 'quote', [
    turn('can i see what it will look like before you print anything? dont want surprises', {
      grounded: factFrom(KB.artwork),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh2-retired-sign-guy', 'quote', [
    turn(
      'our old sign guy just retired. we have 6 box trucks that need rebranding with the new logo - can you do them all matching, and without taking the whole lot off the road at once?',
      { grounded: factFrom(KB.fleet), noQuotePitch: true },
    ),
  ]),
  conversation('held-out/fresh2-removal-cost', 'quote', [
    turn('how much to strip the old wrap off before you put the new one on?', {
      grounded: factFrom(KB.removal),
    }),
  ]),
  conversation('held-out/fresh2-why-setup-fee', 'quote', [
    turn('why is there a setup fee on the quote u sent? what does it even cover', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh2-price-include-tax', 'quote', [
    turn('does the price you give include tax or is that extra?', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh2-not-ready-friday', 'quote', [
    turn('3rd time asking. when is my van going to be ready??? you told me friday and its now tuesday', {
      handoff: true,
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh2-box-truck-steps', 'quote', [
    turn('how much for a full wrap on a box truck', { quoteOffered: true }),
    turn('reflective, 320 sq ft', { quote: BOX_TRUCK_REFLECTIVE }),
    turn('can u add window tint to that', { quote: BOX_TRUCK_REFLECTIVE_TINT }),
  ]),
  conversation('held-out/fresh2-yard-sale-banners', 'quote', [
    turn('need three banners for a yard sale, each 2ft x 6ft, standard vinyl pls. hw much all together?', {
      quote: YARD_SALE_BANNERS,
      quoteOffered: true,
    }),
  ]),
  conversation('held-out/fresh2-gym-windows', 'quote', [
    turn(
      "I run a small gym and want our windows covered so people can't see in but we can still see out. Perforated, about 45 sq ft. Price?",
      { quote: GYM_WINDOWS, quoteOffered: true },
    ),
  ]),
  conversation('held-out/fresh2-no-quote-insured', 'quote', [
    turn("I don't need a quote yet, I just want to know if you're insured while my car is at yours", {
      grounded: NOT_IN_KNOWLEDGE,
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/fresh2-ou-etes-vous', 'quote', [
    turn('Bonjour, vous êtes où exactement ? Je peux passer demain matin ?', { language: 'fr' }),
  ]),
  conversation('held-out/fresh2-banner-spanish', 'quote', [
    turn('Hola, quiero un banner de 2 x 4 pies en vinilo estándar, ¿cuánto sale?', { language: 'es' }),
  ]),
  conversation('held-out/fresh2-lieferwagen-design', 'quote', [
    turn('Guten Tag, ich habe noch kein Logo. Können Sie das Design für meinen Lieferwagen machen?', {
      language: 'de',
    }),
  ]),
  conversation('held-out/fresh2-morning-reflective-tow', 'quote', [
    turn('morning! quick one', { smallTalk: true, handoff: false }),
    turn('we run tow trucks at night, can the lettering be the kind that shows up in headlights?', {
      grounded: factFrom(KB.signs),
      noQuotePitch: true,
    }),
    turn("brill that's all i needed, have a good one", { smallTalk: true, handoff: false }),
  ]),
  conversation('held-out/fresh2-charity-discount', 'quote', [
    turn("we're a small animal rescue charity, do you do any discount for nonprofits on a van?", {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  conversation('held-out/fresh2-airstream', 'quote', [
    turn('what kinds of vehicles do you actually wrap? got an old airstream trailer im doing up', {
      grounded: factFrom(KB.wraps),
      noQuotePitch: true,
    }),
  ]),
];

export const HELD_OUT_FRESH2_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  ...SHOP_STORE,
  ...SOCIAL_STORE,
  ...QUOTE_FIRM,
]);
