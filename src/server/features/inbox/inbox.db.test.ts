import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { echoEngine } from '../../../../test/helpers/echo-engine';
import { eventReader } from '../../../../test/helpers/sse';
import { HANDED_OFF_TEXT } from '../../../domain/chat';
import { INBOX_MESSAGES } from '../../../domain/contracts/inbox.contract';
import { INBOX_NOTICES } from '../../../domain/inbox';
import { conversations, messages, workspaces } from '../../db/schema/index';
import { createLogger } from '../../lib/logger';
import { createRealtime } from '../../realtime/realtime';
import { aiChatFunction } from '../chat';

const { db, pool, close } = getTestDb();
const realtime = createRealtime({ pool, logger: createLogger('silent') });

const t = buildTestApp({
  db,
  functions: [aiChatFunction],
  chatEngine: echoEngine,
  realtime,
  env: {
    CHAT_TURNS_PER_MINUTE_PER_IP: '1000',
    CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000',
    INBOX_REPLY_EMAIL_SECONDS: '420',
  },
});

// A second app process on the same database: its own pool and its own LISTEN connection.
const secondDb = getTestDb();
const secondRealtime = createRealtime({ pool: secondDb.pool, logger: createLogger('silent') });
const secondApp = buildTestApp({
  db: secondDb.db,
  functions: [aiChatFunction],
  chatEngine: echoEngine,
  realtime: secondRealtime,
});

afterAll(async () => {
  await realtime.close();
  await secondRealtime.close();
  await close();
  await secondDb.close();
});

let owner: TestAccount;
let other: TestAccount;
let visitor: { conversationId: string; conversationToken: string };

async function chat(content: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
  const res = await t.request('/api/functions/ai-chat', {
    method: 'POST',
    json: {
      agentType: 'shop',
      workspaceKey: workspace!.publicKey,
      messages: [{ role: 'user', content }],
      conversationId: visitor?.conversationId ?? null,
      conversationToken: visitor?.conversationToken ?? null,
    },
  });
  expect(res.status).toBe(200);
  return res.json();
}

beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@inbox.test' });
  other = await signUpAccount(t, db, { email: 'other@inbox.test' });
  const setUp = await t.request(`/api/workspaces/${owner.workspaceId}/agents`, {
    method: 'PUT',
    jar: owner.jar,
    json: { agents: [{ agentType: 'shop', agentName: 'Ace Shop' }], tone: 'professional' },
  });
  expect(setUp.status).toBe(200);
  visitor = undefined as unknown as typeof visitor;
  const first = await chat('Do you wrap boats?');
  visitor = { conversationId: first.conversationId, conversationToken: first.conversationToken };
});

const url = (suffix = '', workspaceId = owner.workspaceId, conversationId = visitor.conversationId) =>
  `/api/workspaces/${workspaceId}/conversations/${conversationId}${suffix}`;
const post = (suffix: string, jar: Map<string, string>, json?: unknown, workspaceId?: string) =>
  t.request(url(suffix, workspaceId), { method: 'POST', jar, json });

function visitorStream() {
  return t.request(
    `/api/chat/events?conversationId=${visitor.conversationId}&token=${visitor.conversationToken}`,
  );
}

describe('the inbox thread', () => {
  it('shows the transcript with who wrote each line', async () => {
    const res = await t.request(url(), { jar: owner.jar });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: visitor.conversationId,
      status: 'active',
      heldBy: null,
      handoffAt: null,
      // The configured wait before a reply is e-mailed, for the reply box to say (not a constant).
      replyEmailAfterSeconds: 420,
    });
    expect(body.messages.map((m: { author: string; content: string }) => [m.author, m.content])).toEqual([
      ['visitor', 'Do you wrap boats?'],
      ['agent', 'Agent answer to: Do you wrap boats?'],
    ]);
  });

  it('take over: the agent goes quiet and the open chat hears a person has joined, then the reply', async () => {
    const stream = eventReader(await visitorStream());
    await stream.until('ready');

    const taken = await post('/takeover', owner.jar);
    expect(taken.status).toBe(200);
    expect((await taken.json()).heldBy).toMatchObject({ id: owner.userId });
    const joined = await stream.until('message', (d) => d.includes(INBOX_NOTICES.personJoined));
    expect(JSON.parse(joined.at(-1)!.data)).toMatchObject({
      content: INBOX_NOTICES.personJoined,
      author: 'notice',
      notice: 'personJoined',
    });

    const quiet = await chat('Hello? Anyone there?');
    expect(quiet).toMatchObject({ handedOff: true, engine: 'none', message: HANDED_OFF_TEXT });

    const reply = await post('/replies', owner.jar, { content: 'Hi, Sam here. Yes, we wrap boats.' });
    expect(reply.status).toBe(201);
    const heard = await stream.until('message', (d) => d.includes('Sam here'));
    expect(JSON.parse(heard.at(-1)!.data)).toMatchObject({
      content: 'Hi, Sam here. Yes, we wrap boats.',
      author: 'person',
      // The account was never given a name: its default ("owner", the address's local part) is not
      // shown to the customer, whose chat then says "a team member".
      authorName: null,
    });

    // Once the team member has given their name, their replies are signed with it.
    const renamed = await t.request('/api/auth/update-user', {
      method: 'POST',
      jar: owner.jar,
      json: { name: 'Sam Rivera' },
    });
    expect(renamed.status).toBe(200);
    await post('/replies', owner.jar, { content: 'Send me a photo of the boat?' });
    const signed = await stream.until('message', (d) => d.includes('photo of the boat'));
    expect(JSON.parse(signed.at(-1)!.data)).toMatchObject({ author: 'person', authorName: 'Sam Rivera' });
    await stream.stop();

    const thread = await (await t.request(url(), { jar: owner.jar })).json();
    expect(thread.messages.map((m: { author: string }) => m.author)).toEqual([
      'visitor',
      'agent',
      'notice',
      'visitor',
      'person',
      'person',
    ]);
    // The agent wrote nothing while the person held the conversation.
    const agentLines = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, visitor.conversationId));
    expect(agentLines.filter((m) => m.content.startsWith('Agent answer'))).toHaveLength(1);
  });

  it('hand back: the agent answers again and the visitor is told', async () => {
    await post('/takeover', owner.jar);
    const back = await post('/hand-back', owner.jar);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ heldBy: null, handoffAt: null });
    const answer = await chat('Still there?');
    expect(answer).toMatchObject({ handedOff: false, message: 'Agent answer to: Still there?' });
    expect((await post('/hand-back', owner.jar)).status).toBe(409);
  });

  it('close: the conversation is closed once, and the visitor is told', async () => {
    const closed = await post('/close', owner.jar);
    expect(await closed.json()).toMatchObject({ status: 'closed' });
    await post('/close', owner.jar);
    const notices = await db.select().from(messages).where(eq(messages.content, INBOX_NOTICES.closed));
    expect(notices).toHaveLength(1);
  });

  it('refuses an empty reply', async () => {
    const res = await post('/replies', owner.jar, { content: '   ' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(INBOX_MESSAGES.emptyReply);
  });
});

describe('who may use the inbox', () => {
  it("another workspace's owner: 403 on this workspace, 404 through their own, and nothing changes", async () => {
    expect((await t.request(url(), { jar: other.jar })).status).toBe(403);
    for (const action of ['/takeover', '/hand-back', '/close'])
      expect((await post(action, other.jar)).status).toBe(403);
    expect((await post('/replies', other.jar, { content: 'Hijack' })).status).toBe(403);
    // Their own workspace in the path, this conversation's id: not found there.
    expect((await t.request(url('', other.workspaceId), { jar: other.jar })).status).toBe(404);
    expect((await post('/takeover', other.jar, undefined, other.workspaceId)).status).toBe(404);
    expect((await post('/replies', other.jar, { content: 'Hijack' }, other.workspaceId)).status).toBe(404);

    const [row] = await db.select().from(conversations).where(eq(conversations.id, visitor.conversationId));
    expect(row).toMatchObject({ handoffAt: null, heldBy: null, status: 'active' });
    expect(
      await db.select().from(messages).where(eq(messages.conversationId, visitor.conversationId)),
    ).toHaveLength(2);
  });

  it('a visitor (no session), even holding the conversation token: 401', async () => {
    expect((await t.request(url())).status).toBe(401);
    expect((await post('/takeover', new Map())).status).toBe(401);
    const res = await t.request(`${url('/replies')}?token=${visitor.conversationToken}`, {
      method: 'POST',
      json: { content: 'I am staff, honest' },
    });
    expect(res.status).toBe(401);
  });

  it('a platform admin may act in any workspace', async () => {
    const admin = await signUpAccount(t, db, { email: 'admin@inbox.test', admin: true });
    expect((await post('/takeover', admin.jar)).status).toBe(200);
  });
});

describe("the workspace's event stream", () => {
  it('members hear of new messages; another workspace is refused', async () => {
    expect((await t.request(`/api/workspaces/${owner.workspaceId}/events`, { jar: other.jar })).status).toBe(
      403,
    );
    expect((await t.request(`/api/workspaces/${owner.workspaceId}/events`)).status).toBe(401);
    expect((await t.request('/api/admin/events', { jar: owner.jar })).status).toBe(403);

    const res = await t.request(`/api/workspaces/${owner.workspaceId}/events`, { jar: owner.jar });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = eventReader(res);
    await stream.until('ready');
    await chat('A second question');
    const seen = await stream.until('change', (d) => d.includes('message.created'));
    const event = JSON.parse(
      seen.find((e) => e.name === 'change' && e.data.includes('message.created'))!.data,
    );
    expect(event).toMatchObject({ workspaceId: owner.workspaceId, conversationId: visitor.conversationId });
    expect(Object.keys(event).sort()).toEqual(['conversationId', 'id', 'kind', 'workspaceId']);
    await stream.stop();
  });
});

describe('two app processes on one database', () => {
  it("a reply made on one reaches the visitor's chat and the dashboard listening on the other", async () => {
    const chatOnSecond = eventReader(
      await secondApp.request(
        `/api/chat/events?conversationId=${visitor.conversationId}&token=${visitor.conversationToken}`,
      ),
    );
    await chatOnSecond.until('ready');
    const dashboardOnSecond = eventReader(
      await secondApp.request(`/api/workspaces/${owner.workspaceId}/events`, { jar: owner.jar }),
    );
    await dashboardOnSecond.until('ready');

    expect((await post('/replies', owner.jar, { content: 'Answered from process one' })).status).toBe(201);
    const heard = await chatOnSecond.until('message', (d) => d.includes('Answered from process one'));
    expect(JSON.parse(heard.at(-1)!.data)).toMatchObject({ author: 'person' });
    await dashboardOnSecond.until('change', (d) => d.includes('message.created'));
    await chatOnSecond.stop();
    await dashboardOnSecond.stop();
  });
});
