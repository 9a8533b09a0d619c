import { DEMO_SHOP_STORE } from '../../../../../domain/demo-stores';
import type { EvalConversation } from '../eval-types';
import { conversation, inStore, SHOP_KB, SOCIAL_KB, shopFact, socialFact, turn } from './scenario-kit';

/**
 * The live ShopAgent and SocialAgent demos, each against its own store (Harbor & Pine
 * Outfitters, Luna Boutique): what a shopper or a follower asks first. Product figures come
 * from the catalogue, which the price judge accepts as the engine's own amounts.
 */

const { sampleOrder } = DEMO_SHOP_STORE;

export const DEMO_STORE_CONVERSATIONS: readonly EvalConversation[] = [
  inStore(
    'shop',
    conversation('store-what-do-you-sell-then-price', 'shop', [
      turn('what do you sell?', { handoff: false }),
      turn('how much is the rain jacket?', { handoff: false }),
      turn('is it in stock in medium?', { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('store-returns-and-delivery', 'shop', [
      turn('Can I return something if it does not fit?', { grounded: shopFact(SHOP_KB.returns) }),
      turn('how long does delivery take?', { grounded: shopFact(SHOP_KB.shipping) }),
      turn('what payment methods do you accept?', { grounded: shopFact(SHOP_KB.payment) }),
    ]),
  ),
  inStore(
    'shop',
    conversation('store-order-status', 'shop', [
      turn(`where is my order ${sampleOrder.orderNumber}?`, { handoff: false }),
      turn(sampleOrder.email, { handoff: false }),
    ]),
  ),
  inStore(
    'shop',
    conversation('store-contact-and-discounts', 'shop', [
      turn('how can I contact you?', { grounded: shopFact(SHOP_KB.hours) }),
      turn('do you have any discount codes?', { grounded: shopFact(SHOP_KB.discounts) }),
    ]),
  ),
  inStore(
    'social',
    conversation('boutique-dress-size-shipping', 'social', [
      turn('How much is the linen dress?', { handoff: false }),
      turn('Do you have it in medium?', { handoff: false }),
      turn('How fast do you ship?', { grounded: socialFact(SOCIAL_KB.shipping) }),
    ]),
  ),
  inStore(
    'social',
    conversation('boutique-saturday-and-returns', 'social', [
      turn('Hi! Are you open on Saturdays?', { grounded: socialFact(SOCIAL_KB.hours) }),
      turn('what about returns?', { grounded: socialFact(SOCIAL_KB.returns) }),
    ]),
  ),
];
