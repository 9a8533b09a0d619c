import type { WorkspaceSettingsView } from '../../../domain/contracts/workspace-settings.contract';
import { formatUsd, fromCents, toCents } from '../../../domain/money';
import type { EmailMessage } from '../email/outbox.service';

/** What a counted quote payment's two e-mails say; amounts are decimal strings. */
export interface QuotePaidFacts {
  workspaceId: string;
  quoteNumber: string;
  amount: string;
  paidAt: Date;
  /** The business as its settings name it: its name and the contact details its owner saved. */
  business: Pick<WorkspaceSettingsView, 'contact'>['contact'];
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

// A detail that only stands in for a real one ("{phone}", an example.com address) is never shown.
const PLACEHOLDER = /\{[^}]*\}|@example\.(com|org|net)\b|\/\/(www\.)?example\.(com|org|net)\b/i;

/** The business's real contact lines, in the order a customer looks for them; none unknown or placeholder. */
export function businessContactLines(contact: QuotePaidFacts['business']): string[] {
  const lines: Array<[string, string | undefined]> = [
    ['Phone', contact.phone],
    ['E-mail', contact.email],
    ['Website', contact.website],
    ['Address', contact.address],
    ['Hours', contact.hours],
  ];
  return lines
    .filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()) && !PLACEHOLDER.test(entry[1]!))
    .map(([label, value]) => `${label}: ${value.trim()}`);
}

function testModeLine(facts: QuotePaidFacts): string[] {
  return facts.provider === 'test'
    ? ['TEST MODE: paid in the built-in test checkout; no card was charged.']
    : [];
}

/** The customer's receipt, from the business they paid (its name, its real contact details). */
export function quoteReceiptEmail(facts: QuotePaidFacts & { to: string }): EmailMessage {
  const business = facts.business.businessName;
  const contact = businessContactLines(facts.business);
  return {
    kind: 'quote_receipt',
    to: facts.to,
    workspaceId: facts.workspaceId,
    subject: `Receipt from ${business}: quote ${facts.quoteNumber} paid`,
    text: [
      `Hello ${facts.customer.name},`,
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
    ...(facts.business.email && !PLACEHOLDER.test(facts.business.email)
      ? { replyTo: facts.business.email }
      : {}),
    metadata: { payment_id: facts.paymentId, quote_number: facts.quoteNumber, purpose: 'quote_receipt' },
  };
}

/** The business's own notice that a customer paid a quote (each owner of the workspace). */
export function quotePaidEmail(facts: QuotePaidFacts & { to: string; dashboardUrl: string }): EmailMessage {
  const who = [facts.customer.name, facts.customer.company, facts.customer.email].filter(Boolean).join(', ');
  return {
    kind: 'quote_paid',
    to: facts.to,
    workspaceId: facts.workspaceId,
    subject: `Quote ${facts.quoteNumber} paid: ${usd(facts.amount)}`,
    text: [
      'Hello,',
      [
        `${who} paid quote ${facts.quoteNumber} of ${facts.business.businessName}.`,
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
