import { sql } from 'drizzle-orm';
import { AUTOMATION_EMAIL_SENT_EVENT } from '../../../domain/automations';
import type { Executor } from '../../db/client';
import { analytics, conversations } from '../../db/schema';
import { canonicalUuidOf } from '../../db/schema/sql-helpers';
import { personTouched } from './person-involvement';

// Follow-ups are analytics events whose entity is the quote (reminder, upsell, expired-quote
// recovery) or the conversation (abandoned chat); a quote "recovered" is one paid after the first
// timer e-mail about it or its conversation. Test sends (trigger 'manual') never count.

const isTimerEmail = sql`event_type = ${AUTOMATION_EMAIL_SENT_EVENT}
  and coalesce(data ->> 'trigger', 'timer') <> 'manual'`;

export async function readFollowUpOutcomes(db: Executor, options: { workspaceId: string; since: Date }) {
  const { workspaceId, since } = options;
  const result = await db.execute<{ recovered: string; revenue: string; open_value: string }>(sql`
    -- Each entity followed up and its first e-mail. The entity as a uuid comes off
    -- analytics_timer_emails_idx, which holds the same expression (an id that is not a printed
    -- uuid groups under null and joins nothing).
    with sent as (
      select ${canonicalUuidOf(analytics.entityId)} as entity, min(created_at) as first_sent
      from analytics
      where workspace_id = ${workspaceId} and ${isTimerEmail}
        and created_at >= ${since} and entity_id is not null
      group by 1
    ),
    -- The quotes a follow-up was about: the quote itself (reminder, upsell, expired-quote
    -- recovery), else the quotes of the conversation it was about (abandoned chat). One primary-key
    -- probe per follow-up (offset 0 keeps the planner from hashing all 20,000 quotes of the
    -- workspace instead); only an entity that is no quote of the workspace probes the
    -- conversation side, which halves the probes of the old "both sides for each" (a quote's id
    -- is never a conversation's: both are random uuids).
    followed as (
      select m.id, m.total_amount, m.status, min(m.first_sent) as first_sent
      from (
        select q.id, q.total_amount, q.status, s.first_sent
        from sent s
        left join lateral (
          select q.id, q.total_amount, q.status from quotes q
          where q.id = s.entity and q.workspace_id = ${workspaceId} offset 0
        ) by_id on true
        cross join lateral (
          select by_id.id, by_id.total_amount, by_id.status where by_id.id is not null
          union all
          select q.id, q.total_amount, q.status from quotes q
          where by_id.id is null and q.conversation_id = s.entity and q.workspace_id = ${workspaceId}
        ) q
      ) m
      group by m.id, m.total_amount, m.status
    ),
    -- The window's counted payments, read once (a month's few hundred, by
    -- payments_counted_created_idx): the planner cannot estimate the follow-ups above and would
    -- otherwise probe the payments once per followed quote. A payment after the first e-mail is
    -- after \`since\` too.
    window_payments as (
      select quote_id, amount, created_at from payments
      where duplicate_of_payment_id is null and created_at >= ${since}
      offset 0
    ),
    recovered as (
      select f.id, sum(p.amount) as paid
      from followed f
      join window_payments p on p.quote_id = f.id and p.created_at > f.first_sent
      group by f.id
    )
    select
      (select count(*) from recovered)::text as recovered,
      (select coalesce(sum(paid), 0)::numeric(14, 2) from recovered)::text as revenue,
      (select coalesce(sum(total_amount), 0)::numeric(14, 2) from followed
        where status in ('pending', 'sent') and id not in (select id from recovered))::text as open_value`);
  const row = result.rows[0]!;
  return {
    quotesRecovered: Number(row.recovered),
    revenueRecovered: row.revenue,
    openFollowUpValue: row.open_value,
  };
}

/**
 * Conversations the agents handled alone (no person took over, answered, was asked for or approved
 * a held answer: personTouched) and quotes made, since `since`.
 */
export async function countAutomatedWork(db: Executor, options: { workspaceId: string; since: Date }) {
  const result = await db.execute<{ conversations: string; quotes: string }>(sql`
    select
      (select count(*) from ${conversations} where ${conversations.workspaceId} = ${options.workspaceId}
        and ${conversations.createdAt} >= ${options.since} and not ${personTouched})::text as conversations,
      (select count(*) from quotes where workspace_id = ${options.workspaceId}
        and created_at >= ${options.since})::text as quotes`);
  const row = result.rows[0]!;
  return { conversationsHandled: Number(row.conversations), quotesGenerated: Number(row.quotes) };
}

/**
 * The latest timer e-mails, newest first (the spec's "recent 5 emails"). `nulls last` as in
 * analytics_workspace_event_type_created_idx, so the newest are read off the index and the scan
 * stops at five, instead of sorting every e-mail the workspace was ever sent.
 */
export async function listRecentFollowUps(db: Executor, options: { workspaceId: string; limit: number }) {
  const result = await db.execute<{
    id: string;
    email_type: string;
    to: string | null;
    created_at: Date | string;
  }>(sql`
    select id, data ->> 'email_type' as email_type, data ->> 'customer_email' as "to", created_at
    from analytics
    where workspace_id = ${options.workspaceId} and ${isTimerEmail}
    order by created_at desc nulls last
    limit ${options.limit}`);
  return result.rows;
}

/** Timer e-mails per type since `since`. */
export async function countTimerEmailsByType(db: Executor, options: { workspaceId: string; since: Date }) {
  const result = await db.execute<{ email_type: string; sent: string }>(sql`
    select data ->> 'email_type' as email_type, count(*)::text as sent
    from analytics
    where workspace_id = ${options.workspaceId} and ${isTimerEmail}
      and created_at >= ${options.since}
    group by 1`);
  return result.rows.map((row) => ({ emailType: row.email_type, sent: Number(row.sent) }));
}
