import { z } from 'zod';
import { AUTOMATION_EMAIL_TYPES } from '../automations';
import { defineRoute } from './route-contract';

/**
 * Smart Automations (/admin/automations): what the follow-ups and agents did in the spec's 30-day
 * automation window, from the workspace's own events and payments. Hours saved is an estimate;
 * its assumptions travel with it so the page can state them.
 */

export const automationImpactSchema = z.object({
  windowDays: z.number().int(),
  /** automation_email_sent events of timers (test sends are not counted). */
  emailsSent: z.number().int(),
  sentByType: z.array(
    z.object({ type: z.enum(AUTOMATION_EMAIL_TYPES), name: z.string(), sent: z.number().int() }),
  ),
  /** Quotes paid after a follow-up about them (or their conversation) went out. */
  quotesRecovered: z.number().int(),
  /** Counted payments of those quotes after the follow-up, decimal string ("1840.00"). */
  revenueRecovered: z.string(),
  /** Totals of quotes with a follow-up sent that are still waiting for payment. */
  openFollowUpValue: z.string(),
  conversationsHandled: z.number().int(),
  quotesGenerated: z.number().int(),
  hoursSaved: z.number(),
  assumptions: z.object({
    minutesPerFollowUpEmail: z.number(),
    minutesPerConversation: z.number(),
    minutesPerQuote: z.number(),
  }),
  recentEmails: z.array(
    z.object({
      id: z.string(),
      type: z.enum(AUTOMATION_EMAIL_TYPES),
      name: z.string(),
      to: z.string().nullable(),
      sentAt: z.string(),
    }),
  ),
});
export type AutomationImpact = z.infer<typeof automationImpactSchema>;

export const automationImpactContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/automations/impact',
  summary:
    'Follow-up e-mails sent by type, quotes recovered and revenue after a follow-up, hours saved (with its assumptions), recent e-mails',
  tag: 'Dashboard',
  access: 'workspace',
  params: z.strictObject({ workspaceId: z.uuid() }),
  output: automationImpactSchema,
});
