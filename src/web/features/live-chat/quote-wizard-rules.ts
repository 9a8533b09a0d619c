import { hasPriceIntent } from '../../../domain/price-keywords';

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
