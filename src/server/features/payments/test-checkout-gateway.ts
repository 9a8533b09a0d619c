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
 * How long a test session can be paid: the 30 minutes for which a provider's checkout is still
 * handed out (CHECKOUT_REUSE_MARGIN_MS), so a pay link found in an old e-mail or tab cannot
 * approve a quote long after it was made. An expired one offers a fresh checkout instead.
 */
export const TEST_SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * The built-in test checkout used when Stripe is not configured: the session lives only in our
 * checkout_sessions row, and the page at /test-checkout/<id> (payments.routes.ts) completes it
 * through the same completeCheckout a Stripe webhook uses. No card is ever charged.
 */
export function createTestCheckoutGateway(options: { clock?: () => Date } = {}): PaymentGateway {
  const clock = options.clock ?? (() => new Date());
  return {
    provider: 'test',
    async createCheckoutSession(request) {
      const providerSessionId = newTestSessionId();
      return {
        providerSessionId,
        url: `${request.origin}${TEST_CHECKOUT_PATH}/${providerSessionId}`,
        expiresAt: new Date(clock().getTime() + TEST_SESSION_TTL_MS),
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
