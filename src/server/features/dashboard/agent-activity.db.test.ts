import { eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import {
  agentActivity,
  agents,
  conversations,
  customers,
  messages,
  quotes,
  workspaces,
} from '../../db/schema/index';
import {
  buildAgent,
  buildConversation,
  buildCustomer,
  buildMessage,
  buildQuote,
  buildWorkspace,
} from '../../db/seed/factories';

// agent_activity (migration 0024) is kept by triggers; after every kind of write it must equal
// what counting the rows themselves gives (the dashboard's former aggregate query).

const { db, pool, close } = getTestDb();
afterAll(close);

let workspaceId: string;
let ada: string;
let bo: string;
let customerId: string;
beforeEach(async () => {
  await resetDatabase(db);
  const workspace = buildWorkspace();
  await db.insert(workspaces).values(workspace);
  workspaceId = workspace.id!;
  const [a, b] = [
    buildAgent({ workspaceId, agentName: 'Ada' }),
    buildAgent({ workspaceId, agentName: 'Bo' }),
  ];
  await db.insert(agents).values([a, b]);
  ada = a.id!;
  bo = b.id!;
  const customer = buildCustomer({ workspaceId });
  await db.insert(customers).values(customer);
  customerId = customer.id!;
});

/** The counter table's sums per agent (its rows are slots, decision 031). */
async function keptTotals() {
  return db
    .select({
      agentId: agentActivity.agentId,
      conversationCount: sql<number>`sum(${agentActivity.conversationCount})::int`,
      messageCount: sql<number>`sum(${agentActivity.messageCount})::int`,
      quoteCount: sql<number>`sum(${agentActivity.quoteCount})::int`,
      lastMessageAt: sql<Date | null>`max(${agentActivity.lastMessageAt})`.mapWith(
        agentActivity.lastMessageAt,
      ),
    })
    .from(agentActivity)
    .groupBy(agentActivity.agentId)
    .orderBy(agentActivity.agentId);
}

/** Every agent's counts from its rows, and from the counter table (absent rows = zeros). */
async function countedAndKept() {
  const counted = await db.execute<{
    agent_id: string;
    conversation_count: number;
    message_count: number;
    quote_count: number;
  }>(sql`
    select a.id as agent_id,
      (select count(*) from conversations c where c.agent_id = a.id)::int as conversation_count,
      (select coalesce(sum(c.message_count), 0) from conversations c where c.agent_id = a.id)::int as message_count,
      (select count(*) from quotes q join conversations c on c.id = q.conversation_id where c.agent_id = a.id)::int
        as quote_count
    from agents a order by a.id`);
  const keptById = new Map((await keptTotals()).map((row) => [row.agentId, row]));
  return {
    counted: counted.rows.map((row) => ({ ...row })),
    kept: counted.rows.map((row) => ({
      agent_id: row.agent_id,
      conversation_count: keptById.get(row.agent_id)?.conversationCount ?? 0,
      message_count: keptById.get(row.agent_id)?.messageCount ?? 0,
      quote_count: keptById.get(row.agent_id)?.quoteCount ?? 0,
    })),
  };
}

async function expectInStep(expected: Record<string, [number, number, number]>) {
  const { counted, kept } = await countedAndKept();
  expect(kept).toEqual(counted);
  expect(
    Object.fromEntries(kept.map((r) => [r.agent_id, [r.conversation_count, r.message_count, r.quote_count]])),
  ).toEqual(expected);
}

const conversation = (agentId: string | null) => buildConversation({ workspaceId, customerId, agentId });
const message = (conversationId: string) => buildMessage({ workspaceId, conversationId });

describe('agent_activity', () => {
  it('follows conversations, messages and quotes as they are inserted, moved and deleted', async () => {
    const [c1, c2, c3] = [conversation(ada), conversation(ada), conversation(bo)];
    await db.insert(conversations).values([c1, c2, c3, conversation(null)]);
    await expectInStep({ [ada]: [2, 0, 0], [bo]: [1, 0, 0] });

    await db.insert(messages).values([message(c1.id!), message(c1.id!), message(c3.id!)]);
    const [lone] = await db.insert(messages).values(message(c2.id!)).returning({ id: messages.id });
    await expectInStep({ [ada]: [2, 3, 0], [bo]: [1, 1, 0] });

    const [q1, q2] = [
      buildQuote({ workspaceId, customerId, conversationId: c1.id }),
      buildQuote({ workspaceId, customerId, conversationId: c3.id }),
    ];
    await db.insert(quotes).values([q1, q2, buildQuote({ workspaceId, customerId })]);
    await expectInStep({ [ada]: [2, 3, 1], [bo]: [1, 1, 1] });

    // A conversation handed to another agent takes its messages and quotes along.
    await db.update(conversations).set({ agentId: bo }).where(eq(conversations.id, c1.id!));
    await expectInStep({ [ada]: [1, 1, 0], [bo]: [2, 3, 2] });

    // A quote moved to another conversation, then unlinked.
    await db.update(quotes).set({ conversationId: c2.id }).where(eq(quotes.id, q2.id!));
    await expectInStep({ [ada]: [1, 1, 1], [bo]: [2, 3, 1] });
    await db.update(quotes).set({ conversationId: null }).where(eq(quotes.id, q2.id!));
    await expectInStep({ [ada]: [1, 1, 0], [bo]: [2, 3, 1] });

    // Deletes: a message, a quote, then several quotes in one statement.
    await db.delete(messages).where(eq(messages.id, lone!.id));
    await db.delete(quotes).where(eq(quotes.id, q1.id!));
    await expectInStep({ [ada]: [1, 0, 0], [bo]: [2, 3, 0] });
    await db
      .insert(quotes)
      .values([
        buildQuote({ workspaceId, customerId, conversationId: c3.id }),
        buildQuote({ workspaceId, customerId, conversationId: c2.id }),
      ]);
    await expectInStep({ [ada]: [1, 0, 1], [bo]: [2, 3, 1] });
    await db.delete(quotes).where(eq(quotes.customerId, customerId));
    await expectInStep({ [ada]: [1, 0, 0], [bo]: [2, 3, 0] });
  });

  it('forgets a deleted conversation with its messages and quotes, counting nothing twice', async () => {
    const [c1, c2] = [conversation(ada), conversation(ada)];
    await db.insert(conversations).values([c1, c2]);
    await db.insert(messages).values([message(c1.id!), message(c1.id!), message(c2.id!)]);
    await db
      .insert(quotes)
      .values([
        buildQuote({ workspaceId, customerId, conversationId: c1.id }),
        buildQuote({ workspaceId, customerId, conversationId: c2.id }),
      ]);
    await expectInStep({ [ada]: [2, 3, 2], [bo]: [0, 0, 0] });
    // The messages cascade and the quotes are unlinked by the foreign keys.
    await db.delete(conversations).where(eq(conversations.id, c1.id!));
    await expectInStep({ [ada]: [1, 1, 1], [bo]: [0, 0, 0] });
  });

  it('drops a deleted agent’s row, and a deleted workspace leaves nothing behind', async () => {
    const [c1, c2] = [conversation(ada), conversation(bo)];
    await db.insert(conversations).values([c1, c2]);
    await db.insert(messages).values([message(c1.id!), message(c2.id!)]);
    await db.delete(agents).where(eq(agents.id, ada));
    expect((await keptTotals()).map((row) => row.agentId)).toEqual([bo]);
    const kept = await db
      .select()
      .from(conversations)
      .where(inArray(conversations.id, [c1.id!]));
    expect(kept[0]?.agentId).toBeNull();

    await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
    expect(await db.select().from(agentActivity)).toEqual([]);
  });

  it('keeps the latest message time of the agent’s conversations', async () => {
    const [c1, c2] = [conversation(ada), conversation(ada)];
    await db.insert(conversations).values([c1, c2]);
    const later = new Date('2031-05-01T10:00:00Z');
    await db.update(conversations).set({ lastMessageAt: later }).where(eq(conversations.id, c2.id!));
    await db
      .update(conversations)
      .set({ lastMessageAt: new Date('2031-04-01T00:00:00Z') })
      .where(eq(conversations.id, c1.id!));
    const row = (await keptTotals()).find((r) => r.agentId === ada);
    const [max] = await db
      .select({ last: sql<string>`max(${conversations.lastMessageAt})` })
      .from(conversations)
      .where(eq(conversations.agentId, ada));
    expect(row?.lastMessageAt?.toISOString()).toBe(later.toISOString());
    expect(new Date(max!.last).toISOString()).toBe(later.toISOString());
  });

  it('lets concurrent writers of one agent’s conversations commit without waiting for each other', async () => {
    const [c1, c2] = [conversation(ada), conversation(ada)];
    await db.insert(conversations).values([c1, c2]);
    // Two sessions whose slots differ, as two pooled connections of a busy app usually have.
    const held: pg.PoolClient[] = [];
    const slotOf = async (client: pg.PoolClient) =>
      (await client.query<{ slot: number }>('select agent_activity_slot() as slot')).rows[0]!.slot;
    let first = await pool.connect();
    let second = await pool.connect();
    while ((await slotOf(first)) === (await slotOf(second))) {
      held.push(second);
      second = await pool.connect();
    }
    try {
      await first.query('begin');
      await first.query(
        'insert into messages (workspace_id, conversation_id, sender, content) values ($1, $2, $3, $4)',
        [workspaceId, c1.id, 'user', 'first, not yet committed'],
      );
      // With one row per agent this insert would wait for the first session's commit: the lock
      // timeout turns that wait into a failure instead of a hang.
      await second.query('begin');
      await second.query("set local lock_timeout = '5s'");
      await second.query(
        'insert into messages (workspace_id, conversation_id, sender, content) values ($1, $2, $3, $4)',
        [workspaceId, c2.id, 'user', 'second'],
      );
      await second.query('commit');
      await first.query('commit');
    } finally {
      for (const client of [first, second, ...held]) client.release();
    }
    await expectInStep({ [ada]: [2, 2, 0], [bo]: [0, 0, 0] });
    // A session may take off what another added (a conversation moved): its slot goes below zero.
    first = await pool.connect();
    try {
      await first.query('update conversations set agent_id = $1 where id = $2', [bo, c1.id]);
    } finally {
      first.release();
    }
    await expectInStep({ [ada]: [1, 1, 0], [bo]: [1, 1, 0] });
  });
});
