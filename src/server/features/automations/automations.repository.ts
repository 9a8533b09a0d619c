import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import {
  AUTOMATION_EMAIL_SENT_EVENT,
  type AUTOMATION_EMAIL_SKIPPED_EVENT,
  type AutomationEmailType,
  type AutomationTrigger,
} from '../../../domain/automations';
import type { BrandKey } from '../../../domain/brands';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { analytics } from '../../db/schema/analytics';
import { conversations, messages } from '../../db/schema/conversations';
import { customers } from '../../db/schema/customers';
import { payments } from '../../db/schema/payments';
import { type QuoteStatus, quotes } from '../../db/schema/quotes';
import { type WorkspaceSettings, workspaces } from '../../db/schema/workspaces';
import { personAnswered } from './person-involvement';

export interface QuoteFollowUpRow {
  quoteId: string;
  workspaceId: string;
  brandKey: BrandKey;
  settings: WorkspaceSettings;
  status: QuoteStatus;
  paid: boolean;
  quoteNumber: string;
  totalAmount: string;
  conversationId: string | null;
  customerName: string;
  customerEmail: string | null;
  /** The customer opted out of e-mail (CRM do-not-disturb). */
  doNotContact: boolean;
  validUntil: Date | null;
}

/**
 * A quote with what its follow-ups need. With `lock`, the quote row is locked for the rest of the
 * transaction (FOR NO KEY UPDATE: payments referencing it are not blocked), so two runs of one
 * timer queue up here and the second sees what the first recorded.
 */
export async function findQuoteFollowUp(
  db: Executor,
  options: { quoteId: string; lock?: boolean },
): Promise<QuoteFollowUpRow | null> {
  const query = db
    .select({
      quoteId: quotes.id,
      workspaceId: quotes.workspaceId,
      brandKey: workspaces.brandKey,
      settings: workspaces.settings,
      status: quotes.status,
      paid: sql<boolean>`exists (select 1 from ${payments} where ${payments.quoteId} = ${quotes.id})`,
      quoteNumber: quotes.quoteNumber,
      totalAmount: quotes.totalAmount,
      conversationId: quotes.conversationId,
      customerName: customers.name,
      customerEmail: customers.email,
      doNotContact: customers.doNotContact,
      validUntil: quotes.validUntil,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .innerJoin(workspaces, eq(workspaces.id, quotes.workspaceId))
    .where(eq(quotes.id, options.quoteId))
    .limit(1);
  const rows = options.lock ? await query.for('no key update', { of: quotes }) : await query;
  return rows[0] ?? null;
}

export interface ChatFollowUpRow {
  conversationId: string;
  workspaceId: string;
  brandKey: BrandKey;
  settings: WorkspaceSettings;
  status: string;
  /** A person took over, answered or was asked for, now or before (personAnswered). */
  handedOff: boolean;
  agentType: AgentType | null;
  /** The name the visitor chatted with (the chat's header), when the agent still exists. */
  agentName: string | null;
  customerName: string | null;
  customerEmail: string | null;
  /** The customer opted out of e-mail (CRM do-not-disturb); false without a customer. */
  doNotContact: boolean;
  messageCount: number;
  lastMessageAt: Date;
  hasQuote: boolean;
}

/** A conversation with what the abandoned-chat rule reads; `lock` as in findQuoteFollowUp. */
export async function findChatFollowUp(
  db: Executor,
  options: { conversationId: string; lock?: boolean },
): Promise<ChatFollowUpRow | null> {
  const query = db
    .select({
      conversationId: conversations.id,
      workspaceId: conversations.workspaceId,
      brandKey: workspaces.brandKey,
      settings: workspaces.settings,
      status: conversations.status,
      handedOff: sql<boolean>`${personAnswered}`,
      agentType: conversations.agentType,
      agentName: agents.agentName,
      customerName: customers.name,
      customerEmail: customers.email,
      doNotContact: sql<boolean>`coalesce(${customers.doNotContact}, false)`,
      messageCount:
        sql<number>`(select count(*) from ${messages} where ${messages.conversationId} = ${conversations.id})`.mapWith(
          Number,
        ),
      lastMessageAt: conversations.lastMessageAt,
      // The newest stored message decides, whether or not its writer touched last_message_at.
      newestMessageAt:
        sql<Date | null>`(select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversations.id})`.mapWith(
          messages.createdAt,
        ),
      hasQuote: sql<boolean>`exists (select 1 from ${quotes} where ${quotes.conversationId} = ${conversations.id})`,
    })
    .from(conversations)
    .innerJoin(workspaces, eq(workspaces.id, conversations.workspaceId))
    .leftJoin(customers, eq(customers.id, conversations.customerId))
    .leftJoin(agents, eq(agents.id, conversations.agentId))
    .where(eq(conversations.id, options.conversationId))
    .limit(1);
  const rows = options.lock ? await query.for('no key update', { of: conversations }) : await query;
  const row = rows[0];
  if (!row) return null;
  const { newestMessageAt, ...rest } = row;
  const lastMessageAt =
    newestMessageAt && newestMessageAt.getTime() > row.lastMessageAt.getTime()
      ? newestMessageAt
      : row.lastMessageAt;
  return { ...rest, lastMessageAt };
}

/** The visitor's latest messages (contents), newest last. */
export async function listVisitorMessages(
  db: Executor,
  options: { conversationId: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, options.conversationId), eq(messages.sender, 'user')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit);
  return rows.map((row) => row.content).reverse();
}

/**
 * Whether a timer already sent this type of e-mail about this quote or conversation. Read under
 * the entity's row lock (see findQuoteFollowUp), which makes check-then-send safe.
 */
export async function hasTimerEmail(
  db: Executor,
  options: {
    workspaceId: string;
    emailType: AutomationEmailType;
    entityId: string;
    /** What the timer recorded: sent by default, or held back by the owner's switch. */
    eventType?: typeof AUTOMATION_EMAIL_SENT_EVENT | typeof AUTOMATION_EMAIL_SKIPPED_EVENT;
  },
): Promise<boolean> {
  const rows = await db
    .select({ id: analytics.id })
    .from(analytics)
    .where(
      and(
        eq(analytics.workspaceId, options.workspaceId),
        eq(analytics.eventType, options.eventType ?? AUTOMATION_EMAIL_SENT_EVENT),
        eq(analytics.entityId, options.entityId),
        sql`${analytics.data} ->> 'email_type' = ${options.emailType}`,
        sql`${analytics.data} ->> 'trigger' = ${'timer' satisfies AutomationTrigger}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findConversationWorkspace(
  db: Executor,
  conversationId: string,
): Promise<{
  workspaceId: string;
  agentType: AgentType | null;
  agentName: string | null;
  brandKey: BrandKey;
} | null> {
  const rows = await db
    .select({
      workspaceId: conversations.workspaceId,
      agentType: conversations.agentType,
      agentName: agents.agentName,
      brandKey: workspaces.brandKey,
    })
    .from(conversations)
    .innerJoin(workspaces, eq(workspaces.id, conversations.workspaceId))
    .leftJoin(agents, eq(agents.id, conversations.agentId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findWorkspaceBrand(
  db: Executor,
  workspaceId: string,
): Promise<{ brandKey: BrandKey; settings: WorkspaceSettings } | null> {
  const rows = await db
    .select({ brandKey: workspaces.brandKey, settings: workspaces.settings })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return rows[0] ?? null;
}

/** The workspace a follow-up timer acts for: its quote's or its conversation's. */
export async function findFollowUpWorkspaceId(
  db: Executor,
  target: { quoteId: string } | { conversationId: string },
): Promise<string | null> {
  const rows =
    'quoteId' in target
      ? await db
          .select({ workspaceId: quotes.workspaceId })
          .from(quotes)
          .where(eq(quotes.id, target.quoteId))
          .limit(1)
      : await db
          .select({ workspaceId: conversations.workspaceId })
          .from(conversations)
          .where(eq(conversations.id, target.conversationId))
          .limit(1);
  return rows[0]?.workspaceId ?? null;
}

/**
 * Open quotes whose validity has passed, oldest first (the partial index
 * quotes_open_valid_until_idx holds exactly the open quotes with a validity). Paid ones are left to
 * the recovery's own rule, which skips them.
 */
export async function listLapsedQuoteIds(
  db: Executor,
  options: { now: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        inArray(quotes.status, ['pending', 'sent']),
        isNotNull(quotes.validUntil),
        lte(quotes.validUntil, options.now),
      ),
    )
    .orderBy(quotes.validUntil)
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/** Marks an open quote expired (a lapsed validity); a quote paid or closed meanwhile is left alone. */
export async function markQuoteExpired(
  tx: Executor,
  options: { quoteId: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(quotes)
    .set({ status: 'expired', updatedAt: options.at })
    .where(and(eq(quotes.id, options.quoteId), inArray(quotes.status, ['pending', 'sent'])))
    .returning({ id: quotes.id });
  return rows.length > 0;
}

/** Sets one automation's switch inside the workspace's settings, leaving every other key as it is. */
export async function setAutomationSwitch(
  db: Executor,
  options: { workspaceId: string; type: AutomationEmailType; enabled: boolean },
): Promise<boolean> {
  const rows = await db
    .update(workspaces)
    .set({
      settings: sql`jsonb_set(${workspaces.settings}, '{automations}', coalesce(${workspaces.settings} -> 'automations', '{}'::jsonb) || jsonb_build_object(${options.type}::text, ${options.enabled}::boolean))`,
      updatedAt: new Date(),
    })
    .where(eq(workspaces.id, options.workspaceId))
    .returning({ id: workspaces.id });
  return rows.length > 0;
}

/**
 * Follow-up e-mails sent and held back per type since `since`, from the analytics events (index
 * analytics_workspace_event_type_created_idx): a handful of rows per workspace and week.
 */
export async function countAutomationEvents(
  db: Executor,
  options: { workspaceId: string; since: Date; eventTypes: readonly string[] },
): Promise<{ eventType: string; emailType: string | null; count: number }[]> {
  const emailType = sql<string | null>`${analytics.data} ->> 'email_type'`;
  return db
    .select({ eventType: analytics.eventType, emailType, count: count() })
    .from(analytics)
    .where(
      and(
        eq(analytics.workspaceId, options.workspaceId),
        inArray(analytics.eventType, [...options.eventTypes]),
        gte(analytics.createdAt, options.since),
      ),
    )
    .groupBy(analytics.eventType, emailType);
}
