import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import {
  conversationDailyCounts,
  conversations,
  customers,
  quoteDailyCounts,
  quotes,
  workspaces,
} from '../../db/schema/index';
import { buildConversation, buildCustomer, buildQuote, buildWorkspace } from '../../db/seed/factories';
import {
  getDashboardSummary,
  getPipeline,
  listDashboardConversations,
  listDashboardQuotes,
} from './dashboard.service';

// conversation_daily_counts and quote_daily_counts (migration 0036) are kept by triggers; after
// every kind of write they must equal what counting the rows themselves gives, per workspace, UTC
// day, status and stage, and the cards, the pipeline and the list totals must read them.

const { db, close } = getTestDb();
afterAll(close);

let workspaceId: string;
let otherWorkspaceId: string;
let customerId: string;
let otherCustomerId: string;
beforeEach(async () => {
  await resetDatabase(db);
  const [workspace, other] = [buildWorkspace(), buildWorkspace()];
  await db.insert(workspaces).values([workspace, other]);
  workspaceId = workspace.id!;
  otherWorkspaceId = other.id!;
  const [customer, otherCustomer] = [
    buildCustomer({ workspaceId }),
    buildCustomer({ workspaceId: otherWorkspaceId }),
  ];
  await db.insert(customers).values([customer, otherCustomer]);
  customerId = customer.id!;
  otherCustomerId = otherCustomer.id!;
});

/** Rows counted afresh and rows kept by the triggers, as sorted lines; zero rows are left out. */
async function countedAndKept() {
  const counted = await db.execute<{ line: string }>(sql`
    select concat_ws(' ', workspace_id, day, n) as line from (
      select workspace_id, (created_at at time zone 'UTC')::date as day, count(*) as n
      from conversations group by 1, 2) c
    union all
    select concat_ws(' ', workspace_id, day, status, pipeline_stage, n, total::numeric(14, 2)) from (
      select workspace_id, (created_at at time zone 'UTC')::date as day, status, pipeline_stage,
             count(*) as n, sum(total_amount) as total
      from quotes group by 1, 2, 3, 4) q
    order by 1`);
  const kept = await db.execute<{ line: string }>(sql`
    select concat_ws(' ', workspace_id, day, conversations) as line
    from conversation_daily_counts where conversations <> 0
    union all
    select concat_ws(' ', workspace_id, day, status, pipeline_stage, quotes, total::numeric(14, 2))
    from quote_daily_counts where quotes <> 0 or total <> 0
    order by 1`);
  return { counted: counted.rows.map((r) => r.line), kept: kept.rows.map((r) => r.line) };
}

async function expectInStep() {
  const { counted, kept } = await countedAndKept();
  expect(kept).toEqual(counted);
  return kept.length;
}

const at = (iso: string) => new Date(iso);

describe('the dashboard’s per-day counts', () => {
  it('follow conversations inserted, moved to another day and deleted, per workspace and UTC day', async () => {
    const [late, early, next] = [
      buildConversation({ workspaceId, customerId, createdAt: at('2031-03-01T23:59:59.999Z') }),
      buildConversation({ workspaceId, customerId, createdAt: at('2031-03-01T00:00:00Z') }),
      buildConversation({ workspaceId, customerId, createdAt: at('2031-03-02T00:00:00Z') }),
    ];
    await db
      .insert(conversations)
      .values([
        late,
        early,
        next,
        buildConversation({ workspaceId: otherWorkspaceId, customerId: otherCustomerId }),
      ]);
    expect(await expectInStep()).toBe(3);
    const kept = await db
      .select({ day: conversationDailyCounts.day, n: conversationDailyCounts.conversations })
      .from(conversationDailyCounts)
      .where(eq(conversationDailyCounts.workspaceId, workspaceId))
      .orderBy(conversationDailyCounts.day);
    expect(kept).toEqual([
      { day: '2031-03-01', n: 2 },
      { day: '2031-03-02', n: 1 },
    ]);

    // A chat turn's update (latest message, status) moves no count; a new start day does.
    await db
      .update(conversations)
      .set({ lastMessageAt: at('2031-03-05T10:00:00Z'), status: 'closed' })
      .where(eq(conversations.id, late.id!));
    await expectInStep();
    await db
      .update(conversations)
      .set({ createdAt: at('2031-03-02T08:00:00Z') })
      .where(eq(conversations.id, late.id!));
    await expectInStep();

    await db.delete(conversations).where(inArray(conversations.id, [early.id!, next.id!]));
    await expectInStep();
    await db.insert(conversations).values(buildConversation({ workspaceId, customerId }));
    await expectInStep();
  });

  it('follow quotes through inserts, status changes, stage moves, new totals and deletes', async () => {
    const [q1, q2, q3] = [
      buildQuote({ workspaceId, customerId, createdAt: at('2031-03-01T12:00:00Z') }),
      buildQuote({ workspaceId, customerId, createdAt: at('2031-03-01T13:00:00Z'), totalAmount: '100.50' }),
      buildQuote({ workspaceId, customerId, status: 'approved', totalAmount: '99.99' }),
    ];
    await db
      .insert(quotes)
      .values([q1, q2, q3, buildQuote({ workspaceId: otherWorkspaceId, customerId: otherCustomerId })]);
    await expectInStep();

    await db.update(quotes).set({ status: 'approved' }).where(eq(quotes.id, q1.id!));
    await expectInStep();
    await db.update(quotes).set({ pipelineStage: 'closed_won' }).where(eq(quotes.id, q1.id!));
    await expectInStep();
    await db.update(quotes).set({ totalAmount: '200.00' }).where(eq(quotes.id, q2.id!));
    await expectInStep();
    // Several rows in one statement, and an update that changes nothing counted.
    await db.update(quotes).set({ status: 'sent' }).where(eq(quotes.workspaceId, workspaceId));
    await expectInStep();
    await db.update(quotes).set({ description: 'Only the words change' }).where(eq(quotes.id, q3.id!));
    await expectInStep();

    await db.delete(quotes).where(eq(quotes.id, q2.id!));
    await expectInStep();
    await db.delete(quotes).where(eq(quotes.workspaceId, workspaceId));
    expect(await expectInStep()).toBe(1);
  });

  it('are what the cards, the pipeline and the list totals show', async () => {
    await db
      .insert(conversations)
      .values([
        buildConversation({ workspaceId, customerId }),
        buildConversation({ workspaceId, customerId }),
        buildConversation({ workspaceId: otherWorkspaceId, customerId: otherCustomerId }),
      ]);
    const [approved, pending] = [
      buildQuote({ workspaceId, customerId, status: 'approved', totalAmount: '1000.00' }),
      buildQuote({ workspaceId, customerId, totalAmount: '250.25' }),
    ];
    await db
      .insert(quotes)
      .values([
        approved,
        pending,
        buildQuote({ workspaceId: otherWorkspaceId, customerId: otherCustomerId }),
      ]);
    await db.update(quotes).set({ pipelineStage: 'engaged' }).where(eq(quotes.id, pending.id!));
    const deps = { db, clock: () => new Date() };

    const summary = await getDashboardSummary(deps, workspaceId);
    expect(summary).toMatchObject({
      totalLeads: 2,
      quotesGenerated: 2,
      approvedQuotes: 1,
      revenuePipeline: '1000.00',
    });
    const pipeline = await getPipeline(deps, workspaceId);
    expect(pipeline.stages.filter((s) => s.count > 0)).toEqual([
      { stage: 'lead', count: 1, total: '1000.00' },
      { stage: 'engaged', count: 1, total: '250.25' },
    ]);
    const list = await listDashboardConversations(deps, {
      workspaceId,
      search: undefined,
      page: 1,
      pageSize: 50,
    });
    expect(list.total).toBe(2);
    const engaged = await listDashboardQuotes(deps, {
      workspaceId,
      search: undefined,
      stage: 'engaged',
      page: 1,
      pageSize: 50,
    });
    expect(engaged.total).toBe(1);
    const allQuotes = await listDashboardQuotes(deps, {
      workspaceId,
      search: undefined,
      page: 1,
      pageSize: 50,
    });
    expect(allQuotes.total).toBe(2);
  });

  it('go with their workspace', async () => {
    await db.insert(conversations).values(buildConversation({ workspaceId, customerId }));
    await db.insert(quotes).values(buildQuote({ workspaceId, customerId }));
    await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
    expect(await db.select().from(conversationDailyCounts)).toEqual([]);
    expect(await db.select().from(quoteDailyCounts)).toEqual([]);
  });
});
