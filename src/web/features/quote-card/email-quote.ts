import { z } from 'zod';
import { QUOTE_EMAIL_TEXTS, QUOTE_TOASTS } from '../../../domain/quotes';
import { ApiError, callFunction } from '../../lib/api';

const sentSchema = z.object({ success: z.literal(true), quote_number: z.string() });

/**
 * send-quote-email for a quote the visitor just created: it goes to that quote's customer, the
 * address typed confirming it (the server refuses any other inbox).
 */
export async function emailQuote(quoteId: string, email: string): Promise<{ quoteNumber: string }> {
  const answer = await callFunction<unknown>('send-quote-email', { quoteId, customerEmail: email.trim() });
  const parsed = sentSchema.safeParse(answer);
  if (!parsed.success) throw new Error(QUOTE_TOASTS.unexpectedRpcResponse);
  return { quoteNumber: parsed.data.quote_number };
}

/** The server's own reason when it gave one (e.g. 'Invalid email address'), else the spec's fallback. */
export function emailQuoteFailureText(error: unknown): string {
  if (error instanceof ApiError && error.code) return error.message;
  return QUOTE_EMAIL_TEXTS.sendFailedFallback;
}
