import type { BusinessIdentity } from '../../../domain/business-identity';
import { realCustomerName } from '../../../domain/customer-name';
import { formatUsd, fromCents, toCents } from '../../../domain/money';
import type { EmailMessage } from '../email';

/** What a counted quote payment's two e-mails say; amounts are decimal strings. */
export interface QuotePaidFacts {
  workspaceId: string;
  quoteNumber: string;
  amount: string;
  paidAt: Date;
  /**
   * The business the customer paid (business-identity.ts): its name and only its real contact
   * details, or for the platform demo the configured brand's.
   */
  business: Pick<BusinessIdentity, 'name' | 'fromName' | 'contactLines' | 'replyTo'>;
  customer: { name: string; email: string | null; company: string | null };
  /** The printable receipt (RECEIPT_PATH) on the site the customer paid on. */
  receiptUrl: string;
  provider: 'stripe' | 'test';
  providerPaymentId: string | null;
  paymentId: string;
}

const usd = (amount: string) => formatUsd(fromCents(toCents(amount)));
const day = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The business's name on the configured sender address (MAIL_FROM), as its other e-mails have it. */
function senderOf(business: QuotePaidFacts['business'], defaultFrom: string): string {
  const address = /<([^>]+)>/.exec(defaultFrom)?.[1]?.trim() ?? defaultFrom.trim();
  return `"${business.fromName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

function testModeLine(facts: QuotePaidFacts): string[] {
  return facts.provider === 'test'
    ? ['TEST MODE: paid in the built-in test checkout; no card was charged.']
    : [];
}

/** The customer's receipt, from the business they paid (its name, its real contact details). */
export function quoteReceiptEmail(facts: QuotePaidFacts & { to: string; defaultFrom: string }): EmailMessage {
  const business = facts.business.name;
  const contact = facts.business.contactLines;
  const name = realCustomerName(facts.customer.name);
  return {
    kind: 'quote_receipt',
    to: facts.to,
    workspaceId: facts.workspaceId,
    subject: `Receipt from ${business}: quote ${facts.quoteNumber} paid`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      [
        `Thank you for your payment to ${business}.`,
        `Quote: ${facts.quoteNumber}`,
        `Amount paid: ${usd(facts.amount)}`,
        `Date: ${day(facts.paidAt)}`,
        ...(facts.providerPaymentId ? [`Payment reference: ${facts.providerPaymentId}`] : []),
        ...testModeLine(facts),
      ].join('\n'),
      `Your receipt, to print or keep: ${facts.receiptUrl}`,
      contact.length > 0
        ? [`Questions? Contact ${business}:`, ...contact].join('\n')
        : `Questions? Reply to the e-mail your quote came with.`,
    ].join('\n\n'),
    from: senderOf(facts.business, facts.defaultFrom),
    ...(facts.business.replyTo ? { replyTo: facts.business.replyTo } : {}),
    metadata: { payment_id: facts.paymentId, quote_number: facts.quoteNumber, purpose: 'quote_receipt' },
  };
}

/** The business's own notice that a customer paid a quote (each owner of the workspace). */
export function quotePaidEmail(facts: QuotePaidFacts & { to: string; dashboardUrl: string }): EmailMessage {
  const who =
    [realCustomerName(facts.customer.name), facts.customer.company?.trim(), facts.customer.email]
      .filter(Boolean)
      .join(', ') || 'A customer';
  return {
    kind: 'quote_paid',
    to: facts.to,
    workspaceId: facts.workspaceId,
    subject: `Quote ${facts.quoteNumber} paid: ${usd(facts.amount)}`,
    text: [
      'Hello,',
      [
        `${who} paid quote ${facts.quoteNumber} of ${facts.business.name}.`,
        `Amount: ${usd(facts.amount)} on ${day(facts.paidAt)}`,
        ...(facts.providerPaymentId ? [`Payment reference: ${facts.providerPaymentId}`] : []),
        ...testModeLine(facts),
      ].join('\n'),
      `The quote is now approved. See it in your dashboard: ${facts.dashboardUrl}`,
      `The customer's receipt: ${facts.receiptUrl}`,
      'You are receiving this because you own this workspace.',
    ].join('\n\n'),
    metadata: { payment_id: facts.paymentId, quote_number: facts.quoteNumber, purpose: 'quote_paid' },
  };
}
