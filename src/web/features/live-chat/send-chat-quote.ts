import { DEMO_CHAT_QUOTE } from '../../../domain/demo-quotes';
import { QUOTE_EMAIL_TEXTS, QUOTE_TOASTS } from '../../../domain/quotes';
import { ApiError, callFunction } from '../../lib/api';
import { createQuoteWithCustomer } from '../quote-card/quote-card.public';

export type ChatQuote = { quoteId: string; quoteNumber: string };

/** The chat's quote (the demo figures) for the e-mail the visitor gave. */
export async function createChatQuote(email: string): Promise<ChatQuote> {
  const created = await createQuoteWithCustomer({ email }, DEMO_CHAT_QUOTE);
  return { quoteId: created.quote_id, quoteNumber: created.quote_number };
}

/** The chat's conversation, so the server links the quote to it and marks it quoted. */
export type ChatConversationRef = { conversationId: string; conversationToken: string } | null;

/** send-quote-email: the quote goes to its customer, confirmed by the address typed in the chat. */
export async function emailChatQuote(
  quote: ChatQuote,
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
