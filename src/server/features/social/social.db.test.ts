import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MetaGraphFake, startMetaGraphFake } from '../../../../test/fakes/meta-graph-fake';
import { type OpenAiFake, startOpenAiFake } from '../../../../test/fakes/openai-fake';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { SOCIAL_MESSAGES } from '../../../domain/social-channels';
import {
  agents,
  answerApprovals,
  conversations,
  customers,
  emailOutbox,
  messages,
  socialChannels,
  socialMessageIds,
  socialReplies,
  socialThreads,
} from '../../db/schema/index';
import { buildAgent } from '../../db/seed/factories';
import { parseEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import { createBuiltinEngine, createChatEngine } from '../chat';
import { processSocialEvent } from './social-answer.service';
import { nameCustomerFromProfile } from './social-profile.service';
import { OUR_ECHO_METADATA_PREFIX, sendSocialReply } from './social-send.service';
import { META_WEBHOOK_PATH } from './social-webhook.routes';

const { db, close } = getTestDb();
let fake: MetaGraphFake;
let t: TestApp;
let server: ReturnType<typeof serve>;
let webhookUrl: string;
/** The app's clock runs with real time, moved forward when a test needs a day to pass. */
let clockOffsetMs = 0;

/** The app's settings: the fake's Meta app, and a token key of its own. */
const appEnv = () => ({ ...fake.appEnv, TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') });

beforeAll(async () => {
  fake = await startMetaGraphFake();
  t = buildTestApp({
    db,
    env: appEnv(),
    chatEngine: createBuiltinEngine(),
    clock: () => new Date(Date.now() + clockOffsetMs),
  });
  // Meta posts to a URL: the app listens on a loopback port of its own.
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${META_WEBHOOK_PATH}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fake.close();
  await close();
});

let owner: TestAccount;
beforeEach(async () => {
  clockOffsetMs = 0;
  fake.reset();
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@social.test', verified: true });
  // What a SocialAgent buyer has after onboarding: the agent that answers the Page's messages.
  await db
    .insert(agents)
    .values(buildAgent({ workspaceId: owner.workspaceId, agentName: 'SocialAgent', agentType: 'social' }));
});

async function connect(account = owner, token = fake.page.token) {
  return t.request(`/api/workspaces/${account.workspaceId}/social`, {
    method: 'POST',
    jar: account.jar,
    json: { pageId: fake.page.id, pageAccessToken: token },
  });
}

/** Posts a body to the webhook as Meta does (no Origin, no cookie), signed unless told otherwise. */
function deliver(payload: unknown, options: { signature?: string | null } = {}) {
  const signed = fake.signed(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.signature !== null)
    headers['x-hub-signature-256'] = options.signature ?? signed.headers['x-hub-signature-256']!;
  return fetch(webhookUrl, { method: 'POST', headers, body: signed.body });
}

/** What the job runner would do: every pending event processed, then every pending reply sent. */
async function drain() {
  for (let round = 0; round < 5; round++) {
    const events = await db.select().from(socialMessageIds).where(eq(socialMessageIds.status, 'pending'));
    for (const event of events) await processSocialEvent(t.deps, event.id);
    const replies = await db.select().from(socialReplies).where(eq(socialReplies.status, 'pending'));
    for (const reply of replies) await sendSocialReply(t.deps, reply.id);
    if (events.length === 0 && replies.length === 0) return;
  }
  throw new Error('social work still pending');
}

/** What the name job does for each customer (queued apart from the answer; no queue runs here). */
async function lookUpNames(options: { timeoutMs?: number } = {}) {
  const threads = await db.select().from(socialThreads).orderBy(asc(socialThreads.createdAt));
  const outcomes: string[] = [];
  for (const thread of threads) outcomes.push(await nameCustomerFromProfile(t.deps, thread.id, options));
  return outcomes;
}

async function customerNames() {
  const rows = await db
    .select({ name: customers.name, source: customers.source })
    .from(customers)
    .where(eq(customers.workspaceId, owner.workspaceId))
    .orderBy(asc(customers.createdAt));
  return rows.map((row) => [row.source, row.name]);
}

const handoffMails = () => db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'chat_handoff'));

const conversationMessages = async (conversationId: string) =>
  db
    .select({ sender: messages.sender, content: messages.content, metadata: messages.metadata })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));

async function onlyConversation() {
  const rows = await db.select().from(conversations).where(eq(conversations.workspaceId, owner.workspaceId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('connecting a Facebook Page', () => {
  it('checks the token with Graph and stores the Page, its Instagram account and the token sealed', async () => {
    const res = await connect();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      configured: true,
      verifyTokenSet: true,
      webhookUrl: expect.stringMatching(/\/api\/webhooks\/meta$/),
      channel: {
        pageId: fake.page.id,
        pageName: 'Wrap Studio',
        instagram: { id: fake.page.instagram!.id, username: 'wrapstudio' },
        status: 'connected',
      },
    });
    const [row] = await db.select().from(socialChannels);
    expect(row!.pageTokenSealed).not.toContain(fake.page.token);
    expect(row!.pageTokenSealed.startsWith('v1.')).toBe(true);
    // The Page's messages are subscribed for the app's webhook: nothing for the owner to set in Meta.
    expect(fake.subscriptions).toEqual([{ pageId: fake.page.id, fields: 'messages,message_echoes' }]);
  });

  it('refuses a token that may not subscribe to the Page’s messages, and stores nothing', async () => {
    fake.refuseSubscriptions();
    const res = await connect();
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(SOCIAL_MESSAGES.notSubscribed);
    expect(await db.select().from(socialChannels)).toEqual([]);
  });

  it('refuses a token Graph does not accept, and stores nothing', async () => {
    const res = await connect(owner, 'EAAwrong-token-that-is-long-enough');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(SOCIAL_MESSAGES.badToken);
    expect(await db.select().from(socialChannels)).toEqual([]);
  });

  it("a member of another workspace can neither read nor disconnect this workspace's channel", async () => {
    expect((await connect()).status).toBe(200);
    const stranger = await signUpAccount(t, db, { email: 'stranger@social.test', verified: true });
    const read = await t.request(`/api/workspaces/${owner.workspaceId}/social`, { jar: stranger.jar });
    expect(read.status).toBe(403);
    const gone = await t.request(`/api/workspaces/${owner.workspaceId}/social`, {
      method: 'DELETE',
      jar: stranger.jar,
    });
    expect(gone.status).toBe(403);
    expect(await db.select().from(socialChannels)).toHaveLength(1);
    const own = await t.request(`/api/workspaces/${owner.workspaceId}/social`, {
      method: 'DELETE',
      jar: owner.jar,
    });
    expect(own.status).toBe(200);
    expect(await db.select().from(socialChannels)).toEqual([]);
  });
});

describe('the Meta webhook', () => {
  it('answers the subscription check with the challenge only for our verify token', async () => {
    const ok = await fetch(
      `${webhookUrl}?hub.mode=subscribe&hub.verify_token=${fake.verifyToken}&hub.challenge=1158201444`,
    );
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    const wrong = await fetch(`${webhookUrl}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`);
    expect(wrong.status).toBe(403);
  });

  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    await connect();
    const payload = fake.messageWebhook([{ customerId: 'psid-1', text: 'hello' }]);
    const missing = await deliver(payload, { signature: null });
    expect(missing.status).toBe(401);
    const wrong = await deliver(payload, { signature: fake.sign('{}') });
    expect(wrong.status).toBe(401);
    expect(await db.select().from(socialMessageIds)).toEqual([]);
    expect(await db.select().from(socialThreads)).toEqual([]);
  });
});

describe('a direct message answered by the agent', () => {
  it('a signed DM gets exactly one reply through the Send API, in a Messenger conversation', async () => {
    await connect();
    const res = await deliver(
      fake.messageWebhook([{ customerId: 'psid-1', text: 'Hi, what are your opening hours?' }]),
    );
    expect([res.status, await res.text()]).toEqual([200, 'EVENT_RECEIVED']);
    await drain();
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toMatchObject({
      recipientId: 'psid-1',
      messagingType: 'RESPONSE',
      pageId: fake.page.id,
    });
    const conversation = await onlyConversation();
    expect(conversation.platform).toBe('messenger');
    const [customer] = await db.select().from(customers).where(eq(customers.id, conversation.customerId!));
    expect(customer).toMatchObject({ name: 'Messenger customer', source: 'messenger' });
    const stored = await conversationMessages(conversation.id);
    expect(stored.map((m) => m.sender)).toEqual(['user', 'agent']);
    expect(stored[1]!.content).toBe(fake.sent[0]!.text);
    const [reply] = await db.select().from(socialReplies);
    expect(reply).toMatchObject({ status: 'sent', sentMid: fake.sent[0]!.messageId });
  });

  it('the same delivery twice is answered once; a second message continues the same conversation', async () => {
    await connect();
    const payload = fake.messageWebhook([{ customerId: 'psid-1', text: 'Hello', mid: 'm_same' }]);
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    await drain();
    expect(fake.sent).toHaveLength(1);
    await deliver(fake.messageWebhook([{ customerId: 'psid-1', text: 'And do you wrap vans?' }]));
    await drain();
    expect(fake.sent).toHaveLength(2);
    const conversation = await onlyConversation();
    expect((await conversationMessages(conversation.id)).map((m) => m.sender)).toEqual([
      'user',
      'agent',
      'user',
      'agent',
    ]);
  });

  it('two first messages of one customer in one batch make one conversation', async () => {
    await connect();
    await deliver(
      fake.messageWebhook([
        { customerId: 'psid-7', text: 'Hello' },
        { customerId: 'psid-7', text: 'Are you open today?' },
      ]),
    );
    const pending = await db.select().from(socialMessageIds);
    await Promise.all(pending.map((event) => processSocialEvent(t.deps, event.id)));
    await drain();
    await onlyConversation();
    expect(await db.select().from(socialThreads)).toHaveLength(1);
    expect(fake.sent).toHaveLength(2);
  });

  it("an Instagram DM is answered on Instagram, and our own send's echo is ignored", async () => {
    await connect();
    await deliver(
      fake.messageWebhook([{ platform: 'instagram', customerId: 'igsid-1', text: 'hey, prices?' }]),
    );
    await drain();
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.path).toBe('/v25.0/me/messages');
    const conversation = await onlyConversation();
    expect(conversation.platform).toBe('instagram');
    const before = await conversationMessages(conversation.id);
    // The echo of our send: same mid as the Send API answered (dropped at the webhook) ...
    await deliver(
      fake.echoWebhook({
        platform: 'instagram',
        customerId: 'igsid-1',
        text: fake.sent[0]!.text,
        mid: fake.sent[0]!.messageId,
      }),
    );
    // ... and one whose mid we had not stored yet, carrying our metadata.
    await deliver(
      fake.echoWebhook({
        platform: 'instagram',
        customerId: 'igsid-1',
        text: 'again',
        metadata: `${OUR_ECHO_METADATA_PREFIX}x`,
      }),
    );
    await drain();
    expect(await conversationMessages(conversation.id)).toEqual(before);
    expect((await onlyConversation()).handoffAt).toBe(null);
  });

  it("a person's reply from the Page inbox is stored as a team message and the agent stops answering", async () => {
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-1', text: 'Hello' }]));
    await drain();
    await deliver(
      fake.echoWebhook({
        customerId: 'psid-1',
        text: 'Hi, Sam here from the shop',
        appId: '263902037430900',
      }),
    );
    await drain();
    const conversation = await onlyConversation();
    expect(conversation.handoffAt).not.toBe(null);
    const stored = await conversationMessages(conversation.id);
    expect(stored.at(-1)).toMatchObject({
      sender: 'agent',
      content: 'Hi, Sam here from the shop',
      metadata: { author: 'person' },
    });
    await deliver(fake.messageWebhook([{ customerId: 'psid-1', text: 'Thanks Sam!' }]));
    await drain();
    expect(fake.sent).toHaveLength(1);
    expect((await conversationMessages(conversation.id)).at(-1)).toMatchObject({
      sender: 'user',
      content: 'Thanks Sam!',
    });
  });

  it('a photo is stored as [photo] for a person, never answered by the agent', async () => {
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-2', attachments: [{ type: 'image' }] }]));
    await drain();
    expect(fake.sent).toEqual([]);
    const conversation = await onlyConversation();
    expect(conversation.handoffAt).not.toBe(null);
    expect(await conversationMessages(conversation.id)).toMatchObject([
      { sender: 'user', content: '[photo]' },
    ]);
  });
});

describe('what the agent does not answer', () => {
  it('a message in standby (another app holds the thread) is stored for a person, unanswered', async () => {
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-8', text: 'Hello from standby', standby: true }]));
    await drain();
    expect(fake.sent).toEqual([]);
    const conversation = await onlyConversation();
    expect(conversation.handoffAt).not.toBe(null);
    expect(await conversationMessages(conversation.id)).toMatchObject([
      { sender: 'user', content: 'Hello from standby' },
    ]);
  });

  it('a customer past the chat limit is answered once the window has passed, not dropped', async () => {
    // The same app with one chat turn a minute per client address (per customer here).
    const limited = buildTestApp({
      db,
      env: { ...appEnv(), CHAT_TURNS_PER_MINUTE_PER_IP: '1' },
      chatEngine: createBuiltinEngine(),
      clock: () => new Date(Date.now() + clockOffsetMs),
    });
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-6', text: 'Hello' }]));
    await deliver(fake.messageWebhook([{ customerId: 'psid-6', text: 'Anyone there?' }]));
    const [first, second] = await db.select().from(socialMessageIds).orderBy(asc(socialMessageIds.createdAt));
    await processSocialEvent(limited.deps, first!.id);
    await expect(processSocialEvent(limited.deps, second!.id)).rejects.toThrow();
    const [waiting] = await db.select().from(socialMessageIds).where(eq(socialMessageIds.id, second!.id));
    expect(waiting?.status).toBe('pending');
    clockOffsetMs = 61_000;
    await processSocialEvent(limited.deps, second!.id);
    const conversation = await onlyConversation();
    expect(
      (await conversationMessages(conversation.id)).map((m) => [
        m.sender,
        m.sender === 'user' ? m.content : '',
      ]),
    ).toEqual([
      ['user', 'Hello'],
      ['agent', ''],
      ['user', 'Anyone there?'],
      ['agent', ''],
    ]);
  });

  it('an unsent message (is_deleted) and a DM to a Page no workspace holds change nothing', async () => {
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-9', isDeleted: true }]));
    const unknown = await deliver(
      fake.messageWebhook([{ customerId: 'psid-9', text: 'Hello?' }], { accountId: '199999999999999' }),
    );
    expect(unknown.status).toBe(200);
    await drain();
    expect(fake.sent).toEqual([]);
    expect(await db.select().from(conversations)).toEqual([]);
    expect((await db.select().from(socialMessageIds)).map((row) => [row.status, row.outcome])).toEqual([
      ['ignored', 'unsent by the customer'],
    ]);
  });
});

describe('held answers, team replies and a revoked token', () => {
  it('safe mode holds the answer; its approval sends it with the Send API', async () => {
    await db
      .update(agents)
      .set({ operationMode: 'safe', requireApproval: true })
      .where(eq(agents.workspaceId, owner.workspaceId));
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-3', text: 'How much for a full van wrap?' }]));
    await drain();
    const [held] = await db.select().from(answerApprovals);
    expect(held?.status).toBe('pending');
    // The reviewer's card names where the answer goes once approved.
    const queue = await (
      await t.request(`/api/workspaces/${owner.workspaceId}/approvals`, { jar: owner.jar })
    ).json();
    expect(queue.approvals[0].conversation).toMatchObject({
      platform: 'messenger',
      customerName: 'Messenger customer',
    });
    const beforeApproval = fake.sent.length;
    expect(fake.sent.map((s) => s.text)).not.toContain(held!.draftContent);
    const res = await t.request(`/api/workspaces/${owner.workspaceId}/approvals/${held!.id}/decision`, {
      method: 'POST',
      jar: owner.jar,
      json: { action: 'approve' },
    });
    expect(res.status).toBe(200);
    await drain();
    expect(fake.sent).toHaveLength(beforeApproval + 1);
    expect(fake.sent.at(-1)).toMatchObject({ recipientId: 'psid-3', text: held!.draftContent });
  });

  it("a team member's inbox reply goes out through the Send API; after 24 hours it is refused and not stored", async () => {
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-4', text: 'Hello' }]));
    await drain();
    const conversation = await onlyConversation();
    const reply = (content: string) =>
      t.request(`/api/workspaces/${owner.workspaceId}/conversations/${conversation.id}/replies`, {
        method: 'POST',
        jar: owner.jar,
        json: { content },
      });
    expect((await reply('Sam from the shop: yes, we are open')).status).toBe(201);
    await drain();
    expect(fake.sent.at(-1)).toMatchObject({
      recipientId: 'psid-4',
      text: 'Sam from the shop: yes, we are open',
    });
    const sentBefore = fake.sent.length;
    clockOffsetMs = 25 * 3600_000;
    const late = await reply('Are you still there?');
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe(SOCIAL_MESSAGES.outsideWindow);
    await drain();
    expect(fake.sent).toHaveLength(sentBefore);
    expect((await conversationMessages(conversation.id)).map((m) => m.content)).not.toContain(
      'Are you still there?',
    );
  });

  it('Graph error 190 marks the channel needs_reconnect, shown to the owner', async () => {
    await connect();
    fake.revokeToken(fake.page.id);
    await deliver(fake.messageWebhook([{ customerId: 'psid-5', text: 'Hello?' }]));
    await drain();
    expect(fake.sent).toEqual([]);
    const [reply] = await db.select().from(socialReplies);
    expect(reply?.status).toBe('failed');
    const view = await (
      await t.request(`/api/workspaces/${owner.workspaceId}/social`, { jar: owner.jar })
    ).json();
    expect(view.channel).toMatchObject({
      status: 'needs_reconnect',
      statusReason: SOCIAL_MESSAGES.reconnectReason,
    });
  });
});

describe('a paused agent', () => {
  it('sends nothing in its place on Messenger; the message waits for a person in the inbox', async () => {
    await connect();
    await db.update(agents).set({ status: 'inactive' }).where(eq(agents.workspaceId, owner.workspaceId));
    await deliver(fake.messageWebhook([{ customerId: 'psid-9', text: 'Do you ship to Canada?' }]));
    await drain();
    expect(fake.sent).toEqual([]);
    const conversation = await onlyConversation();
    expect((await conversationMessages(conversation.id)).map((m) => [m.sender, m.content])).toEqual([
      ['user', 'Do you ship to Canada?'],
    ]);
    expect((await db.select().from(socialMessageIds)).map((row) => row.outcome)).toContain(
      'stored; the agent is paused',
    );
  });
});

describe("customers' names from their profiles", () => {
  it('names a new Messenger customer and a new Instagram customer (photo first) after the answer', async () => {
    fake.setProfile('psid-1', { first_name: 'Dana', last_name: 'Reyes' });
    fake.setProfile('igsid-1', { name: 'Kim Lo', username: 'kimlo' });
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-1', text: 'Hi, do you wrap vans?' }]));
    await deliver(
      fake.messageWebhook([
        { platform: 'instagram', customerId: 'igsid-1', attachments: [{ type: 'image' }] },
      ]),
    );
    await drain();
    expect(fake.sent).toHaveLength(1);
    expect(await customerNames()).toEqual([
      ['messenger', 'Messenger customer'],
      ['instagram', 'Instagram customer'],
    ]);
    expect(await lookUpNames()).toEqual(['named', 'named']);
    expect(await customerNames()).toEqual([
      ['messenger', 'Dana Reyes'],
      ['instagram', 'Kim Lo'],
    ]);
    // Named once: a second lookup finds them named and asks Graph nothing.
    const asked = fake.profileLookups.length;
    expect(await lookUpNames()).toEqual(['skipped', 'skipped']);
    expect(fake.profileLookups).toHaveLength(asked);
  });

  it('a refused lookup keeps the label; the answer went out all the same', async () => {
    fake.setProfile('psid-1', { first_name: 'Dana' });
    fake.refuseProfiles();
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-1', text: 'Hello' }]));
    await drain();
    expect(await lookUpNames()).toEqual(['kept']);
    expect(fake.profileLookups).toEqual(['psid-1']);
    expect(fake.sent).toHaveLength(1);
    expect(await customerNames()).toEqual([['messenger', 'Messenger customer']]);
  });

  it('a lookup Graph does not answer is given up at its time-out; the label stays', async () => {
    fake.setProfile('psid-1', { first_name: 'Dana' });
    const release = fake.holdProfiles();
    try {
      await connect();
      await deliver(fake.messageWebhook([{ customerId: 'psid-1', text: 'Hello' }]));
      await drain();
      expect(fake.sent).toHaveLength(1);
      expect(await lookUpNames({ timeoutMs: 200 })).toEqual(['kept']);
      expect(fake.profileLookups).toEqual(['psid-1']);
      expect(await customerNames()).toEqual([['messenger', 'Messenger customer']]);
    } finally {
      release();
    }
  });
});

describe('the team hears of a social conversation handed to a person', () => {
  it('a photo e-mails the team once per conversation, as a widget handoff does; standby too', async () => {
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-2', attachments: [{ type: 'image' }] }]));
    await drain();
    expect(await handoffMails()).toHaveLength(1);
    const [mail] = await handoffMails();
    expect(mail).toMatchObject({ toAddress: 'owner@social.test' });
    expect(mail!.textBody).toContain('[photo]');
    await deliver(fake.messageWebhook([{ customerId: 'psid-2', attachments: [{ type: 'image' }] }]));
    await deliver(fake.messageWebhook([{ customerId: 'psid-2', text: 'Did you get my photo?' }]));
    await drain();
    expect(await handoffMails()).toHaveLength(1);
    await deliver(fake.messageWebhook([{ customerId: 'psid-8', text: 'Hello from standby', standby: true }]));
    await drain();
    expect(await handoffMails()).toHaveLength(2);
    expect(fake.sent).toEqual([]);
  });
});

describe('a send refused later, in its job', () => {
  it("marks the team member's inbox reply not sent, with Meta's reason, in the dashboard", async () => {
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-4', text: 'Hello' }]));
    await drain();
    const conversation = await onlyConversation();
    fake.refuseSends({
      status: 400,
      code: 551,
      message: '(#551) This person isn\u2019t available right now.',
    });
    const res = await t.request(
      `/api/workspaces/${owner.workspaceId}/conversations/${conversation.id}/replies`,
      {
        method: 'POST',
        jar: owner.jar,
        json: { content: 'Sam here: yes, we wrap vans' },
      },
    );
    expect(res.status).toBe(201);
    await drain();
    const view = await (
      await t.request(`/api/workspaces/${owner.workspaceId}/conversations/${conversation.id}`, {
        jar: owner.jar,
      })
    ).json();
    const line = view.messages.find((m: { content: string }) => m.content === 'Sam here: yes, we wrap vans');
    expect(line).toMatchObject({
      author: 'person',
      notSent: 'Not sent: Meta refused this message ((#551) This person isn\u2019t available right now.).',
    });
    // The agent's own earlier answer went out and is not marked.
    expect(view.messages.filter((m: { notSent?: string }) => m.notSent)).toHaveLength(1);
    expect((await db.select().from(socialReplies)).map((r) => r.status).sort()).toEqual(['failed', 'sent']);
  });
});

describe('the chat turn of a social answer', () => {
  let openai: OpenAiFake;
  beforeAll(async () => {
    openai = await startOpenAiFake();
  });
  afterAll(() => openai.close());

  it('runs with no database transaction held open while the model writes', async () => {
    // A slow model: it answers a second and a half after it is asked.
    openai.replyAlways({ text: 'Yes, we wrap vans. Want a quote?', delayMs: 1_500 });
    const env = parseEnv({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: openai.baseUrl,
      AI_API_KEY: openai.apiKey,
      AI_MODEL: 'fake-gpt',
    });
    const slow = buildTestApp({
      db,
      env: appEnv(),
      chatEngine: createChatEngine({ env, logger: createLogger('silent'), builtin: createBuiltinEngine() }),
    });
    await connect();
    await deliver(fake.messageWebhook([{ customerId: 'psid-5', text: 'Do you wrap vans?' }]));
    const [event] = await db.select().from(socialMessageIds);
    const answering = processSocialEvent(slow.deps, event!.id);
    while (openai.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'
            and now() - xact_start > interval '150 milliseconds'`,
    );
    expect(rows[0]!.n).toBe(0);
    // Taken while it is answered: a second delivery of its job does nothing.
    expect(await processSocialEvent(slow.deps, event!.id)).toBe(null);
    expect(await answering).toMatchObject({ status: 'done', outcome: 'answered' });
    await drain();
    expect(fake.sent.map((s) => s.text)).toEqual(['Yes, we wrap vans. Want a quote?']);
    expect(openai.requests).toHaveLength(1);
  });
});
