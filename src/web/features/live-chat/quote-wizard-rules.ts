import type { ChatQuote } from '../../../domain/contracts/chat-quote.contract';
import { formatUsd } from '../../../domain/money';
import { hasPriceIntent } from '../../../domain/price-keywords';
import { formatSquareFeet, MATERIAL_LABELS } from '../../../domain/quote-engine-messages';

/**
 * The quote wizard of a live chat: hidden until the talk turns to prices, then open; closed by
 * the visitor it stays closed. It appears once per conversation; Clear starts over at hidden.
 */
export type QuoteWizardVisibility = 'hidden' | 'open' | 'dismissed';

/** Opens the wizard when one of the last 3 messages of the conversation mentions a price. */
export function nextQuoteWizardVisibility(
  current: QuoteWizardVisibility,
  conversation: readonly { content: string }[],
): QuoteWizardVisibility {
  if (current !== 'hidden') return current;
  return hasPriceIntent(conversation) ? 'open' : 'hidden';
}

/** After a quote is sent, the review prompt opens (after a pause) unless the visitor already reviewed. */
export function shouldPromptReview(options: { quoteSent: boolean; reviewSubmitted: boolean }): boolean {
  return options.quoteSent && !options.reviewSubmitted;
}

/** The rows of the chat's quote as the wizard shows (and e-mails) it: its own lines, then the sums. */
export function chatQuoteRows(quote: ChatQuote): { label: string; value: string; emphasis?: boolean }[] {
  const taxPercent = quote.subtotal > 0 ? Math.round((quote.taxAmount / quote.subtotal) * 1000) / 10 : 0;
  return [
    ...quote.lineItems.map((line) => ({
      label: line.quantity && line.quantity > 1 ? `${line.label} (× ${line.quantity})` : line.label,
      value: formatUsd(line.amount),
    })),
    { label: 'Subtotal', value: formatUsd(quote.subtotal) },
    { label: `Tax (${taxPercent}%)`, value: formatUsd(quote.taxAmount) },
    { label: 'Total', value: formatUsd(quote.totalAmount), emphasis: true },
  ];
}

/** 'Premium vinyl · 150 sq ft' (with the count when there are several items). */
export function chatQuoteSpec(quote: ChatQuote): string {
  const size = formatSquareFeet(quote.squareFootage);
  const each = quote.quantity > 1 ? `${quote.quantity} × ${size} each` : size;
  return `${MATERIAL_LABELS[quote.material]} · ${each}`;
}
