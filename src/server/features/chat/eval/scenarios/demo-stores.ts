import { DEMO_SHOP_STORE } from '../../../../../domain/demo-stores';
import type { EvalConversation } from '../eval-types';
import { conversation, inStore, shopFact, socialFact, turn } from './scenario-kit';

/**
 * The live ShopAgent and SocialAgent demos, each against its own store (Harbor & Pine
 * Outfitters, Luna Boutique): what a shopper or a follower asks first. Product figures come
 * from the catalogue, which the price judge accepts as the engine's own amounts.
 */

const SHOP = {
  returns: 'Returns and exchanges, for a wrong size or fit',
  shipping: 'Shipping and delivery: how long delivery will take and what it costs',
  payment: 'Payment methods: how you can pay',
  hours: 'Opening hours, store address and how to contact us',
  discounts: 'Discounts, discount codes, newsletter and gift cards',
};
const SOCIAL = {
  hours: 'Opening hours, studio address and how to contact us',
  shipping: 'Shipping: how fast we ship and what it costs',
  returns: 'Returns and exchanges, for a wrong size or fit',
};

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
      turn('Can I return something if it does not fit?', { grounded: shopFact(SHOP.returns) }),
      turn('how long does delivery take?', { grounded: shopFact(SHOP.shipping) }),
      turn('what payment methods do you accept?', { grounded: shopFact(SHOP.payment) }),
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
      turn('how can I contact you?', { grounded: shopFact(SHOP.hours) }),
      turn('do you have any discount codes?', { grounded: shopFact(SHOP.discounts) }),
    ]),
  ),
  inStore(
    'social',
    conversation('boutique-dress-size-shipping', 'social', [
      turn('How much is the linen dress?', { handoff: false }),
      turn('Do you have it in medium?', { handoff: false }),
      turn('How fast do you ship?', { grounded: socialFact(SOCIAL.shipping) }),
    ]),
  ),
  inStore(
    'social',
    conversation('boutique-saturday-and-returns', 'social', [
      turn('Hi! Are you open on Saturdays?', { grounded: socialFact(SOCIAL.hours) }),
      turn('what about returns?', { grounded: socialFact(SOCIAL.returns) }),
    ]),
  ),
];
