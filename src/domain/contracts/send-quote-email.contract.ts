import { z } from 'zod';
import { QUOTE_EMAIL_TEXTS } from '../quotes';
import { isValidEmail } from '../validation/email';

/**
 * `POST /api/functions/send-quote-email` {quoteId, customerEmail?} (spec main-site §7; the
 * dashboard sends only quoteId). The recipient is the quote's customer; customerEmail may only
 * confirm it (or name it when the customer has none).
 */
export const sendQuoteEmailSchema = z.strictObject({
  quoteId: z.uuid({ error: QUOTE_EMAIL_TEXTS.quoteNotFound }),
  customerEmail: z
    .string({ error: QUOTE_EMAIL_TEXTS.invalidEmail })
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { error: QUOTE_EMAIL_TEXTS.invalidEmail })
    .optional(),
  /** The live chat's conversation the quote belongs to (linked and marked quoted), with its token. */
  conversationId: z.uuid({ error: QUOTE_EMAIL_TEXTS.quoteNotFound }).optional(),
  conversationToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,128}$/, QUOTE_EMAIL_TEXTS.quoteNotFound)
    .optional(),
});
export type SendQuoteEmail = z.infer<typeof sendQuoteEmailSchema>;
export type SendQuoteEmailResponse = { success: true; quote_number: string };
