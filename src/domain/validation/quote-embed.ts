import { z } from 'zod';

/** Wizard steps of the quote embed shown inside a live chat. */
export const QUOTE_EMBED_STEPS = { email: 0, preview: 1, sent: 2 } as const;

export const QUOTE_EMBED_INVALID_EMAIL_TOAST = {
  title: 'Invalid Email',
  description: 'Please enter a valid email address',
} as const;

/** The embed's only check is the presence of '@'; the send button stays disabled until then. */
export function canSendQuoteEmbed(email: string): boolean {
  return email.includes('@');
}

export const quoteEmbedEmailSchema = z
  .string({ error: QUOTE_EMBED_INVALID_EMAIL_TOAST.description })
  .refine(canSendQuoteEmbed, { error: QUOTE_EMBED_INVALID_EMAIL_TOAST.description });
