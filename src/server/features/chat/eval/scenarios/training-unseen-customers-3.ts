import type { EvalConversation } from '../eval-types';
import {
  conversation,
  inStore,
  quoteFor,
  SHOP_KB,
  SOCIAL_KB,
  shopFact,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * Written for decision 081 in the writer's own words, one or more per kind the eleventh held-out
 * set (`held-out-fresh9.ts`) showed (never its wording): falling between two sizes, and the size
 * most customers take; a service asked of a product and whether it costs extra; a piece the
 * visitor still holds, to exchange; "how long does that take" and whether it is paid after a
 * service; "do you sell X or only Y"; "how are you" after a greeting in another language; and a
 * size said straight before the parts it goes on ("… on both sides").
 */

/** Both sides of a trailer, 14 × 6 ft on each = 168 sq ft. */
const TRAILER_SIDES = quoteFor('trailer sides, 2 x 14 x 6 ft (168 sq ft), premium vinyl', {
  projectType: 'vehicle-wrap',
  material: 'premium-vinyl',
  squareFootage: 168,
});

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_UNSEEN_CUSTOMERS_3_CONVERSATIONS: readonly EvalConversation[] = [
  // Between two sizes, after a size question: the size guide's own advice.
  shop(
    conversation('training/unseen-3-in-between-small-and-medium', 'shop', [
      turn('what size knit would fit a 36 inch chest?', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
      turn("hmm and what if i'm in between a small and a medium", {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  shop(
    conversation('training/unseen-3-between-sizes-alone', 'shop', [
      turn('I always seem to fall between sizes with jackets, any advice?', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  // A service done to a product, and whether it costs extra: the item that offers the service.
  shop(
    conversation('training/unseen-3-take-up-jeans', 'shop', [
      turn('my jeans always drag on the ground, could you take them up for me? is that extra?', {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  shop(
    conversation('training/unseen-3-shorten-chinos-charge', 'shop', [
      turn("legs on the chinos are a bit long for me, do you shorten them? what's the charge for that", {
        grounded: shopFact(SHOP_KB.sizes),
        handoff: false,
      }),
    ]),
  ),
  // A piece the visitor holds, "still" with its tags: an exchange, not a parcel to look up.
  shop(
    conversation('training/unseen-3-tags-still-on-switch-colour', 'shop', [
      turn(
        'I bought the quilted jacket ten days ago and the tags are still on it, my wife prefers olive, can I switch it and is the postage on me?',
        { grounded: shopFact(SHOP_KB.returns), handoff: false },
      ),
    ]),
  ),
  shop(
    conversation('training/unseen-3-still-waiting-is-a-look-up', 'shop', [
      turn('I ordered a beanie on monday and it still hasnt shipped, can you check it?', { handoff: false }),
    ]),
  ),
  // What most customers take: the popular size.
  boutique(
    conversation('training/unseen-3-size-most-customers-order', 'social', [
      turn('getting a dress for my sister but no idea of her size, what do most customers usually order?', {
        grounded: socialFact(SOCIAL_KB.sizing),
        handoff: false,
      }),
    ]),
  ),
  // "How long does that take and is it free" after a service: the service, for both questions.
  boutique(
    conversation('training/unseen-3-styling-how-long-and-free', 'social', [
      turn('could i come in for a styling session some saturday morning?', {
        grounded: socialFact(SOCIAL_KB.appointments),
        handoff: false,
      }),
      turn('how long does that take, and is it free?', {
        grounded: socialFact(SOCIAL_KB.appointments),
        handoff: false,
      }),
    ]),
  ),
  // "Do you sell X or only Y": what the business sells (the online shop's hours say it as well as
  // the "About" item, and are the item the search ranks first).
  shop(
    conversation('training/unseen-3-sell-online-or-only-in-store', 'shop', [
      turn('do you sell online as well or only in the shop?', {
        grounded: shopFact(SHOP_KB.hours),
        handoff: false,
      }),
    ]),
  ),
  // "How are you" after a greeting, in another language: small talk, in that language.
  boutique(
    conversation('training/unseen-3-italian-how-are-you', 'social', [
      turn('Ciao! Come va? 🙂', { language: 'it', smallTalk: true, handoff: false }),
    ]),
  ),
  boutique(
    conversation('training/unseen-3-french-ca-va', 'social', [
      turn('Bonsoir, ça va ?', { language: 'fr', smallTalk: true, handoff: false }),
    ]),
  ),
  shop(
    conversation('training/unseen-3-dutch-hoe-gaat-het', 'shop', [
      turn('Hoi, hoe gaat het met je?', { language: 'nl', smallTalk: true, handoff: false }),
    ]),
  ),
  // A size said straight before the parts it goes on: each part's.
  conversation('training/unseen-3-trailer-both-sides', 'quote', [
    turn('quote for graphics on my trailer please, 14 by 6 on both sides, premium vinyl', {
      quote: TRAILER_SIDES,
      handoff: false,
    }),
  ]),
];
