import { RECEIPT_PATH } from '../../../domain/payments';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { queueEmail } from '../email';
import { loadBusinessIdentity } from '../workspace-settings';
import {
  type CheckoutRow,
  findQuoteForCheckout,
  findWorkspaceOwnerEmails,
  type PaymentRow,
} from './payments.repository';
import { type QuotePaidFacts, quotePaidEmail, quoteReceiptEmail } from './quote-paid-emails';

/**
 * A counted quote payment, in the transaction that records it: the customer's receipt and the
 * business's "quote paid" notice (to its owners, or its own contact address when it has no owner),
 * in the business's own name and contact details. Called once per payment: a replay records no
 * payment, and a duplicate payment is refunded instead (duplicate-payment.service.ts).
 */
export async function notifyQuotePaid(
  tx: Executor,
  deps: Pick<AppDeps, 'env' | 'outbox'>,
  options: { checkout: CheckoutRow; quoteId: string; payment: PaymentRow; now: Date },
): Promise<void> {
  const quote = await findQuoteForCheckout(tx, options.quoteId);
  if (!quote) return;
  const business = await loadBusinessIdentity(tx, {
    workspaceId: quote.workspaceId,
    platformSiteUrl: deps.env.publicUrl,
    brands: deps.env.brands,
  });
  const facts: QuotePaidFacts = {
    workspaceId: quote.workspaceId,
    quoteNumber: quote.quoteNumber,
    amount: options.payment.amount,
    paidAt: options.now,
    business,
    customer: { name: quote.customerName, email: quote.customerEmail, company: quote.customerCompany },
    receiptUrl: `${new URL(options.checkout.successUrl).origin}${RECEIPT_PATH}/${encodeURIComponent(options.checkout.providerSessionId)}`,
    provider: options.payment.provider,
    providerPaymentId: options.payment.providerPaymentId,
    paymentId: options.payment.id,
  };
  const outbox = deps.outbox();
  // The address the customer paid with at the provider is not ours to know; the quote's is.
  if (quote.customerEmail)
    await queueEmail(
      outbox,
      tx,
      quoteReceiptEmail({ ...facts, to: quote.customerEmail, defaultFrom: outbox.defaultFrom }),
    );
  const owners = await findWorkspaceOwnerEmails(tx, quote.workspaceId);
  const recipients = owners.length > 0 ? owners : business.contact.email ? [business.contact.email] : [];
  for (const to of recipients) {
    await queueEmail(outbox, tx, quotePaidEmail({ ...facts, to, dashboardUrl: deps.env.dashboardUrl }));
  }
}
