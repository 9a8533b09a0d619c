import { z } from 'zod';
import { AGENT_TYPES } from '../agent-types';
import { AUTOMATION_EMAIL_TYPES } from '../automations';
import {
  exportRangeProblem,
  LEAD_EXPORT_FORMATS,
  LEAD_EXPORT_LIMITS,
  LEAD_EXPORT_MESSAGES,
  type LeadExportRow,
  parseExportDate,
} from '../lead-export';
import { PIPELINE_STAGES } from '../pipeline';
import { ROUTING_ACTIONS } from '../routing-rules';
import { sendAutomationEmailSchema } from './automations.contract';
import { successOutputSchema } from './function-outputs';
import { defineRoute } from './route-contract';

/**
 * The client dashboard (/dashboard): the four summary cards, the Leads & Conversations, Quotes &
 * Pipeline, Agents and Campaigns tabs. Every figure is the workspace's own, computed on the server
 * (spec §9 formulas); members read, owners change.
 */

const TAG = 'Dashboard';
const timestamp = z.string();
const workspaceParams = z.strictObject({ workspaceId: z.uuid() });
const quoteParams = z.strictObject({ workspaceId: z.uuid(), quoteId: z.uuid() });

export const DASHBOARD_PAGE_SIZE = 25;
export const DASHBOARD_SEARCH_MAX = 100;

export const dashboardSummarySchema = z.object({
  /** Conversations of the workspace (each is a lead). */
  totalLeads: z.number().int(),
  /** Quotes of the workspace. */
  quotesGenerated: z.number().int(),
  approvedQuotes: z.number().int(),
  /** Sum of approved quote totals, as a decimal string ("6912.00"). */
  revenuePipeline: z.string(),
  /** Approved quotes / conversations in percent, one decimal ("33.3"). */
  conversionRate: z.string(),
  /** When the server computed these, for "Updated just now". */
  computedAt: timestamp,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardSummaryContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/dashboard/summary',
  summary: 'The four summary cards: total leads, quotes generated, revenue pipeline, conversion rate',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: dashboardSummarySchema,
});

/** Spec §5: case-insensitive on customer name and e-mail (and, for quotes, the quote number). */
export const listQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(DASHBOARD_SEARCH_MAX, { error: `Search at most ${DASHBOARD_SEARCH_MAX} characters.` })
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DASHBOARD_PAGE_SIZE),
});
export type DashboardListQuery = z.output<typeof listQuerySchema>;

const pageFields = {
  /** Rows matching the search, on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

const customerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  source: z.string(),
  /** Opted out of e-mail (do-not-disturb on their CRM contact): no automated follow-ups. */
  doNotContact: z.boolean(),
});

export const conversationRowSchema = z.object({
  id: z.uuid(),
  status: z.enum(['active', 'quoted', 'closed']),
  platform: z.string(),
  agentType: z.enum(AGENT_TYPES).nullable(),
  lastMessageAt: timestamp,
  createdAt: timestamp,
  customer: customerSchema.nullable(),
  leadTemperature: z.enum(['hot', 'warm', 'cold']).nullable(),
  /** Handed to a person (the visitor asked, or the agent could not help) and nobody has taken it yet. */
  waitingForPerson: z.boolean(),
  /** The customer's profile engagement score, else the one the lead was routed on. */
  engagementScore: z.number().nullable(),
  /** The value potential the lead was routed on (spec §9 formula); null when only its fixed base. */
  valuePotential: z.number().nullable(),
  routing: z
    .object({
      action: z.string(),
      priority: z.number().int(),
      reason: z.string(),
    })
    .nullable(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;

/** The orders the leads list offers. */
export const LEAD_SORTS = ['latest', 'hottest'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const conversationListContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/dashboard/conversations',
  summary: 'Conversations with their customer, lead temperature and routing, latest message first, one page',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  /**
   * `priority`: only leads routed to this queue (priority_queue is the hot one); `sort`: 'hottest'
   * puts the highest lead score first (then the latest message), else the latest message first.
   */
  query: listQuerySchema.extend({
    priority: z.enum(ROUTING_ACTIONS).optional(),
    sort: z.enum(LEAD_SORTS).optional(),
  }),
  output: z.object({ items: z.array(conversationRowSchema), ...pageFields }),
});

export const QUOTE_STATUS_VALUES = [
  'draft',
  'pending',
  'sent',
  'approved',
  'rejected',
  'expired',
  'paid',
] as const;
/** What an owner may set by hand; 'paid' comes only from a payment, 'expired' from the validity. */
export const SETTABLE_QUOTE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const quoteRowSchema = z.object({
  id: z.uuid(),
  quoteNumber: z.string(),
  status: z.enum(QUOTE_STATUS_VALUES),
  pipelineStage: z.enum(PIPELINE_STAGES),
  projectType: z.string(),
  description: z.string().nullable(),
  totalAmount: z.string(),
  createdAt: timestamp,
  validUntil: timestamp.nullable(),
  paid: z.boolean(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
});
export type QuoteRow = z.infer<typeof quoteRowSchema>;

export const quoteListContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/dashboard/quotes',
  summary: 'Quotes with their customer and pipeline stage, newest first, searched on the server, one page',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  query: listQuerySchema.extend({ stage: z.enum(PIPELINE_STAGES).optional() }),
  output: z.object({ items: z.array(quoteRowSchema), ...pageFields }),
});

export const pipelineSchema = z.object({
  stages: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), count: z.number().int(), total: z.string() })),
});

export const pipelineContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/dashboard/pipeline',
  summary: 'Quotes per pipeline stage with their summed totals',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: pipelineSchema,
});

export const moveQuoteStageContract = defineRoute({
  method: 'PATCH',
  path: '/api/workspaces/:workspaceId/quotes/:quoteId/stage',
  summary: "Moves a quote to another pipeline stage (the spec's transitions; 409 for any other move)",
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: quoteParams,
  body: z.strictObject({ stage: z.enum(PIPELINE_STAGES), notes: z.string().trim().max(500).optional() }),
  output: quoteRowSchema,
});

export const changeQuoteStatusContract = defineRoute({
  method: 'PATCH',
  path: '/api/workspaces/:workspaceId/quotes/:quoteId/status',
  summary: "Changes a quote's status; approving it wins the deal and arms the upsell follow-up",
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: quoteParams,
  body: z.strictObject({ status: z.enum(SETTABLE_QUOTE_STATUSES) }),
  output: quoteRowSchema,
});

export const resendQuoteEmailContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/quotes/:quoteId/email',
  summary: 'E-mails the quote to its customer again, with a pay link',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: quoteParams,
  output: z.object({ success: z.literal(true), quote_number: z.string() }),
});

export const quotePaymentLinkContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/quotes/:quoteId/payment-link',
  summary: "The quote's payment link (its open checkout, or a new one)",
  tag: TAG,
  access: 'workspace',
  params: quoteParams,
  output: z.object({ url: z.string() }),
});

export const dashboardAgentSchema = z.object({
  id: z.uuid(),
  agentName: z.string(),
  agentType: z.enum(AGENT_TYPES),
  status: z.enum(['active', 'busy', 'inactive']),
  operationMode: z.enum(['live', 'safe']),
  requireApproval: z.boolean(),
  /** The greeting the owner saved; empty when the widget uses the agent type's standard one. */
  welcomeMessage: z.string(),
  conversationCount: z.number().int(),
  messageCount: z.number().int(),
  quoteCount: z.number().int(),
  lastActiveAt: timestamp.nullable(),
});
export type DashboardAgent = z.infer<typeof dashboardAgentSchema>;

export const dashboardAgentsContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/dashboard/agents',
  summary: "Each agent's status, mode, conversation, message and quote counts and last activity",
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: z.object({ agents: z.array(dashboardAgentSchema) }),
});

export const automationViewSchema = z.object({
  type: z.enum(AUTOMATION_EMAIL_TYPES),
  name: z.string(),
  trigger: z.string(),
  enabled: z.boolean(),
  /** automation_email_sent events of this type in the window. */
  sent: z.number().int(),
  /** automation_email_skipped events of this type in the window (held back by a switch or the customer's opt-out). */
  skipped: z.number().int(),
});
export type AutomationView = z.infer<typeof automationViewSchema>;

export const automationsSchema = z.object({
  windowDays: z.number().int(),
  /** The workspace-wide "E-mail sequences" switch: off holds every automation back. */
  emailSequences: z.boolean(),
  automations: z.array(automationViewSchema),
});
export type AutomationsView = z.infer<typeof automationsSchema>;

export const listAutomationsContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/automations',
  summary: 'The four automations, each on or off, with e-mails sent and held back in the last 7 days',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: automationsSchema,
});

export const switchAutomationContract = defineRoute({
  method: 'PUT',
  path: '/api/workspaces/:workspaceId/automations/:type',
  summary: 'Switches one automation on or off for the workspace',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: z.strictObject({ workspaceId: z.uuid(), type: z.enum(AUTOMATION_EMAIL_TYPES) }),
  body: z.strictObject({ enabled: z.boolean() }),
  output: automationsSchema,
});

/**
 * The spec's `send-automation-email` named function (served by the functions router, not mounted
 * as a contract route), described here so the dashboard's test send is typed from a contract.
 */
export const sendAutomationEmailCall = defineRoute({
  method: 'POST',
  path: '/api/functions/send-automation-email',
  summary: 'Send one follow-up e-mail now (the Campaigns tab test send)',
  tag: TAG,
  access: 'user',
  body: sendAutomationEmailSchema,
  output: successOutputSchema,
});

export const leadExportRowSchema = z.object({
  customerName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firstContact: timestamp,
  lastMessage: timestamp.nullable(),
  leadTemperature: z.enum(['hot', 'warm', 'cold']).nullable(),
  engagementScore: z.number().nullable(),
  valuePotential: z.number().nullable(),
  routingPriority: z.number().int().nullable(),
  routingAction: z.string().nullable(),
  routingReason: z.string().nullable(),
  quotesCount: z.number().int(),
  /** Sum of the lead's quote totals, as a decimal string. */
  quotedTotal: z.string(),
  /** Sum of the lead's counted payments, as a decimal string. */
  paidTotal: z.string(),
  /** The pipeline stage of the lead's latest quote; null without quotes. */
  pipelineStage: z.enum(PIPELINE_STAGES).nullable(),
}) satisfies z.ZodType<LeadExportRow>;

const exportDate = z
  .string()
  .refine((v) => parseExportDate(v) !== null, { error: LEAD_EXPORT_MESSAGES.invalidDate });

export const leadsExportQuerySchema = z
  .strictObject({
    from: exportDate,
    to: exportDate,
    format: z.enum(LEAD_EXPORT_FORMATS, { error: LEAD_EXPORT_MESSAGES.invalidFormat }).default('json'),
  })
  .superRefine((value, ctx) => {
    const problem = exportRangeProblem(value.from, value.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type LeadsExportQuery = z.output<typeof leadsExportQuerySchema>;

/** The JSON form of an export; the CSV form has the same columns (LEAD_EXPORT_COLUMNS). */
export const leadsExportSchema = z.object({
  from: z.string(),
  to: z.string(),
  leads: z.array(leadExportRowSchema),
});

export const leadsExportContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/leads/export',
  summary:
    'Leads whose first contact falls in the date range (at most 366 days), streamed as a JSON or CSV attachment',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  query: leadsExportQuerySchema,
  output: leadsExportSchema,
});

/**
 * `POST /api/functions/leads-export` (spec §7: dateRange default 30, format default json): the
 * same export as leadsExportContract, for the last `dateRange` days up to today. The workspace is
 * the caller's own; one who belongs to several names it.
 */
export const leadsExportFunctionSchema = z.strictObject({
  dateRange: z.coerce
    .number()
    .int()
    .min(1, { error: 'dateRange must be at least 1 day.' })
    .max(LEAD_EXPORT_LIMITS.maxDays, { error: LEAD_EXPORT_MESSAGES.tooLong })
    .default(LEAD_EXPORT_LIMITS.defaultDays),
  format: z.enum(LEAD_EXPORT_FORMATS, { error: LEAD_EXPORT_MESSAGES.invalidFormat }).default('json'),
  workspaceId: z.uuid().optional(),
});
