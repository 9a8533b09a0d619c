import { z } from 'zod';
import { AGENT_TYPES } from '../agent-types';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '../analytics-period';
import { defineRoute } from './route-contract';

/**
 * The Analytics tab (client dashboard and /admin): conversations, quotes and paid revenue per UTC
 * day over the chosen period, and which conversations (agent, channel) the money came from. Every
 * figure is the workspace's own; amounts are exact decimal strings ("3456.00"), as elsewhere.
 */

const TAG = 'Analytics';
const money = z.string();

export const analyticsQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .pipe(z.literal(ANALYTICS_PERIODS, { error: 'days must be 7, 30 or 90.' }))
    .default(DEFAULT_ANALYTICS_PERIOD)
    .meta({ description: 'The period: the last 7, 30 or 90 days (UTC), today included.' }),
});

export const analyticsDaySchema = z.object({
  /** YYYY-MM-DD, a UTC calendar day. */
  date: z.string(),
  conversations: z.number().int(),
  quotes: z.number().int(),
  /** Sum of the totals of quotes created that day. */
  quotedTotal: money,
  /** Counted payments received that day (a refunded duplicate payment never counts). */
  revenue: money,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

const agentSchema = z.object({
  /** Null when the conversation's agent was deleted (its type is still known). */
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  type: z.enum(AGENT_TYPES).nullable(),
});

export const revenueShareSchema = z.object({
  /** Payments of quotes that came from no conversation (entered by hand, the demo) have none. */
  agent: agentSchema.nullable(),
  paidQuotes: z.number().int(),
  revenue: money,
});

export const channelShareSchema = z.object({
  /** The conversation's platform (website, instagram ...); null for quotes without a conversation. */
  channel: z.string().nullable(),
  paidQuotes: z.number().int(),
  revenue: money,
});

export const attributionRowSchema = z.object({
  conversationId: z.uuid(),
  customer: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  agent: agentSchema.nullable(),
  channel: z.string(),
  /** The conversation's quotes counted in the period (created in it, or paid in it). */
  quoteCount: z.number().int(),
  quotedTotal: money,
  paidTotal: money,
  firstMessageAt: z.string(),
  /** The latest payment of those quotes; null while none is paid. */
  paidAt: z.string().nullable(),
});
export type AttributionRow = z.infer<typeof attributionRowSchema>;

export const ATTRIBUTION_LIMIT = 20;

export const analyticsReportSchema = z.object({
  days: z.literal(ANALYTICS_PERIODS),
  /** First day (inclusive) and the day after the last (exclusive), midnight UTC. */
  from: z.string(),
  to: z.string(),
  series: z.array(analyticsDaySchema),
  totals: z.object({
    conversations: z.number().int(),
    quotes: z.number().int(),
    quotedTotal: money,
    paidQuotes: z.number().int(),
    revenue: money,
  }),
  /** Paid revenue of the period by the agent of the quote's conversation, largest first. */
  byAgent: z.array(revenueShareSchema),
  /** Paid revenue of the period by the conversation's channel, largest first. */
  byChannel: z.array(channelShareSchema),
  /** The conversations that led to quotes, most paid first, at most ATTRIBUTION_LIMIT. */
  attribution: z.array(attributionRowSchema),
  computedAt: z.string(),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const analyticsReportContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/analytics',
  summary:
    'Conversations, quotes and paid revenue per day over the last 7, 30 or 90 days, and the revenue each conversation, agent and channel brought',
  tag: TAG,
  access: 'workspace',
  params: z.strictObject({ workspaceId: z.uuid() }),
  query: analyticsQuerySchema,
  output: analyticsReportSchema,
});
