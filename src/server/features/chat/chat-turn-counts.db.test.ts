import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { CHAT_LIMITS } from '../../../domain/chat';
import type { Executor } from '../../db/client';
import { agentActivity, conversations, messages } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { aiChatFunction } from './chat.functions';
import { acceptTurn, insertAgentReplies } from './chat.repository';
import { hashConversationToken } from './chat-token';

// The chat's SQL functions count their own messages in the conversation update they make anyway
// (migration 0031, decision 040): one update of the conversation and one write of the agent's
// counter per message, where the message-count trigger used to add a second of each. The counts
// must still be right, and every other writer still counted by the trigger.

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
});

/**
 * Rows written so far, per table: PostgreSQL's own counts of this session's writes not yet sent
 * to its statistics (they can hold an earlier transaction's too, so compare two readings).
 */
async function writesSoFar(tx: Executor) {
  const { rows } = await tx.execute<{ conversations: number; agent_activity: number }>(sql`
    select pg_stat_get_xact_tuples_updated('conversations'::regclass)::int as conversations,
      (pg_stat_get_xact_tuples_inserted('agent_activity'::regclass)
        + pg_stat_get_xact_tuples_updated('agent_activity'::regclass))::int as agent_activity`);
  return rows[0]!;
}

async function countsOf(conversationId: string) {
  const [conversation] = await db
    .select({ messageCount: conversations.messageCount, agentId: conversations.agentId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const stored = await db.$count(messages, eq(messages.conversationId, conversationId));
  const [kept] = await db
    .select({ messages: sql<number>`sum(${agentActivity.messageCount})::int` })
    .from(agentActivity)
    .where(eq(agentActivity.agentId, conversation!.agentId!));
  return { counted: conversation!.messageCount, stored, agentMessages: kept!.messages };
}

describe("a chat turn's writes", () => {
  const t = buildTestApp({ db, functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });

  it('update the conversation and the agent counter once per message, and count every message once', async () => {
    const first = await (
      await t.request('/api/functions/ai-chat', {
        method: 'POST',
        json: { agentType: 'shop', messages: [{ role: 'user', content: 'Hello' }] },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      })
    ).json();
    const conversationId: string = first.conversationId;
    const before = await countsOf(conversationId);
    expect(before.counted).toBe(2);
    expect(before.stored).toBe(2);

    const at = new Date();
    const writes = await db.transaction(async (tx) => {
      const start = await writesSoFar(tx);
      const since = async () => {
        const now = await writesSoFar(tx);
        return {
          conversations: now.conversations - start.conversations,
          agent_activity: now.agent_activity - start.agent_activity,
        };
      };
      const stored = await acceptTurn(tx, {
        at,
        workspaceKey: null,
        agentType: 'shop',
        conversationId,
        tokenHash: hashConversationToken(first.conversationToken),
        ip: { key: 'counts-test:ip', windowStart: at, limit: 100 },
        conversation: { keyPrefix: 'counts-test:', keySuffix: ':w', windowStart: at, limit: 100 },
        server: null,
        maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
        content: 'What are your opening hours?',
        metadata: { agent_type: 'shop', timestamp: at.toISOString(), validated: true },
        profile: null,
        historyLimit: CHAT_LIMITS.historyWindow,
        knowledge: null,
        armIfBefore: null,
        start: null,
      });
      expect(stored.status).toBe('accepted');
      const afterVisitor = await since();
      const reply = {
        workspaceId: DEMO_WORKSPACE.id,
        conversationId,
        metadata: { agent_type: 'shop' },
        at: new Date(at.getTime() + 1),
      };
      await insertAgentReplies(tx, [
        { ...reply, content: 'We are open 9 to 5.' },
        { ...reply, content: 'Anything else?' },
      ]);
      const afterReplies = await since();
      // Another writer in the same transaction (an inbox reply, a seed) is counted by the trigger.
      await tx
        .insert(messages)
        .values({ workspaceId: DEMO_WORKSPACE.id, conversationId, sender: 'agent', content: 'A note' });
      return { afterVisitor, afterReplies };
    });

    expect(writes.afterVisitor).toEqual({ conversations: 1, agent_activity: 1 });
    expect(writes.afterReplies).toEqual({ conversations: 2, agent_activity: 2 });
    const after = await countsOf(conversationId);
    expect({ counted: after.counted, stored: after.stored }).toEqual({ counted: 6, stored: 6 });
    expect(after.agentMessages - before.agentMessages).toBe(4);
  });

  it("write each agent's counter once for a batch of replies to several of its conversations", async () => {
    const start = async (address: string) =>
      (
        await t.request('/api/functions/ai-chat', {
          method: 'POST',
          json: { agentType: 'shop', messages: [{ role: 'user', content: 'Hello' }] },
          headers: { 'x-forwarded-for': address },
        })
      ).json();
    const ids: string[] = [
      (await start('198.51.100.8')).conversationId,
      (await start('198.51.100.9')).conversationId,
    ];
    const before = await Promise.all(ids.map(countsOf));
    const at = new Date();
    const writes = await db.transaction(async (tx) => {
      const first = await writesSoFar(tx);
      await insertAgentReplies(tx, [
        ...ids.map((conversationId) => ({
          workspaceId: DEMO_WORKSPACE.id,
          conversationId,
          content: 'Anything else?',
          metadata: { agent_type: 'shop' },
          at,
        })),
        {
          workspaceId: DEMO_WORKSPACE.id,
          conversationId: ids[0]!,
          content: 'We are here.',
          metadata: { agent_type: 'shop' },
          at,
        },
      ]);
      const next = await writesSoFar(tx);
      return {
        conversations: next.conversations - first.conversations,
        agent_activity: next.agent_activity - first.agent_activity,
      };
    });
    expect(writes).toEqual({ conversations: 2, agent_activity: 1 });
    const after = await Promise.all(ids.map(countsOf));
    expect(after.map((c, i) => [c.counted - before[i]!.counted, c.stored - before[i]!.stored])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    // Both conversations are the shop agent's: its counter moved by all three replies.
    expect(after[0]!.agentMessages - before[0]!.agentMessages).toBe(3);
  });
});
