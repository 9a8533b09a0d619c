import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  PAYMENT_CANCELED_PATH,
  PAYMENT_SUCCESS_PATH,
} from '../../../domain/payments';
import type { Env } from '../../env';
import { originMatcher } from '../../http/origin-check';
import { trustedOrigins } from '../auth';

/**
 * The origin a checkout sends the browser back to: the caller's page (create-subscription's
 * returnUrl, create-payment's Origin header) only when it is one of our trusted origins, else
 * PUBLIC_URL. A redirect to an origin we do not trust would make the checkout an open redirect
 * (and the built-in test checkout page would be linked on someone else's host).
 */
export function checkoutOrigin(env: Env, candidate: string | undefined | null): string {
  const fallback = new URL(env.publicUrl).origin;
  if (!candidate) return fallback;
  let origin: string;
  try {
    origin = new URL(candidate).origin;
  } catch {
    return fallback;
  }
  if (origin === 'null' || !/^https?:/.test(origin)) return fallback;
  return originMatcher(trustedOrigins(env))(origin) ? origin : fallback;
}

/** Stripe fills in {CHECKOUT_SESSION_ID}; the test checkout does the same (fillSessionId). */
export function successUrlFor(origin: string, quoteId: string | null): string {
  const quote = quoteId ? `&quote_id=${encodeURIComponent(quoteId)}` : '';
  return `${origin}${PAYMENT_SUCCESS_PATH}?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}${quote}`;
}

/**
 * A quote's canceled page gets its checkout too (our id, known before the provider's session):
 * the page names the business from it and pays again through the quote's lasting pay link.
 */
export function cancelUrlFor(origin: string, quote: { quoteId: string; checkoutId: string } | null): string {
  if (!quote) return `${origin}${PAYMENT_CANCELED_PATH}`;
  const query = new URLSearchParams({ quote_id: quote.quoteId, checkout: quote.checkoutId });
  return `${origin}${PAYMENT_CANCELED_PATH}?${query}`;
}

export function fillSessionId(url: string, providerSessionId: string): string {
  return url.replace(CHECKOUT_SESSION_ID_PLACEHOLDER, encodeURIComponent(providerSessionId));
}
