import { z } from 'zod';
import { sanitizeText } from '../sanitize';
import { TEXT_LIMITS, tooLongMessage } from '../text-limits';
import { hostnameOf, isHttpUrl } from '../url';
import { boundedString } from './bounded-string';
import { isValidEmail } from './email';

export const PREVIEW_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invalidWebsite: 'Please enter a valid website URL',
  nameRequired: 'Please enter your name',
} as const;

/** Questionnaire steps in order; each valid answer advances one, the tone step triggers generation. */
export const PREVIEW_STEPS = ['website', 'email', 'name', 'business', 'facts', 'tone'] as const;
export type PreviewStep = (typeof PREVIEW_STEPS)[number];

export const BUSINESS_TYPES = [
  'ecommerce',
  'local-service',
  'saas',
  'consulting',
  'agency',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

// The spec names the values only; these labels are the product's own wording.
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  ecommerce: 'E-commerce',
  'local-service': 'Local Service',
  saas: 'SaaS',
  consulting: 'Consulting',
  agency: 'Agency',
  other: 'Other',
};

export const TONES = [
  { value: 'professional', label: 'Professional & Knowledgeable' },
  { value: 'casual', label: 'Casual & Friendly' },
  { value: 'premium', label: 'Premium & Sophisticated' },
  { value: 'urgent', label: 'Direct & Action-Oriented' },
] as const;
export type Tone = (typeof TONES)[number]['value'];
export const TONE_VALUES = TONES.map((t) => t.value) as [Tone, ...Tone[]];
export const DEFAULT_TONE: Tone = 'professional';

export const MINIMUM_ORDER_OPTIONS = ['none', 'minimum_amount', 'custom'] as const;
export type MinimumOrder = (typeof MINIMUM_ORDER_OPTIONS)[number];

/**
 * Spec: must parse as a URL, or parse once https:// is prepended; https:// is prepended when
 * neither http:// nor https:// is present. Beyond the letter of the spec, only http(s) URLs with a
 * real-looking host pass, because 'javascript:alert(1)' parses as a URL too. The scheme is
 * lower-cased so the result always starts with http:// or https://.
 */
export function normalizeWebsiteUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const match = /^(https?):\/\//i.exec(trimmed);
  const candidate = match
    ? `${match[1]!.toLowerCase()}://${trimmed.slice(match[0].length)}`
    : `https://${trimmed}`;
  return isHttpUrl(candidate) ? candidate : null;
}

/**
 * Trimmed as the spec says, then lower-cased like the secure quote e-mail: agent_previews stores
 * addresses lower-case only (agent_previews_email_lower_check), so 'Jo@Example.com' must arrive
 * as 'jo@example.com' or the insert fails.
 */
export const previewEmailSchema = z
  .string({ error: PREVIEW_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, { error: PREVIEW_MESSAGES.invalidEmail });

export const previewNameSchema = boundedString('Name', TEXT_LIMITS.name, PREVIEW_MESSAGES.nameRequired)
  .trim()
  .min(1, { error: PREVIEW_MESSAGES.nameRequired });

export const websiteUrlSchema = z
  .string({ error: PREVIEW_MESSAGES.invalidWebsite })
  .max(TEXT_LIMITS.url, { error: tooLongMessage('Website URL', TEXT_LIMITS.url) })
  .transform((value, ctx) => {
    const normalized = normalizeWebsiteUrl(value);
    if (normalized === null) {
      ctx.issues.push({ code: 'custom', message: PREVIEW_MESSAGES.invalidWebsite, input: value });
      return z.NEVER;
    }
    return normalized;
  });

/** The price input has step 0.01, so a price is valid only with at most two decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value;
}

// Facts end up inside an AI prompt and an e-mail, so free text is run through the sanitiser.
const freeText = (label: string) => boundedString(label, TEXT_LIMITS.freeTextInput).transform(sanitizeText);

export const businessFactsSchema = z.strictObject({
  minimumOrder: z.enum(MINIMUM_ORDER_OPTIONS).optional(),
  pricePerSqFt: z
    .number()
    .min(0)
    .refine(hasAtMostTwoDecimals, { error: 'Price per sq ft can have at most 2 decimals' })
    .optional(),
  orderingFlow: freeText('Ordering flow').optional(),
  shippingPolicy: freeText('Shipping policy').optional(),
});
export type BusinessFacts = z.infer<typeof businessFactsSchema>;

/** Column names follow agent_previews. */
export const previewAnswersSchema = z.object({
  website_url: websiteUrlSchema,
  email: previewEmailSchema,
  name: previewNameSchema,
  business_type: z.enum(BUSINESS_TYPES).optional(),
  tone_preference: z.enum(TONE_VALUES).default(DEFAULT_TONE),
  business_facts: businessFactsSchema.optional(),
});
export type PreviewAnswers = z.infer<typeof previewAnswersSchema>;

/**
 * The one known site whose facts form is pre-filled (no minimum, 5.20 per sq ft). The spec does
 * not name it; it is the vehicle-wrap brand's site, keyed by bare host name (no www.).
 */
export const KNOWN_SITE_FACT_DEFAULTS: Readonly<Record<string, BusinessFacts>> = {
  'weprintwraps.com': { minimumOrder: 'none', pricePerSqFt: 5.2 },
};

export function factDefaultsForWebsite(websiteUrl: string): BusinessFacts | undefined {
  const normalized = normalizeWebsiteUrl(websiteUrl);
  const host = normalized ? hostnameOf(normalized)?.replace(/^www\./, '') : undefined;
  return host && Object.hasOwn(KNOWN_SITE_FACT_DEFAULTS, host) ? KNOWN_SITE_FACT_DEFAULTS[host] : undefined;
}
