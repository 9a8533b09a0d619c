import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
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
 * Written for decision 079 in the writer's own words, one or more per kind the tenth held-out set
 * (`held-out-fresh8.ts`) showed (never its wording): how orders come packed, and tracking named as
 * a wish, which are no order look-up; anyone asked to put a thing right; a follow-up asking the
 * previous question again of another place or basket ("what about…", "and if…"); a minimum spend
 * and postage back; an "it" that stands for what follows; a size given for each of several parts
 * of a job; bare sides after a size in centimetres; a German number in one word; a span asked in
 * hours; an interjection before a question; an amount read on a quote; and a loaner car or a job,
 * which no item holds.
 */

/** Two rear doors of 3 × 4 ft each = 24 sq ft. */
const REAR_DOORS = quoteFor('van rear doors, 2 x 3 x 4 ft (24 sq ft), standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 24,
});
/** 180 cm × 90 cm = 1.62 m² = 17.44 sq ft. */
const SALON_DECAL = quoteFor('window decal 180 x 90 cm (17.4 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 17.44,
});
/** Corrected to 180 cm × 120 cm = 2.16 m² = 23.25 sq ft. */
const SALON_DECAL_TALLER = quoteFor('window decal 180 x 120 cm (23.3 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 23.25,
});
const BANNER_DE = quoteFor('banner 75 sq ft, premium vinyl', {
  projectType: 'banner',
  material: 'premium-vinyl',
  squareFootage: 75,
});

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_UNSEEN_CUSTOMERS_2_CONVERSATIONS: readonly EvalConversation[] = [
  // How orders come packed, and tracking as a wish: the policy, not a look-up.
  shop(
    conversation('training/unseen-2-orders-arrive-in-plastic', 'shop', [
      turn('do your orders arrive wrapped in plastic? i try to avoid it where i can', {
        grounded: shopFact(SHOP_KB.sustainability),
        handoff: false,
      }),
    ]),
  ),
  shop(
    conversation('training/unseen-2-ottawa-no-tracking', 'shop', [
      turn('can you send a parcel up to Ottawa? no tracking needed, cheapest way is fine', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  // Anyone asked to put a thing right.
  shop(
    conversation('training/unseen-2-anyone-deal-with-this', 'shop', [
      turn('zip on the jacket jammed the first time i wore it. can anyone deal with this please', {
        handoff: true,
      }),
    ]),
  ),
  // A follow-up asking the same again of another place or basket.
  shop(
    conversation('training/unseen-2-what-about-my-brother', 'shop', [
      turn('how long does delivery to Seattle take?', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
      turn('what about to my brother up in Montreal', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  boutique(
    conversation('training/unseen-2-and-if-my-basket', 'social', [
      turn('what do you charge for postage', { grounded: socialFact(SOCIAL_KB.shipping), handoff: false }),
      turn('and if my basket comes to 90 dollars?', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  // A minimum spend on paying in parts, and postage back after a swap.
  shop(
    conversation('training/unseen-2-minimum-basket-klarna', 'shop', [
      turn('is klarna an option at checkout', { grounded: shopFact(SHOP_KB.payment), handoff: false }),
      turn('does it need a minimum spend', { grounded: shopFact(SHOP_KB.payment), handoff: false }),
    ]),
  ),
  shop(
    conversation('training/unseen-2-who-covers-shipping-back', 'shop', [
      turn('can i swap the chinos for another colour', {
        grounded: shopFact(SHOP_KB.returns),
        handoff: false,
      }),
      turn('who covers the shipping back', { grounded: shopFact(SHOP_KB.returns), handoff: false }),
    ]),
  ),
  boutique(
    conversation('training/unseen-2-return-postage', 'social', [
      turn('the skirt is a bit short on me, can i send it back?', {
        grounded: socialFact(SOCIAL_KB.returns),
        handoff: false,
      }),
      turn('is the postage back on me?', { grounded: socialFact(SOCIAL_KB.returns), handoff: false }),
    ]),
  ),
  // An "it" that stands for what follows: the question is about parking, which no item holds.
  boutique(
    conversation('training/unseen-2-possible-to-park', 'social', [
      turn('what time do you open on saturday', { grounded: socialFact(SOCIAL_KB.hours), handoff: false }),
      turn('and would it be possible to park out front', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
    ]),
  ),
  // A size for each of several parts, and bare sides after centimetres.
  conversation('training/unseen-2-rear-doors-each', 'quote', [
    turn('vinyl graphics on both rear doors of my van, 3 by 4 ft each, standard vinyl', {
      quote: REAR_DOORS,
      handoff: false,
    }),
  ]),
  conversation('training/unseen-2-salon-decal-centimetres', 'quote', [
    turn('perforated window decal for our salon, 180 cm by 90 cm. price?', {
      quote: SALON_DECAL,
      handoff: false,
    }),
    turn('oops, its 180 by 120', { quote: SALON_DECAL_TALLER, handoff: false }),
  ]),
  // A German number in one word.
  conversation('training/unseen-2-de-banner-compound', 'quote', [
    turn('Was kostet ein Banner? Etwa fünfundsiebzig Quadratfuß, Premium bitte.', {
      quote: BANNER_DE,
      language: 'de',
      handoff: false,
    }),
  ]),
  // A span asked in hours, an interjection before a question, and an amount read on a quote.
  conversation('training/unseen-2-how-many-hours', 'quote', [
    turn('how many hours will my hatchback be in your shop for a partial wrap', {
      grounded: factFrom(KB.turnaround),
      handoff: false,
    }),
  ]),
  conversation('training/unseen-2-hold-on-no-joins', 'quote', [
    turn('hold on. can a really wide banner be printed with no joins?', {
      grounded: factFrom(KB.signs),
      handoff: false,
    }),
  ]),
  conversation('training/unseen-2-what-is-the-400-for', 'quote', [
    turn('got my estimate, whats the 400 dollars at the bottom for?', {
      grounded: factFrom(KB.setupFee),
      noQuotePitch: true,
      handoff: false,
    }),
  ]),
  // What the knowledge does not hold: a courtesy car, a job.
  conversation('training/unseen-2-courtesy-car', 'quote', [
    turn('is there a courtesy car i could use while you do my truck?', {
      grounded: NOT_IN_KNOWLEDGE,
      handoff: false,
    }),
  ]),
  shop(
    conversation('training/unseen-2-job-openings', 'shop', [
      turn("any job openings at the store? i've done retail for years", {
        grounded: NOT_IN_KNOWLEDGE,
        handoff: false,
      }),
    ]),
  ),
  boutique(
    conversation('training/unseen-2-hiring-stylists', 'social', [
      turn('are you hiring stylists at the studio', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
    ]),
  ),
];
