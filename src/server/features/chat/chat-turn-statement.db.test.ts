import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import {
  type AutomationApp,
  clearAutomationJobs,
  startAutomationApp,
  waitingJobs,
} from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { CHAT_LIMIT_MESSAGES, CHAT_LIMITS } from '../../../domain/chat';
import { conversations, customers, messages, rateLimits } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { abandonedChatJob } from '../automations';
import { searchKnowledge } from '../knowledge';
import { aiChatFunction } from './chat.functions';
import { acceptTurn } from './chat.repository';
import { hashConversationToken } from './chat-token';
import { acceptChatTurn, answerChatTurn } from './chat-turn.service';
import { BUILTIN_KNOWLEDGE_HITS, createBuiltinEngine } from './engine/builtin-engine';

// The chat turn as one statement (SQL function chat_accept_turn, migration 0003): what it must do
// besides what chat-turn.db.test.ts checks through the HTTP flow.

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

type Meta = { conversationId?: string; conversationToken?: string };

function turnOf(t: { request: ReturnType<typeof buildTestApp>['request'] }) {
  const address = `198.51.100.${ip}`;
  return (content: string, meta: Meta = {}, behavior?: Record<string, unknown>) =>
    t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: {
        agentType: 'shop',
        messages: [{ role: 'user', content }],
        ...meta,
        ...(behavior ? { behavior } : {}),
      },
      headers: { 'x-forwarded-for': address },
    });
}

describe('the abandoned-chat check, armed by the turns themselves', () => {
  let t: AutomationApp;
  beforeEach(async () => {
    t = await startAutomationApp(db, { functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });
    return () => t.stop();
  });

  it('waits for a known e-mail: armed by the turn that gives one, not by a quick next turn, again after a long silence', async () => {
    const turn = turnOf(t);
    const first = await (await turn('Hello')).json();
    const meta = { conversationId: first.conversationId, conversationToken: first.conversationToken };
    const silence = () =>
      db
        .update(conversations)
        .set({ lastMessageAt: sql`now() - interval '31 minutes'` })
        .where(eq(conversations.id, first.conversationId));
    const armed = async () => (await waitingJobs(db, abandonedChatJob.name)).map((job) => job.singletonKey);

    // No e-mail known: the check could only end with no_email, so nothing is armed, even after a silence.
    expect(await armed()).toEqual([]);
    await silence();
    expect((await turn('Are you still there?', meta)).status).toBe(200);
    expect(await armed()).toEqual([]);

    expect((await turn(`You can reach me at visitor-${randomUUID()}@example.com`, meta)).status).toBe(200);
    expect(await armed()).toEqual([first.conversationId]);

    await clearAutomationJobs(db);
    expect((await turn('What are your opening hours?', meta)).status).toBe(200);
    expect(await armed()).toEqual([]);

    // 31 minutes of silence: the check that was waiting has fired; this turn arms a new one.
    await silence();
    expect((await turn('Anyone there?', meta)).status).toBe(200);
    const waiting = await waitingJobs(db, abandonedChatJob.name);
    expect(waiting.map((job) => job.singletonKey)).toEqual([first.conversationId]);
    expect(waiting[0]!.inSeconds).toBeGreaterThan(1800 - 60);

    const stored = await db.select().from(messages).where(eq(messages.conversationId, first.conversationId));
    expect(stored.filter((m) => m.sender === 'user')).toHaveLength(5);
    expect(stored.filter((m) => m.sender === 'agent')).toHaveLength(5);
  });
});

describe('one conversation, one statement at a time', () => {
  const t = buildTestApp({ db, functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });

  it('takes exactly one of two simultaneous turns that reach the turn cap', async () => {
    const turn = turnOf(t);
    const first = await (await turn('Hello')).json();
    const meta = { conversationId: first.conversationId, conversationToken: first.conversationToken };
    await db
      .update(conversations)
      .set({ userTurns: CHAT_LIMITS.maxTurnsPerConversation - 1 })
      .where(eq(conversations.id, first.conversationId));

    const answers = await Promise.all([turn('one more', meta), turn('and another', meta)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 429]);
    const refused = answers.find((res) => res.status === 429)!;
    expect((await refused.json()).error.message).toBe(CHAT_LIMIT_MESSAGES.tooManyTurns);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(conversation!.userTurns).toBe(CHAT_LIMITS.maxTurnsPerConversation);
    const visitorMessages = await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, first.conversationId), eq(messages.sender, 'user')));
    expect(visitorMessages).toHaveLength(2);
  });

  it('counts a refused turn against the address limit, as every hit counts', async () => {
    const limited = buildTestApp({
      db,
      functions: [aiChatFunction],
      env: { TRUST_PROXY: '1', CHAT_TURNS_PER_MINUTE_PER_IP: '1' },
      clock: frozenClock(),
    });
    const turn = turnOf(limited);
    expect((await turn('a')).status).toBe(200);
    expect((await turn('b')).status).toBe(429);
    expect((await turn('c')).status).toBe(429);
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} like ${`chat.ip:ip:198.51.100.${ip}:%`}`);
    expect(row!.count).toBe(3);
    expect(await db.select().from(conversations)).toHaveLength(1);
  });

  it('gives the engine the newest messages of a long conversation, oldest first', async () => {
    const turn = turnOf(t);
    const first = await (await turn('message 0')).json();
    const meta = { conversationId: first.conversationId, conversationToken: first.conversationToken };
    // Many messages at one moment: their order is by id, as the history's.
    const at = new Date('2026-05-04T09:00:00.000Z');
    await db.insert(messages).values(
      Array.from({ length: 30 }, (_, i) => ({
        workspaceId: DEMO_WORKSPACE.id,
        conversationId: first.conversationId,
        sender: 'user' as const,
        content: `old ${i}`,
        createdAt: at,
      })),
    );
    const engine = createBuiltinEngine();
    const accepted = await acceptChatTurn(t.deps, {
      input: { agentType: 'shop', messages: [{ role: 'user', content: 'the newest' }], ...meta },
      clientIp: '198.51.100.250',
      requestOrigin: undefined,
      engine,
    });
    const expected = await db.execute<{ content: string }>(sql`
      select content from (
        select content, created_at, id from messages where conversation_id = ${first.conversationId}
        order by created_at desc, id desc limit ${CHAT_LIMITS.historyWindow}) newest
      order by created_at, id`);
    expect(accepted.history.map((m) => m.content)).toEqual(expected.rows.map((row) => row.content));
    expect(accepted.history).toHaveLength(CHAT_LIMITS.historyWindow);
    expect(accepted.history.at(-1)!.content).toBe('the newest');
  });
});

describe('what the turn reads for the built-in engine', () => {
  const t = buildTestApp({ db, functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });

  it("reads the same knowledge as the engine's own search, and the reply is stored", async () => {
    const engine = createBuiltinEngine();
    const text = 'What warranty do you give on vinyl and installation?';
    const options = {
      input: { agentType: 'shop' as const, messages: [{ role: 'user' as const, content: text }] },
      clientIp: '198.51.100.251',
      requestOrigin: undefined,
      engine,
    };
    const accepted = await acceptChatTurn(t.deps, options);
    // As many items as the engine asks for, or the engine searches a second time.
    const limit = BUILTIN_KNOWLEDGE_HITS;
    const searched = await searchKnowledge(db, { workspaceId: DEMO_WORKSPACE.id, text, limit });
    expect(searched.length).toBeGreaterThan(0);
    expect(accepted.knowledge).toEqual({ text, limit, hits: searched });

    const answer = await answerChatTurn(t.deps, accepted, options);
    const [reply] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, answer.conversationId), eq(messages.sender, 'agent')));
    expect(reply!.content).toBe(answer.message);
    expect(reply!.metadata.sources).toEqual(expect.arrayContaining([searched[0]!.id]));
  });

  it("applies contact details and scores the behaviour profile into the conversation's own customer, never another's", async () => {
    const [existing] = await db
      .insert(customers)
      .values({ workspaceId: DEMO_WORKSPACE.id, name: 'Ann Lee', email: 'ann@example.com' })
      .returning();
    const turn = turnOf(t);
    const first = await (await turn('hello')).json();
    const behavior = {
      chat_messages: 12,
      quote_requests: 1,
      return_visits: 3,
      time_on_site: 400,
      referral_source: 'organic',
      email_opens: 0,
      phone_inquiries: 0,
    };
    const second = await (
      await turn(
        'it is ann@example.com',
        { conversationId: first.conversationId, conversationToken: first.conversationToken },
        behavior,
      )
    ).json();
    expect(second.customerId).toBe(first.customerId);
    const [visitor] = await db.select().from(customers).where(eq(customers.id, first.customerId));
    expect(visitor).toMatchObject({
      unverifiedEmail: 'ann@example.com',
      metadata: { engagement_score: 100, lead_temperature: 'hot' },
    });
    expect((await db.select().from(customers).where(eq(customers.id, existing!.id)))[0]).toEqual(existing);
  });
});

describe('how a stored visitor message commits', () => {
  const t = buildTestApp({ db, functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });

  /** Stores one more visitor message as acceptChatTurn does, and reads the commit mode it set. */
  async function commitModeOfTurn(meta: { conversationId: string; conversationToken: string }) {
    const at = new Date();
    return db.transaction(async (tx) => {
      const stored = await acceptTurn(tx, {
        at,
        workspaceKey: null,
        agentType: 'shop',
        conversationId: meta.conversationId,
        tokenHash: hashConversationToken(meta.conversationToken),
        ip: { key: `commit-test:${ip}`, windowStart: at, limit: 100 },
        conversation: { keyPrefix: 'commit-test:', keySuffix: ':w', windowStart: at, limit: 100 },
        server: null,
        maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
        content: 'one more question',
        metadata: { agent_type: 'shop', timestamp: at.toISOString(), validated: true },
        profile: null,
        historyLimit: CHAT_LIMITS.historyWindow,
        knowledge: null,
        armIfBefore: null,
        start: null,
      });
      expect(stored.status).toBe('accepted');
      const mode = await tx.execute<{ mode: string }>(
        sql`select current_setting('synchronous_commit') as mode`,
      );
      return mode.rows[0]!.mode;
    });
  }

  it('does not wait for the disk when a reply will follow, and does when a person has taken over', async () => {
    const first = await (await turnOf(t)('Hello')).json();
    const meta = { conversationId: first.conversationId, conversationToken: first.conversationToken };
    // The reply's synchronous commit flushes the WAL this turn wrote before it.
    expect(await commitModeOfTurn(meta)).toBe('off');

    await db
      .update(conversations)
      .set({ handoffAt: new Date() })
      .where(eq(conversations.id, meta.conversationId));
    // No reply follows a message to a person: its own commit must reach the disk.
    expect(await commitModeOfTurn(meta)).toBe('on');
  });
});
