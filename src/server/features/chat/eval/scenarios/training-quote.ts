import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, KB, NOT_IN_KNOWLEDGE, quoteFor, turn } from './scenario-kit';

/**
 * QuoteAgent with jobs described as customers write them (text-speak, UK words, "4" for "for",
 * sizes as feet by feet, corrections, add-ons, several questions with the price) and questions
 * that mention a quote or a van but ask something else. Every figure comes from the quote engine.
 * The engine may be tuned against these.
 */

const VAN_PREMIUM = quoteFor('van wrap, premium vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});
const VAN_PREMIUM_TINT = quoteFor('van wrap, premium vinyl, 150 sq ft, window tinting', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
  upsellIds: ['window-tinting'],
});
const SPRINTER_STANDARD = quoteFor('sprinter wrap, standard vinyl, 200 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 200,
});
const BANNER_3X5 = quoteFor('banner 3 x 5 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 15,
});
const THREE_BANNERS = quoteFor('3 banners 3 x 5 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 15,
  quantity: 3,
});
const SIGN_STANDARD = quoteFor('storefront sign 12 x 3 ft, standard vinyl', {
  projectType: 'storefront-sign',
  material: 'standard-vinyl',
  squareFootage: 36,
});
const SIGN_REFLECTIVE_12X3 = quoteFor('storefront sign 12 x 3 ft, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 36,
});
const PICKUP_PREMIUM_PPF = quoteFor('pickup wrap, premium vinyl, 220 sq ft, paint protection film', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 220,
  upsellIds: ['paint-protection'],
});
const BOTH_ADDONS = quoteFor('car wrap, standard vinyl, 180 sq ft, window tinting and paint protection', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 180,
  upsellIds: ['window-tinting', 'paint-protection'],
});
const WINDOW_PERF_40 = quoteFor('window graphics, perforated vinyl, 40 sq ft', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 40,
});
const DECALS_STANDARD = quoteFor('decals, standard vinyl, 10 sq ft', {
  projectType: 'custom',
  material: 'standard-vinyl',
  squareFootage: 10,
});
const FIVE_VANS = quoteFor('5 vans, premium vinyl, 150 sq ft each', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
  quantity: 5,
});
const BOX_TRUCK_PREMIUM = quoteFor('box truck wrap, premium vinyl, 300 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 300,
});
const CAR_STANDARD_160 = quoteFor('car wrap, standard vinyl, 160 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 160,
});
const CAR_STANDARD_180 = quoteFor('car wrap, standard vinyl, 180 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 180,
});

export const TRAINING_QUOTE_CONVERSATIONS: readonly EvalConversation[] = [
  conversation('training/quote-me-van', 'quote', [
    turn('quote me 4 a van wrap pls, premium, 150 sqft', { quote: VAN_PREMIUM, quoteOffered: true }),
  ]),
  conversation('training/van-with-tints', 'quote', [
    turn('van wrap premium vinyl 150 sq ft + tinted windows, how much all in?', { quote: VAN_PREMIUM_TINT }),
  ]),
  conversation('training/sprinter-uk', 'quote', [
    turn("What's the damage for wrapping a sprinter in standard vinyl? It's about 200 square foot", {
      quote: SPRINTER_STANDARD,
      quoteOffered: true,
    }),
  ]),
  conversation('training/banner-then-three', 'quote', [
    turn('3x5 banner standard vinyl, price?', { quote: BANNER_3X5 }),
    turn('what if i need 3 of them', { quote: THREE_BANNERS }),
  ]),
  conversation(
    'training/sign-material-switch',
    'quote',
    [
      turn('How much for a 12ft x 3ft shop sign in standard vinyl?', {
        quote: SIGN_STANDARD,
        quoteOffered: true,
      }),
      turn('And in reflective, so it shows at night?', { quote: SIGN_REFLECTIVE_12X3 }),
    ],
    { tone: 'professional' },
  ),
  conversation('training/pickup-ppf', 'quote', [
    turn('pickup truck, premium vinyl, 220 sq ft, and add the paint protection film please', {
      quote: PICKUP_PREMIUM_PPF,
    }),
  ]),
  conversation('training/both-addons', 'quote', [
    turn('car wrap standard vinyl 180 sq ft with window tinting AND paint protection, total?', {
      quote: BOTH_ADDONS,
    }),
  ]),
  conversation(
    'training/window-perf-steps',
    'quote',
    [
      turn('I need a quote for my shop windows', { quoteOffered: true }),
      turn('perforated, roughly 40 sq ft', { quote: WINDOW_PERF_40 }),
      turn('please send it to hello@flowershop.example', { quote: { ...WINDOW_PERF_40, emailed: true } }),
    ],
    { tone: 'premium' },
  ),
  conversation('training/decals-slang', 'quote', [
    turn('lil decals for my bike shop door, standard vinyl, 10 sq ft, hw much', {
      quote: DECALS_STANDARD,
      quoteOffered: true,
    }),
  ]),
  conversation('training/five-vans', 'quote', [
    turn('Fleet of 5 vans, premium vinyl, 150 sq ft each. What would that come to?', { quote: FIVE_VANS }),
  ]),
  conversation(
    'training/box-truck-urgent-email',
    'quote',
    [
      turn('box truck premium vinyl 300 sq ft need the number today', {
        quote: BOX_TRUCK_PREMIUM,
        quoteOffered: true,
      }),
      turn('send to ops@haulers.example', { quote: { ...BOX_TRUCK_PREMIUM, emailed: true } }),
    ],
    { tone: 'urgent' },
  ),
  conversation('training/size-correction-car', 'quote', [
    turn('standard vinyl car wrap, 160 sq ft, how much?', { quote: CAR_STANDARD_160 }),
    turn('oops i meant 180', { quote: CAR_STANDARD_180 }),
  ]),
  conversation('training/vague-wrap', 'quote', [
    turn('how much does a wrap cost?', { quoteOffered: true, handoff: false }),
  ]),
  conversation('training/vague-sign-caps', 'quote', [turn('PRICE FOR A SIGN', { quoteOffered: true })]),
  conversation('training/price-and-turnaround', 'quote', [
    turn('how much for 3x5 banner in standard vinyl and how fast can u print it?', {
      quote: BANNER_3X5,
      grounded: factFrom(KB.turnaround),
    }),
  ]),
  conversation('training/quote-valid', 'quote', [
    turn('how long is a quote valid for?', { grounded: factFrom(KB.deposits), noQuotePitch: true }),
  ]),
  conversation('training/deposit-after-quote', 'quote', [
    turn('van wrap premium 150 sq ft please', { quote: VAN_PREMIUM }),
    turn('do i pay all of that now or is there a deposit?', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/notice-reschedule', 'quote', [
    turn('whats the latest i can reschedule my van install?', {
      grounded: factFrom(KB.cancellations),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/accident-damage', 'quote', [
    turn('had a minor crash and the wrap on my door is torn. does the warranty cover it?', {
      grounded: factFrom(KB.warranty),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/care-van', 'quote', [
    turn('what cleaning products are safe for my wrapped van?', {
      grounded: factFrom(KB.care),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/how-long-van-off-road', 'quote', [
    turn('how long will my van be off the road for the wrap?', {
      grounded: factFrom(KB.turnaround),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/removal-cost-question', 'quote', [
    turn('how much hassle is it to get the wrap taken off when i sell the car?', {
      grounded: factFrom(KB.removal),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/hola-presupuesto', 'quote', [
    turn('Hola, necesito un presupuesto para un cartel de tienda', { language: 'es' }),
  ]),
  conversation('training/bonjour-devis', 'quote', [
    turn("Bonjour, je voudrais un devis pour l'habillage de ma camionnette", { language: 'fr' }),
  ]),
  conversation('training/angry-wrong-price', 'quote', [
    turn('your website gave me one price and now the invoice is different. this is a SCAM. manager now', {
      handoff: true,
    }),
  ]),
  conversation('training/speak-to-someone', 'quote', [
    turn('can i just speak to someone about a big job please', { handoff: true }),
  ]),
  conversation('training/gday-thanks', 'quote', [
    turn("g'day", { smallTalk: true, handoff: false }),
    turn('banner 3x5 standard pls', { quote: BANNER_3X5 }),
    turn('ta', { smallTalk: true, handoff: false }),
  ]),
  conversation('training/competitor-name-quote', 'quote', [
    turn('FastWraps does premium for my van at 150 sq ft, what do you charge for the same?', {
      quote: VAN_PREMIUM,
      handoff: false,
    }),
  ]),
  conversation('training/student-discount', 'quote', [
    turn('do u do student discount or nah', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
  conversation(
    'training/what-do-you-need',
    'quote',
    [turn('what do u need from me to give me a price?', { quoteOffered: true, smallTalk: true })],
    { tone: 'casual' },
  ),
];
