import { toCents } from '../../../domain/money';
import { PAYMENT_MESSAGES } from '../../../domain/payments';
import { MAX_QUOTE_AMOUNT } from '../../../domain/validation/secure-quote';
import type { QuoteStatus } from '../../db/schema/quotes';
import { AppError } from '../../lib/app-error';

/** Statuses in which a quote can still be paid (an approved quote is waiting for its payment). */
export const PAYABLE_QUOTE_STATUSES: readonly QuoteStatus[] = ['pending', 'sent', 'approved'];
const MAX_QUOTE_CENTS = MAX_QUOTE_AMOUNT * 100;

export type QuotePayability = { ok: true; cents: number } | { ok: false; message: string };

/**
 * create-payment's rules, also checked again when the test checkout's Pay is pressed: a quote in
 * a payable status, not paid before, for an amount above zero and at most the spec's 1,000,000.
 */
export function quotePayability(quote: {
  status: QuoteStatus;
  paid: boolean;
  totalAmount: string;
}): QuotePayability {
  if (!PAYABLE_QUOTE_STATUSES.includes(quote.status) || quote.paid) {
    return { ok: false, message: PAYMENT_MESSAGES.quoteNotPayable };
  }
  const cents = toCents(quote.totalAmount);
  if (!Number.isFinite(cents) || cents <= 0 || cents > MAX_QUOTE_CENTS) {
    return { ok: false, message: PAYMENT_MESSAGES.amountOutOfRange };
  }
  return { ok: true, cents };
}

/** quotePayability for create-payment: the amount to charge in cents, or a 400 saying why not. */
export function payableQuoteCents(quote: {
  status: QuoteStatus;
  paid: boolean;
  totalAmount: string;
}): number {
  const payability = quotePayability(quote);
  if (!payability.ok) throw new AppError('BAD_REQUEST', payability.message);
  return payability.cents;
}
