import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, heldOut, KB, quoteFor, turn } from './scenario-kit';

/**
 * Held out: QuoteAgent with jobs described as customers write them (UK words, "4" for "for",
 * capitals, several questions with the price), and questions that mention a quote or a van but
 * ask something else. Every figure comes from the quote engine. Never tune the engine against
 * these; their pass rate is the measure of how it does on messages nobody fitted it to.
 */

const VAN_WRAP = quoteFor('van wrap, premium vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});
const BANNER_3X6 = quoteFor('banner 3 x 6 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 18,
});
const FOUR_VANS = quoteFor('4 vans, premium vinyl, 200 sq ft each', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 200,
  quantity: 4,
});
const PARTIAL_STANDARD = quoteFor('partial wrap, standard vinyl, 80 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 80,
});
const REFLECTIVE_SIGN = quoteFor('shopfront sign 10 x 4 ft, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 40,
});
const PICKUP = quoteFor('pickup wrap, standard vinyl, 200 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 200,
});
const SUV_WITH_TINT = quoteFor('SUV colour change, premium vinyl, 220 sq ft, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 220,
  upsellIds: ['window-tinting'],
});
const SMALL_BANNER = quoteFor('banner 2 x 3 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 6,
});
const DECALS = quoteFor('decals, premium vinyl, 20 sq ft', {
  projectType: 'custom',
  material: 'premium-vinyl',
  squareFootage: 20,
});
const BANNER_3X8 = quoteFor('banner 3 x 8 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
});
const TWO_BANNERS_3X8 = quoteFor('2 banners 3 x 8 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
  quantity: 2,
});
const WINDOW_GRAPHICS = quoteFor('shop window graphics, perforated vinyl, 60 sq ft', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 60,
});
const BOX_TRUCK_PPF = quoteFor('box truck, standard vinyl, 300 sq ft, paint protection film', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 300,
  upsellIds: ['paint-protection'],
});

export const HELD_OUT_QUOTE_CONVERSATIONS: readonly EvalConversation[] = heldOut([
  conversation('held-out/price-up-transit', 'quote', [
    turn('hiya, can u price up a full wrap for my transit? premium vinyl, roughly 150sqft', {
      quote: VAN_WRAP,
      quoteOffered: true,
    }),
  ]),
  conversation(
    'held-out/caps-banner',
    'quote',
    [turn('HOW MUCH FOR A 3X6 BANNER IN STANDARD VINYL', { quote: BANNER_3X6, quoteOffered: true })],
    { tone: 'professional' },
  ),
  conversation('held-out/four-vans', 'quote', [
    turn('need 4 vans wrapped, premium vinyl, 200 sq ft each. price?', { quote: FOUR_VANS }),
  ]),
  conversation('held-out/four-meaning-for-partial', 'quote', [
    turn('how much 4 a partial wrap, standard vinyl, 80 sq ft?', { quote: PARTIAL_STANDARD }),
  ]),
  conversation('held-out/shopfront-ft-by', 'quote', [
    turn('Need a price on a shopfront sign, 10ft by 4ft, reflective', { quote: REFLECTIVE_SIGN }),
  ]),
  conversation(
    'held-out/pickup-in-steps',
    'quote',
    [
      turn('what would it cost to wrap my pickup', { quoteOffered: true }),
      turn('standard vinyl, bout 200 sq ft', { quote: PICKUP }),
      turn('sweet, send it to dave.k@example.com', { quote: { ...PICKUP, emailed: true } }),
    ],
    { tone: 'casual' },
  ),
  conversation('held-out/colour-change-with-tint', 'quote', [
    turn('Colour change wrap for my SUV, premium vinyl, 220 square feet, plus window tint please', {
      quote: SUV_WITH_TINT,
    }),
  ]),
  conversation('held-out/price-time-deposit', 'quote', [
    turn(
      'how much is a 150 sq ft van wrap in premium, how long does it take, and do i have to pay it all upfront?',
      { quote: VAN_WRAP, grounded: [factFrom(KB.turnaround), factFrom(KB.deposits)] },
    ),
  ]),
  conversation('held-out/quote-valid-after-price', 'quote', [
    turn('How much for a 2x3 ft banner, standard vinyl?', { quote: SMALL_BANNER }),
    turn('and how long is that quote valid for?', { grounded: factFrom(KB.deposits), noQuotePitch: true }),
  ]),
  conversation(
    'held-out/notice-to-move',
    'quote',
    [
      turn('how much notice do u need to move my install date?', {
        grounded: factFrom(KB.cancellations),
        noQuotePitch: true,
        handoff: false,
      }),
    ],
    { tone: 'professional' },
  ),
  conversation('held-out/scraped-van-warranty', 'quote', [
    turn('Someone scraped my wrapped van in a car park, is that covered under the warranty?', {
      grounded: factFrom(KB.warranty),
      noQuotePitch: true,
    }),
  ]),
  conversation('held-out/cuanto-furgoneta', 'quote', [
    turn('Hola, cuánto cuesta rotular una furgoneta?', { language: 'es' }),
  ]),
  conversation('held-out/nobody-got-back', 'quote', [
    turn(
      'I asked for a quote 3 days ago and NOBODY got back to me. this is a joke. i want to speak to someone in charge',
      { handoff: true },
    ),
  ]),
  conversation('held-out/other-shop-quoted', 'quote', [
    turn('Another shop already quoted me for my van. What would yours be? premium vinyl, 150 sq ft', {
      quote: VAN_WRAP,
      handoff: false,
    }),
  ]),
  conversation('held-out/food-truck-decals', 'quote', [
    turn('how much for custom decals, premium vinyl, 20 sq ft? need em for my food truck', {
      quote: DECALS,
      quoteOffered: true,
    }),
  ]),
  conversation('held-out/make-it-two', 'quote', [
    turn('price for a 3x8 banner standard vinyl', { quote: BANNER_3X8 }),
    turn('actually make it 2 of them', { quote: TWO_BANNERS_3X8 }),
  ]),
  conversation(
    'held-out/what-can-you-do',
    'quote',
    [turn('What can you do for me?', { grounded: factFrom(KB.about), handoff: false, smallTalk: true })],
    { tone: 'premium' },
  ),
  conversation('held-out/perforated-merci', 'quote', [
    turn('perforated vinyl for my shop windows, 60 sq ft, how much?', {
      quote: WINDOW_GRAPHICS,
      quoteOffered: true,
    }),
    turn('merci beaucoup!', { handoff: false, smallTalk: true }),
  ]),
  conversation(
    'held-out/asap-box-truck-ppf',
    'quote',
    [
      turn('need price asap box truck, standard vinyl 300 sqft with paint protection film', {
        quote: BOX_TRUCK_PPF,
        quoteOffered: true,
      }),
    ],
    { tone: 'urgent' },
  ),
]);
