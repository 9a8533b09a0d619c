import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { capturedLogger } from '../../../../test/helpers/llm-turn';
import { rowsReadFrom, withPlans } from '../../../../test/helpers/plans';
import { conversations, workspaces } from '../../db/schema/index';
import { buildConversation, buildWorkspace } from '../../db/seed/factories';
import { type AgentReply, insertAgentReplies } from './chat.repository';
import { createReplyWriter } from './reply-writer';

const { db, close } = getTestDb();
afterAll(close);

let workspaceId: string;
let conversationIds: string[];
beforeEach(async () => {
  await resetDatabase(db);
  const [workspace] = await db.insert(workspaces).values(buildWorkspace()).returning();
  workspaceId = workspace!.id;
  const rows = await db
    .insert(conversations)
    .values(
      Array.from({ length: 4 }, () =>
        buildConversation({ workspaceId, lastMessageAt: new Date('2026-05-04T09:00:00.000Z') }),
      ),
    )
    .returning();
  conversationIds = rows.map((row) => row.id);
});

function reply(conversationId: string, content: string, at: string): AgentReply {
  return {
    workspaceId,
    conversationId,
    content,
    metadata: { agent_type: 'shop', timestamp: at, validated: true },
    at: new Date(at),
  };
}

/** Agent messages with the transaction that wrote each (rows written by one statement share it). */
async function storedReplies() {
  const result = await db.execute<{ content: string; conversation_id: string; tx: string }>(
    sql`select content, conversation_id, xmin::text as tx from messages where sender = 'agent' order by content`,
  );
  return result.rows;
}

describe('the reply writer', () => {
  it('writes a reply that arrives alone at once, and those arriving meanwhile together', async () => {
    const writer = createReplyWriter(db, capturedLogger().logger);
    const replies = Array.from({ length: 20 }, (_, i) =>
      reply(
        conversationIds[i % 4]!,
        `reply ${String(i).padStart(2, '0')}`,
        `2026-05-04T10:00:${String(i).padStart(2, '0')}.000Z`,
      ),
    );
    await Promise.all(replies.map((r) => writer.store(r)));

    const stored = await storedReplies();
    expect(stored.map((row) => row.content)).toEqual(replies.map((r) => r.content));
    const byTransaction = new Map<string, number>();
    for (const row of stored) byTransaction.set(row.tx, (byTransaction.get(row.tx) ?? 0) + 1);
    // The first went alone; the other 19 waited for it and went in one statement.
    expect([...byTransaction.values()].sort((a, b) => a - b)).toEqual([1, 19]);
  });

  it("moves each conversation's last message time to its latest reply in the batch", async () => {
    const writer = createReplyWriter(db, capturedLogger().logger);
    const [first, second] = conversationIds;
    await Promise.all([
      writer.store(reply(first!, 'a', '2026-05-04T10:00:00.000Z')),
      writer.store(reply(second!, 'b', '2026-05-04T10:00:05.000Z')),
      writer.store(reply(second!, 'c', '2026-05-04T10:00:09.000Z')),
      writer.store(reply(second!, 'd', '2026-05-04T10:00:07.000Z')),
    ]);
    const [row] = await db.select().from(conversations).where(eq(conversations.id, second!));
    expect(row!.lastMessageAt?.toISOString()).toBe('2026-05-04T10:00:09.000Z');
  });

  it('stores the good replies of a batch when one cannot be stored, and fails only that one', async () => {
    const log = capturedLogger();
    const writer = createReplyWriter(db, log.logger);
    const results = await Promise.allSettled([
      writer.store(reply(conversationIds[0]!, 'first', '2026-05-04T10:00:00.000Z')),
      writer.store(reply(conversationIds[1]!, 'kept 1', '2026-05-04T10:00:01.000Z')),
      writer.store(reply(randomUUID(), 'orphan', '2026-05-04T10:00:02.000Z')),
      writer.store(reply(conversationIds[2]!, 'kept 2', '2026-05-04T10:00:03.000Z')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await storedReplies()).map((row) => row.content)).toEqual(['first', 'kept 1', 'kept 2']);
    expect(log.lines().map((line) => line.msg)).toContain('reply batch failed; storing one by one');
  });

  it('reads only its own conversations, however many the table holds', async () => {
    await db.execute(sql`
      insert into conversations (workspace_id, agent_type, platform, status)
      select ${workspaceId}::uuid, 'shop', 'website', 'active' from generate_series(1, 400)`);
    const replies = [
      reply(conversationIds[0]!, 'a', '2026-05-04T10:00:00.000Z'),
      reply(conversationIds[1]!, 'b', '2026-05-04T10:00:01.000Z'),
      reply(conversationIds[1]!, 'c', '2026-05-04T10:00:02.000Z'),
    ];

    const { plans } = await withPlans((tx) => insertAgentReplies(tx, replies));

    const moved = plans.find((p) => p['Query Text'].includes('UPDATE conversations c'));
    expect(moved).toBeDefined();
    // Its two conversations, by their primary key (migration 0042).
    expect(rowsReadFrom('conversations', moved!.Plan)).toBe(2);
    const mostRead = Math.max(...plans.map((p) => rowsReadFrom('conversations', p.Plan)));
    expect(mostRead).toBeLessThanOrEqual(replies.length);
  });
});
