import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
  inStore,
  KB,
  NOT_IN_KNOWLEDGE,
  quoteFor,
  SOCIAL_KB,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * Written for decision 092 in the writer's own words, one or more per kind `held-out-fresh13.ts`
 * showed (never its wording): a wish for a season or a day; asking which person to turn to; a
 * claim about a product its card does not make; a unit corrected without its numbers; who does
 * the work, the business or another; a colour to be matched; a service no item speaks of; things
 * set aside in a question about the range; a shop window asked in another language.
 */

/** 4 × 2 ft = 8 sq ft, read in feet for want of a unit. */
const POP_UP_BANNER_FEET = quoteFor('banner 4 x 2 ft (8 sq ft), premium vinyl', {
  projectType: 'banner',
  material: 'premium-vinyl',
  squareFootage: 8,
});
/** 4 × 2 m = 8 m² = 86.11 sq ft. */
const POP_UP_BANNER_METRES = quoteFor('banner 4 x 2 m (86.11 sq ft), premium vinyl', {
  projectType: 'banner',
  material: 'premium-vinyl',
  squareFootage: 86.11,
});
/** 2 × 1 m = 21.53 sq ft. */
const SPANISH_SHOP_WINDOW = quoteFor('shop window 2 x 1 m (21.53 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 21.53,
});

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_UNSEEN_CUSTOMERS_6_CONVERSATIONS: readonly EvalConversation[] = [
  // A wish for the season, alone, greets.
  conversation('training/unseen-6-season-wish', 'quote', [
    turn('merry christmas and happy holidays to the whole team 🎄', { smallTalk: true, handoff: false }),
  ]),
  // Which person to turn to, with the reason beside it.
  shop(
    conversation('training/unseen-6-sponsorship-right-person', 'shop', [
      turn(
        "we're organising a charity fun run and hoped you might sponsor it. who would be the right person to contact about that?",
        { handoff: true },
      ),
    ]),
  ),
  // A claim about a product its card does not make, asked yes or no.
  shop(
    conversation('training/unseen-6-sweater-pilling', 'shop', [
      turn('does the merino crew sweater pill much after a few wears?', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
  boutique(
    conversation('training/unseen-6-tote-genuine-leather', 'social', [
      turn('are the handles on the luna straw tote genuine leather or faux?', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
  // A unit corrected without its numbers.
  conversation('training/unseen-6-banner-measurements-in-metres', 'quote', [
    turn('pop-up banner for a trade show, 4 by 2, premium. cost?', {
      quote: POP_UP_BANNER_FEET,
      handoff: false,
    }),
    turn('ah the measurements were in metres, not feet. sorry', {
      quote: POP_UP_BANNER_METRES,
      handoff: false,
    }),
  ]),
  // Who does the work: the business or a firm it hires.
  conversation('training/unseen-6-printing-outsourced', 'quote', [
    turn('is the printing done by your own people or do you outsource it?', {
      grounded: factFrom(KB.about),
      handoff: false,
    }),
  ]),
  // A colour given to match, which the knowledge does not speak of.
  conversation('training/unseen-6-pms-shade', 'quote', [
    turn('our logo uses a particular PMS shade. could the vinyl be colour matched to that?', {
      grounded: NOT_IN_KNOWLEDGE,
    }),
  ]),
  // A service asked by its verb, which no item holds.
  shop(
    conversation('training/unseen-6-monogram-bag', 'shop', [
      turn('can you monogram the weekender bag with my initials? it is a present for my husband', {
        grounded: NOT_IN_KNOWLEDGE,
      }),
    ]),
  ),
  // Things set aside in a question about the whole range.
  boutique(
    conversation('training/unseen-6-other-than-dresses', 'social', [
      turn('other than dresses what do you sell? need a present for my sister', {
        grounded: socialFact(SOCIAL_KB.about),
        handoff: false,
      }),
    ]),
  ),
  // A shop window asked in another language.
  conversation('training/unseen-6-spanish-shop-window', 'quote', [
    turn('Hola, ¿cuánto cuesta poner vinilo perforado en el escaparate de mi tienda? Mide 2 por 1 metros.', {
      quote: SPANISH_SHOP_WINDOW,
      language: 'es',
      handoff: false,
    }),
  ]),
];
