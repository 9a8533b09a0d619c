import { z } from 'zod';
import type { ChatQuote } from '../../../domain/contracts/chat-quote.contract';
import { QUOTE_EMAIL_TEXTS, QUOTE_TOASTS } from '../../../domain/quotes';
import { ApiError, callFunction } from '../../lib/api';

/** The stored quote the wizard e-mails. */
export type StoredChatQuote = { quoteId: string; quoteNumber: string };

/** The chat's conversation, so the server links the quote to it and marks it quoted. */
export type ChatConversationRef = { conversationId: string; conversationToken: string } | null;

const createdSchema = z.object({ quote_id: z.uuid(), quote_number: z.string() });

/**
 * The quote the agent priced in this conversation, stored: the one it already is (the agent
 * created it), else create-chat-quote stores it from the server's own copy of that answer (the
 * browser never sends amounts). Needs the conversation: a chat without one has no quote.
 */
export async function storeChatQuote(
  quote: ChatQuote,
  conversation: ChatConversationRef,
): Promise<StoredChatQuote> {
  if (quote.quoteId && quote.quoteNumber) return { quoteId: quote.quoteId, quoteNumber: quote.quoteNumber };
  if (!conversation) throw new Error(QUOTE_TOASTS.unexpectedRpcResponse);
  const answer = await callFunction<unknown>('create-chat-quote', {
    conversationId: conversation.conversationId,
    conversationToken: conversation.conversationToken,
    expectedTotal: quote.totalAmount,
  });
  const parsed = createdSchema.safeParse(answer);
  if (!parsed.success) throw new Error(QUOTE_TOASTS.unexpectedRpcResponse);
  return { quoteId: parsed.data.quote_id, quoteNumber: parsed.data.quote_number };
}

/** send-quote-email: the quote goes to its customer, confirmed by the address typed in the chat. */
export async function emailChatQuote(
  quote: StoredChatQuote,
  email: string,
  conversation: ChatConversationRef,
): Promise<void> {
  await callFunction<unknown>('send-quote-email', {
    quoteId: quote.quoteId,
    customerEmail: email.trim(),
    ...(conversation
      ? { conversationId: conversation.conversationId, conversationToken: conversation.conversationToken }
      : {}),
  });
}

/**
 * What went wrong in words the visitor can use: the server's own message for a refusal it
 * explained (e.g. 'Invalid email address'), and the procedure's unexpected-answer text; null for
 * anything else (network, server fault), where the spec's fallback text is shown instead.
 */
export function quoteFailureDetail(error: unknown): string | null {
  if (error instanceof ApiError) return error.code ? error.message : null;
  if (error instanceof Error && error.message === QUOTE_TOASTS.unexpectedRpcResponse) return error.message;
  return null;
}

/** 'Failed to create quote: {message}' (spec §8), or the fallback when there is no message to show. */
export function createQuoteFailureText(error: unknown): string {
  const detail = quoteFailureDetail(error);
  return detail ? `Failed to create quote: ${detail}` : QUOTE_TOASTS.createFailedFallback;
}

/** The description of the 'Error Sending Quote' toast. */
export function sendQuoteFailureText(error: unknown): string {
  return quoteFailureDetail(error) ?? QUOTE_EMAIL_TEXTS.sendFailedFallback;
}
