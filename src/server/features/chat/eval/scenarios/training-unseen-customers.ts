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
 * Written for decision 066 in the writer's own words, several per kind the ninth held-out set
 * (`held-out-fresh7.ts`) showed (never its wording): a fact asked in words the knowledge does not
 * use (paying all of it first, an offer still standing later, a booked day moved, washing after
 * the work against before it, how long a material lasts, a number to ring, how tracking works, the
 * postage on one product, buying without a cart, a size kept back, a person's height); a
 * follow-up that leans on the thing or the topic of the turn before; a price word said in passing
 * or of a change, which is no request for a quote; what the knowledge does not hold, said so; a
 * size written in words in another language; and thanks or a greeting typed with letters held down.
 */

const STANDARD_BANNER_ES = quoteFor('banner 100 sq ft, standard vinyl', {
  projectType: 'banner',
  material: 'standard-vinyl',
  squareFootage: 100,
});
const REFLECTIVE_SIGN_IT = quoteFor('sign 120 sq ft, reflective vinyl', {
  projectType: 'storefront-sign',
  material: 'reflective-vinyl',
  squareFootage: 120,
});

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_UNSEEN_CUSTOMERS_CONVERSATIONS: readonly EvalConversation[] = [
  // Paying it all before the work, and an offer that must still stand later.
  conversation('training/unseen-settle-before-you-begin', 'quote', [
    turn('do we settle the whole bill before you get going on the trailer or is it split', {
      grounded: factFrom(KB.deposits),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/unseen-full-amount-first', 'quote', [
    turn('is the full amount due before you start on the sign?', { grounded: factFrom(KB.deposits) }),
  ]),
  conversation('training/unseen-price-still-stand', 'quote', [
    turn(
      'you priced our box truck two weeks back. will that price still stand in january when we have the cash?',
      {
        grounded: factFrom(KB.deposits),
      },
    ),
  ]),
  // A booked day moved, said with a pronoun and a question about the cost of moving it.
  conversation('training/unseen-bump-it-free', 'quote', [
    turn(
      'our truck is in with you friday but the driver is off sick. can we bump it to the week after at no cost?',
      {
        grounded: factFrom(KB.cancellations),
        noQuotePitch: true,
      },
    ),
  ]),
  conversation('training/unseen-move-without-charge', 'quote', [
    turn(
      'the car is down for monday, something came up. could i push it to thursday without being charged extra',
      {
        grounded: factFrom(KB.cancellations),
        noQuotePitch: true,
      },
    ),
  ]),
  // Washing once the work is done is aftercare; before it, preparation.
  conversation('training/unseen-pressure-wash-after-collecting', 'quote', [
    turn('collected the van yesterday, looks unreal. is it ok to pressure wash it this weekend?', {
      grounded: factFrom(KB.care),
    }),
  ]),
  conversation('training/unseen-car-wash-after-install', 'quote', [
    turn('after the install how long do i wait before the automatic car wash', {
      grounded: factFrom(KB.care),
    }),
  ]),
  conversation('training/unseen-clean-before-bringing', 'quote', [
    turn('do i have to clean the car before the appointment or do you do that', {
      grounded: factFrom(KB.vehiclePrep),
    }),
  ]),
  conversation('training/unseen-detailed-cost-a-fortune', 'quote', [
    turn(
      'had the van detailed and waxed on saturday (cost a fortune!) and its in for the wrap tuesday. any issue?',
      {
        grounded: factFrom(KB.vehiclePrep),
        noQuotePitch: true,
      },
    ),
  ]),
  // How long a material itself lasts is what the warranty says.
  conversation('training/unseen-reflective-lasts', 'quote', [
    turn('how long does the reflective vinyl last out in the sun?', { grounded: factFrom(KB.warranty) }),
  ]),
  // A number to ring, in the shop and the boutique.
  shop(
    conversation('training/unseen-number-to-ring', 'shop', [
      turn('got a number i can ring? would rather talk than type', { grounded: shopFact(SHOP_KB.hours) }),
    ]),
  ),
  boutique(
    conversation('training/unseen-call-the-studio', 'social', [
      turn('is there a phone number for the studio', { grounded: socialFact(SOCIAL_KB.hours) }),
    ]),
  ),
  // How tracking works is the knowledge's, not an order look-up.
  shop(
    conversation('training/unseen-how-to-track', 'shop', [
      turn('how can i track my order after it leaves your warehouse?', {
        grounded: shopFact(SHOP_KB.tracking),
      }),
    ]),
  ),
  // The postage on one product is the shipping policy's price.
  boutique(
    conversation('training/unseen-postage-on-tote', 'social', [
      turn('whats the shipping cost on the straw tote', { grounded: socialFact(SOCIAL_KB.shipping) }),
    ]),
  ),
  // Buying without a cart, and a size kept back.
  boutique(
    conversation('training/unseen-no-checkout-button', 'social', [
      turn('there is no cart on your page?? how do i buy something', {
        grounded: socialFact(SOCIAL_KB.ordering),
      }),
      turn('and will you keep the dress for me while i pay', { grounded: socialFact(SOCIAL_KB.ordering) }),
    ]),
  ),
  // A person's height is for the size advice.
  boutique(
    conversation('training/unseen-height-cardigan', 'social', [
      turn('im 5 foot 7 and usually an M, how does the knit cardigan fit', {
        grounded: socialFact(SOCIAL_KB.sizing),
      }),
    ]),
  ),
  // Follow-ups that lean on the turn before.
  boutique(
    conversation('training/unseen-styling-pay-follow-up', 'social', [
      turn('could i get a styling appointment next friday afternoon?', {
        grounded: socialFact(SOCIAL_KB.appointments),
      }),
      turn('do i have to pay for it', { grounded: socialFact(SOCIAL_KB.appointments) }),
    ]),
  ),
  shop(
    conversation('training/unseen-exchange-postage-follow-up', 'shop', [
      turn('the chinos are too big on me, can i exchange them for a smaller size?', {
        grounded: shopFact(SHOP_KB.returns),
      }),
      turn('and is shipping free on the replacement ones', { grounded: shopFact(SHOP_KB.returns) }),
    ]),
  ),
  // What the knowledge does not hold: said so, a person offered.
  conversation('training/unseen-stay-and-watch', 'quote', [
    turn('is there a waiting room, and could i stay and watch the install', { grounded: NOT_IN_KNOWLEDGE }),
  ]),
  boutique(
    conversation('training/unseen-leave-price-off', 'social', [
      turn('its a present, can you leave the price off the packing slip', { grounded: NOT_IN_KNOWLEDGE }),
    ]),
  ),
  // A size in words in another language.
  conversation('training/unseen-cien-pies', 'quote', [
    turn('¿Cuánto cuesta un banner de cien pies cuadrados en vinilo estándar?', {
      quote: STANDARD_BANNER_ES,
      language: 'es',
    }),
  ]),
  conversation('training/unseen-centoventi-piedi', 'quote', [
    turn('Quanto costa un’insegna di cento venti piedi quadrati in vinile riflettente?', {
      quote: REFLECTIVE_SIGN_IT,
      language: 'it',
    }),
  ]),
  // Letters held down.
  boutique(
    conversation('training/unseen-thanks-held-down', 'social', [
      turn('do you ship to california?', { grounded: socialFact(SOCIAL_KB.shipping) }),
      turn('amazing thanksss sooo much', { smallTalk: true, handoff: false }),
    ]),
  ),
  shop(conversation('training/unseen-hiii', 'shop', [turn('hiiii 👋', { smallTalk: true, handoff: false })])),
];
