import { containsKeyword } from './keyword-match';

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

export function hasPriceIntent(messages: readonly { content: string }[]): boolean {
  return messages
    .slice(-PRICE_INTENT_WINDOW)
    .some((message) => PRICE_KEYWORDS.some((keyword) => containsKeyword(message.content, keyword)));
}
