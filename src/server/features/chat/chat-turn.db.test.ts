import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import {
  AWAITING_APPROVAL_TEXT,
  CHAT_LIMIT_MESSAGES,
  CHAT_LIMITS,
  HANDED_OFF_TEXT,
} from '../../../domain/chat';
import { MESSAGE_CONTENT_REQUIRED } from '../../../domain/sanitize';
import {
  agents,
  analytics,
  answerApprovals,
  authUsers,
  conversations,
  customers,
  emailOutbox,
  messages,
  workspaceMembers,
} from '../../db/schema/index';
import { DEMO_AGENT_IDS, DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { aiChatFunction } from './chat.functions';
import type { ChatEngine, ChatTools, ChatTurnContext, EngineReply } from './engine/chat-engine';
import { PRICE_WITHHELD_TEXT } from './reply-guard';

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');

/**
 * Stands in for the engine (built-in or LLM, tested on their own): this file is about the
 * conversation flow around any engine. It answers from a script keyed by the visitor's words.
 */
class ScriptedEngine implements ChatEngine {
  readonly name = 'builtin' as const;
  seen: ChatTurnContext[] = [];
  async reply(context: ChatTurnContext, tools: ChatTools, options?: { onDelta?: (t: string) => void }) {
    this.seen.push(context);
    const last = context.history.at(-1)?.content ?? '';
    const reply: EngineReply = {
      text: `Answer to: ${last}`,
      engine: 'builtin',
      quotedAmounts: [],
      handoff: false,
      sources: [],
    };
    if (last.includes('person')) {
      await tools.handOff('The visitor asked for a person');
      reply.text = 'I am bringing in a team member.';
      reply.handoff = true;
    }
    if (last.includes('guess a price')) reply.text = 'That will be about $999.';
    for (const piece of reply.text.split(/(?<= )/)) options?.onDelta?.(piece);
    return reply;
  }
}

const engine = new ScriptedEngine();
let ip = 0;
function app(env: Record<string, string> = {}, clock?: () => Date) {
  return buildTestApp({
    db,
    functions: [aiChatFunction],
    env: { TRUST_PROXY: '1', ...env },
    chatEngine: engine,
    clock,
  });
}
let t = app();
let address = '';

async function chat(
  body: Record<string, unknown>,
  init: { accept?: string; app?: ReturnType<typeof app> } = {},
) {
  return (init.app ?? t).request('/api/functions/ai-chat', {
    method: 'POST',
    json: { agentType: 'shop', ...body },
    headers: { 'x-forwarded-for': address, ...(init.accept ? { accept: init.accept } : {}) },
  });
}

const say = (content: string) => ({ messages: [{ role: 'user', content }] });

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  engine.seen = [];
  ip += 1;
  address = `203.0.113.${ip}`;
  t = app();
});

describe('the first message', () => {
  it('creates the conversation, the visitor customer and both messages', async () => {
    const res = await chat(say('Do you wrap vans?'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      message: 'Answer to: Do you wrap vans?',
      requiresApproval: false,
      handedOff: false,
    });
    expect(body.conversationToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, body.conversationId));
    expect(conversation).toMatchObject({
      workspaceId: DEMO_WORKSPACE.id,
      platform: 'website',
      status: 'active',
      customerId: body.customerId,
      agentId: DEMO_AGENT_IDS.shop,
      userTurns: 1,
    });
    const [customer] = await db.select().from(customers).where(eq(customers.id, body.customerId));
    expect(customer).toMatchObject({ name: 'Website Visitor', source: 'website', email: null });

    const stored = await db.select().from(messages).where(eq(messages.conversationId, body.conversationId));
    expect(stored.map((m) => [m.sender, m.content])).toEqual(
      expect.arrayContaining([
        ['user', 'Do you wrap vans?'],
        ['agent', 'Answer to: Do you wrap vans?'],
      ]),
    );
    const user = stored.find((m) => m.sender === 'user')!;
    expect(user.metadata).toMatchObject({ agent_type: 'shop', validated: true });
    expect(Number.isNaN(Date.parse(String(user.metadata.timestamp)))).toBe(false);
    expect(conversation!.lastMessageAt.getTime()).toBeGreaterThanOrEqual(user.createdAt.getTime());
  });

  it('scores the new lead, stores the routing decision and records both events', async () => {
    const body = await (await chat(say('We need this wrapped ASAP, deadline is Friday'))).json();
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, body.conversationId));
    expect(conversation!.routing).toMatchObject({ action: 'urgent_response', priority: 2 });
    const events = await db.select().from(analytics).where(eq(analytics.entityId, body.conversationId));
    expect(events.map((e) => e.eventType).sort()).toEqual(['conversation_started', 'lead_routing_decision']);
    expect(events.find((e) => e.eventType === 'lead_routing_decision')!.data).toMatchObject({
      action: 'urgent_response',
      priority: 2,
    });
  });

  it("tags messages 'general' when no agent type is given", async () => {
    const body = await (await chat({ ...say('hello'), agentType: undefined })).json();
    const stored = await db.select().from(messages).where(eq(messages.conversationId, body.conversationId));
    expect(stored.every((m) => m.metadata.agent_type === 'general')).toBe(true);
  });

  it('makes one conversation of two concurrent first messages with the same token', async () => {
    const token = 'concurrent-token-0123456789';
    const [a, b] = await Promise.all([
      chat({ ...say('first'), conversationToken: token }),
      chat({ ...say('second'), conversationToken: token }),
    ]);
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(bodyA.conversationId).toBe(bodyB.conversationId);
    const rows = await db.select().from(conversations);
    expect(rows).toHaveLength(1);
    expect(await db.select().from(customers)).toHaveLength(1);
    const userMessages = await db.select().from(messages).where(eq(messages.sender, 'user'));
    expect(userMessages.map((m) => m.content).sort()).toEqual(['first', 'second']);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['only angle brackets', '<<>>', MESSAGE_CONTENT_REQUIRED],
    ['blank', '   ', MESSAGE_CONTENT_REQUIRED],
    ['far too long', 'x'.repeat(CHAT_LIMITS.maxMessageChars + 1), CHAT_LIMIT_MESSAGES.messageTooLong],
  ])('refuses a message that is %s with 400', async (_name, content, message) => {
    const before = await countRows(db);
    const res = await chat(say(content));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    expect(await countRows(db)).toEqual(before);
  });

  it('sanitises the stored text: brackets removed, cut to 1000 characters', async () => {
    const body = await (await chat(say(`<b>${'y'.repeat(1200)}</b>`))).json();
    const [user] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, body.conversationId), eq(messages.sender, 'user')));
    expect(user!.content).not.toMatch(/[<>]/);
    expect(user!.content).toHaveLength(1000);
  });

  it('refuses unknown keys and an unknown agent type', async () => {
    expect((await chat({ ...say('hi'), admin: true })).status).toBe(400);
    expect((await chat({ ...say('hi'), agentType: 'robot' })).status).toBe(400);
  });
});

describe('continuing a conversation', () => {
  it('continues with the id and token, reading the stored history', async () => {
    const first = await (await chat(say('first question'))).json();
    const res = await chat({
      messages: [
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'an answer the server never gave' },
        { role: 'user', content: 'second question' },
      ],
      conversationId: first.conversationId,
      conversationToken: first.conversationToken,
    });
    const second = await res.json();
    expect(second.conversationId).toBe(first.conversationId);
    expect(engine.seen.at(-1)!.history.map((m) => m.content)).toEqual([
      'first question',
      'Answer to: first question',
      'second question',
    ]);
  });

  it('answers 404 for a conversation id without its token, or with another token', async () => {
    const first = await (await chat(say('hello'))).json();
    const before = await countRows(db);
    for (const extra of [{}, { conversationToken: 'someone-elses-token-0123456' }]) {
      const res = await chat({ ...say('let me in'), conversationId: first.conversationId, ...extra });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(CHAT_LIMIT_MESSAGES.conversationNotFound);
    }
    expect(await countRows(db)).toEqual(before);
  });
});

describe('contact details and the behaviour profile', () => {
  it('fills in the customer from the message', async () => {
    const body = await (
      await chat(say('Hi, my name is Ann Lee and I work at Lee Plumbing. Reach me at Ann.Lee@Example.com'))
    ).json();
    const [customer] = await db.select().from(customers).where(eq(customers.id, body.customerId));
    expect(customer).toMatchObject({
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      company: 'Lee Plumbing',
    });
  });

  it('keeps the conversation on its own customer when another customer has the e-mail, and shows the engine none of theirs', async () => {
    const [existing] = await db
      .insert(customers)
      .values({
        workspaceId: DEMO_WORKSPACE.id,
        name: 'Ann Lee',
        email: 'ann@example.com',
        company: 'Lee Co',
      })
      .returning();
    const first = await (await chat(say('hello'))).json();
    const second = await (
      await chat({
        ...say('it is ann@example.com'),
        conversationId: first.conversationId,
        conversationToken: first.conversationToken,
      })
    ).json();
    expect(second.customerId).toBe(first.customerId);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(conversation!.customerId).toBe(first.customerId);
    expect(engine.seen.at(-1)!.customer).toEqual({
      id: first.customerId,
      name: 'Website Visitor',
      email: 'ann@example.com',
      phone: null,
      company: null,
    });
    const [visitor] = await db.select().from(customers).where(eq(customers.id, first.customerId));
    expect(visitor).toMatchObject({ email: null, unverifiedEmail: 'ann@example.com' });
    expect((await db.select().from(customers).where(eq(customers.id, existing!.id)))[0]).toEqual(existing);
  });

  it("scores the browser's behaviour profile into the customer's enhanced profile", async () => {
    const behavior = {
      chat_messages: 12,
      quote_requests: 1,
      return_visits: 3,
      time_on_site: 400,
      referral_source: 'organic',
      email_opens: 0,
      phone_inquiries: 0,
    };
    const body = await (await chat({ ...say('hello'), behavior })).json();
    const [customer] = await db.select().from(customers).where(eq(customers.id, body.customerId));
    expect(customer!.metadata).toMatchObject({
      engagement_score: 100,
      lead_temperature: 'hot',
      conversion_likelihood: 0.95,
      preferred_communication: 'chat',
    });
  });
});

describe('safe mode, handoff and the price guard', () => {
  it('holds the answer for approval when the agent is in safe mode with approval required', async () => {
    await db
      .update(agents)
      .set({ operationMode: 'safe', requireApproval: true })
      .where(eq(agents.id, DEMO_AGENT_IDS.shop));
    const body = await (await chat(say('Can you do chrome wraps?'))).json();
    expect(body).toMatchObject({ requiresApproval: true, message: AWAITING_APPROVAL_TEXT });
    const [approval] = await db.select().from(answerApprovals);
    expect(approval).toMatchObject({
      status: 'pending',
      draftContent: 'Answer to: Can you do chrome wraps?',
      conversationId: body.conversationId,
    });
    const agentMessages = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(agentMessages).toHaveLength(0);
  });

  it('in safe mode, answers small talk at once and holds only what states facts or prices', async () => {
    await db
      .update(agents)
      .set({ operationMode: 'safe', requireApproval: true })
      .where(eq(agents.id, DEMO_AGENT_IDS.shop));
    const hello = await (await chat(say('good evening'))).json();
    expect(hello.requiresApproval).toBe(false);
    expect(hello.message).not.toBe(AWAITING_APPROVAL_TEXT);
    expect(await db.select().from(answerApprovals)).toHaveLength(0);
    const question = await (await chat(say('Do you wrap boats?'))).json();
    expect(question).toMatchObject({ requiresApproval: true, message: AWAITING_APPROVAL_TEXT });
  });

  it('sends in safe mode when approval is not required', async () => {
    await db
      .update(agents)
      .set({ operationMode: 'safe', requireApproval: false })
      .where(eq(agents.id, DEMO_AGENT_IDS.shop));
    const body = await (await chat(say('hello'))).json();
    expect(body.requiresApproval).toBe(false);
    expect(await db.select().from(answerApprovals)).toHaveLength(0);
  });

  it('hands over to a person once, e-mails the workspace, and stops answering', async () => {
    // The demo workspace has no members: its brand's configured support address hears of it.
    const configured = app({
      BRAND_SETTINGS: JSON.stringify({ weprintwraps: { supportEmail: 'help@wpw.test' } }),
    });
    const first = await (await chat(say('I want to talk to a person'), { app: configured })).json();
    expect(first).toMatchObject({ handedOff: true, message: 'I am bringing in a team member.' });
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(conversation!.handoffAt).not.toBeNull();
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'chat_handoff'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('help@wpw.test');
    expect(mails[0]!.textBody).toContain('I want to talk to a person');

    const next = await (
      await chat(
        {
          ...say('hello? a person please'),
          conversationId: first.conversationId,
          conversationToken: first.conversationToken,
        },
        { app: configured },
      )
    ).json();
    expect(next).toMatchObject({ handedOff: true, message: HANDED_OFF_TEXT, engine: 'none' });
    expect(engine.seen).toHaveLength(1);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'chat_handoff'))).toHaveLength(1);
    const stored = await db.select().from(messages).where(eq(messages.conversationId, first.conversationId));
    expect(stored.filter((m) => m.sender === 'user')).toHaveLength(2);
    expect(stored.filter((m) => m.sender === 'agent')).toHaveLength(1);
  });

  it("e-mails the workspace's members, not the brand's support address, when it has any", async () => {
    await db.insert(authUsers).values({ id: 'staff-1', name: 'Staff', email: 'staff@wraps.test' });
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: DEMO_WORKSPACE.id, userId: 'staff-1', role: 'owner' });
    const configured = app({
      BRAND_SETTINGS: JSON.stringify({ weprintwraps: { supportEmail: 'help@wpw.test' } }),
    });
    const body = await (await chat(say('I want to talk to a person'), { app: configured })).json();
    expect(body).toMatchObject({ handedOff: true });
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'chat_handoff'));
    expect(mails.map((mail) => mail.toAddress)).toEqual(['staff@wraps.test']);
  });

  it('hands over without an e-mail to a made-up address when nobody is there to hear of it', async () => {
    const body = await (await chat(say('I want to talk to a person'))).json();
    expect(body).toMatchObject({ handedOff: true });
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, body.conversationId));
    expect(conversation!.handoffAt).not.toBeNull();
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'chat_handoff'))).toHaveLength(0);
  });

  it('never sends a price the quote engine did not produce', async () => {
    const body = await (await chat(say('just guess a price'))).json();
    expect(body.message).toBe(PRICE_WITHHELD_TEXT);
    const [agentMessage] = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(agentMessage!.content).toBe(PRICE_WITHHELD_TEXT);
    expect(agentMessage!.content).not.toContain('999');
  });
});

describe('abuse bounds', () => {
  it('limits turns per conversation per minute with 429', async () => {
    t = app({ CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '2' }, frozenClock());
    const first = await (await chat(say('one'))).json();
    const next = () =>
      chat({
        ...say('again'),
        conversationId: first.conversationId,
        conversationToken: first.conversationToken,
      });
    expect((await next()).status).toBe(200);
    const refused = await next();
    expect(refused.status).toBe(429);
  });

  it('limits turns per client address per minute with 429', async () => {
    t = app({ CHAT_TURNS_PER_MINUTE_PER_IP: '2' }, frozenClock());
    expect((await chat(say('a'))).status).toBe(200);
    expect((await chat(say('b'))).status).toBe(200);
    const refused = await chat(say('c'));
    expect(refused.status).toBe(429);
    expect(await db.select().from(conversations)).toHaveLength(2);
  });

  it('caps the turns of one conversation', async () => {
    const first = await (await chat(say('one'))).json();
    await db
      .update(conversations)
      .set({ userTurns: CHAT_LIMITS.maxTurnsPerConversation })
      .where(eq(conversations.id, first.conversationId));
    const res = await chat({
      ...say('more'),
      conversationId: first.conversationId,
      conversationToken: first.conversationToken,
    });
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toBe(CHAT_LIMIT_MESSAGES.tooManyTurns);
  });
});

describe('streaming', () => {
  it('streams start, the reply in pieces, and done', async () => {
    const res = await chat(say('stream this please'), { accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = [...(await res.text()).matchAll(/event: (\w+)\ndata: (.*)\n/g)].map(([, name, data]) => ({
      name,
      data: JSON.parse(data!),
    }));
    expect(events[0]!.name).toBe('start');
    const deltas = events.filter((e) => e.name === 'delta').map((e) => e.data.text);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Answer to: stream this please');
    const done = events.at(-1)!;
    expect(done.name).toBe('done');
    expect(done.data).toMatchObject({
      message: 'Answer to: stream this please',
      conversationId: events[0]!.data.conversationId,
    });
  });

  it('refuses a bad streaming request with its status, before any stream', async () => {
    const res = await chat(say('   '), { accept: 'text/event-stream' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(MESSAGE_CONTENT_REQUIRED);
  });
});
