import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { capturedLogger } from '../../../../test/helpers/llm-turn';
import { rolledBack, rowsReadFrom, withPlans } from '../../../../test/helpers/plans';
import { CHAT_LIMITS } from '../../../domain/chat';
import type { Executor } from '../../db/client';
import { seedReferenceData } from '../../db/seed/seed';
import { type AcceptTurnInput, type AcceptTurnResult, acceptTurn, acceptTurns } from './chat.repository';
import { hashConversationToken } from './chat-token';
import { planConversationStart } from './conversation-start';

// A batch of turns accepted with set statements (decision 062, migration 0039) must leave the
// rows and give the results that chat_accept_turn gives the same turns one after the other.

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
let clock = 0;

afterAll(close);
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
});

interface Visitor {
  token: string;
  conversationId: string | null;
  ip: string;
}

const newVisitor = (): Visitor => ({ token: randomUUID(), conversationId: null, ip: `ip:${randomUUID()}` });

function turnOf(
  visitor: Visitor,
  content: string,
  options: { ipLimit?: number; knowledgeVersion?: number | null; profile?: boolean } = {},
): AcceptTurnInput {
  clock += 1;
  const at = new Date(now.getTime() + clock * 1000);
  const conversationId = visitor.conversationId ?? randomUUID();
  const customerId = randomUUID();
  return {
    at,
    workspaceKey: null,
    agentType: 'shop',
    conversationId: visitor.conversationId,
    tokenHash: hashConversationToken(visitor.token),
    ip: { key: visitor.ip, windowStart: now, limit: options.ipLimit ?? 100 },
    conversation: { keyPrefix: 'set-test:', keySuffix: ':w', windowStart: now, limit: 100 },
    server: { keyPrefix: 'set-test-server:', keySuffix: ':w', windowStart: now, limit: 1000 },
    maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
    content,
    metadata: { agent_type: 'shop', timestamp: at.toISOString(), validated: true },
    profile: options.profile === false ? null : { chat_messages: clock },
    historyLimit: CHAT_LIMITS.historyWindow,
    knowledge: { query: 'opening | hours | warranty', limit: 3, version: options.knowledgeVersion ?? null },
    armIfBefore: null,
    start: visitor.conversationId
      ? null
      : {
          conversationId,
          customerId,
          customerName: 'Website visitor',
          ...planConversationStart({
            conversationId,
            customerId,
            agentType: 'shop',
            firstMessage: content,
            at,
            logger: capturedLogger().logger,
          }),
        },
  };
}

/** What a turn writes, without the ids and times the database makes itself. */
async function writtenRows(tx: Executor) {
  const { rows } = await tx.execute<{ rows: unknown }>(sql`
    select jsonb_build_object(
      'messages', (select jsonb_agg(jsonb_build_object('conversation', conversation_id, 'sender', sender,
                     'content', content, 'metadata', metadata, 'at', created_at) order by created_at, content)
                     from messages),
      'conversations', (select jsonb_agg(to_jsonb(c) order by id) from conversations c),
      'customers', (select jsonb_agg(to_jsonb(k) order by id) from customers k),
      'analytics', (select jsonb_agg(jsonb_build_object('workspace', workspace_id, 'type', event_type,
                      'entity', entity_id, 'data', data, 'at', created_at) order by entity_id, event_type, created_at)
                      from analytics),
      'rateLimits', (select jsonb_agg(to_jsonb(r) order by key) from rate_limits r),
      'agentActivity', (select jsonb_agg(to_jsonb(a) order by agent_id, slot) from agent_activity a),
      'dailyCounts', (select jsonb_agg(to_jsonb(d) order by to_jsonb(d)::text) from conversation_daily_counts d),
      'crmChanges', (select count(*) from crm_sync_changes)
    ) as rows`);
  return rows[0]!.rows;
}

/**
 * chat_accept_turn's calls counted so far by this backend. The count is the backend's pending
 * statistics, which also hold earlier transactions' calls until the backend flushes them (at
 * most once a second, between transactions), so a transaction's own calls are the difference
 * between its start and its end: nothing is flushed inside a transaction.
 */
async function callsOfAcceptTurn(tx: Executor): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`select coalesce(pg_stat_get_xact_function_calls('chat_accept_turn'::regproc), 0)::int as n`,
  );
  return rows[0]!.n;
}

/** Runs `accept` in a transaction that is then rolled back: its results, rows and its own calls. */
const tryOut = (accept: (tx: Executor) => Promise<AcceptTurnResult[]>) =>
  rolledBack(db, async (tx) => {
    await tx.execute(sql`set local track_functions = 'pl'`);
    const callsBefore = await callsOfAcceptTurn(tx);
    const results = await accept(tx);
    const calls = (await callsOfAcceptTurn(tx)) - callsBefore;
    return { results, rows: await writtenRows(tx), calls };
  });

const together = (turns: AcceptTurnInput[]) => tryOut((tx) => acceptTurns(tx, turns));
const oneByOne = (turns: AcceptTurnInput[]) =>
  tryOut(async (tx) => {
    const results: AcceptTurnResult[] = [];
    for (const turn of turns) results.push(await acceptTurn(tx, turn));
    return results;
  });

/** Three visitors part-way through their conversations and two arriving. */
async function visitorsOnTheirWay(): Promise<Visitor[]> {
  const visitors = Array.from({ length: 5 }, newVisitor);
  for (const v of visitors.slice(0, 3)) {
    const first = await acceptTurn(db, turnOf(v, 'Hello'));
    if (first.status !== 'accepted') throw new Error(first.status);
    v.conversationId = first.conversation.id;
  }
  return visitors;
}

async function knowledgeVersion(): Promise<number> {
  const { rows } = await db.execute<{ version: string }>(
    sql`select v.version from knowledge_versions v join workspaces w on w.id = v.workspace_id where w.is_platform_demo`,
  );
  return Number(rows[0]!.version);
}

describe('a batch of turns accepted with set statements', () => {
  it('writes the rows and gives the results of the same turns accepted one after the other', async () => {
    const [a, b, c, d, e] = await visitorsOnTheirWay();
    const version = await knowledgeVersion();
    const turns = [
      turnOf(a!, 'What are your opening hours?'),
      turnOf(d!, 'Hi there'),
      turnOf(b!, 'Do you offer a warranty?', { knowledgeVersion: version }),
      turnOf(c!, 'Thanks', { profile: false }),
      turnOf(e!, 'Good morning'),
    ];

    const set = await together(turns);
    const alone = await oneByOne(turns);

    expect(set.calls).toBe(0);
    expect(alone.calls).toBe(turns.length);
    expect(set.results.map((r) => r.status)).toEqual(Array(5).fill('accepted'));
    expect(set.results).toEqual(alone.results);
    expect(set.rows).toEqual(alone.rows);
  });

  it('accepts the turns one after the other when one of them is refused, each with its own outcome', async () => {
    const [a, b, , d] = await visitorsOnTheirWay();
    const stranger = { ...newVisitor(), conversationId: randomUUID() };
    const turns = [
      turnOf(a!, 'What are your opening hours?'),
      turnOf(d!, 'Hi there'),
      turnOf(b!, 'Again?', { ipLimit: 1 }),
      turnOf(stranger, 'Is this my chat?'),
    ];

    const set = await together(turns);
    const alone = await oneByOne(turns);

    expect(set.calls).toBe(turns.length);
    expect(set.results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'ip_limited', 'not_found']);
    expect(set.results).toEqual(alone.results);
    expect(set.rows).toEqual(alone.rows);
  });

  it("merges the visitors' profiles into their customers without writing an index entry (HOT updates)", async () => {
    const [a, b, c] = await visitorsOnTheirWay();
    const turns = [turnOf(a!, 'Hi'), turnOf(b!, 'Opening hours?'), turnOf(c!, 'Thanks')];
    const updates = (tx: Executor) =>
      tx.execute<{ all: number; hot: number }>(sql`
        select pg_stat_get_xact_tuples_updated('customers'::regclass)::int as all,
               pg_stat_get_xact_tuples_hot_updated('customers'::regclass)::int as hot`);

    const counted = await rolledBack(db, async (tx) => {
      const before = (await updates(tx)).rows[0]!;
      const results = await acceptTurns(tx, turns);
      expect(results.map((r) => r.status)).toEqual(Array(3).fill('accepted'));
      const after = (await updates(tx)).rows[0]!;
      return { all: after.all - before.all, hot: after.hot - before.hot };
    });

    // A profile changes metadata and updated_at, which no index of customers holds (migration 0041).
    expect(counted).toEqual({ all: 3, hot: 3 });
  });

  it('reads a conversation by its token with one index probe, and no statement reads more conversations than the batch has turns, however many the workspace has', async () => {
    const [a, b, c, d] = await visitorsOnTheirWay();
    await db.execute(sql`
      insert into conversations (workspace_id, agent_type, platform, status, visitor_token_hash)
      select w.id, 'shop', 'website', 'active', md5(g::text)
        from workspaces w, generate_series(1, 400) g
       where w.is_platform_demo`);
    const turns = [turnOf(a!, 'Hi'), turnOf(b!, 'Opening hours?'), turnOf(c!, 'Thanks'), turnOf(d!, 'Hello')];

    const { value: results, plans } = await withPlans((tx) => acceptTurns(tx, turns));

    expect(results.map((r) => r.status)).toEqual(Array(4).fill('accepted'));
    const firstRead = plans.find((p) => p['Query Text'].includes('array_agg(ROW(t.ord::int'));
    expect(firstRead).toBeDefined();
    // Three of the turns continue a conversation; the fourth starts one (nothing to find).
    expect(rowsReadFrom('conversations', firstRead!.Plan)).toBe(3);
    const mostRead = Math.max(...plans.map((p) => rowsReadFrom('conversations', p.Plan)));
    expect(mostRead).toBeLessThanOrEqual(turns.length);
  });
});
