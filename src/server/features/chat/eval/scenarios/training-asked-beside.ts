import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
  inStore,
  KB,
  NOT_IN_KNOWLEDGE,
  SHOP_KB,
  SOCIAL_KB,
  shopFact,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * Training conversations for the kinds of message issue 15's fifth round fixed, in new words: a
 * question asked beside a product the customer names (a colour exchange, hemming, a hold, paying
 * for two pieces, a delivery date), a policy question that names a product, a service the shop
 * does not mention, the wrong goods or none at all, an angry face, a reminder of a promise, a
 * price question about a topic rather than a job, a quote the customer says they do not need, a
 * day beside a topic, a place a parcel should reach, greetings and goodbyes in few words.
 */

const SHOP_TURNS: readonly EvalConversation[] = [
  conversation('training/beside-jacket-trade-colour', 'shop', [
    turn(
      'my sister gave me the rain jacket for christmas but yellow just isnt me. could i exchange it for the navy one?',
      { grounded: shopFact(SHOP_KB.returns), handoff: false },
    ),
  ]),
  conversation('training/beside-chinos-taken-up', 'shop', [
    turn("i'm quite short, could the chinos be taken up a couple of inches?", {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  conversation('training/beside-real-shop', 'shop', [
    turn('do you guys have a real shop i could pop into or is it just the website?', {
      grounded: shopFact(SHOP_KB.hours),
    }),
  ]),
  conversation('training/beside-beanie-itchy-return', 'shop', [
    turn("I've had the beanie on twice and it itches like crazy, am I still able to send it back?", {
      grounded: shopFact(SHOP_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('training/beside-hoodie-chinos-paypal', 'shop', [
    turn('can I pay for the fleece hoodie and the chinos together with paypal?', {
      grounded: shopFact(SHOP_KB.payment),
    }),
  ]),
  conversation('training/beside-weekender-by-tuesday', 'shop', [
    turn('thinking of the weekender for my wife. would it reach texas by next tuesday if i order today?', {
      grounded: shopFact(SHOP_KB.shipping),
    }),
  ]),
  conversation('training/beside-monogram-bag', 'shop', [
    turn('could you monogram the leather weekender with my initials?', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  conversation('training/beside-sweater-measurements-and-wash', 'shop', [
    turn('how wide is the chest on a medium, and can the merino sweaters go in the washing machine?', {
      grounded: shopFact(SHOP_KB.sizes),
    }),
  ]),
  conversation('training/beside-not-bought-yet-tracking', 'shop', [
    turn("not bought anything yet, but when i do how do i know it's been sent?", {
      grounded: shopFact(SHOP_KB.tracking),
    }),
  ]),
  conversation('training/wrong-size-shipped', 'shop', [
    turn('you shipped me a small instead of the large i ordered. not happy at all', { handoff: true }),
  ]),
  conversation('training/app-says-delivered', 'shop', [
    turn('the app shows my package as delivered on monday but it is not at my door or with the neighbours', {
      handoff: true,
    }),
  ]),
  conversation('training/zip-broke-angry-face', 'shop', [
    turn('zip on my hoodie broke after a week 😡', { handoff: true }),
  ]),
  conversation('training/evening-then-goodbye', 'shop', [
    turn('evening! got a sec?', { smallTalk: true, handoff: false }),
    turn('do you ship to canada?', { grounded: shopFact(SHOP_KB.shipping) }),
    turn("perfect, that's everything, have a great weekend", { smallTalk: true, handoff: false }),
  ]),
].map((c) => inStore('shop', c));

const SOCIAL_TURNS: readonly EvalConversation[] = [
  conversation('training/beside-blouse-put-aside', 'social', [
    turn('the silk blouse is so pretty!! could you hold a small for me till i get paid tomorrow', {
      grounded: socialFact(SOCIAL_KB.ordering),
    }),
  ]),
  conversation('training/beside-two-dresses-afterpay', 'social', [
    turn('if I buy the linen dress and the floral maxi can I pay over a few weeks with afterpay?', {
      grounded: socialFact(SOCIAL_KB.payment),
    }),
  ]),
  conversation('training/beside-tote-return-used', 'social', [
    turn('used the straw tote once at the beach and it is not for me, can i return it?', {
      grounded: socialFact(SOCIAL_KB.returns),
      handoff: false,
    }),
  ]),
  conversation('training/alaska-heyy', 'social', [
    turn('heyyy do you guys deliver out to alaska? 🌸', { grounded: socialFact(SOCIAL_KB.shipping) }),
  ]),
  conversation('training/money-back-when', 'social', [
    turn('posted the dress back last week, when will the money be back in my account?', {
      grounded: socialFact(SOCIAL_KB.returns),
    }),
  ]),
].map((c) => inStore('social', c));

const QUOTE_TURNS: readonly EvalConversation[] = [
  conversation('training/automatic-wash-saturday', 'quote', [
    turn('the pickup got wrapped on monday - is it ok to go through an automatic car wash on saturday?', {
      grounded: factFrom(KB.care),
    }),
  ]),
  conversation('training/tax-on-top', 'quote', [
    turn('is tax on top of the prices you quote or already in them?', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/charge-to-peel-off', 'quote', [
    turn('what would you charge to peel off a faded wrap first?', { grounded: factFrom(KB.removal) }),
  ]),
  conversation('training/no-price-just-boats', 'quote', [
    turn('not looking for a price right now, just wondering if you could do our fishing boat', {
      grounded: NOT_IN_KNOWLEDGE,
      noQuotePitch: true,
    }),
  ]),
  conversation('training/landscaping-pickups-staggered', 'quote', [
    turn(
      "we're a landscaping firm with 8 pickups and want them all branded the same, but we can't lose every truck on the same day. how would that be scheduled?",
      { grounded: factFrom(KB.fleet), noQuotePitch: true },
    ),
  ]),
  conversation('training/second-time-chasing', 'quote', [
    turn("this is the second time i'm chasing this. you promised our banner would be done monday", {
      handoff: true,
      noQuotePitch: true,
    }),
  ]),
];

export const TRAINING_ASKED_BESIDE_CONVERSATIONS: readonly EvalConversation[] = [
  ...SHOP_TURNS,
  ...SOCIAL_TURNS,
  ...QUOTE_TURNS,
];
