import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { LeadSort } from '../../../domain/contracts/dashboard.contract';
import type { RoutingAction } from '../../../domain/lead-routing';
import type { PipelineStage } from '../../../domain/pipeline';
import type { Executor } from '../../db/client';
import { agentActivity, agents } from '../../db/schema/agents';
import { conversations } from '../../db/schema/conversations';
import { customers, requestedMailAddressSql } from '../../db/schema/customers';
import { payments } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { conversationDailyCounts, quoteDailyCounts } from '../../db/schema/workspace-counts';
import { searchConversationPage, searchQuotePage } from './dashboard-search.repository';

// The dashboard's reads: aggregates and single pages, each scoped to one workspace and served by
// its (workspace_id, ...) indexes, so a workspace of 100k conversations is never loaded whole.

export interface SummaryCounts {
  conversations: number;
  quotes: number;
  approvedQuotes: number;
  /** Sum of approved totals, exact (numeric as text). */
  approvedTotal: string;
}

/**
 * The cards' counts from the per-day counts that triggers keep (migration 0036, decision 053): a
 * few hundred small rows per workspace instead of an index scan of 100,000 conversations and
 * 20,000 quotes on every request.
 */
export async function readSummaryCounts(db: Executor, workspaceId: string): Promise<SummaryCounts> {
  const result = await db.execute<{
    conversations: number;
    quotes: number;
    approved_quotes: number;
    approved_total: string;
  }>(sql`
    select (select coalesce(sum(${conversationDailyCounts.conversations}), 0) from ${conversationDailyCounts}
              where ${conversationDailyCounts.workspaceId} = ${workspaceId}) as conversations,
           coalesce(sum(${quoteDailyCounts.quotes}), 0) as quotes,
           coalesce(sum(${quoteDailyCounts.quotes}) filter (where ${quoteDailyCounts.status} = 'approved'), 0)
             as approved_quotes,
           coalesce(sum(${quoteDailyCounts.total}) filter (where ${quoteDailyCounts.status} = 'approved'), 0)
             ::numeric(14, 2)::text as approved_total
    from ${quoteDailyCounts} where ${quoteDailyCounts.workspaceId} = ${workspaceId}`);
  const row = result.rows[0]!;
  return {
    conversations: Number(row.conversations),
    quotes: Number(row.quotes),
    approvedQuotes: Number(row.approved_quotes),
    approvedTotal: row.approved_total,
  };
}

/** All of a workspace's conversations, from the per-day counts (the unfiltered list's total). */
function conversationTotal(db: Executor, workspaceId: string) {
  return db
    .select({
      total: sql<number>`coalesce(sum(${conversationDailyCounts.conversations}), 0)`.mapWith(Number),
    })
    .from(conversationDailyCounts)
    .where(eq(conversationDailyCounts.workspaceId, workspaceId));
}

export interface PageOptions {
  workspaceId: string;
  search?: string;
  page: number;
  pageSize: number;
}

// A page is chosen on the list's own table first (its (workspace_id, order) index walks to the
// page) and only that page's rows are joined to their customers: a later page does not join the
// rows it skips. A search is one statement of its own (dashboard-search.repository.ts).

/**
 * Latest message first; 'hottest' first by the lead's activity score (decision 096; a lead never
 * scored last), then latest message. The hottest order sorts the workspace's conversations (no
 * index has the score), which is fine for a small business's hundreds, not for 100k.
 */
function conversationOrder(
  table: { routing: AnyColumn; lastMessageAt: AnyColumn; id: AnyColumn },
  sort: LeadSort | undefined,
): SQL[] {
  const latest = [sql`${table.lastMessageAt} desc`, sql`${table.id} desc`];
  if (sort !== 'hottest') return latest;
  return [sql`((${table.routing} -> 'activity' ->> 'engagement')::int) desc nulls last`, ...latest];
}

export async function listConversationPage(
  db: Executor,
  options: PageOptions & { priority?: RoutingAction; sort?: LeadSort },
) {
  if (options.search) return searchConversationPage(db, { ...options, search: options.search });
  const where: SQL[] = [eq(conversations.workspaceId, options.workspaceId)];
  // The routing filter walks conversations_workspace_routing_action_idx (same order as the list).
  if (options.priority) where.push(sql`(${conversations.routing} ->> 'action') = ${options.priority}`);
  const condition = and(...where);
  const page = db
    .select({
      id: conversations.id,
      status: conversations.status,
      platform: conversations.platform,
      agentType: conversations.agentType,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      routing: conversations.routing,
      customerId: conversations.customerId,
      waitingForPerson:
        sql<boolean>`${conversations.handoffAt} is not null and ${conversations.heldBy} is null`.as(
          'waiting_for_person',
        ),
    })
    .from(conversations)
    .where(condition)
    .orderBy(...conversationOrder(conversations, options.sort))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .as('page');
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: page.id,
        status: page.status,
        platform: page.platform,
        agentType: page.agentType,
        lastMessageAt: page.lastMessageAt,
        createdAt: page.createdAt,
        routing: page.routing,
        waitingForPerson: page.waitingForPerson,
        customerId: customers.id,
        customerName: customers.name,
        customerEmail: customers.email,
        customerPhone: customers.phone,
        customerSource: customers.source,
        customerDoNotContact: customers.doNotContact,
        customerMetadata: customers.metadata,
      })
      .from(page)
      .leftJoin(customers, eq(customers.id, page.customerId))
      .orderBy(...conversationOrder(page, options.sort)),
    options.priority
      ? db.select({ total: count() }).from(conversations).where(condition)
      : conversationTotal(db, options.workspaceId),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

const quoteColumns = {
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  status: quotes.status,
  pipelineStage: quotes.pipelineStage,
  projectType: quotes.projectType,
  description: quotes.description,
  totalAmount: quotes.totalAmount,
  createdAt: quotes.createdAt,
  validUntil: quotes.validUntil,
  paid: sql<boolean>`exists (select 1 from ${payments} where ${payments.quoteId} = ${quotes.id})`,
  customerId: customers.id,
  customerName: customers.name,
  // Where the quote e-mail went (a returning visitor's typed address may be unverified).
  customerEmail: requestedMailAddressSql,
};

/** A workspace's quotes (of one stage), from the per-day counts (the list's total without a search). */
function quoteTotal(db: Executor, workspaceId: string, stage: PipelineStage | undefined) {
  return db
    .select({ total: sql<number>`coalesce(sum(${quoteDailyCounts.quotes}), 0)`.mapWith(Number) })
    .from(quoteDailyCounts)
    .where(
      and(
        eq(quoteDailyCounts.workspaceId, workspaceId),
        stage ? eq(quoteDailyCounts.pipelineStage, stage) : undefined,
      ),
    );
}

export async function listQuotePage(db: Executor, options: PageOptions & { stage?: PipelineStage }) {
  if (options.search) return searchQuotePage(db, { ...options, search: options.search });
  const where: SQL[] = [eq(quotes.workspaceId, options.workspaceId)];
  if (options.stage) where.push(eq(quotes.pipelineStage, options.stage));
  const condition = and(...where);
  const page = db
    .select({ id: quotes.id, createdAt: quotes.createdAt })
    .from(quotes)
    .where(condition)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .as('page');
  const [rows, totals] = await Promise.all([
    db
      .select(quoteColumns)
      .from(page)
      .innerJoin(quotes, eq(quotes.id, page.id))
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .orderBy(desc(page.createdAt), desc(page.id)),
    quoteTotal(db, options.workspaceId, options.stage),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type QuotePageRow = Awaited<ReturnType<typeof listQuotePage>>['rows'][number];

export async function findQuoteRow(
  db: Executor,
  options: { workspaceId: string; quoteId: string },
): Promise<QuotePageRow | null> {
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(and(eq(quotes.workspaceId, options.workspaceId), eq(quotes.id, options.quoteId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Quotes and their totals per pipeline stage, from the per-day counts (migration 0036). */
export async function countQuotesByStage(db: Executor, workspaceId: string) {
  return db
    .select({
      stage: quoteDailyCounts.pipelineStage,
      count: sql<number>`sum(${quoteDailyCounts.quotes})`.mapWith(Number),
      total: sql<string>`coalesce(sum(${quoteDailyCounts.total}), 0)::numeric(14, 2)::text`,
    })
    .from(quoteDailyCounts)
    .where(eq(quoteDailyCounts.workspaceId, workspaceId))
    .groupBy(quoteDailyCounts.pipelineStage);
}

/**
 * The workspace's agents with real counts: conversations each answered, their messages and the
 * quotes of those conversations, read from agent_activity (kept by triggers, migration 0024;
 * each agent's counts spread over a few slot rows, decision 031) — a few rows per agent instead of
 * a pass over the workspace's conversations.
 */
export async function listAgentsWithCounts(db: Executor, workspaceId: string) {
  const ofWorkspace = db.select({ id: agents.id }).from(agents).where(eq(agents.workspaceId, workspaceId));
  const totals = db
    .select({
      agentId: agentActivity.agentId,
      lastMessageAt: sql<Date | null>`max(${agentActivity.lastMessageAt})`.as('last_message_at'),
      conversationCount: sql<string>`sum(${agentActivity.conversationCount})`.as('conversation_count'),
      messageCount: sql<string>`sum(${agentActivity.messageCount})`.as('message_count'),
      quoteCount: sql<string>`sum(${agentActivity.quoteCount})`.as('quote_count'),
    })
    .from(agentActivity)
    .where(inArray(agentActivity.agentId, ofWorkspace))
    .groupBy(agentActivity.agentId)
    .as('totals');
  return db
    .select({
      id: agents.id,
      agentName: agents.agentName,
      agentType: agents.agentType,
      status: agents.status,
      operationMode: agents.operationMode,
      requireApproval: agents.requireApproval,
      welcomeMessage: agents.welcomeMessage,
      lastActiveAt: agents.lastActiveAt,
      lastMessageAt: sql<Date | null>`${totals.lastMessageAt}`.mapWith(agentActivity.lastMessageAt),
      conversationCount: sql<number>`coalesce(${totals.conversationCount}, 0)`.mapWith(Number),
      messageCount: sql<number>`coalesce(${totals.messageCount}, 0)`.mapWith(Number),
      quoteCount: sql<number>`coalesce(${totals.quoteCount}, 0)`.mapWith(Number),
    })
    .from(agents)
    .leftJoin(totals, eq(totals.agentId, agents.id))
    .where(eq(agents.workspaceId, workspaceId))
    .orderBy(sql`${agents.lastActiveAt} desc nulls last`, asc(agents.agentName));
}
