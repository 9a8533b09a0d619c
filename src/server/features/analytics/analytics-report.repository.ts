import { sql } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { conversations, messages } from '../../db/schema/conversations';
import { customers } from '../../db/schema/customers';
import { payments } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { conversationDailyCounts, quoteDailyCounts } from '../../db/schema/workspace-counts';

// The Analytics tab's reads. Each is grouped in SQL and bounded by the workspace and the window, so
// a workspace of 100k conversations and 20k quotes returns at most a row per day (or per agent and
// channel, or 20 conversations). The daily series reads the per-day counts (migration 0036); the
// rest index-only scans of quotes_workspace_created_idx (which holds each quote's conversation and
// total), payments_counted_created_idx and messages_conversation_created_idx.

export interface ReportWindow {
  workspaceId: string;
  from: Date;
  to: Date;
}

/**
 * The workspace's counted payments received in the window, with their quote's conversation and
 * total: a duplicate payment (refunded) never counts. Payments carry no workspace, so each of the
 * window's counted payments (payments_counted_created_idx) looks up its quote by primary key.
 * `offset 0` keeps that lookup per payment: joined plainly, the planner hashed every quote of the
 * workspace (20,000 index entries) to match a month's few hundred payments, at twice the time.
 */
function paidInWindow(w: ReportWindow) {
  return sql`
    select ${payments.quoteId} as quote_id, ${payments.amount} as amount, ${payments.createdAt} as paid_at,
           q.conversation_id, q.total_amount
    from ${payments}
    cross join lateral (
      select ${quotes.conversationId} as conversation_id, ${quotes.totalAmount} as total_amount
      from ${quotes}
      where ${quotes.id} = ${payments.quoteId} and ${quotes.workspaceId} = ${w.workspaceId}
      offset 0
    ) q
    where ${payments.duplicateOfPaymentId} is null
      and ${payments.createdAt} >= ${w.from.toISOString()}::timestamptz
      and ${payments.createdAt} < ${w.to.toISOString()}::timestamptz`;
}

export interface DailyRow {
  date: string;
  conversations: number;
  quotes: number;
  quotedTotal: string;
  paidQuotes: number;
  revenue: string;
}

/** Per UTC day with any activity: conversations started, quotes created (count, sum), money paid. */
export async function readDailyActivity(db: Executor, w: ReportWindow): Promise<DailyRow[]> {
  const from = w.from.toISOString();
  const to = w.to.toISOString();
  const result = await db.execute<{
    date: string;
    conversations: number;
    quotes: number;
    quoted_total: string;
    paid_quotes: number;
    revenue: string;
  }>(sql`
    -- The window's UTC days (it starts and ends at midnight UTC; 24 hours is exact, a day in the
    -- session's time zone might not be). Conversations and quotes come from the per-day counts
    -- that triggers keep (migration 0036): a row or a few per day, not the month's rows.
    with days as (
      select day, (day at time zone 'UTC')::date as utc_day
      from generate_series(${from}::timestamptz, ${to}::timestamptz - interval '24 hours', interval '24 hours') day
    ), started as (
      select ${conversationDailyCounts.day} as day, ${conversationDailyCounts.conversations} as n
      from ${conversationDailyCounts}
      where ${conversationDailyCounts.workspaceId} = ${w.workspaceId}
        and ${conversationDailyCounts.day} >= (${from}::timestamptz at time zone 'UTC')::date
        and ${conversationDailyCounts.day} < (${to}::timestamptz at time zone 'UTC')::date
    ), quoted as (
      select ${quoteDailyCounts.day} as day, sum(${quoteDailyCounts.quotes}) as n, sum(${quoteDailyCounts.total}) as total
      from ${quoteDailyCounts}
      where ${quoteDailyCounts.workspaceId} = ${w.workspaceId}
        and ${quoteDailyCounts.day} >= (${from}::timestamptz at time zone 'UTC')::date
        and ${quoteDailyCounts.day} < (${to}::timestamptz at time zone 'UTC')::date
      group by 1
    ), paid as (
      select date_trunc('day', paid_at, 'UTC') as day, count(*) as n, sum(amount) as total
      from (${paidInWindow(w)}) p
      group by 1
    )
    select to_char(days.day at time zone 'UTC', 'YYYY-MM-DD') as date,
           coalesce(started.n, 0)::int as conversations,
           coalesce(quoted.n, 0)::int as quotes,
           coalesce(quoted.total, 0)::numeric(14, 2)::text as quoted_total,
           coalesce(paid.n, 0)::int as paid_quotes,
           coalesce(paid.total, 0)::numeric(14, 2)::text as revenue
    from days
    left join started on started.day = days.utc_day
    left join quoted on quoted.day = days.utc_day
    left join paid on paid.day = days.day
    where started.n > 0 or quoted.n > 0 or paid.n > 0
    order by days.day`);
  return result.rows.map((row) => ({
    date: row.date,
    conversations: Number(row.conversations),
    quotes: Number(row.quotes),
    quotedTotal: row.quoted_total,
    paidQuotes: Number(row.paid_quotes),
    revenue: row.revenue,
  }));
}

export interface RevenueSourceRow {
  agentId: string | null;
  agentName: string | null;
  agentType: AgentType | null;
  /** Null when the paid quote came from no conversation. */
  channel: string | null;
  paidQuotes: number;
  revenue: string;
}

/** Paid revenue of the window by (agent, channel) of the paid quote's conversation. */
export async function readRevenueSources(db: Executor, w: ReportWindow): Promise<RevenueSourceRow[]> {
  const result = await db.execute<{
    agent_id: string | null;
    agent_name: string | null;
    agent_type: AgentType | null;
    channel: string | null;
    paid_quotes: number;
    revenue: string;
  }>(sql`
    select ${agents.id} as agent_id, ${agents.agentName} as agent_name,
           coalesce(${agents.agentType}, ${conversations.agentType}) as agent_type,
           ${conversations.platform} as channel,
           count(*)::int as paid_quotes,
           sum(p.amount)::numeric(14, 2)::text as revenue
    from (${paidInWindow(w)}) p
    left join ${conversations} on ${conversations.id} = p.conversation_id
      and ${conversations.workspaceId} = ${w.workspaceId}
    left join ${agents} on ${agents.id} = ${conversations.agentId}
    group by 1, 2, 3, 4`);
  return result.rows.map((row) => ({
    agentId: row.agent_id,
    agentName: row.agent_name,
    agentType: row.agent_type,
    channel: row.channel,
    paidQuotes: Number(row.paid_quotes),
    revenue: row.revenue,
  }));
}

export interface AttributionDbRow {
  conversationId: string;
  customerName: string | null;
  customerEmail: string | null;
  hasCustomer: boolean;
  agentId: string | null;
  agentName: string | null;
  agentType: AgentType | null;
  channel: string;
  quoteCount: number;
  quotedTotal: string;
  paidTotal: string;
  firstMessageAt: Date;
  paidAt: Date | null;
}

/**
 * The conversations whose quotes were created or paid in the window, most paid first (then most
 * quoted). A quote created in the window can only be paid inside it too, so a conversation's paid
 * total is exactly its share of the window's revenue.
 *
 * Only the first `limit` are kept, and they are found without grouping every conversation of the
 * window (3,300 on the bench's month, most of the statement's time) when they can be: once `limit`
 * conversations were paid more than nothing, the list holds only conversations paid at least the
 * `limit`-th largest paid total (any other ranks below those `limit`), so only their quotes are
 * gathered and grouped. With fewer paid conversations, unpaid ones fill the list by their quoted
 * total, and every conversation of the window is grouped as before.
 */
export async function readAttribution(
  db: Executor,
  w: ReportWindow,
  limit: number,
): Promise<AttributionDbRow[]> {
  const result = await db.execute<{
    conversation_id: string;
    customer_name: string | null;
    customer_email: string | null;
    has_customer: boolean;
    agent_id: string | null;
    agent_name: string | null;
    agent_type: AgentType | null;
    channel: string;
    quote_count: number;
    quoted_total: string;
    paid_total: string;
    first_message_at: Date | string;
    paid_at: Date | string | null;
  }>(sql`
    -- The window's quotes with a conversation: created in it (quotes_workspace_created_idx holds
    -- conversation and total, so no quote row is read), or paid in it (found from the payments).
    -- Not every quote of the workspace joined to the payments and then filtered.
    with paid as materialized (${paidInWindow(w)}),
    paid_conversations as materialized (
      select conversation_id, sum(amount) as paid_total
      from paid
      where conversation_id is not null
      group by 1
    ),
    -- The limit-th largest paid total, 0 when fewer conversations were paid: above 0, the list
    -- can hold only the conversations paid at least that much.
    cutoff as materialized (
      select coalesce(
        (select paid_total from paid_conversations order by paid_total desc offset ${Math.max(limit - 1, 0)} limit 1),
        0
      ) as paid_total
    ),
    contenders as (
      select conversation_id from paid_conversations where paid_total >= (select paid_total from cutoff)
    ),
    candidates as (
      select ${quotes.id} as id, ${quotes.conversationId} as conversation_id, ${quotes.totalAmount} as total_amount
      from ${quotes}
      where ${quotes.workspaceId} = ${w.workspaceId}
        and ${quotes.conversationId} is not null
        and ${quotes.createdAt} >= ${w.from.toISOString()}::timestamptz
        and ${quotes.createdAt} < ${w.to.toISOString()}::timestamptz
        and ((select paid_total from cutoff) <= 0 or ${quotes.conversationId} in (select conversation_id from contenders))
      union
      select quote_id, conversation_id, total_amount
      from paid
      where conversation_id is not null
        and ((select paid_total from cutoff) <= 0 or conversation_id in (select conversation_id from contenders))
    ),
    per_conversation as (
      select c.conversation_id,
             count(*) as quote_count,
             sum(c.total_amount) as quoted_total,
             coalesce(sum(paid.amount), 0) as paid_total,
             max(paid.paid_at) as paid_at
      from candidates c
      -- At most one counted payment per quote (payments_quote_id_counted_key): no quote twice.
      left join paid on paid.quote_id = c.id
      group by 1
      order by paid_total desc, quoted_total desc, 1
      limit ${limit}
    )
    select pc.conversation_id,
           ${customers.name} as customer_name, ${customers.email} as customer_email,
           ${customers.id} is not null as has_customer,
           ${agents.id} as agent_id, ${agents.agentName} as agent_name,
           coalesce(${agents.agentType}, ${conversations.agentType}) as agent_type,
           ${conversations.platform} as channel,
           pc.quote_count::int as quote_count,
           pc.quoted_total::numeric(14, 2)::text as quoted_total,
           pc.paid_total::numeric(14, 2)::text as paid_total,
           coalesce(
             (select min(${messages.createdAt}) from ${messages} where ${messages.conversationId} = pc.conversation_id),
             ${conversations.createdAt}
           ) as first_message_at,
           pc.paid_at
    from per_conversation pc
    join ${conversations} on ${conversations.id} = pc.conversation_id
      and ${conversations.workspaceId} = ${w.workspaceId}
    left join ${customers} on ${customers.id} = ${conversations.customerId}
    left join ${agents} on ${agents.id} = ${conversations.agentId}
    order by pc.paid_total desc, pc.quoted_total desc, pc.conversation_id`);
  return result.rows.map((row) => ({
    conversationId: row.conversation_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    hasCustomer: row.has_customer,
    agentId: row.agent_id,
    agentName: row.agent_name,
    agentType: row.agent_type,
    channel: row.channel,
    quoteCount: Number(row.quote_count),
    quotedTotal: row.quoted_total,
    paidTotal: row.paid_total,
    firstMessageAt: new Date(row.first_message_at),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
  }));
}
