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
 * Written for decision 091 in the writer's own words, one or more per kind `held-out-fresh12.ts`
 * showed (never its wording): halves and quarters in a size; parts counted in the plural; one side
 * of a size said again; an add-on the vehicle already has; thanks closing a question in another
 * language; a price asked of what is done to a thing; a feature asked of a product, no flaw; who
 * asks and why, which is not what they ask; a person asked to get in touch; tracking spoken of
 * beside an order; sales days, accounts and getting into a place in customers' words; a question
 * only asking whether the story is normal; how a garment wears, which its card does not say.
 */

/** 9.5 × 3 ft = 28.5 sq ft. */
const BAKERY_SIGN = quoteFor('bakery sign 9.5 x 3 ft (28.5 sq ft), reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 28.5,
});
/** Two windows of 5 × 7 ft each = 70 sq ft. */
const SALON_WINDOWS = quoteFor('two salon windows 5 x 7 ft each (70 sq ft), perforated vinyl', {
  projectType: 'custom',
  material: 'perforated-vinyl',
  squareFootage: 70,
});
const MARKET_BANNER_TALL = quoteFor('market banner 12 x 3 ft (36 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 36,
});
const MARKET_BANNER_LOWER = quoteFor('market banner 12 x 2 ft (24 sq ft), standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
});
const PICKUP_WITH_TINT = quoteFor('pickup full wrap 200 sq ft, standard vinyl, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 200,
  upsellIds: ['window-tinting'],
});
const PICKUP_NO_TINT = quoteFor('pickup full wrap 200 sq ft, standard vinyl', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 200,
});

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_UNSEEN_CUSTOMERS_5_CONVERSATIONS: readonly EvalConversation[] = [
  // A size with a half in it, in words.
  conversation('training/unseen-5-nine-and-a-half-feet', 'quote', [
    turn('sign for our bakery, nine and a half feet by 3 feet, reflective vinyl. what would that cost', {
      quote: BAKERY_SIGN,
      handoff: false,
    }),
  ]),
  // Parts counted in the plural, each given the size.
  conversation('training/unseen-5-salon-glass-windows', 'quote', [
    turn('the two glass windows of our salon are 5 ft by 7 ft each. perforated vinyl on them, cost?', {
      quote: SALON_WINDOWS,
      handoff: false,
    }),
  ]),
  // One side of the size said again, the other kept.
  conversation('training/unseen-5-banner-lower', 'quote', [
    turn('market stall banner, 12 ft long and 3 ft high, standard vinyl please. price?', {
      quote: MARKET_BANNER_TALL,
      handoff: false,
    }),
    turn('hmm the stall roof is low. can we do it 2 feet high instead, same length', {
      quote: MARKET_BANNER_LOWER,
      handoff: false,
    }),
  ]),
  // An add-on dropped because the vehicle has it already.
  conversation('training/unseen-5-glass-already-tinted', 'quote', [
    turn('pickup full wrap, 200 sq ft, standard vinyl, plus window tint. total?', {
      quote: PICKUP_WITH_TINT,
      handoff: false,
    }),
    turn('oh wait leave the tint out, the glass is already tinted', {
      quote: PICKUP_NO_TINT,
      handoff: false,
    }),
  ]),
  // A price asked of what is done to a thing the message names.
  conversation('training/unseen-5-strip-bleached-wrap', 'quote', [
    turn("what's the cost to strip a sun bleached wrap off my hatchback?", {
      grounded: factFrom(KB.removal),
    }),
  ]),
  // A feature asked of a product is no flaw reported.
  conversation('training/unseen-5-rings-for-scaffolding', 'quote', [
    turn('will the banner have metal rings in the corners so we can hang it from scaffolding?', {
      grounded: factFrom(KB.signs),
      handoff: false,
    }),
  ]),
  // Who asks (their trade) and a count in words are not what is asked.
  conversation('training/unseen-5-landscaper-same-day', 'quote', [
    turn(
      "I'm a small landscaping business, three pickups that look identical. can you get through all three the same day? can't lose them for a whole week",
      { grounded: factFrom(KB.fleet), noQuotePitch: true, handoff: false },
    ),
  ]),
  // Why the visitor asks ("so you can …") is not what they ask.
  conversation('training/unseen-5-leave-van-saturday', 'quote', [
    turn('could I leave the van with you sunday so you can get started monday morning?', {
      grounded: factFrom(KB.hours),
      handoff: false,
    }),
  ]),
  // A person asked to get in touch.
  shop(
    conversation('training/unseen-5-customer-care-call-me', 'shop', [
      turn("I'd like someone from customer care to call me about a big order for my staff", {
        handoff: true,
      }),
    ]),
  ),
  // Tracking spoken of beside an order asked after.
  shop(
    conversation('training/unseen-5-tracking-link-never-came', 'shop', [
      turn('the tracking link never showed up in my inbox. how do i see where my parcel is', {
        grounded: shopFact(SHOP_KB.tracking),
        handoff: false,
      }),
    ]),
  ),
  // A sales day by its name.
  shop(
    conversation('training/unseen-5-cyber-monday', 'shop', [
      turn('are you doing anything special for cyber monday?', {
        grounded: shopFact(SHOP_KB.discounts),
        handoff: false,
      }),
    ]),
  ),
  // A question only asking whether the story is normal.
  shop(
    conversation('training/unseen-5-faded-is-that-normal', 'shop', [
      turn('my black tee went kind of patchy after washing it a few times. is that normal?', {
        grounded: shopFact(SHOP_KB.care),
        handoff: false,
      }),
    ]),
  ),
  // An account to shop with.
  boutique(
    conversation('training/unseen-5-sign-up-to-buy', 'social', [
      turn('do i have to sign up on a website to buy something from you?', {
        grounded: socialFact(SOCIAL_KB.ordering),
        handoff: false,
      }),
    ]),
  ),
  // Getting into a place, which the knowledge does not mention.
  boutique(
    conversation('training/unseen-5-step-free-studio', 'social', [
      turn('can my mum get into the studio ok? she uses a wheelchair', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
  // How a garment wears, which its card does not say.
  boutique(
    conversation('training/unseen-5-blouse-sheer', 'social', [
      turn('is the stella silk blouse sheer? want to wear it to the office', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
];
