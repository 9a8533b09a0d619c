import { z } from 'zod';
import { AGENT_TYPES } from '../agent-types';
import { AUTOMATION_EMAIL_TYPES, AUTOMATION_MESSAGES } from '../automations';
import { sanitizeText } from '../sanitize';
import { TEXT_LIMITS } from '../text-limits';
import { boundedString } from '../validation/bounded-string';
import { isValidEmail } from '../validation/email';
import { isValidQuoteAmount, SECURE_QUOTE_MESSAGES } from '../validation/secure-quote';

const optionalText = (label: string, max: number) =>
  boundedString(label, max)
    .transform(sanitizeText)
    .optional()
    .transform((v) => v || undefined);

/**
 * `POST /api/functions/send-automation-email` (signed in): one follow-up e-mail now. The main
 * site's payloads per type (spec main-site §7) and the dashboard's test send (type, customerName,
 * customerEmail, agentType; dashboard §7) are all this one shape; ids that are given must be the
 * caller's own quote or conversation.
 */
export const sendAutomationEmailSchema = z.strictObject({
  type: z.enum(AUTOMATION_EMAIL_TYPES, { error: AUTOMATION_MESSAGES.invalidType }),
  customerName: optionalText('Customer name', TEXT_LIMITS.name),
  customerEmail: z
    .string({ error: AUTOMATION_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { error: AUTOMATION_MESSAGES.invalidEmail }),
  quoteId: z.uuid({ error: 'Quote not found' }).optional(),
  quoteNumber: optionalText('Quote number', 40),
  totalAmount: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d{1,2})?$/)
          .transform(Number),
      ],
      {
        error: SECURE_QUOTE_MESSAGES.invalidAmount,
      },
    )
    .refine(isValidQuoteAmount, { error: SECURE_QUOTE_MESSAGES.invalidAmount })
    .optional(),
  conversationId: z.uuid({ error: AUTOMATION_MESSAGES.conversationNotFound }).optional(),
  agentType: z.enum(AGENT_TYPES).optional(),
});
export type SendAutomationEmail = z.infer<typeof sendAutomationEmailSchema>;
export type SendAutomationEmailResponse = { success: true };
