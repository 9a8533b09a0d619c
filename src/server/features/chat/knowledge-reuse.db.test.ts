import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { CHAT_LIMITS } from '../../../domain/chat';
import { knowledgeBase } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { searchKnowledge } from '../knowledge';
import { aiChatFunction } from './chat.functions';
import { type AcceptTurnResult, acceptTurn } from './chat.repository';
import { hashConversationToken } from './chat-token';
import { acceptChatTurn } from './chat-turn.service';
import { BUILTIN_KNOWLEDGE_HITS, createBuiltinEngine } from './engine/builtin-engine';

// A question asked before of a workspace's unchanged knowledge is not searched again
// (docs/decisions/052-chat-knowledge-reuse.md): the knowledge version, and what it spares.

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
let ip = 0;

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  ip += 1;
});

const t = buildTestApp({ db, functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });

async function firstTurn(): Promise<{ conversationId: string; conversationToken: string }> {
  const res = await t.request('/api/functions/ai-chat', {
    method: 'POST',
    json: { agentType: 'shop', messages: [{ role: 'user', content: 'Hello' }] },
    headers: { 'x-forwarded-for': `198.51.100.${ip}` },
  });
  expect(res.status).toBe(200);
  return res.json();
}

const accepted = (result: AcceptTurnResult) => {
  if (result.status !== 'accepted') throw new Error(`not accepted: ${result.status}`);
  return result;
};

describe("the turn's statement and the knowledge version", () => {
  /** One more visitor turn asking about opening hours, given the version whose result is held. */
  function ask(meta: { conversationId: string; conversationToken: string }, version: number | null) {
    const at = new Date();
    return acceptTurn(db, {
      at,
      workspaceKey: null,
      agentType: 'shop',
      conversationId: meta.conversationId,
      tokenHash: hashConversationToken(meta.conversationToken),
      ip: { key: `knowledge-reuse:${ip}`, windowStart: at, limit: 100 },
      conversation: { keyPrefix: 'knowledge-reuse:', keySuffix: ':w', windowStart: at, limit: 100 },
      server: null,
      maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
      content: 'What are your opening hours?',
      metadata: { agent_type: 'shop', timestamp: at.toISOString(), validated: true },
      profile: null,
      historyLimit: CHAT_LIMITS.historyWindow,
      knowledge: { query: 'opening | hours', limit: 3, version },
      armIfBefore: null,
      start: null,
    }).then(accepted);
  }

  it('skips the search while the version given is current; every change of the items renews it', async () => {
    const meta = await firstTurn();
    const searched = await ask(meta, null);
    expect(searched.knowledge?.length).toBeGreaterThan(0);
    const version = searched.knowledgeVersion;
    expect(version).not.toBeNull();

    // Nothing changed: the caller's own result stands, and the statement says which version it is.
    expect(await ask(meta, version)).toMatchObject({ knowledge: null, knowledgeVersion: version });
    // A version that is not the current one (say, an older one) is searched again.
    expect((await ask(meta, version! - 1)).knowledge).toEqual(searched.knowledge);

    const top = searched.knowledge![0]!;
    const versions = [version];
    const renewed = async () => {
      const turn = await ask(meta, versions.at(-1)!);
      expect(turn.knowledge).not.toBeNull();
      expect(versions).not.toContain(turn.knowledgeVersion);
      versions.push(turn.knowledgeVersion);
      return turn.knowledge!;
    };
    await db
      .update(knowledgeBase)
      .set({ content: `${top.content} Open on Sundays too.` })
      .where(eq(knowledgeBase.id, top.id));
    expect((await renewed()).find((hit) => hit.id === top.id)?.content).toMatch(/Open on Sundays too\.$/);

    await db.insert(knowledgeBase).values({
      workspaceId: DEMO_WORKSPACE.id,
      title: 'Opening hours on holidays',
      content: 'On public holidays our opening hours are 10 to 2.',
    });
    expect((await renewed()).map((hit) => hit.title)).toContain('Opening hours on holidays');

    await db.delete(knowledgeBase).where(eq(knowledgeBase.id, top.id));
    expect((await renewed()).map((hit) => hit.id)).not.toContain(top.id);

    await db.execute(sql`truncate knowledge_base cascade`);
    expect(await renewed()).toEqual([]);
  });

  it("renews only the changed workspace's version", async () => {
    const meta = await firstTurn();
    const { knowledgeVersion } = await ask(meta, null);
    const elsewhere = '00000000-0000-4000-8000-0000000000ff';
    await db.execute(sql`insert into knowledge_versions (workspace_id, version) values (${elsewhere}, 7)`);
    await db
      .update(knowledgeBase)
      .set({ title: 'Opening hours, every day' })
      .where(eq(knowledgeBase.workspaceId, DEMO_WORKSPACE.id));
    const kept = await db.execute<{ version: string }>(
      sql`select version from knowledge_versions where workspace_id = ${elsewhere}`,
    );
    expect(Number(kept.rows[0]!.version)).toBe(7);
    expect((await ask(meta, knowledgeVersion)).knowledgeVersion).not.toBe(knowledgeVersion);
  });
});

describe('a chat turn asking what was asked before', () => {
  it("gets what the search returns, also right after the workspace's knowledge changed", async () => {
    const engine = createBuiltinEngine();
    const text = 'What warranty do you give on vinyl and installation?';
    const turn = () =>
      acceptChatTurn(t.deps, {
        input: { agentType: 'shop', messages: [{ role: 'user', content: text }] },
        clientIp: '198.51.100.252',
        requestOrigin: undefined,
        engine,
      });
    const search = () =>
      searchKnowledge(db, { workspaceId: DEMO_WORKSPACE.id, text, limit: BUILTIN_KNOWLEDGE_HITS });
    const expected = { text, limit: BUILTIN_KNOWLEDGE_HITS, hits: await search() };
    expect(expected.hits.length).toBeGreaterThan(0);
    expect((await turn()).knowledge).toEqual(expected);
    expect((await turn()).knowledge).toEqual(expected);

    // The second turn was answered from what the first read: with the version left as it was, a
    // changed item is not seen (this is why every change must renew the version).
    const top = expected.hits[0]!;
    await db.execute(sql`alter table knowledge_base disable trigger knowledge_versions_on_update`);
    try {
      await db
        .update(knowledgeBase)
        .set({ title: 'Changed behind the version' })
        .where(eq(knowledgeBase.id, top.id));
      expect((await turn()).knowledge).toEqual(expected);
    } finally {
      await db.execute(sql`alter table knowledge_base enable trigger knowledge_versions_on_update`);
    }
    await db.update(knowledgeBase).set({ title: top.title }).where(eq(knowledgeBase.id, top.id));

    await db
      .update(knowledgeBase)
      .set({ content: `${top.content} Now ten years on every wrap.` })
      .where(eq(knowledgeBase.id, top.id));
    const changed = await search();
    expect(changed).not.toEqual(expected.hits);
    expect((await turn()).knowledge).toEqual({ ...expected, hits: changed });
    expect((await turn()).knowledge).toEqual({ ...expected, hits: changed });
  });
});
