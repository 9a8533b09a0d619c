import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, KB, NOT_IN_KNOWLEDGE, quoteFor, turn } from './scenario-kit';

/**
 * QuoteAgent: the agent whose job is the price. Jobs are described the way customers write them
 * (sizes as areas or dimensions, corrections, add-ons, several vehicles) and every expected
 * figure comes from the quote engine with the demo pricing.
 */

const VAN_WRAP = quoteFor('van wrap, premium vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});
const VAN_WRAP_STANDARD = quoteFor('van wrap, standard vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 150,
});
const SPRINTER_FLEET = quoteFor('3 sprinter vans, premium vinyl, 200 sq ft each, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 200,
  quantity: 3,
  upsellIds: ['window-tinting'],
});
const REFLECTIVE_SIGN = quoteFor('storefront sign 10 x 4 ft, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 40,
});
const SMALL_BANNER = quoteFor('banner 2 x 3 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 6,
});
const CAR_WITH_PPF = quoteFor('car wrap, standard vinyl, 200 sq ft, paint protection film', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 200,
  upsellIds: ['paint-protection'],
});
const DECALS = quoteFor('decals, premium vinyl, 20 sq ft', {
  projectType: 'custom',
  material: 'premium-vinyl',
  squareFootage: 20,
});
const BANNER_3X6 = quoteFor('banner 3 x 6 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 18,
});
const SUV_WRAP = quoteFor('SUV wrap, premium vinyl, 220 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 220,
});
const BOX_TRUCK_REFLECTIVE = quoteFor('box truck wrap, reflective vinyl, 300 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 300,
});
const BOX_TRUCK_STANDARD = quoteFor('box truck wrap, standard vinyl, 300 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 300,
});
const WINDOW_GRAPHICS = quoteFor('shop window graphics, perforated vinyl, 60 sq ft', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 60,
});
const TRAILER_250 = quoteFor('trailer wrap, premium vinyl, 250 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 250,
});
const TRAILER_200 = quoteFor('trailer wrap, premium vinyl, 200 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 200,
});
const CAR_180 = quoteFor('car wrap, premium vinyl, 180 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 180,
});
const TWO_BANNERS = quoteFor('2 banners 3 x 8 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 24,
  quantity: 2,
});

export const QUOTE_CONVERSATIONS: readonly EvalConversation[] = [
  conversation(
    'van-wrap-to-email',
    'quote',
    [
      turn('How much for a full wrap of my van?', { quoteOffered: true, handoff: false }),
      turn('premium vinyl, about 150 sq ft', { quote: VAN_WRAP, quoteOffered: true }),
      turn('yes please'),
      turn('it is ann@example.com', { quote: { ...VAN_WRAP, emailed: true } }),
    ],
    { tone: 'professional' },
  ),
  conversation('sprinter-fleet-one-message', 'quote', [
    turn(
      'How much would it cost to wrap 3 sprinter vans in premium vinyl, 200 sq ft each, with window tinting?',
      { quote: SPRINTER_FLEET, quoteOffered: true },
    ),
    turn('my email is fleet@acme.example', { quote: { ...SPRINTER_FLEET, emailed: true } }),
    turn('yes send it', { handoff: false }),
  ]),
  conversation(
    'storefront-sign-in-steps',
    'quote',
    [
      turn('I need a quote for a storefront sign', { quoteOffered: true }),
      turn('reflective, 10 x 4 ft', { quote: REFLECTIVE_SIGN }),
      turn('sounds good'),
      turn('you can reach me at jo@shopfront.example', { quote: { ...REFLECTIVE_SIGN, emailed: true } }),
    ],
    { tone: 'professional' },
  ),
  conversation('small-banner', 'quote', [
    turn('How much is a 2 x 3 ft banner in standard vinyl?', { quote: SMALL_BANNER, quoteOffered: true }),
  ]),
  conversation(
    'cheaper-material-then-email',
    'quote',
    [
      turn('How much is a van wrap in premium, 150 sq ft?', { quote: VAN_WRAP, quoteOffered: true }),
      turn('Is it cheaper in standard vinyl?', { quote: VAN_WRAP_STANDARD, handoff: false }),
      turn('yes please, my email is sam@example.com', { quote: { ...VAN_WRAP_STANDARD, emailed: true } }),
    ],
    { tone: 'professional' },
  ),
  conversation('car-with-paint-protection', 'quote', [
    turn('Price for wrapping my car in standard vinyl, 200 sq ft, with paint protection film', {
      quote: CAR_WITH_PPF,
      quoteOffered: true,
    }),
  ]),
  conversation('custom-decals', 'quote', [
    turn('How much for premium vinyl decals, 20 sq ft?', { quote: DECALS, quoteOffered: true }),
  ]),
  conversation('unknown-material', 'quote', [
    turn('How much is a 150 sq ft van wrap in chrome vinyl?', { quoteOffered: true }),
    turn('ok, premium then', { quote: VAN_WRAP }),
  ]),
  conversation(
    'casual-banner-to-email',
    'quote',
    [
      turn('hey, how much for a banner?', { quoteOffered: true }),
      turn('standard vinyl, 3x6 ft', { quote: BANNER_3X6 }),
      turn('awesome, send it to kim@example.com', { quote: { ...BANNER_3X6, emailed: true } }),
    ],
    { tone: 'casual' },
  ),
  conversation(
    'premium-suv-to-email',
    'quote',
    [
      turn('Good evening. What would a full wrap of my SUV in premium vinyl cost, about 220 sq ft?', {
        quote: SUV_WRAP,
        quoteOffered: true,
      }),
      turn('Yes, please send it. My e-mail is lee@example.com', { quote: { ...SUV_WRAP, emailed: true } }),
    ],
    { tone: 'premium' },
  ),
  conversation(
    'urgent-box-truck-objection',
    'quote',
    [
      turn('Need a price now: box truck wrap, reflective vinyl, 300 sq ft', {
        quote: BOX_TRUCK_REFLECTIVE,
        quoteOffered: true,
      }),
      turn('too expensive', { handoff: false }),
      turn('what about standard vinyl?', { quote: BOX_TRUCK_STANDARD, quoteOffered: true }),
    ],
    { tone: 'urgent' },
  ),
  conversation('person-about-project', 'quote', [
    turn('Can I talk to a real person about my project?', { handoff: true }),
  ]),
  conversation('warranty-premium', 'quote', [
    turn('What warranty do you give on premium vinyl?', { grounded: factFrom(KB.warranty) }),
  ]),
  conversation('turnaround', 'quote', [
    turn('How long does a van wrap take?', { grounded: factFrom(KB.turnaround) }),
  ]),
  conversation('financing-then-person', 'quote', [
    turn('Do you offer financing?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
    turn('yes please', { handoff: true }),
  ]),
  conversation('order-status', 'quote', [turn("What's the status of my order 48213?", { handoff: true })]),
  conversation('deposit-amount', 'quote', [turn('How much deposit do you need?', { quoteOffered: true })]),
  conversation(
    'greeting-then-window-graphics',
    'quote',
    [
      turn('Hi!'),
      turn("I'd like a quote for window graphics on my shop, perforated vinyl, 60 sq ft", {
        quote: WINDOW_GRAPHICS,
        quoteOffered: true,
      }),
    ],
    { tone: 'professional' },
  ),
  conversation('size-correction', 'quote', [
    turn('How much for a trailer wrap in premium vinyl, 250 sq ft?', {
      quote: TRAILER_250,
      quoteOffered: true,
    }),
    turn('sorry, I meant 200 sq ft', { quote: TRAILER_200 }),
  ]),
  conversation('call-back', 'quote', [
    turn('Please call me back, my number is 555-201-7788', { handoff: true }),
  ]),
  conversation(
    'contact-and-price-together',
    'quote',
    [
      turn("Hi, I'm Tom (tom@example.com). How much for a car wrap in premium vinyl, 180 sq ft?", {
        quote: { ...CAR_180, emailed: true },
        quoteOffered: true,
      }),
    ],
    { tone: 'professional' },
  ),
  conversation('two-banners-confirm', 'quote', [
    turn('I want 2 banners 3x8 ft in standard vinyl, how much?', { quote: TWO_BANNERS, quoteOffered: true }),
    turn('ok sounds good'),
    turn('dan@example.com', { quote: { ...TWO_BANNERS, emailed: true } }),
  ]),
];
