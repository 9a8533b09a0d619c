import type { CheckoutUrlResponse } from '../../../domain/contracts/payments.contract';
import { PAYMENT_MESSAGES, TEST_CHECKOUT_PATH } from '../../../domain/payments';
import type { AppDeps } from '../../app-deps';
import { isAppError } from '../../lib/app-error';
import { forgetAgentAccess } from '../billing';
import { completeCheckout, type NotPayableReason } from './complete-checkout';
import {
  type CheckoutRow,
  closeOpenCheckout,
  findCheckoutByProviderSessionId,
  findCheckoutDetails,
} from './payments.repository';
import { openQuoteCheckout, startPlanCheckout } from './payments.service';
import { fillSessionId } from './return-urls';
import { paymentGatewayOf } from './select-payment-gateway';

// The built-in test checkout's use cases (its page, Pay, Cancel and the fresh checkout that
// replaces an expired one). Its session id is the only key to them: handed to whoever started
// the checkout, 43 random characters, valid 30 minutes (TEST_SESSION_TTL_MS).

export function testCheckoutPagePath(providerSessionId: string): string {
  return `${TEST_CHECKOUT_PATH}/${encodeURIComponent(providerSessionId)}`;
}

/** Where a button sends the browser, or the page saying why nothing happened. */
export type TestCheckoutAnswer = { redirect: string } | { refused: { title: string; message: string } };

const REFUSALS: Record<NotPayableReason, { title: string; message: string }> = {
  'already-paid': { title: 'Already paid', message: PAYMENT_MESSAGES.quoteAlreadyPaid },
  'not-payable': { title: 'Cannot be paid', message: PAYMENT_MESSAGES.quoteNotPayable },
  changed: { title: 'Quote changed', message: PAYMENT_MESSAGES.quoteChanged },
};

/**
 * Only test sessions, and only while the test checkout is the configured provider (never beside
 * Stripe). A session past its expiry is closed as expired first, as a provider closes its own.
 */
async function findTestCheckout(deps: AppDeps, providerSessionId: string): Promise<CheckoutRow | null> {
  if (paymentGatewayOf(deps).provider !== 'test') return null;
  const checkout = await findCheckoutByProviderSessionId(deps.db, providerSessionId);
  if (checkout?.provider !== 'test') return null;
  if (checkout.status === 'open' && checkout.expiresAt && checkout.expiresAt <= deps.clock()) {
    const expired = await closeOpenCheckout(deps.db, {
      providerSessionId,
      provider: 'test',
      status: 'expired',
    });
    return expired ?? (await findCheckoutByProviderSessionId(deps.db, providerSessionId));
  }
  return checkout;
}

/**
 * The test checkout's Pay button: exactly the completion a Stripe webhook performs, except that
 * it pays nothing a real checkout would not (see CompleteCheckoutInput.onlyIfPayable). Null for
 * an unknown session.
 */
export async function payTestCheckout(
  deps: AppDeps,
  providerSessionId: string,
): Promise<TestCheckoutAnswer | null> {
  const checkout = await findTestCheckout(deps, providerSessionId);
  if (!checkout) return null;
  const result = await completeCheckout(deps.db, {
    providerSessionId,
    now: deps.clock(),
    onlyIfPayable: true,
    deps,
  });
  if (result.outcome === 'not-found') return null;
  if (result.outcome === 'completed') forgetAgentAccess(deps.db);
  // A canceled or expired session shows its state on its page instead of being paid.
  if (result.outcome === 'not-open') return { redirect: testCheckoutPagePath(providerSessionId) };
  if (result.outcome === 'not-payable') return { refused: REFUSALS[result.reason] };
  return { redirect: fillSessionId(result.checkout.successUrl, providerSessionId) };
}

/**
 * The test checkout's Cancel button: back to the cancel URL, the session left open, as Stripe
 * Checkout's back link does (a Stripe session stays payable until it expires or is paid). So
 * "Try Payment Again" and the e-mailed link still lead to a checkout that can be paid.
 */
export async function cancelTestCheckout(deps: AppDeps, providerSessionId: string): Promise<string | null> {
  const checkout = await findTestCheckout(deps, providerSessionId);
  if (!checkout) return null;
  if (checkout.status === 'open' || checkout.status === 'canceled') return checkout.cancelUrl;
  // Already paid (or expired): the page says so rather than pretending to cancel a payment.
  return testCheckoutPagePath(providerSessionId);
}

/**
 * An expired (or, from before Cancel left sessions open, canceled) test checkout's "Start a new
 * checkout": a fresh session for the same quote (at its current total, if it can still be paid)
 * or the same plan, e-mail and business, returning to the same site. Only the holder of the
 * closed session's id can ask; any other state just shows its page. Null for an unknown session.
 */
export async function renewTestCheckout(
  deps: AppDeps,
  providerSessionId: string,
): Promise<TestCheckoutAnswer | null> {
  const checkout = await findTestCheckout(deps, providerSessionId);
  if (!checkout) return null;
  if (checkout.status !== 'expired' && checkout.status !== 'canceled')
    return { redirect: testCheckoutPagePath(providerSessionId) };
  const returnOrigin = new URL(checkout.successUrl).origin;
  let started: CheckoutUrlResponse;
  try {
    started =
      checkout.kind === 'quote' && checkout.quoteId
        ? await openQuoteCheckout(deps, { quoteId: checkout.quoteId, requestOrigin: returnOrigin })
        : await startPlanCheckout(deps, {
            planId: checkout.planId ?? '',
            email: checkout.email,
            businessName: checkout.businessName ?? '',
            returnUrl: returnOrigin,
            workspaceId: checkout.workspaceId,
          });
  } catch (error) {
    // The quote was paid, changed status or no longer exists: create-payment's own refusal.
    if (isAppError(error) && error.status === 400) {
      return { refused: { title: 'Cannot start a new checkout', message: error.message } };
    }
    throw error;
  }
  return { redirect: started.url };
}

export async function findTestCheckoutDetails(deps: AppDeps, providerSessionId: string) {
  const checkout = await findTestCheckout(deps, providerSessionId);
  return checkout ? findCheckoutDetails(deps.db, providerSessionId) : null;
}
