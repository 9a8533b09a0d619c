import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { echoEngine } from '../../../../test/helpers/echo-engine';
import { type WidgetConversation, widgetChatKit } from '../../../../test/helpers/widget-chat';
import { CHAT_LIMIT_MESSAGES } from '../../../domain/chat';
import { INBOX_NOTICES } from '../../../domain/inbox';
import { conversations, customers } from '../../db/schema/index';
import { RATE_LIMITED_MESSAGE } from '../rate-limit';
import { aiChatFunction, CHAT_RESUME_RATE_LIMIT } from './index';

// POST /api/chat/resume: the widget's chat, opened again on a reload or another page of the site,
// shows the visitor's conversation and continues it. Only with the conversation's token, only on
// its own workspace's widget.

const { db, close } = getTestDb();
afterAll(close);

const t = buildTestApp({
  db,
  functions: [aiChatFunction],
  chatEngine: echoEngine,
  env: {
    TRUST_PROXY: '1',
    CHAT_TURNS_PER_MINUTE_PER_IP: '1000',
    CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000',
  },
});

let address = 0;
let ip = '';
let owner: TestAccount;
let key: string;
let visitor: WidgetConversation;

const { publicKeyOf, setUpAgent, chat, post } = widgetChatKit(t, db, () => ({ ip, key }));

function resume(body: Record<string, unknown>) {
  return post('/api/chat/resume', body);
}

const asked = () => ({
  workspaceKey: key,
  conversationId: visitor.conversationId,
  token: visitor.conversationToken,
});

beforeEach(async () => {
  await resetDatabase(db);
  ip = `198.51.100.${++address}`;
  owner = await signUpAccount(t, db, { email: 'owner@resume.test' });
  await setUpAgent(owner);
  key = await publicKeyOf(owner);
  const first = await chat('Do you wrap boats?', null);
  visitor = { conversationId: first.conversationId, conversationToken: first.conversationToken };
});

describe('taking up a widget conversation', () => {
  it("shows the visitor's conversation to the holder of its token, and the next message continues it", async () => {
    const res = await resume(asked());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'open',
      conversationId: visitor.conversationId,
      handedOff: false,
      awaitingApproval: false,
    });
    expect(body.messages.map((m: { author: string; content: string }) => [m.author, m.content])).toEqual([
      ['visitor', 'Do you wrap boats?'],
      ['agent', 'Agent answer to: Do you wrap boats?'],
    ]);

    const next = await chat('And cars?', visitor);
    expect(next.conversationId).toBe(visitor.conversationId);
    const rows = await db
      .select()
      .from(conversations)
      .where(eq(conversations.workspaceId, owner.workspaceId));
    expect(rows).toHaveLength(1);
    expect(
      await db.select().from(customers).where(eq(customers.workspaceId, owner.workspaceId)),
    ).toHaveLength(1);
    const again = await (await resume(asked())).json();
    expect(again.messages).toHaveLength(4);
  });

  it('requires the token: without one the request is refused before anything is read', async () => {
    const { token: _, ...withoutToken } = asked();
    const res = await resume(withoutToken);
    expect(res.status).toBe(400);
    const noId = await resume({ workspaceKey: key, token: visitor.conversationToken });
    expect(noId.status).toBe(400);
  });

  it('answers 404 for a wrong token, as for an unknown conversation', async () => {
    const wrong = await resume({ ...asked(), token: 'A'.repeat(22) });
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).error.message).toBe(CHAT_LIMIT_MESSAGES.conversationNotFound);
    const unknown = await resume({ ...asked(), conversationId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
  });

  it("refuses the token on another workspace's widget", async () => {
    const other = await signUpAccount(t, db, { email: 'other@resume.test' });
    await setUpAgent(other);
    const res = await resume({ ...asked(), workspaceKey: await publicKeyOf(other) });
    expect(res.status).toBe(404);
    // The other workspace's own conversation is not readable with this visitor's token either.
    const ownKey = key;
    key = await publicKeyOf(other);
    const theirs = await chat('Hello from another site', null);
    const crossed = await resume({
      workspaceKey: key,
      conversationId: theirs.conversationId,
      token: visitor.conversationToken,
    });
    expect(crossed.status).toBe(404);
    key = ownKey;
  });

  it("shows a team member's reply and that a person has the conversation", async () => {
    const replied = await t.request(
      `/api/workspaces/${owner.workspaceId}/conversations/${visitor.conversationId}/replies`,
      { method: 'POST', jar: owner.jar, json: { content: 'Hi, Sam here. Yes, we wrap boats.' } },
    );
    expect(replied.status).toBe(201);
    const body = await (await resume(asked())).json();
    expect(body.handedOff).toBe(true);
    expect(
      body.messages.slice(2).map((m: { author: string; content: string }) => [m.author, m.content]),
    ).toEqual([
      ['notice', INBOX_NOTICES.personJoined],
      ['person', 'Hi, Sam here. Yes, we wrap boats.'],
    ]);
  });

  it('says that an answer waits for approval (safe mode), without showing the held draft', async () => {
    const safe = await t.request(`/api/workspaces/${owner.workspaceId}/agents`, {
      method: 'PUT',
      jar: owner.jar,
      json: {
        agents: [{ agentType: 'shop', agentName: 'Ace Shop', operationMode: 'safe', requireApproval: true }],
        tone: 'professional',
      },
    });
    expect(safe.status).toBe(200);
    const held = await chat('Is there a discount on boat wraps?', visitor);
    expect(held.requiresApproval).toBe(true);
    const body = await (await resume(asked())).json();
    expect(body.awaitingApproval).toBe(true);
    // The visitor's question is there; the draft waiting for a team member is not.
    expect(body.messages.map((m: { content: string }) => m.content)).toEqual([
      'Do you wrap boats?',
      'Agent answer to: Do you wrap boats?',
      'Is there a discount on boat wraps?',
    ]);
  });

  it('answers `ended` once the team closed the conversation, so the chat starts afresh', async () => {
    const closed = await t.request(
      `/api/workspaces/${owner.workspaceId}/conversations/${visitor.conversationId}/close`,
      { method: 'POST', jar: owner.jar },
    );
    expect(closed.status).toBe(200);
    const res = await resume(asked());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ended' });
  });

  it('counts requests per client address: 429 with Retry-After past the limit', async () => {
    for (let i = 0; i < CHAT_RESUME_RATE_LIMIT.limit; i++) {
      const res = await resume({ ...asked(), token: 'B'.repeat(22) });
      expect(res.status, `request ${i + 1}`).toBe(404);
    }
    const refused = await resume(asked());
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address is not refused.
    ip = `203.0.113.${address}`;
    expect((await resume(asked())).status).toBe(200);
  });
});
