import { toCents } from '../../../domain/money';
import { PAYMENT_MESSAGES } from '../../../domain/payments';
import type { AppDeps } from '../../app-deps';
import { isAppError } from '../../lib/app-error';
import { findCheckoutById, findQuoteForCheckout } from './payments.repository';
import { openQuoteCheckout } from './payments.service';
import { quotePayability } from './quote-payability';
import { fillSessionId } from './return-urls';
import { paymentGatewayOf } from './select-payment-gateway';

/**
 * An open session is sent to only while it is payable at least this long: time to fill in the
 * provider's page. Shorter than CHECKOUT_REUSE_MARGIN_MS, which would pass over every test
 * session (they live 30 minutes in all).
 */
export const PAY_LINK_MARGIN_MS = 5 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PayLinkAnswer = { redirect: string } | { refused: { title: string; message: string } };

/**
 * Following a quote's pay link (PAY_LINK_PATH/<checkout id>). Its checkout while that can still
 * be paid; else, as a provider does not (a left Stripe Checkout stays open, an expired one is
 * dead), a fresh checkout of the same quote at its current total, returning to the same site;
 * once the quote is paid, the confirmation of the payment made through this link, or a page
 * saying it is paid. The checkout id is the key, as the session id is of the provider's page: a
 * random UUID that only the link's recipient has. Null for anything that is not a quote's link.
 * Paying twice stays impossible where it always was: completeCheckout counts one payment per quote.
 */
export async function followQuotePayLink(deps: AppDeps, checkoutId: string): Promise<PayLinkAnswer | null> {
  if (!UUID.test(checkoutId)) return null;
  const checkout = await findCheckoutById(deps.db, checkoutId);
  if (!checkout || checkout.kind !== 'quote' || !checkout.quoteId) return null;
  if (checkout.paymentStatus === 'paid') {
    return { redirect: fillSessionId(checkout.successUrl, checkout.providerSessionId) };
  }
  const quote = await findQuoteForCheckout(deps.db, checkout.quoteId);
  if (!quote) return null;
  if (quote.paid) return { refused: { title: 'Already paid', message: PAYMENT_MESSAGES.quoteAlreadyPaid } };
  const payability = quotePayability(quote);
  if (!payability.ok) return { refused: { title: 'Cannot be paid', message: payability.message } };

  const payableFrom = deps.clock().getTime() + PAY_LINK_MARGIN_MS;
  const stillPayable =
    checkout.status === 'open' &&
    checkout.url !== null &&
    checkout.provider === paymentGatewayOf(deps).provider &&
    (checkout.expiresAt === null || checkout.expiresAt.getTime() > payableFrom) &&
    toCents(checkout.amount) === payability.cents;
  if (stillPayable && checkout.url) return { redirect: checkout.url };
  try {
    const fresh = await openQuoteCheckout(deps, {
      quoteId: quote.id,
      requestOrigin: new URL(checkout.successUrl).origin,
    });
    return { redirect: fresh.url };
  } catch (error) {
    // Paid or closed between the checks and the start: create-payment's own refusal.
    if (isAppError(error) && error.status === 400) {
      return { refused: { title: 'Cannot be paid', message: error.message } };
    }
    throw error;
  }
}
