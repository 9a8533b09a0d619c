import type { EvalConversation } from '../eval-types';
import { conversation, factFrom, KB, NOT_IN_KNOWLEDGE, quoteFor, turn } from './scenario-kit';

/**
 * SocialAgent answering DMs and comments as people send them: lower case, text-speak, emojis,
 * other languages, other shops named in passing, anger and small talk. The engine may be tuned
 * against these.
 */

const CAR_STANDARD = quoteFor('car wrap, standard vinyl, 180 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'standard-vinyl',
  squareFootage: 180,
});
const PARTIAL_PREMIUM = quoteFor('partial wrap, premium vinyl, 60 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 60,
});
const BANNER_2X8 = quoteFor('banner 2 x 8 ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 16,
});
const TRAILER_REFLECTIVE = quoteFor('trailer wrap, reflective vinyl, 250 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'reflective-vinyl',
  squareFootage: 250,
});
const VAN_PREMIUM = quoteFor('van wrap, premium vinyl, 150 sq ft', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 150,
});

export const TRAINING_SOCIAL_CONVERSATIONS: readonly EvalConversation[] = [
  conversation('training/u-open-sat', 'social', [turn('u open sat?', { grounded: factFrom(KB.hours) })], {
    tone: 'casual',
  }),
  conversation('training/hrs-pls', 'social', [turn('hrs pls', { grounded: factFrom(KB.hours) })]),
  conversation('training/drop-off-time', 'social', [
    turn('what time can i drop my van off', { grounded: factFrom(KB.hours), noQuotePitch: true }),
  ]),
  conversation('training/wat-u-do', 'social', [
    turn('wat do u do exactly? saw ur post', { grounded: factFrom(KB.about) }),
  ]),
  conversation('training/hey-emoji', 'social', [
    turn('heyyy 😊', { smallTalk: true, handoff: false }),
    turn('do u do wraps for trailers', { grounded: factFrom(KB.wraps) }),
  ]),
  conversation('training/love-the-work', 'social', [
    turn('love ur work on that food truck 😍', { smallTalk: true, noQuotePitch: true, handoff: false }),
  ]),
  conversation('training/colour-change-dm', 'social', [
    turn('can u colour change my corsa? fancy a satin green', { grounded: factFrom(KB.wraps) }),
  ]),
  conversation('training/competitor-slow', 'social', [
    turn('WrapZone took 3 weeks for my mates car 🙄 how long do u take for a car?', {
      grounded: factFrom(KB.turnaround),
      handoff: false,
    }),
  ]),
  conversation('training/fleet-dm', 'social', [
    turn('got 12 delivery vans, all need same branding. can u handle that?', {
      grounded: factFrom(KB.fleet),
    }),
  ]),
  conversation('training/night-sign-dm', 'social', [
    turn('need a sign ppl can see at nite, possible?', { grounded: factFrom(KB.signs) }),
  ]),
  conversation('training/banner-width', 'social', [
    turn('hw wide can u print a banner without a seam', { grounded: factFrom(KB.signs) }),
  ]),
  conversation(
    'training/warranty-dm',
    'social',
    [turn('how long is the warranty on premium?', { grounded: factFrom(KB.warranty) })],
    { tone: 'premium' },
  ),
  conversation('training/wash-after', 'social', [
    turn('just had my car wrapped by u guys, how soon can i wash it?', {
      grounded: factFrom(KB.care),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/deposit-dm', 'social', [
    turn('do i have to pay everything upfront?', { grounded: factFrom(KB.deposits) }),
  ]),
  conversation('training/move-date-dm', 'social', [
    turn('need to move my install to next week, is that ok? its in 5 days', {
      grounded: factFrom(KB.cancellations),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/tesla-for', 'social', [
    turn('how much 4 a wrap on my car? standard vinyl 180 sq ft', {
      quote: CAR_STANDARD,
      quoteOffered: true,
    }),
  ]),
  conversation(
    'training/partial-steps-email',
    'social',
    [
      turn('how much for a partial wrap on my van?', { quoteOffered: true }),
      turn('premium, about 60 sq ft', { quote: PARTIAL_PREMIUM }),
      turn('ok send it to me pls, jess@example.com', { quote: { ...PARTIAL_PREMIUM, emailed: true } }),
    ],
    { tone: 'casual' },
  ),
  conversation('training/banner-dm', 'social', [
    turn('banner 2ft x 8ft standard vinyl $$?', { quote: BANNER_2X8, quoteOffered: true }),
  ]),
  conversation(
    'training/trailer-reflective',
    'social',
    [
      turn('price for reflective wrap on a trailer, 250 sq ft', {
        quote: TRAILER_REFLECTIVE,
        quoteOffered: true,
      }),
    ],
    { tone: 'urgent' },
  ),
  conversation('training/competitor-quote-not-objection', 'social', [
    turn('getting quotes from a few places. whats yours for a van, premium, 150 sq ft?', {
      quote: VAN_PREMIUM,
      handoff: false,
    }),
  ]),
  conversation('training/angry-no-reply', 'social', [
    turn('messaged u 3 times no reply. pathetic. i want to talk to the owner', { handoff: true }),
  ]),
  conversation('training/human-pls', 'social', [turn('human pls', { handoff: true })]),
  conversation('training/bonjour-horaires', 'social', [
    turn('Bonjour, quels sont vos horaires ?', { language: 'fr' }),
  ]),
  conversation('training/hola-precio', 'social', [
    turn('Hola! cuanto cuesta un rotulo para mi tienda?', { language: 'es' }),
  ]),
  conversation('training/guten-tag', 'social', [
    turn('Guten Tag, machen Sie auch Schilder für Geschäfte?', { language: 'de' }),
  ]),
  conversation('training/obrigado', 'social', [turn('Bom dia! Vocês fazem banners?', { language: 'pt' })]),
  conversation('training/follow-back', 'social', [
    turn('can u follow me back on insta? 🙏', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
  conversation('training/merch', 'social', [
    turn('do u sell t-shirts or stickers with ur logo?', { grounded: NOT_IN_KNOWLEDGE, handoff: false }),
  ]),
  conversation('training/cheers-mate', 'social', [
    turn('what files do u need for a logo', { grounded: factFrom(KB.artwork) }),
    turn('cheers mate', { smallTalk: true, handoff: false }),
  ]),
];
