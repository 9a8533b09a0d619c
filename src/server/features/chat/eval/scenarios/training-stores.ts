import type { EvalConversation } from '../eval-types';
import {
  conversation,
  factFrom,
  inStore,
  KB,
  SHOP_KB,
  SOCIAL_KB,
  shopFact,
  socialFact,
  turn,
} from './scenario-kit';

/**
 * Training conversations for the kinds of message issue 15's fourth round fixed, in new words:
 * an order spoken of before it is placed, goods that came damaged, a misspelt feeling, care and
 * values asked in the customer's words, shipping to a country, a price the knowledge states, two
 * questions at once, and "do you do X?" beside another firm's name.
 */

export const TRAINING_STORE_CONVERSATIONS: readonly EvalConversation[] = [
  inStore(
    'shop',
    conversation('training/store-order-on-saturday', 'shop', [
      turn('if i place an order on saturday does it still go out the same day?', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/store-parcel-soaked', 'shop', [
      turn('the package turned up soaked and the sweater inside is ruined', { handoff: true }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/store-launder-wool', 'shop', [
      turn("what's the best way to launder wool stuff?", { grounded: shopFact(SHOP_KB.care) }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/store-eco-brand', 'shop', [
      turn('are you guys an eco friendly brand?', { grounded: shopFact(SHOP_KB.sustainability) }),
    ]),
  ),
  inStore(
    'shop',
    conversation('training/store-send-to-mexico', 'shop', [
      turn('can you send an order to mexico?', { grounded: shopFact(SHOP_KB.shipping) }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/boutique-australia', 'social', [
      turn('any chance u ship to australia?', { grounded: socialFact(SOCIAL_KB.shipping) }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/boutique-once-i-order', 'social', [
      turn('once i place an order how fast does it go out?', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/boutique-frustated-rip', 'social', [
      turn('honestly so frustated, the top i got has a rip down the side', { handoff: true }),
    ]),
  ),
  inStore(
    'social',
    conversation('training/boutique-afterpay-and-dispatch', 'social', [
      turn('do you take afterpay, and how quick is dispatch?', {
        grounded: [socialFact(SOCIAL_KB.payment), socialFact(SOCIAL_KB.shipping)],
      }),
    ]),
  ),
  conversation('training/premium-versus-standard', 'quote', [
    turn("what's the difference between premium and standard vinyl?", {
      grounded: factFrom(KB.warranty),
      noQuotePitch: true,
    }),
  ]),
  conversation('training/protection-film-price', 'quote', [
    turn('how much does paint protection film cost?', { grounded: factFrom(KB.addOns), quoteOffered: true }),
  ]),
  conversation('training/slow-rival-fleets', 'quote', [
    turn("SignCo does our 5 box trucks at the moment but they're slow. can you handle fleets?", {
      grounded: factFrom(KB.fleet),
    }),
  ]),
];
