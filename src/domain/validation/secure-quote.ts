import { z } from 'zod';
import { MESSAGE_CONTENT_REQUIRED, sanitizeText } from '../sanitize';
import { TEXT_LIMITS } from '../text-limits';
import { boundedString } from './bounded-string';
import { isValidEmail } from './email';

export const SECURE_QUOTE_MESSAGES = {
  invalidEmail: 'Invalid email address',
  invalidAmount: 'Invalid quote amount',
  invalidProjectType: 'Invalid project type',
  invalidMaterial: 'Invalid material type',
  // The spec names only the four above; these cover the remaining numeric rules.
  invalidQuantity: 'Quantity must be a whole number of at least 1',
  negativeValue: 'Amounts and sizes must be 0 or more',
} as const;

export const PROJECT_TYPES = ['vehicle-wrap', 'storefront-sign', 'banner', 'custom'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const MATERIALS = ['premium-vinyl', 'standard-vinyl', 'perforated-vinyl', 'reflective-vinyl'] as const;
export type Material = (typeof MATERIALS)[number];

export const MAX_QUOTE_AMOUNT = 1_000_000;
export const DEFAULT_CUSTOMER_NAME = 'Website Visitor';
export const DEFAULT_CUSTOMER_SOURCE = 'website';

/** Finite, above 0, at most 1,000,000. */
export function isValidQuoteAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 && amount <= MAX_QUOTE_AMOUNT;
}

export const secureEmailSchema = z
  .string({ error: SECURE_QUOTE_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, { error: SECURE_QUOTE_MESSAGES.invalidEmail });

/** Stored text: within its limit as sent, then sanitised (which also cuts free text to 1000). */
const text = (label: string, max: number) => boundedString(label, max).transform(sanitizeText);
const nonNegative = z
  .number({ error: SECURE_QUOTE_MESSAGES.negativeValue })
  .min(0, { error: SECURE_QUOTE_MESSAGES.negativeValue });

export const customerDataSchema = z.strictObject({
  // A blank name becomes the spec's default customer name rather than an error.
  name: text('Name', TEXT_LIMITS.name)
    .nullish()
    .transform((v) => v || DEFAULT_CUSTOMER_NAME),
  email: secureEmailSchema,
  phone: text('Phone', TEXT_LIMITS.phone).nullish(),
  company: text('Company', TEXT_LIMITS.name).nullish(),
  source: text('Source', TEXT_LIMITS.label)
    .nullish()
    .transform((v) => v || DEFAULT_CUSTOMER_SOURCE),
});
export type CustomerData = z.infer<typeof customerDataSchema>;

// Selects may not submit an empty option: '' is simply not in the whitelist.
export const quoteDataSchema = z.strictObject({
  description: text('Description', TEXT_LIMITS.freeTextInput).default(''),
  project_type: z.enum(PROJECT_TYPES, { error: SECURE_QUOTE_MESSAGES.invalidProjectType }),
  material: z.enum(MATERIALS, { error: SECURE_QUOTE_MESSAGES.invalidMaterial }),
  quantity: z
    .number({ error: SECURE_QUOTE_MESSAGES.invalidQuantity })
    .int({ error: SECURE_QUOTE_MESSAGES.invalidQuantity })
    .min(1, { error: SECURE_QUOTE_MESSAGES.invalidQuantity }),
  square_footage: nonNegative,
  material_cost: nonNegative,
  setup_fee: nonNegative,
  subtotal: nonNegative,
  tax_amount: nonNegative,
  total_amount: z
    .number({ error: SECURE_QUOTE_MESSAGES.invalidAmount })
    .refine(isValidQuoteAmount, { error: SECURE_QUOTE_MESSAGES.invalidAmount }),
});
export type QuoteData = z.infer<typeof quoteDataSchema>;
export type QuoteDataInput = z.input<typeof quoteDataSchema>;

/** Payload of the create_quote_with_customer remote procedure. */
export const createQuoteWithCustomerSchema = z.strictObject({
  customer_data: customerDataSchema,
  quote_data: quoteDataSchema,
});
export type CreateQuoteWithCustomer = z.infer<typeof createQuoteWithCustomerSchema>;

export const secureMessageContentSchema = z
  .string({ error: MESSAGE_CONTENT_REQUIRED })
  .transform(sanitizeText)
  .pipe(z.string().min(1, { error: MESSAGE_CONTENT_REQUIRED }));
