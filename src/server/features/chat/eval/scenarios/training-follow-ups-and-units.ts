import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, inStore, KB, quoteFor, SHOP_KB, shopFact, turn } from './scenario-kit';

/**
 * Written for decision 051 in the writer's own words, one or more per kind the fifth held-out set
 * showed (never its wording): sizes in feet and inches, metres, centimetres and words; follow-ups
 * that change one detail of the quote; questions asked mid-sentence or about the story around
 * them; pay-later, validity, moving an appointment and being ready in time in other words; and a
 * shop's product answers in the workspace's tone.
 */

const PORCH_SIGN = quoteFor('storefront sign 5 ft 3 in x 4 ft (21 sq ft), premium vinyl', {
  projectType: 'storefront-sign',
  material: 'premium-vinyl',
  squareFootage: 21,
});
const CAFE_BANNER_CM = quoteFor('banner 150 x 60 cm (9.69 sq ft), reflective vinyl', {
  projectType: 'banner',
  material: 'reflective-vinyl',
  squareFootage: 9.69,
});
const GYM_BANNERS_FOUR = quoteFor('4 banners 6 x 3 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 18,
  quantity: 4,
});
const GYM_BANNERS_THREE = quoteFor('3 banners 6 x 3 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 18,
  quantity: 3,
});
const WINDOW_METRES = quoteFor('storefront sign 2 m x 1.5 m (32.29 sq ft), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 32.29,
});
const WINDOW_METRES_TWO = quoteFor('2 storefront signs 2 m x 1.5 m (32.29 sq ft each), perforated vinyl', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 32.29,
  quantity: 2,
});
const PICKUP_STANDARD = quoteFor('pickup wrap, standard vinyl, 200 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 200,
});
const PICKUP_REFLECTIVE = quoteFor('pickup wrap, reflective vinyl, 200 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 200,
});

export const TRAINING_FOLLOW_UPS_AND_UNITS_CONVERSATIONS: readonly EvalConversation[] = [
  conversation('training/units-porch-sign-feet-inches', 'quote', [
    turn('what would a sign 5ft 3in x 4ft cost me in premium', { quote: PORCH_SIGN }),
  ]),
  conversation('training/units-cafe-banner-centimetres', 'quote', [
    turn('hiya, pricing a banner for our cafe, 150 x 60 cm, reflective please', { quote: CAFE_BANNER_CM }),
  ]),
  conversation('training/units-gym-banners-words-then-fewer', 'quote', [
    turn('four banners for the gym, six foot by three foot each, the cheapest vinyl you do', {
      quote: GYM_BANNERS_FOUR,
    }),
    turn('oops i meant 3 not 4', { quote: GYM_BANNERS_THREE }),
  ]),
  conversation('training/units-window-metres-then-two', 'quote', [
    turn('shop window graphic 2m by 1.5m in perforated, how much?', { quote: WINDOW_METRES }),
    turn('actually make it two of them, we have two windows', { quote: WINDOW_METRES_TWO }),
  ]),
  conversation('training/follow-up-no-lets-go-reflective', 'quote', [
    turn('quote for my pickup please, 200 sq ft, standard vinyl', { quote: PICKUP_STANDARD }),
    turn('no wait lets go reflective instead', { quote: PICKUP_REFLECTIVE }),
  ]),
  conversation('training/asked-mid-sentence-move-appointment', 'quote', [
    turn(
      'my van is booked in for monday but the boss needs it that day, can i move it to later in the week',
      {
        grounded: factFrom(KB.cancellations),
        noQuotePitch: true,
      },
    ),
  ]),
  conversation('training/asked-about-the-story-repaint', 'quote', [
    turn('we got the tailgate repainted a few days ago after a scrape, could you wrap the truck next week?', {
      grounded: factFrom(KB.vehiclePrep),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/ready-in-time-for-launch', 'quote', [
    turn('we are opening our salon in a week, can you have the window lettering ready by then?', {
      grounded: factFrom(KB.turnaround),
    }),
  ]),
  conversation('training/quote-still-holds-next-month', 'quote', [
    turn('you priced our trailer a while back, until when does that quote stay valid?', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  inStore(
    'shop',
    conversation('training/pay-later-provider', 'shop', [
      turn('can i pay for it later in a few chunks, like with affirm or something', {
        grounded: shopFact(SHOP_KB.payment),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/condition-then-question-shipping', 'shop', [
      turn('if i order two tees and a beanie together do i still pay for delivery', {
        grounded: shopFact(SHOP_KB.shipping),
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation(
      'training/casual-size-ruled-out',
      'shop',
      [
        turn('hey is the fleece hoodie in stock in large', { handoff: false }),
        turn('oh wait i meant medium not large', { handoff: false }),
      ],
      { tone: 'casual' },
    ),
  ),
  inStore(
    'shop',
    conversation(
      'training/premium-scarf-stock',
      'shop',
      [turn('Good evening. Would you have the cable knit scarf available at present?', { handoff: false })],
      { tone: 'premium' },
    ),
  ),
];
