import type { EvalConversation } from '../eval-types';
import { conversation, quoteFor, turn } from './scenario-kit';

/**
 * Written for decision 087 in the writer's own words: sizes and changes of mind as customers say
 * them. A size said of the sides ("only the two sides", "the sides are …") is each side's; a count
 * after a size ("8x3 x4") or before the items ("three A-frame signs, each …") is the quantity; a
 * double-sided sign has two faces; a message naming two materials keeps the one chosen ("switch to
 * calendered, the premium's a bit too steep", "drop the reflective and do it in premium"); a size
 * in feet and inches is priced from its area as measured.
 */

/** A trailer 18 ft × 6 ft 6 in, two sides: 2 × 117 = 234 sq ft. */
const TRAILER_TWO_SIDES = quoteFor('trailer, two sides of 18 ft x 6 ft 6 in (234 sq ft), premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 234,
});

/** Cargo van sides 11 ft 6 in × 5 ft 3 in = 60.375 sq ft each, 120.75 sq ft both. */
const CARGO_VAN_SIDES = quoteFor('cargo van, sides 11 ft 6 in x 5 ft 3 in (120.75 sq ft), reflective vinyl', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 120.75,
});

/** Four banners of 8 × 3 ft. */
const FUN_RUN_BANNERS = quoteFor('4 banners, 24 sq ft each, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
  quantity: 4,
});

/** A hanging sign 5 × 2 ft printed on both faces: 20 sq ft. */
const HANGING_SIGN = quoteFor('double-sided sign 5 x 2 ft (20 sq ft), premium vinyl', {
  projectType: 'storefront-sign',
  material: 'premium-vinyl',
  squareFootage: 20,
});

/** Three sandwich-board signs of 2 × 3 ft. */
const A_FRAME_SIGNS = quoteFor('3 signs, 6 sq ft each, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 6,
  quantity: 3,
});

const PICKUP = { projectType: 'vehicle-wrap', squareFootage: 160 } as const;
const PICKUP_PREMIUM = quoteFor('pickup wrap, 160 sq ft, premium vinyl', {
  ...PICKUP,
  material: 'premium-vinyl',
});
const PICKUP_STANDARD = quoteFor('pickup wrap, 160 sq ft, standard vinyl', {
  ...PICKUP,
  material: 'standard-vinyl',
});

const SHOPFRONT = { projectType: 'storefront-sign', squareFootage: 32 } as const;
const SHOPFRONT_REFLECTIVE = quoteFor('shop sign 4 x 8 ft, reflective vinyl', {
  ...SHOPFRONT,
  material: 'reflective-vinyl',
});
const SHOPFRONT_PREMIUM = quoteFor('shop sign 4 x 8 ft, premium vinyl', {
  ...SHOPFRONT,
  material: 'premium-vinyl',
});

/** A banner 9 ft 4 in × 3 ft 5 in: 31.888… sq ft, shown as 31.89. */
const BANNER_FEET_AND_INCHES = quoteFor('banner 9 ft 4 in x 3 ft 5 in (31.89 sq ft), premium vinyl', {
  projectType: 'banner',
  material: 'premium-vinyl',
  squareFootage: 31.89,
  exactSquareFootage: (112 * 41) / 144,
});

export const TRAINING_QUOTE_SIZES_CONVERSATIONS: readonly EvalConversation[] = [
  // The sides named after the size, and before it: each side's size, times two.
  conversation('training/quote-sizes-trailer-two-sides-after', 'quote', [
    turn(
      "looking to get our horse trailer lettered, it's 18 ft long and 6 ft 6 in high, only the two sides though. premium please, ballpark?",
      { quote: TRAILER_TWO_SIDES, handoff: false },
    ),
  ]),
  conversation('training/quote-sizes-cargo-van-sides-are', 'quote', [
    turn('the sides of my cargo van are roughly 11 ft 6 in x 5\'3", reflective vinyl, what would that cost', {
      quote: CARGO_VAN_SIDES,
      handoff: false,
    }),
  ]),
  // Items counted after the size, and before it.
  conversation('training/quote-sizes-banners-times-four', 'quote', [
    turn('need banners for a charity fun run, 8x3 x4, standard vinyl. how much all up?', {
      quote: FUN_RUN_BANNERS,
      handoff: false,
    }),
  ]),
  conversation('training/quote-sizes-a-frame-signs-each', 'quote', [
    turn('three A-frame signs for the cafe please, each 2 by 3 feet, reflective. price?', {
      quote: A_FRAME_SIGNS,
      handoff: false,
    }),
  ]),
  // Two faces of one sign.
  conversation('training/quote-sizes-hanging-sign-double-sided', 'quote', [
    turn('what would a hanging sign 5 by 2 cost, double sided, premium vinyl?', {
      quote: HANGING_SIGN,
      handoff: false,
    }),
  ]),
  // Two materials in one message: the one chosen, and the price doubt answered with its quote.
  conversation('training/quote-sizes-switch-calendered-too-steep', 'quote', [
    turn('full wrap on my pickup, 160 sq ft, premium vinyl, what does that come to?', {
      quote: PICKUP_PREMIUM,
      handoff: false,
    }),
    turn("ok lets switch to calendered, the premium's a bit too steep for us", {
      quote: PICKUP_STANDARD,
      handoff: false,
    }),
  ]),
  conversation('training/quote-sizes-drop-reflective-do-premium', 'quote', [
    turn('price for a 4x8 shop sign in reflective vinyl?', { quote: SHOPFRONT_REFLECTIVE, handoff: false }),
    turn('drop the reflective and do it in premium', { quote: SHOPFRONT_PREMIUM, handoff: false }),
  ]),
  // Feet and inches: priced from the area as measured.
  conversation('training/quote-sizes-banner-feet-and-inches', 'quote', [
    turn('banner 9 ft 4 in by 3 ft 5 in, premium vinyl, how much?', {
      quote: BANNER_FEET_AND_INCHES,
      handoff: false,
    }),
  ]),
];
