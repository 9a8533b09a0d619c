import { z } from 'zod';
import { CATALOGUE_PLAN_IDS } from '../plans';
import { TEXT_LIMITS, tooLongMessage } from '../text-limits';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../validation/email';
import { defineRoute } from './route-contract';

export const BILLING_STATES = [
  'none',
  'trialing',
  'trial_ended',
  'active',
  'past_due',
  'past_due_expired',
  'canceled',
  'incomplete',
] as const;

export const billingSummarySchema = z.object({
  state: z.enum(BILLING_STATES),
  canRunAgents: z.boolean(),
  plan: z.object({ id: z.enum(CATALOGUE_PLAN_IDS), name: z.string(), price: z.number() }).nullable(),
  /** ISO time the free trial ends (or ended); null when the workspace is not on its trial. */
  trialEndsAt: z.string().nullable(),
  /** Whole days left, counted from the stored end on the server's clock. */
  trialDaysLeft: z.number().int().min(0).nullable(),
  /** Until when the agents run as things stand (trial end, end of the grace period); null: no end. */
  runsUntil: z.string().nullable(),
  notice: z.object({
    tone: z.enum(['info', 'success', 'warning', 'danger']),
    title: z.string(),
    message: z.string(),
    /** A path on the main site (plans, a plan's checkout). */
    actionPath: z.string().nullable(),
    actionLabel: z.string().nullable(),
  }),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** `GET /api/workspaces/:workspaceId/billing`: the plan, its status and what to do (members read). */
export const billingSummaryContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/billing',
  summary: "The workspace's plan or trial, whether its agents may run, and what to do next",
  tag: 'Billing',
  access: 'workspace',
  params: z.strictObject({ workspaceId: z.uuid() }),
  output: billingSummarySchema,
});

export const TRIAL_MESSAGES = {
  name: 'Please enter your name',
  businessName: 'Please enter your business name',
  email: 'Please enter a valid email address',
} as const;

/** The free-trial form, as the browser sends it and the server checks it. */
export const startTrialBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, TRIAL_MESSAGES.name)
    .max(TEXT_LIMITS.name, { error: tooLongMessage('Name', TEXT_LIMITS.name) }),
  businessName: z
    .string()
    .trim()
    .min(1, TRIAL_MESSAGES.businessName)
    .max(TEXT_LIMITS.name, { error: tooLongMessage('Business name', TEXT_LIMITS.name) }),
  email: z
    .string({ error: TRIAL_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, TRIAL_MESSAGES.email)
    .refine(isValidEmail, { error: TRIAL_MESSAGES.email }),
  /** The plan the visitor came from (a pricing card, a demo tier, a preview's agent); optional. */
  planId: z.enum(CATALOGUE_PLAN_IDS, { error: 'Unknown plan' }).optional(),
  /** The preview whose result page the visitor came from: adopted once the address is verified. */
  previewId: z.uuid({ error: 'Unknown preview' }).optional(),
});
export type StartTrialBody = z.infer<typeof startTrialBodySchema>;

/**
 * `POST /api/trials`: starts a 14-day free trial (no card). The answer is the same whether or not
 * the address already had an account, so the form cannot be used to find out who has one.
 */
export const startTrialContract = defineRoute({
  method: 'POST',
  path: '/api/trials',
  summary: 'Start a 14-day free trial: an account, a workspace and an e-mail to set the password',
  tag: 'Billing',
  access: 'public',
  body: startTrialBodySchema,
  output: z.object({ email: z.string(), status: z.literal('sent') }),
  status: 202,
});
