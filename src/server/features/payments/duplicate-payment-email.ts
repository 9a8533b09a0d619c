import { formatUsd, fromCents, toCents } from '../../../domain/money';
import type { EmailMessage } from '../email';

/** What the owner's e-mails about a duplicate payment say; amounts are decimal strings. */
export interface DuplicatePaymentFacts {
  to: string;
  workspaceId: string;
  quoteNumber: string;
  amount: string;
  provider: 'stripe' | 'test';
  providerPaymentId: string | null;
  paymentId: string;
}

const PROVIDER_NAMES = { stripe: 'Stripe', test: 'the built-in test checkout' } as const;

function reference(facts: DuplicatePaymentFacts): string {
  const id = facts.providerPaymentId ? ` ${facts.providerPaymentId}` : '';
  return `${PROVIDER_NAMES[facts.provider]} payment${id}`;
}

const usd = (amount: string) => formatUsd(fromCents(toCents(amount)));

/** Sent when the duplicate is recorded: nothing for the owner to do unless the refund does not show. */
export function duplicatePaymentEmail(facts: DuplicatePaymentFacts): EmailMessage {
  return {
    kind: 'payment_duplicate',
    to: facts.to,
    workspaceId: facts.workspaceId,
    subject: `Quote ${facts.quoteNumber} was paid twice: the second payment is being refunded`,
    text: [
      'Hello,',
      `Quote ${facts.quoteNumber} was paid twice: its customer completed two checkouts. The first payment counts; the second, ${usd(facts.amount)} (${reference(facts)}), arrived after the quote had been paid.`,
      'The second payment is not counted as revenue and is being refunded in full, automatically, to the card it came from. If it does not show as refunded at your payment provider within a day, refund it there by hand.',
      'You are receiving this because you own this workspace.',
    ].join('\n\n'),
    metadata: { payment_id: facts.paymentId, quote_number: facts.quoteNumber },
  };
}

/** Sent when the provider refused the automatic refund (already refunded, unknown payment). */
export function refundNeedsPersonEmail(facts: DuplicatePaymentFacts & { reason: string }): EmailMessage {
  return {
    kind: 'payment_refund_manual',
    to: facts.to,
    workspaceId: facts.workspaceId,
    subject: `Action needed: refund the second payment of quote ${facts.quoteNumber} by hand`,
    text: [
      'Hello,',
      `The second payment of quote ${facts.quoteNumber}, ${usd(facts.amount)} (${reference(facts)}), could not be refunded automatically. The payment provider said: ${facts.reason}`,
      'Please check it at your payment provider and refund it there if the customer has not been refunded yet. The quote counts as paid once.',
    ].join('\n\n'),
    metadata: { payment_id: facts.paymentId, quote_number: facts.quoteNumber },
  };
}
