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
 * Written for decision 084 in the writer's own words: the owner's own written prices of fixed
 * things (postage, express delivery, free delivery over a threshold, a setup fee, an add-on)
 * asked for in other words than the knowledge's, to a shop, a boutique and the wrap shop. The
 * reply must carry the sentence that answers what was asked, priced as the owner wrote it; a
 * described job is still the quote engine's. The contact details saved in Settings are held by
 * `business-contact.db.test.ts` and `business-facts.test.ts`: the eval's workspaces save none.
 */

const shop = (c: EvalConversation) => inStore('shop', c);
const boutique = (c: EvalConversation) => inStore('social', c);

export const TRAINING_SHOP_OWNER_FACTS_CONVERSATIONS: readonly EvalConversation[] = [
  // What postage costs, then whether it is waived above an amount.
  shop(
    conversation('training/owner-facts-postage-then-waived', 'shop', [
      turn('hey, what do you guys charge to post an order out?', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
      turn('is it free once i go over a certain amount?', {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  // The faster option's price, in words the knowledge does not use.
  shop(
    conversation('training/owner-facts-quicker-delivery', 'shop', [
      turn("what's the extra for the faster shipping option?", {
        grounded: shopFact(SHOP_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  // Free postage asked without a price word.
  boutique(
    conversation('training/owner-facts-free-postage-big-basket', 'social', [
      turn("do i get free postage if my basket's big enough?", {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  boutique(
    conversation('training/owner-facts-postage-to-a-state', 'social', [
      turn('whats postage gonna cost me to Oregon', {
        grounded: socialFact(SOCIAL_KB.shipping),
        handoff: false,
      }),
    ]),
  ),
  // A fixed fee and an add-on's price, asked of the wrap shop before any job is described.
  conversation('training/owner-facts-setup-charge-every-job', 'shop', [
    turn('do you add a setup charge to every job?', {
      grounded: factFrom(KB.setupFee),
      handoff: false,
    }),
  ]),
  conversation('training/owner-facts-tint-add-on-price', 'quote', [
    turn('what does it add to have the windows tinted while the wrap goes on?', {
      grounded: factFrom(KB.addOns),
      handoff: false,
    }),
  ]),
];
