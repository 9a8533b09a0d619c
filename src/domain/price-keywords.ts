import { containsAnyKeyword } from './keyword-match';

export const PRICE_KEYWORDS = [
  'price',
  'cost',
  'quote',
  'how much',
  'pricing',
  'estimate',
  'budget',
  'fee',
  'charge',
  'rate',
  'expense',
  'afford',
  'wrap cost',
  'total cost',
  'installation cost',
  'material cost',
] as const;

/** Only the latest messages count, so the quote embed follows the current topic. */
export const PRICE_INTENT_WINDOW = 3;

/**
 * True when one of the latest messages contains a price keyword in any of its forms ('quotation',
 * 'rates', 'expensive'), but never inside another word ('feel', 'generate'): see keyword-match.ts.
 */
export function hasPriceIntent(messages: readonly { content: string }[]): boolean {
  return messages
    .slice(-PRICE_INTENT_WINDOW)
    .some((message) => containsAnyKeyword(message.content, PRICE_KEYWORDS));
}
