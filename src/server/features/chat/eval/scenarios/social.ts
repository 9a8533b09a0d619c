import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, KB, NOT_IN_KNOWLEDGE, quoteFor, turn } from './scenario-kit';

/**
 * SocialAgent answering messages from social media: short, informal, often lower case; people
 * ask for prices in a DM, ask where the shop is, or just say hi.
 */

const CAR_WRAP = quoteFor('car wrap, premium vinyl, 180 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 180,
});
const PARTIAL_WRAP = quoteFor('partial wrap, premium vinyl, 80 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 80,
});
const BOX_TRUCK = quoteFor('box truck wrap, reflective vinyl, 300 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 300,
});
const WINDOW_GRAPHICS = quoteFor('shop window graphics, perforated vinyl, 60 sq ft', {
  projectType: 'storefront-sign',
  material: 'perforated-vinyl',
  squareFootage: 60,
});

export const SOCIAL_CONVERSATIONS: readonly EvalConversation[] = [
  conversation(
    'hours-casual',
    'social',
    [turn('hey! what are your hours?', { grounded: factFrom(KB.hours) })],
    {
      tone: 'casual',
    },
  ),
  conversation('dm-price-to-email', 'social', [
    turn('how much for a wrap on my tesla?', { quoteOffered: true }),
    turn('premium, 180 sq ft', { quote: CAR_WRAP, quoteOffered: true }),
    turn('sounds good'),
    turn("it's mike.r@example.com", { quote: { ...CAR_WRAP, emailed: true } }),
  ]),
  conversation('colour-change', 'social', [
    turn('Do you do color change wraps?', { grounded: factFrom(KB.wraps) }),
  ]),
  conversation('fleet', 'social', [
    turn('Do you do fleet graphics for 5 vans?', { grounded: factFrom(KB.fleet) }),
  ]),
  conversation('location-then-person', 'social', [
    turn('Where are you located?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
    turn('yes please', { handoff: true }),
  ]),
  conversation('manager-casual', 'social', [turn('I want to speak to a manager', { handoff: true })], {
    tone: 'casual',
  }),
  conversation(
    'premium-greeting-signs',
    'social',
    [
      turn('Hello!'),
      turn('Do you make storefront signs?', { grounded: factFrom(KB.signs) }),
      turn('Thank you'),
    ],
    { tone: 'premium' },
  ),
  conversation(
    'urgent-partial-wrap-discount',
    'social',
    [
      turn('How much is a partial wrap?', { quoteOffered: true }),
      turn('premium vinyl 80 sq ft', { quote: PARTIAL_WRAP }),
      turn('any discounts?', { handoff: false }),
    ],
    { tone: 'urgent' },
  ),
  conversation(
    'competitor-price',
    'social',
    [turn('I got a better price from another shop', { handoff: false })],
    {
      tone: 'professional',
    },
  ),
  conversation('rush-jobs', 'social', [
    turn('Do you offer rush jobs?', { grounded: factFrom(KB.turnaround) }),
  ]),
  conversation('night-visible-signs', 'social', [
    turn('Can you make signs that can be read at night?', { grounded: factFrom(KB.signs) }),
  ]),
  conversation(
    'contact-then-box-truck',
    'social',
    [
      turn("Hi, I'm Tom from Tom's Plumbing, tom@tomsplumbing.example", { handoff: false }),
      turn('How much to wrap our box truck in reflective vinyl, 300 sq ft?', {
        quote: BOX_TRUCK,
        quoteOffered: true,
      }),
      turn('yes', { quote: { ...BOX_TRUCK, emailed: true } }),
    ],
    { tone: 'professional' },
  ),
  conversation('order-shipped', 'social', [turn('has my order shipped yet? order 55123', { handoff: true })]),
  conversation('call-me-back', 'social', [turn('Can you call me back at 555-123-4567?', { handoff: true })]),
  conversation(
    'care-casual',
    'social',
    [turn('how do I wash my wrap?', { grounded: factFrom(KB.care) }), turn('cool, thanks!')],
    { tone: 'casual' },
  ),
  conversation('install-guarantee', 'social', [
    turn('Is the install guaranteed?', { grounded: factFrom(KB.warranty) }),
  ]),
  conversation('logo-design', 'social', [turn('Do you design logos?', { grounded: factFrom(KB.artwork) })]),
  conversation('price-per-square-foot', 'social', [
    turn('What does vinyl cost per square foot?', { quoteOffered: true }),
  ]),
  conversation(
    'urgent-artwork-thanks',
    'social',
    [turn('What file formats do you need for artwork?', { grounded: factFrom(KB.artwork) }), turn('thanks')],
    { tone: 'urgent' },
  ),
  conversation(
    'window-graphics',
    'social',
    [
      turn('Do you do shop window graphics?', { grounded: factFrom(KB.signs) }),
      turn('perforated vinyl, about 60 sq ft, how much?', { quote: WINDOW_GRAPHICS, quoteOffered: true }),
    ],
    { tone: 'premium' },
  ),
  conversation('boat-parts', 'social', [
    turn('Do you sell boat parts?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
];
