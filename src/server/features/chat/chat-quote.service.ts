import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  CreateChatQuoteInput,
  CreateChatQuoteResponse,
} from '../../../domain/contracts/chat-quote.contract';
import { toCents } from '../../../domain/money';
import type { PricedQuote } from '../../../domain/quote-engine';
import { MATERIALS, PROJECT_TYPES } from '../../../domain/validation/secure-quote';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { conversations, messages } from '../../db/schema/conversations';
import { quotes } from '../../db/schema/quotes';
import { AppError } from '../../lib/app-error';
import { createConversationQuote } from '../quotes';
import type { TurnQuote } from './chat-tools';
import { conversationOfToken } from './conversation-access';

/** No answer of this conversation priced a quote yet: the visitor first tells the agent the job. */
export const NO_CHAT_QUOTE_MESSAGE =
  'No quote has been worked out in this chat yet. Tell us the project type, material and size first.';
const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** The chat shows another quote than the agent's latest (an answer it missed): nothing is stored. */
export const CHAT_QUOTE_CHANGED_MESSAGE =
  'The quote in this chat has changed. Please ask for the price again to see the current quote.';

const usd = z.number().finite().min(0);
/** A quote as the chat turn stored it in its answer's metadata (server-written, read back checked). */
const storedQuoteSchema = z.object({
  quote: z.object({
    projectType: z.enum(PROJECT_TYPES),
    material: z.enum(MATERIALS),
    quantity: z.number().int().min(1),
    squareFootage: usd,
    materialCost: usd,
    setupFee: usd,
    subtotal: usd,
    taxAmount: usd,
    totalAmount: usd,
    lineItems: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        amount: usd,
        quantity: z.number().optional(),
        unitAmount: z.number().optional(),
        kind: z.enum(['material', 'setup', 'upsell', 'minimum', 'flat']).optional(),
      }),
    ),
    description: z.string(),
    taxRate: z.number().optional(),
  }),
  quote_id: z.uuid().nullable(),
});

/** What an answer's metadata keeps of the quote it states. */
export function storedTurnQuote(priced: TurnQuote): { quote: PricedQuote; quote_id: string | null } {
  return { quote: priced.quote, quote_id: priced.stored?.quoteId ?? null };
}

/** The newest answer of the conversation that priced a quote, with that quote. */
async function latestPricedAnswer(
  db: Executor,
  conversationId: string,
): Promise<{ messageId: string; quote: PricedQuote; quoteId: string | null } | null> {
  const rows = await db
    .select({ id: messages.id, metadata: messages.metadata })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.sender, 'agent'),
        sql`${messages.metadata} ? 'quote'`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const parsed = storedQuoteSchema.safeParse(row.metadata);
  if (!parsed.success) return null;
  return { messageId: row.id, quote: parsed.data.quote as PricedQuote, quoteId: parsed.data.quote_id };
}

/**
 * `create-chat-quote`: the quote the agent priced last in the visitor's own conversation (proved
 * by its token), stored as a pending quote of the conversation's customer and linked to it; the
 * same one again when it already is (the agent created it, or the form asked before). Amounts
 * come only from what the server's quote engine priced in that answer, never from the browser.
 * The chat's quote form then e-mails it with send-quote-email.
 */
export async function createChatQuote(
  deps: AppDeps,
  input: CreateChatQuoteInput,
): Promise<CreateChatQuoteResponse> {
  const conversation = await conversationOfToken(deps.db, {
    conversationId: input.conversationId,
    token: input.conversationToken,
  });
  if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    // One answer, one quote: a second click waits for the first and finds its quote.
    const [owner] = await tx
      .select({ customerId: conversations.customerId })
      .from(conversations)
      .where(eq(conversations.id, conversation.id))
      .for('update');
    const priced = await latestPricedAnswer(tx, conversation.id);
    if (!priced) throw new AppError('VALIDATION_FAILED', NO_CHAT_QUOTE_MESSAGE);
    if (
      input.expectedTotal !== undefined &&
      toCents(input.expectedTotal) !== toCents(priced.quote.totalAmount)
    )
      throw new AppError('CONFLICT', CHAT_QUOTE_CHANGED_MESSAGE);
    if (priced.quoteId) {
      const [existing] = await tx
        .select({ id: quotes.id, quoteNumber: quotes.quoteNumber })
        .from(quotes)
        .where(and(eq(quotes.id, priced.quoteId), eq(quotes.conversationId, conversation.id)))
        .limit(1);
      if (existing) return { quote_id: existing.id, quote_number: existing.quoteNumber };
    }
    if (!owner?.customerId) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
    const created = await createConversationQuote(
      { db: tx, clock: deps.clock },
      {
        workspaceId: conversation.workspaceId,
        customerId: owner.customerId,
        conversationId: conversation.id,
        quote: priced.quote,
      },
    );
    await tx
      .update(messages)
      .set({ metadata: sql`${messages.metadata} || ${JSON.stringify({ quote_id: created.quoteId })}::jsonb` })
      .where(eq(messages.id, priced.messageId));
    return { quote_id: created.quoteId, quote_number: created.quoteNumber };
  });
}
