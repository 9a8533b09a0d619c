import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { CHAT_LIMITS } from '../../../domain/chat';
import type { Executor } from '../../db/client';
import { agentActivity, conversations } from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import { aiChatFunction } from './chat.functions';
import { type AcceptTurnInput, acceptTurns } from './chat.repository';
import { hashConversationToken } from './chat-token';

// A batch of visitor turns (chat_accept_turns) writes each agent's activity counter once, after its
// turns, with what the counter trigger would have added turn by turn (migration 0037).

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
});

/** This session's row writes so far (compare two readings: they can hold an earlier transaction's). */
async function writesSoFar(tx: Executor) {
  const { rows } = await tx.execute<{ conversations: number; agent_activity: number }>(sql`
    select pg_stat_get_xact_tuples_updated('conversations'::regclass)::int as conversations,
      (pg_stat_get_xact_tuples_inserted('agent_activity'::regclass)
        + pg_stat_get_xact_tuples_updated('agent_activity'::regclass))::int as agent_activity`);
  return rows[0]!;
}

async function agentCounter(agentId: string) {
  const [kept] = await db
    .select({
      messages: sql<number>`sum(${agentActivity.messageCount})::int`,
      last: sql<string>`max(${agentActivity.lastMessageAt})::text`,
    })
    .from(agentActivity)
    .where(eq(agentActivity.agentId, agentId));
  return kept!;
}

describe('a batch of visitor turns', () => {
  const t = buildTestApp({ db, functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });

  it("writes its agent's counter once, counting every turn's message, and the conversations once each", async () => {
    const visitors = [];
    for (const i of [1, 2, 3]) {
      const res = await t.request('/api/functions/ai-chat', {
        method: 'POST',
        json: { agentType: 'shop', messages: [{ role: 'user', content: 'Hello' }] },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      visitors.push((await res.json()) as { conversationId: string; conversationToken: string });
    }
    const ids = visitors.map((v) => v.conversationId);
    const agents = await db
      .selectDistinct({ agentId: conversations.agentId })
      .from(conversations)
      .where(inArray(conversations.id, ids));
    expect(agents).toHaveLength(1);
    const agentId = agents[0]!.agentId!;
    const before = await agentCounter(agentId);

    const at = new Date(Date.now() + 60_000);
    const turns: AcceptTurnInput[] = visitors.map((v, i) => ({
      at: new Date(at.getTime() + i),
      workspaceKey: null,
      agentType: 'shop',
      conversationId: v.conversationId,
      tokenHash: hashConversationToken(v.conversationToken),
      ip: { key: `batch-counter:${i}`, windowStart: at, limit: 100 },
      conversation: { keyPrefix: 'batch-counter:', keySuffix: ':w', windowStart: at, limit: 100 },
      server: null,
      maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
      content: `one more question ${i}`,
      metadata: { agent_type: 'shop', timestamp: at.toISOString(), validated: true },
      profile: null,
      historyLimit: CHAT_LIMITS.historyWindow,
      knowledge: null,
      armIfBefore: null,
      start: null,
    }));
    const writes = await db.transaction(async (tx) => {
      const start = await writesSoFar(tx);
      const results = await acceptTurns(tx, turns);
      expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted']);
      const end = await writesSoFar(tx);
      return {
        conversations: end.conversations - start.conversations,
        agentActivity: end.agent_activity - start.agent_activity,
      };
    });
    expect(writes).toEqual({ conversations: 3, agentActivity: 1 });

    const after = await agentCounter(agentId);
    expect(after.messages).toBe(before.messages + 3);
    const [latest] = await db
      .select({ last: sql<string>`max(${conversations.lastMessageAt})::text` })
      .from(conversations)
      .where(inArray(conversations.id, ids));
    expect(after.last).toBe(latest!.last);
    const counted = await db
      .select({ messageCount: conversations.messageCount })
      .from(conversations)
      .where(inArray(conversations.id, ids));
    expect(counted.map((c) => c.messageCount)).toEqual([3, 3, 3]);
  });
});
