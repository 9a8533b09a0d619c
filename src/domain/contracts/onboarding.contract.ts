import { z } from 'zod';
import { AGENT_TYPES } from '../agent-types';
import { ONBOARDING_STEPS } from '../ui-constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../validation/email';
import { normalizeWebsiteUrl, TONE_VALUES } from '../validation/preview-questionnaire';
import { defineRoute } from './route-contract';
import { PHONE_PATTERN, SETTINGS_MESSAGES } from './workspace-settings.contract';

/**
 * The six-step onboarding (dashboard spec "Onboarding"): where the owner is, the business step
 * (saved to user_profiles and the workspace's contact details together), completion, and taking
 * over the preview agent made with the owner's e-mail. Branding, feature switches and agents are
 * saved through the settings and agents routes.
 */

export const ONBOARDING_LAST_STEP = ONBOARDING_STEPS.length - 1;

export const ONBOARDING_MESSAGES = {
  businessName: SETTINGS_MESSAGES.businessName,
  industry: 'Please enter your industry.',
  website: SETTINGS_MESSAGES.website,
  email: SETTINGS_MESSAGES.email,
  phone: SETTINGS_MESSAGES.phone,
  step: `The step must be a whole number from 0 to ${ONBOARDING_LAST_STEP}.`,
  /** Spec toasts of the business step. */
  businessSaved: 'Business info saved!',
  businessSaveFailed: 'Failed to save business info. Please try again.',
  /** Spec toast title and text (dashboard §8). */
  noPreview: 'No preview found',
  noPreviewDetail: 'Generate an agent preview first in Onboarding',
  verifyFirst:
    'Please verify your e-mail address first: open the link we sent you, then take over your preview.',
} as const;

export const BUSINESS_LIMITS = {
  businessName: 120,
  industry: 80,
  website: 300,
  description: 1000,
  phone: 30,
} as const;

const atMost = (max: number) => ({ error: `At most ${max} characters.` });

/** Optional text: trimmed, and '' when left empty (the form's value and the stored "not given"). */
const optionalText = (max: number) => z.string().trim().max(max, atMost(max)).default('');

export const businessInfoSchema = z.strictObject({
  businessName: z
    .string()
    .trim()
    .min(1, ONBOARDING_MESSAGES.businessName)
    .max(BUSINESS_LIMITS.businessName, atMost(BUSINESS_LIMITS.businessName)),
  industry: z
    .string()
    .trim()
    .min(1, ONBOARDING_MESSAGES.industry)
    .max(BUSINESS_LIMITS.industry, atMost(BUSINESS_LIMITS.industry)),
  // As the preview generator: "acme.com" is taken as https://acme.com.
  website: optionalText(BUSINESS_LIMITS.website).transform((value, ctx) => {
    if (value === '') return value;
    const normalized = normalizeWebsiteUrl(value);
    if (normalized === null) {
      ctx.issues.push({ code: 'custom', message: ONBOARDING_MESSAGES.website, input: value });
      return z.NEVER;
    }
    return normalized;
  }),
  description: optionalText(BUSINESS_LIMITS.description),
  phone: optionalText(BUSINESS_LIMITS.phone).refine(
    (v) => v === '' || PHONE_PATTERN.test(v),
    ONBOARDING_MESSAGES.phone,
  ),
  email: optionalText(EMAIL_MAX_LENGTH)
    .transform((v) => v.toLowerCase())
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), ONBOARDING_MESSAGES.email),
});
export type BusinessInfoInput = z.input<typeof businessInfoSchema>;
export type BusinessInfo = z.output<typeof businessInfoSchema>;

export const onboardingStateSchema = z.object({
  step: z.number().int().min(0).max(ONBOARDING_LAST_STEP),
  completed: z.boolean(),
  /** The answers of the business step so far ('' where none was given). */
  business: z.object({
    businessName: z.string(),
    industry: z.string(),
    website: z.string(),
    description: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const onboardingStepSchema = z.strictObject({
  step: z
    .number({ error: ONBOARDING_MESSAGES.step })
    .int(ONBOARDING_MESSAGES.step)
    .min(0, ONBOARDING_MESSAGES.step)
    .max(ONBOARDING_LAST_STEP, ONBOARDING_MESSAGES.step),
});

/**
 * The preview made with the owner's e-mail, as the AI Agent Setup step shows it:
 * - none: no such preview;
 * - unverified: one exists, but it is taken over only once the owner has verified the address
 *   (anyone can type any address into the preview generator), so no detail is shown yet;
 * - available: verified, not taken over yet;
 * - taken_over: this workspace has the preview's knowledge and tone (verification takes them over
 *   by itself; taking over again adds the preview's agent).
 */
export const PREVIEW_TAKEOVER_STATUSES = ['none', 'unverified', 'available', 'taken_over'] as const;

export const previewSummarySchema = z.object({
  websiteUrl: z.string(),
  /** The preview's agent; null once the preview's own workspace has expired (30 days). */
  agent: z.object({ agentType: z.enum(AGENT_TYPES), agentName: z.string() }).nullable(),
  tone: z.enum(TONE_VALUES),
  /** Knowledge items the preview learnt; null once the preview's own workspace has expired. */
  knowledgeItems: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PreviewSummary = z.infer<typeof previewSummarySchema>;

export const previewTakeoverSchema = z.object({
  status: z.enum(PREVIEW_TAKEOVER_STATUSES),
  preview: previewSummarySchema.nullable(),
  /** After a takeover: whether it gave the workspace a new agent (false: one of that type existed). */
  agentCreated: z.boolean().optional(),
});
export type PreviewTakeover = z.infer<typeof previewTakeoverSchema>;

const tag = 'Onboarding';
const workspaceParams = z.strictObject({ workspaceId: z.uuid() });

export const getOnboardingContract = defineRoute({
  method: 'GET',
  path: '/api/onboarding',
  summary: "The signed-in user's onboarding: current step, completion and business answers",
  tag,
  access: 'user',
  output: onboardingStateSchema,
});

export const saveOnboardingStepContract = defineRoute({
  method: 'PUT',
  path: '/api/onboarding/step',
  summary: 'Remembers the step the user is on, so a reload resumes there',
  tag,
  access: 'user',
  body: onboardingStepSchema,
  output: onboardingStateSchema,
});

export const saveBusinessInfoContract = defineRoute({
  method: 'PUT',
  path: '/api/workspaces/:workspaceId/onboarding/business',
  summary:
    "The business step: saves the user's profile and the workspace's name and contact details together",
  tag,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: businessInfoSchema,
  output: onboardingStateSchema,
});

export const completeOnboardingContract = defineRoute({
  method: 'POST',
  path: '/api/onboarding/complete',
  summary: 'Marks onboarding completed (All Set); sign-in then leads to the dashboard',
  tag,
  access: 'user',
  output: onboardingStateSchema,
});

export const getPreviewTakeoverContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/onboarding/preview',
  summary: "The preview agent made with the user's e-mail, and whether this workspace has taken it over",
  tag,
  access: 'workspace',
  params: workspaceParams,
  output: previewTakeoverSchema,
});

export const takeOverPreviewContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/onboarding/preview',
  summary: "Takes over the preview agent made with the user's verified e-mail: its knowledge, tone and agent",
  tag,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  output: previewTakeoverSchema,
});
