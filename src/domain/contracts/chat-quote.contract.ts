import { z } from 'zod';
import type { PricedQuote } from '../quote-engine';
import { MATERIALS, PROJECT_TYPES } from '../validation/secure-quote';

const usd = z.number().finite().min(0);

/**
 * The quote the agent priced in a conversation, as the chat shows it (its line items, size,
 * material and total). Sent with the chat turn that priced it; the browser parses it (zod) and
 * shows only what came from the server's quote engine, never figures of its own.
 */
export const chatQuoteSchema = z.object({
  /** Set once the quote is stored (the agent created it, or the chat's quote form did). */
  quoteId: z.uuid().nullable(),
  quoteNumber: z.string().nullable(),
  description: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  material: z.enum(MATERIALS),
  quantity: z.number().int().min(1),
  squareFootage: usd,
  lineItems: z.array(
    z.object({ label: z.string(), amount: usd, quantity: z.number().int().min(1).optional() }),
  ),
  subtotal: usd,
  taxAmount: usd,
  totalAmount: usd,
});
export type ChatQuote = z.infer<typeof chatQuoteSchema>;

/** The chat's view of a priced quote (and its stored row, when there is one). */
export function toChatQuote(
  quote: PricedQuote,
  stored: { quoteId: string; quoteNumber: string } | null = null,
): ChatQuote {
  return {
    quoteId: stored?.quoteId ?? null,
    quoteNumber: stored?.quoteNumber ?? null,
    description: quote.description,
    projectType: quote.projectType,
    material: quote.material,
    quantity: quote.quantity,
    squareFootage: quote.squareFootage,
    lineItems: quote.lineItems.map((line) => ({
      label: line.label,
      amount: line.amount,
      ...(line.quantity !== undefined ? { quantity: line.quantity } : {}),
    })),
    subtotal: quote.subtotal,
    taxAmount: quote.taxAmount,
    totalAmount: quote.totalAmount,
  };
}

/** `POST /api/functions/create-chat-quote`: the quote the agent priced in this conversation, stored. */
export const createChatQuoteSchema = z.strictObject({
  conversationId: z.uuid(),
  conversationToken: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'Invalid conversation token'),
  /** The total the chat shows: a quote priced since (that the chat has not shown) is refused. */
  expectedTotal: z.number().finite().min(0).optional(),
});
export type CreateChatQuoteInput = z.infer<typeof createChatQuoteSchema>;
export type CreateChatQuoteResponse = { quote_id: string; quote_number: string };
