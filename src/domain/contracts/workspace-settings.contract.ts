import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../validation/email';
import { DEFAULT_TONE, TONE_VALUES } from '../validation/preview-questionnaire';
import { MATERIALS } from '../validation/secure-quote';
import { WIDGET_POSITIONS } from '../widget-position';
import { defineRoute } from './route-contract';

/**
 * A workspace's own settings: the business's contact details (used in every e-mail and page its
 * customers see), branding, feature switches, the quote engine's pricing, the agents' tone, and
 * where the widget may run. Owners change them; every member may read them.
 */

export const SETTINGS_MESSAGES = {
  businessName: 'Business name is required.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a phone number (digits, spaces and + ( ) - . only).',
  website: 'Please enter a website address such as https://example.com.',
  color: 'Please choose a colour as a hex value such as #6366f1.',
  logoUrl: 'The logo must be an https:// address of an image.',
  price: 'Prices must be between 0 and 100,000.',
  taxRate: 'The tax rate must be between 0 % and 30 %.',
  domain: 'Please enter a host name such as shop.example.com (no path).',
  tooManyDomains: 'At most 20 allowed domains.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .transform((v) => (v === '' ? undefined : v))
    .optional();

export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,25}$/;

export const contactSettingsSchema = z.strictObject({
  businessName: z
    .string()
    .trim()
    .min(1, SETTINGS_MESSAGES.businessName)
    .max(120, { error: 'At most 120 characters.' }),
  phone: optionalText(30).refine((v) => v === undefined || PHONE_PATTERN.test(v), SETTINGS_MESSAGES.phone),
  email: optionalText(EMAIL_MAX_LENGTH).refine(
    (v) => v === undefined || EMAIL_PATTERN.test(v),
    SETTINGS_MESSAGES.email,
  ),
  website: optionalText(300).refine(
    (v) => v === undefined || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
    SETTINGS_MESSAGES.website,
  ),
  address: optionalText(300),
  hours: optionalText(300),
});
export type ContactSettings = z.output<typeof contactSettingsSchema>;

export const DEFAULT_PRIMARY_COLOR = '#6366f1';

export const brandingSettingsSchema = z.strictObject({
  primaryColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, SETTINGS_MESSAGES.color)
    .default(DEFAULT_PRIMARY_COLOR),
  logoUrl: optionalText(500).refine(
    (v) => v === undefined || /^https:\/\/[^\s]+$/i.test(v),
    SETTINGS_MESSAGES.logoUrl,
  ),
  tagline: optionalText(160),
});
export type BrandingSettings = z.output<typeof brandingSettingsSchema>;

/** The onboarding feature switches, with the spec's defaults. */
export const FEATURE_DEFAULTS = {
  smsFollowups: true,
  emailSequences: true,
  socialAutomation: false,
  pipelineManagement: true,
  appointmentBooking: false,
} as const;
export type FeatureKey = keyof typeof FEATURE_DEFAULTS;

export const featureSettingsSchema = z.strictObject({
  smsFollowups: z.boolean(),
  emailSequences: z.boolean(),
  socialAutomation: z.boolean(),
  pipelineManagement: z.boolean(),
  appointmentBooking: z.boolean(),
});
export type FeatureSettings = z.output<typeof featureSettingsSchema>;

const price = z.number().min(0, SETTINGS_MESSAGES.price).max(100_000, SETTINGS_MESSAGES.price);

export const pricingSettingsSchema = z.strictObject({
  currency: z.literal('USD').default('USD'),
  taxRate: z.number().min(0, SETTINGS_MESSAGES.taxRate).max(0.3, SETTINGS_MESSAGES.taxRate),
  setupFee: price,
  minimumOrder: price,
  materialRoundingUsd: z.number().int().min(0).max(1000).default(0),
  /** USD per square foot; a material left out is not offered. */
  materials: z.partialRecord(z.enum(MATERIALS), z.number().positive(SETTINGS_MESSAGES.price).max(10_000)),
  upsells: z
    .array(
      z.strictObject({
        id: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,40}$/, 'An add-on id is lower-case letters, digits and hyphens.'),
        label: z
          .string()
          .trim()
          .min(1, 'Every add-on needs a name.')
          .max(80, { error: 'At most 80 characters.' }),
        price,
      }),
    )
    .max(20, 'At most 20 add-ons.'),
});
export type PricingSettings = z.output<typeof pricingSettingsSchema>;

export const widgetSettingsSchema = z.strictObject({
  position: z.enum(WIDGET_POSITIONS, { error: 'Choose bottom right or bottom left.' }),
});
export type WidgetSettings = z.output<typeof widgetSettingsSchema>;

export const toneSettingsSchema = z.strictObject({ tone: z.enum(TONE_VALUES).default(DEFAULT_TONE) });

/** A bare host name, optionally `*.` for a site's subdomains; a pasted URL is reduced to its host. */
export const allowedDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) =>
    v
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/[/?#].*$/, '')
      .replace(/:\d{1,5}$/, '')
      .replace(/\.$/, ''),
  )
  .pipe(
    z
      .string()
      .max(253, SETTINGS_MESSAGES.domain)
      .regex(
        /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
        SETTINGS_MESSAGES.domain,
      ),
  );

export const allowedDomainsSchema = z.strictObject({
  allowedDomains: z.array(allowedDomainSchema).max(20, SETTINGS_MESSAGES.tooManyDomains),
});

export const workspaceSettingsSchema = z.object({
  workspaceId: z.uuid(),
  publicKey: z.string(),
  brandKey: z.string(),
  contact: z.object({
    businessName: z.string(),
    phone: z.string().optional(),
    email: z.string().optional(),
    website: z.string().optional(),
    address: z.string().optional(),
    hours: z.string().optional(),
  }),
  branding: z.object({
    primaryColor: z.string(),
    logoUrl: z.string().optional(),
    tagline: z.string().optional(),
  }),
  features: featureSettingsSchema,
  /** Null until the owner sets prices: the agents then offer to have the team quote. */
  pricing: pricingSettingsSchema.nullable(),
  tone: z.enum(TONE_VALUES),
  allowedDomains: z.array(z.string()),
  widget: widgetSettingsSchema,
});
export type WorkspaceSettingsView = z.infer<typeof workspaceSettingsSchema>;

const params = z.strictObject({ workspaceId: z.uuid() });
const base = '/api/workspaces/:workspaceId/settings';
const tag = 'Settings';

export const getSettingsContract = defineRoute({
  method: 'GET',
  path: base,
  summary: "The workspace's settings",
  tag,
  access: 'workspace',
  params,
  output: workspaceSettingsSchema,
});

function putSection<B extends z.ZodType>(section: string, summary: string, body: B) {
  return defineRoute({
    method: 'PUT',
    path: `${base}/${section}`,
    summary,
    tag,
    access: 'workspace',
    role: 'owner',
    params,
    body,
    output: workspaceSettingsSchema,
  });
}

export const putContactContract = putSection(
  'contact',
  'Business name and the contact details customers see (phone, e-mail, website, address, hours)',
  contactSettingsSchema,
);
export const putBrandingContract = putSection(
  'branding',
  'Primary colour, logo and tagline',
  brandingSettingsSchema,
);
export const putFeaturesContract = putSection('features', 'Feature switches', featureSettingsSchema);
export const putPricingContract = putSection(
  'pricing',
  "The quote engine's pricing rules",
  pricingSettingsSchema,
);
export const putToneContract = putSection('tone', "The agents' tone", toneSettingsSchema);
export const putAllowedDomainsContract = putSection(
  'allowed-domains',
  'Host names where the widget may run',
  allowedDomainsSchema,
);
export const putWidgetContract = putSection(
  'widget',
  "Where the chat widget's launcher sits on the business's pages (bottom right or bottom left)",
  widgetSettingsSchema,
);
export const rotatePublicKeyContract = defineRoute({
  method: 'POST',
  path: `${base}/public-key`,
  summary: "Replaces the widget's public key (the old one stops working at once)",
  tag,
  access: 'workspace',
  role: 'owner',
  params,
  output: workspaceSettingsSchema,
});
