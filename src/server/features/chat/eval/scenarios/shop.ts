import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, KB, NOT_IN_KNOWLEDGE, quoteFor, turn } from './scenario-kit';

/**
 * ShopAgent on the demo shop's website: product and care questions, orders, prices, people.
 * Most conversations are held to the workspace's seeded professional tone; a few switch it.
 */

const VAN_WRAP = quoteFor('van wrap, premium vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});
const VAN_WRAP_EMAILED = { ...VAN_WRAP, emailed: true };
const BANNER_3X6 = quoteFor('banner 3 x 6 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 18,
});
const BANNER_2X6 = quoteFor('banner 2 x 6 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 12,
});
const REFLECTIVE_SIGN = quoteFor('storefront sign 10 x 4 ft, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 40,
});

export const SHOP_CONVERSATIONS: readonly EvalConversation[] = [
  conversation(
    'van-wrap-price-to-email',
    'shop',
    [
      turn('How much is a full wrap for a van?', { quoteOffered: true, handoff: false }),
      turn('premium vinyl, about 150 sq ft', { quote: VAN_WRAP, quoteOffered: true }),
      turn('yes please'),
      turn('my email is ann.lee@example.com', { quote: VAN_WRAP_EMAILED }),
    ],
    { tone: 'professional' },
  ),
  conversation('wash-care', 'shop', [turn('How do I wash my wrap?', { grounded: factFrom(KB.care) })], {
    tone: 'professional',
  }),
  conversation('gift-cards-then-person', 'shop', [
    turn('Do you sell gift cards?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
    turn('yes please', { handoff: true }),
  ]),
  conversation('order-status', 'shop', [
    turn("Where is my order? It's order 48213", { handoff: true }),
    turn('hello? anyone there?', { handoff: true }),
  ]),
  conversation('real-person', 'shop', [turn('Can I speak to a real person?', { handoff: true })]),
  conversation(
    'greeting-then-hours',
    'shop',
    [
      turn('Hi there', { handoff: false }),
      turn('What are your opening hours?', { grounded: factFrom(KB.hours) }),
    ],
    { tone: 'professional' },
  ),
  conversation(
    'contact-details-then-signs',
    'shop',
    [
      turn('Hi, I am Sarah from Bloom Bakery, sarah@bloombakery.com', { handoff: false }),
      turn('Do you make storefront signs?', { grounded: factFrom(KB.signs) }),
    ],
    { tone: 'professional' },
  ),
  conversation(
    'banner-objection-smaller',
    'shop',
    [
      turn('How much is a banner 3x6 ft in standard vinyl?', { quote: BANNER_3X6, quoteOffered: true }),
      turn("That's too expensive", { handoff: false }),
      turn('What about 2x6 ft then?', { quote: BANNER_2X6, quoteOffered: true }),
    ],
    { tone: 'professional' },
  ),
  conversation('warranty-premium', 'shop', [
    turn('What warranty do you give on premium vinyl?', { grounded: factFrom(KB.warranty) }),
  ]),
  conversation('cancel-appointment', 'shop', [
    turn('Can I cancel my appointment?', { grounded: factFrom(KB.cancellations), handoff: false }),
  ]),
  conversation('financing-declined', 'shop', [
    turn('Do you offer financing?', { grounded: NOT_IN_KNOWLEDGE }),
    turn('no thanks', { handoff: false }),
  ]),
  conversation(
    'deposit-and-card',
    'shop',
    [
      turn('Do you need a deposit?', { grounded: factFrom(KB.deposits) }),
      turn('Can I pay by card?', { grounded: factFrom(KB.deposits) }),
    ],
    { tone: 'professional' },
  ),
  conversation(
    'casual-turnaround',
    'shop',
    [
      turn('Hey!'),
      turn('How long does a wrap take?', { grounded: factFrom(KB.turnaround) }),
      turn('thanks!'),
    ],
    { tone: 'casual' },
  ),
  conversation(
    'premium-prep-then-call',
    'shop',
    [
      turn('Good afternoon'),
      turn('How should I prepare my car for the install?', { grounded: factFrom(KB.vehiclePrep) }),
      turn('Could someone from your team call me back?', { handoff: true }),
    ],
    { tone: 'premium' },
  ),
  conversation(
    'urgent-sign-to-email',
    'shop',
    [
      turn('How much for a storefront sign in reflective vinyl, 10 x 4 ft?', {
        quote: REFLECTIVE_SIGN,
        quoteOffered: true,
      }),
      turn('send it to jo@shopfront.example', { quote: { ...REFLECTIVE_SIGN, emailed: true } }),
    ],
    { tone: 'urgent' },
  ),
  conversation('tracking-number', 'shop', [
    turn('Do you have a tracking number for my order?', { handoff: true }),
  ]),
  conversation('no-human-needed', 'shop', [
    turn("I don't need a human, just tell me how much a banner costs", {
      quoteOffered: true,
      handoff: false,
    }),
  ]),
  conversation('wrap-removal', 'shop', [
    turn('Can a wrap be removed later?', { grounded: factFrom(KB.removal) }),
  ]),
  conversation('artwork-formats', 'shop', [
    turn('What file formats do you need for my logo?', { grounded: factFrom(KB.artwork) }),
  ]),
  conversation('international-shipping', 'shop', [
    turn('Do you ship internationally?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
  conversation('minimum-order', 'shop', [turn('What is the minimum order?', { quoteOffered: true })], {
    tone: 'professional',
  }),
  conversation('car-parts', 'shop', [
    turn('Do you sell car parts?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
];
