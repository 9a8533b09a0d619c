import { randomBytes } from 'node:crypto';
import { TEST_CHECKOUT_PATH } from '../../../domain/payments';
import type { PaymentGateway } from './payment-gateway';

export const TEST_SESSION_PREFIX = 'test_cs_';
/** 32 bytes → 43 url-safe characters: the id is the only key to the page, so it must be unguessable. */
const TEST_SESSION_RANDOM_BYTES = 32;

export function newTestSessionId(): string {
  return `${TEST_SESSION_PREFIX}${randomBytes(TEST_SESSION_RANDOM_BYTES).toString('base64url')}`;
}

export function isTestSessionId(value: string): boolean {
  return /^test_cs_[A-Za-z0-9_-]{32,}$/.test(value);
}

/**
 * The built-in test checkout used when Stripe is not configured: the session lives only in our
 * checkout_sessions row, and the page at /test-checkout/<id> (payments.routes.ts) completes it
 * through the same completeCheckout a Stripe webhook uses. No card is ever charged.
 */
export function createTestCheckoutGateway(): PaymentGateway {
  return {
    provider: 'test',
    async createCheckoutSession(request) {
      const providerSessionId = newTestSessionId();
      return {
        providerSessionId,
        url: `${request.origin}${TEST_CHECKOUT_PATH}/${providerSessionId}`,
        // Open until paid or canceled: there is no provider to let it lapse.
        expiresAt: null,
      };
    },
    // Our own row is the only record of a test session; there is nothing remote to ask.
    async retrieveSession() {
      return null;
    },
    // No money moved, so there is none to give back.
    async refundPayment() {
      return { status: 'refunded', providerRefundId: null };
    },
  };
}
