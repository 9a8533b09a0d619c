import { CHECKOUT_REQUIRED_MESSAGE } from '../../../domain/checkout-rules';

export type CheckoutField = 'businessName' | 'email';

/**
 * The server rejects a bad field with one message from createSubscriptionSchema; this tells the
 * form which input that message belongs to, so it can be shown beside the field as well as in the
 * toast. Messages about anything else (plan, return URL, server faults) belong to no field.
 */
export function checkoutFieldForMessage(message: string): CheckoutField | null {
  if (message === 'Invalid email address') return 'email';
  if (message === CHECKOUT_REQUIRED_MESSAGE || message.startsWith('Business name')) return 'businessName';
  return null;
}
