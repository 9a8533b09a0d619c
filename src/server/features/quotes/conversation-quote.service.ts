import { and, eq } from 'drizzle-orm';
import type { PricedQuote } from '../../../domain/quote-engine';
import { formatQuoteNumber } from '../../../domain/quote-number';
import type { Database, Executor } from '../../db/client';
import { quotes } from '../../db/schema/quotes';
import { insertQuote, nextQuoteSequence } from './quotes.repository';

/**
 * A quote an agent priced in a conversation (with the workspace's own rules) for the
 * conversation's known customer: pending, numbered, linked to the conversation, in one
 * transaction. Amounts come only from the quote engine's PricedQuote.
 */
export async function createConversationQuote(
  /** db may be the caller's transaction (the quote's own then nests in it). */
  deps: { db: Executor; clock: () => Date },
  options: { workspaceId: string; customerId: string; conversationId: string; quote: PricedQuote },
): Promise<{ quoteId: string; quoteNumber: string }> {
  const now = deps.clock();
  const { quote } = options;
  const made = await deps.db.transaction(async (tx) => {
    const quoteNumber = formatQuoteNumber({
      year: now.getUTCFullYear(),
      sequence: await nextQuoteSequence(tx),
    });
    const { id } = await insertQuote(tx, {
      workspaceId: options.workspaceId,
      customerId: options.customerId,
      conversationId: options.conversationId,
      quoteNumber,
      status: 'pending',
      description: quote.description,
      projectType: quote.projectType,
      material: quote.material,
      quantity: quote.quantity,
      squareFootage: String(quote.squareFootage),
      materialCost: String(quote.materialCost),
      setupFee: String(quote.setupFee),
      subtotal: String(quote.subtotal),
      taxAmount: String(quote.taxAmount),
      totalAmount: String(quote.totalAmount),
      lineItems: quote.lineItems.map((line) => ({ ...line, amount: line.amount.toFixed(2) })),
      createdAt: now,
      updatedAt: now,
    });
    return { quoteId: id, quoteNumber };
  });
  // Its lead is re-scored when the leads are next read: the chat turn that made it moved the
  // conversation's last message past the lead's score (decision 096, "stale on read").
  return made;
}

/** Whether the quote was made in this conversation: an agent may only act on its own quotes. */
export async function isConversationQuote(
  db: Database,
  options: { quoteId: string; conversationId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, options.quoteId), eq(quotes.conversationId, options.conversationId)))
    .limit(1);
  return rows.length > 0;
}
