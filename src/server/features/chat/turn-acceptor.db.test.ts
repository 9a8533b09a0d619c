import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getTestDb, resetDatabase, testDatabaseUrl } from '../../../../test/helpers/db';
import { capturedLogger } from '../../../../test/helpers/llm-turn';
import { CHAT_LIMITS } from '../../../domain/chat';
import { conversations, customers } from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import { type AcceptTurnInput, type AcceptTurnResult, acceptTurns } from './chat.repository';
import { hashConversationToken } from './chat-token';
import { planConversationStart } from './conversation-start';
import { createTurnAcceptor } from './turn-acceptor';

// Visitor turns accepted in batches (decision 047, migration 0035): what a batch must keep of a
// turn accepted alone.

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

/** A turn of the demo shop's chat, as the chat service builds it; each later than the last. */
function turnOf(visitor: Visitor, content: string, options: { ipLimit?: number } = {}): AcceptTurnInput {
  clock += 1;
  const at = new Date(now.getTime() + clock * 1000);
  const conversationId = visitor.conversationId ?? randomUUID();
  const customerId = randomUUID();
  const { logger } = capturedLogger();
  return {
    at,
    workspaceKey: null,
    agentType: 'shop',
    conversationId: visitor.conversationId,
    tokenHash: hashConversationToken(visitor.token),
    ip: { key: visitor.ip, windowStart: now, limit: options.ipLimit ?? 100 },
    conversation: { keyPrefix: 'batch-test:', keySuffix: ':w', windowStart: now, limit: 100 },
    server: null,
    maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
    content,
    metadata: { agent_type: 'shop', timestamp: at.toISOString(), validated: true },
    profile: { chat_messages: clock },
    historyLimit: CHAT_LIMITS.historyWindow,
    knowledge: { query: 'opening | hours', limit: 2 },
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
            logger,
          }),
        },
  };
}

/** Lets the acceptor finish what it was doing (its loop ends just after the last turn resolves). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

function accepted(result: AcceptTurnResult) {
  if (result.status !== 'accepted') throw new Error(`not accepted: ${result.status}`);
  return result;
}

/** Visitor messages in the order stored, with the transaction that wrote each. */
async function storedTurns() {
  const { rows } = await db.execute<{ content: string; tx: string }>(
    sql`select content, xmin::text as tx from messages where sender = 'user' order by created_at, id`,
  );
  return rows;
}

/** How many visitor messages each transaction wrote, in the order of the first message of each. */
async function turnsPerTransaction() {
  const sizes = new Map<string, number>();
  for (const row of await storedTurns()) sizes.set(row.tx, (sizes.get(row.tx) ?? 0) + 1);
  return [...sizes.values()];
}

describe('the turn acceptor', () => {
  it('accepts a turn that arrives alone at once, and the turns arriving meanwhile together, each with its own history', async () => {
    const acceptor = createTurnAcceptor(db, capturedLogger().logger);
    const customersBefore = await db.$count(customers);
    const visitors = Array.from({ length: 5 }, newVisitor);
    const firsts = await Promise.all(visitors.map((v, i) => acceptor.accept(turnOf(v, `hello ${i}`))));
    expect(firsts.map((r) => r.status)).toEqual(Array(5).fill('accepted'));
    expect(await turnsPerTransaction()).toEqual([1, 4]);
    for (const [i, v] of visitors.entries()) v.conversationId = accepted(firsts[i]!).conversation.id;

    await settled();
    const seconds = await Promise.all(
      visitors.map((v, i) => acceptor.accept(turnOf(v, `What are your opening hours? ${i}`))),
    );
    for (const [i, result] of seconds.entries()) {
      const turn = accepted(result);
      expect(turn.conversation.id).toBe(visitors[i]!.conversationId);
      expect(turn.history.map((m) => m.content)).toEqual([`hello ${i}`, `What are your opening hours? ${i}`]);
      expect(turn.customer?.metadata).toMatchObject({ chat_messages: expect.any(Number) });
      expect(turn.knowledge?.length).toBeGreaterThan(0);
    }
    expect(await turnsPerTransaction()).toEqual([1, 4, 1, 4]);
    const counted = await db
      .select({ userTurns: conversations.userTurns, messageCount: conversations.messageCount })
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          visitors.map((v) => v.conversationId!),
        ),
      );
    expect(counted).toEqual(Array(5).fill({ userTurns: 2, messageCount: 2 }));
    // Each new conversation made its one customer and its start events.
    expect((await db.$count(customers)) - customersBefore).toBe(5);
    const events = await db.execute<{ n: number }>(
      sql`select count(distinct entity_id)::int as n from analytics where entity_id in (select id::text from conversations)`,
    );
    expect(events.rows[0]!.n).toBe(5);
  });

  it("sends each turn's realtime notifications, as a turn accepted alone does", async () => {
    const listener = new pg.Client({ connectionString: testDatabaseUrl() });
    await listener.connect();
    try {
      const heard: { kind: string; conversationId: string }[] = [];
      let expected = 0;
      let allHeard = () => {};
      listener.on('notification', (n) => {
        heard.push(JSON.parse(n.payload!));
        if (heard.length === expected) allHeard();
      });
      await listener.query('listen workspace_events');
      const acceptor = createTurnAcceptor(db, capturedLogger().logger);
      const visitors = Array.from({ length: 4 }, newVisitor);
      // Each new conversation: its conversation created, then its first message.
      expected = visitors.length * 2;
      const everything = new Promise<void>((resolve) => {
        allHeard = resolve;
      });
      const results = await Promise.all(visitors.map((v, i) => acceptor.accept(turnOf(v, `hi ${i}`))));
      expect(await turnsPerTransaction()).toEqual([1, 3]);
      await everything;
      const ids = results.map((r) => accepted(r).conversation.id).sort();
      const of = (kind: string) =>
        heard
          .filter((h) => h.kind === kind)
          .map((h) => h.conversationId)
          .sort();
      expect(of('conversation.created')).toEqual(ids);
      expect(of('message.created')).toEqual(ids);
    } finally {
      await listener.end();
    }
  });

  it('never puts two turns of one conversation into one batch, and keeps their order', async () => {
    const acceptor = createTurnAcceptor(db, capturedLogger().logger);
    const [a, b] = [newVisitor(), newVisitor()];
    a.conversationId = accepted(await acceptor.accept(turnOf(a, 'a0'))).conversation.id;
    b.conversationId = accepted(await acceptor.accept(turnOf(b, 'b0'))).conversation.id;
    await settled();

    const results = await Promise.all([
      acceptor.accept(turnOf(b, 'b1')),
      acceptor.accept(turnOf(a, 'a1')),
      acceptor.accept(turnOf(a, 'a2')),
      acceptor.accept(turnOf(b, 'b2')),
      acceptor.accept(turnOf(a, 'a3')),
    ]);
    expect(results.map((r) => accepted(r).history.map((m) => m.content))).toEqual([
      ['b0', 'b1'],
      ['a0', 'a1'],
      ['a0', 'a1', 'a2'],
      ['b0', 'b1', 'b2'],
      ['a0', 'a1', 'a2', 'a3'],
    ]);
    // Batches: b1 alone (nothing in flight), then a1 with b2 (a2 waits for a1), then a2, then a3.
    const batches = new Map<string, string[]>();
    for (const row of await storedTurns()) batches.set(row.tx, [...(batches.get(row.tx) ?? []), row.content]);
    expect([...batches.values()]).toEqual([['a0'], ['b0'], ['b1'], ['a1', 'b2'], ['a2'], ['a3']]);
  });

  it("gives each turn of a batch its own outcome: one turn's refusal refuses no other", async () => {
    const acceptor = createTurnAcceptor(db, capturedLogger().logger);
    const [first, good, limited, lost] = [newVisitor(), newVisitor(), newVisitor(), newVisitor()];
    good.conversationId = accepted(await acceptor.accept(turnOf(good, 'good 0'))).conversation.id;
    lost.conversationId = randomUUID();
    await settled();
    const results = await Promise.all([
      acceptor.accept(turnOf(first, 'goes alone')),
      acceptor.accept(turnOf(limited, 'over the limit', { ipLimit: 0 })),
      acceptor.accept(turnOf(good, 'good 1')),
      acceptor.accept(turnOf(lost, 'unknown conversation')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['accepted', 'ip_limited', 'accepted', 'not_found']);
    expect((await storedTurns()).map((row) => row.content)).toEqual(['good 0', 'goes alone', 'good 1']);
    expect(await turnsPerTransaction()).toEqual([1, 1, 1]);
  });

  it('accepts the turns of a failing batch one by one, each stored once, and fails only the bad one', async () => {
    const log = capturedLogger();
    const acceptor = createTurnAcceptor(db, log.logger);
    const [first, good1, bad, good2] = [newVisitor(), newVisitor(), newVisitor(), newVisitor()];
    const good1Turn = turnOf(good1, 'kept 1');
    const badTurn = turnOf(bad, 'breaks the batch');
    // A new conversation whose customer id good1's takes first: its insert fails after good1's
    // turn was written in the same batch.
    badTurn.start = { ...badTurn.start!, customerId: good1Turn.start!.customerId };
    const conversationsBefore = await db.$count(conversations);
    const results = await Promise.allSettled([
      acceptor.accept(turnOf(first, 'goes alone')),
      acceptor.accept(good1Turn),
      acceptor.accept(badTurn),
      acceptor.accept(turnOf(good2, 'kept 2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await storedTurns()).map((row) => row.content).sort()).toEqual([
      'goes alone',
      'kept 1',
      'kept 2',
    ]);
    expect((await db.$count(conversations)) - conversationsBefore).toBe(3);
    expect(log.lines().map((line) => line.msg)).toContain('turn batch failed; accepting one by one');
  });
});

describe('a batch of turns in one statement', () => {
  /** The commit mode a batch leaves its transaction in. */
  async function commitModeOf(turns: AcceptTurnInput[]) {
    return db.transaction(async (tx) => {
      await acceptTurns(tx, turns);
      const mode = await tx.execute<{ mode: string }>(
        sql`select current_setting('synchronous_commit') as mode`,
      );
      return mode.rows[0]!.mode;
    });
  }

  it('commits without waiting for the disk only when every turn of it will be followed by a reply', async () => {
    const [a, b, c] = [newVisitor(), newVisitor(), newVisitor()];
    expect(await commitModeOf([turnOf(a, 'hello'), turnOf(b, 'hi')])).toBe('off');
    // A refused turn commits durably, as it would alone.
    expect(await commitModeOf([turnOf(a, 'hello again'), turnOf(c, 'refused', { ipLimit: 0 })])).toBe('on');
    // So does a turn whose conversation a person has taken over: no reply follows it.
    const [row] = await db
      .update(conversations)
      .set({ handoffAt: now, handoffReason: 'test' })
      .where(eq(conversations.visitorTokenHash, hashConversationToken(b.token)))
      .returning({ id: conversations.id });
    b.conversationId = row!.id;
    expect(await commitModeOf([turnOf(a, 'and again'), turnOf(b, 'to a person')])).toBe('on');
  });
});
