import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { APPROVAL_MESSAGES } from '../../../domain/chat';
import { INBOX_NOTICES } from '../../../domain/inbox';
import {
  agents,
  analytics,
  answerApprovals,
  authUsers,
  conversations,
  emailOutbox,
  messages,
  userRoles,
  workspaceMembers,
} from '../../db/schema/index';
import { DEMO_AGENT_IDS, DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { createLogger } from '../../lib/logger';
import { createRealtime } from '../../realtime/realtime';
import { aiChatFunction, approveAnswerFunction } from './chat.functions';
import type { ChatEngine } from './engine/chat-engine';
import { HELD_ANSWER_EMAIL_KIND } from './held-answer.service';

const { db, pool, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
const realtime = createRealtime({ pool, logger: createLogger('silent') });

/** Stands in for the engine; this file is about what happens to a held answer. */
const engine: ChatEngine = {
  name: 'builtin',
  async reply(context) {
    const text = `Draft answer to: ${context.history.at(-1)?.content}`;
    return { text, engine: 'builtin', quotedAmounts: [], handoff: false, sources: [] };
  },
};

const t = buildTestApp({
  db,
  functions: [aiChatFunction, approveAnswerFunction],
  chatEngine: engine,
  realtime,
});

afterAll(async () => {
  await realtime.close();
  await close();
});

async function signUp(email: string, admin: boolean): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    jar,
    json: { email, password: 'long-enough-1', name: email.split('@')[0] },
  });
  expect(res.status).toBe(200);
  if (admin) {
    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
    await db.insert(userRoles).values({ userId: user!.id, role: 'admin' });
  }
  return jar;
}

let adminJar: Map<string, string>;
let held: { conversationId: string; conversationToken: string; approvalId: string };

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  await db
    .update(agents)
    .set({ operationMode: 'safe', requireApproval: true })
    .where(eq(agents.id, DEMO_AGENT_IDS.shop));
  adminJar = await signUp('reviewer@example.com', true);
  const res = await t.request('/api/functions/ai-chat', {
    method: 'POST',
    json: { agentType: 'shop', messages: [{ role: 'user', content: 'Do you ship to Canada?' }] },
  });
  const body = await res.json();
  expect(body.requiresApproval).toBe(true);
  const [approval] = await db.select().from(answerApprovals);
  held = {
    conversationId: body.conversationId,
    conversationToken: body.conversationToken,
    approvalId: approval!.id,
  };
});

function decide(payload: Record<string, unknown>, jar = adminJar) {
  return t.request('/api/functions/approve-answer', { method: 'POST', json: payload, jar });
}

/** Reads a Server-Sent Events response block by block; `until` waits for one named event. */
function eventReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const seen: { name: string; data: string }[] = [];
  let buffer = '';
  return {
    seen,
    async until(name: string) {
      while (!seen.some((e) => e.name === name)) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (\w+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) seen.push({ name: event, data: data ?? '' });
        }
      }
      return seen;
    },
    stop: () => reader.cancel(),
  };
}

describe('approve-answer', () => {
  it('sends the edited answer into the conversation and the open chat receives it', async () => {
    const events = await t.request(
      `/api/chat/events?conversationId=${held.conversationId}&token=${held.conversationToken}`,
    );
    expect(events.status).toBe(200);
    const stream = eventReader(events);
    expect((await stream.until('ready')).map((e) => e.name)).toEqual(['ready']);

    const res = await decide({
      approvalId: held.approvalId,
      action: 'approve',
      editedContent: 'Yes, we ship to Canada within 5 days.',
      notes: 'softened the wording',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: APPROVAL_MESSAGES.sent, status: 'sent' });

    const [approval] = await db.select().from(answerApprovals);
    expect(approval).toMatchObject({
      status: 'sent',
      editedContent: 'Yes, we ship to Canada within 5 days.',
      notes: 'softened the wording',
    });
    const [sent] = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(sent!.content).toBe('Yes, we ship to Canada within 5 days.');
    expect(approval!.messageId).toBe(sent!.id);

    const message = (await stream.until('message')).find((e) => e.name === 'message')!;
    expect(JSON.parse(message.data)).toMatchObject({
      id: sent!.id,
      content: 'Yes, we ship to Canada within 5 days.',
    });
    await stream.stop();
    const recorded = await db.select().from(analytics).where(eq(analytics.eventType, 'answer_approved'));
    expect(recorded).toHaveLength(1);
  });

  it('sends the draft as written when nothing was edited', async () => {
    await decide({ approvalId: held.approvalId, action: 'approve' });
    const [sent] = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(sent!.content).toBe('Draft answer to: Do you ship to Canada?');
  });

  it('a chat that reconnects gets the answers it missed', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    await decide({ approvalId: held.approvalId, action: 'approve' });
    const events = await t.request(
      `/api/chat/events?conversationId=${held.conversationId}&token=${held.conversationToken}&after=${encodeURIComponent(before)}`,
    );
    const stream = eventReader(events);
    expect((await stream.until('ready')).map((e) => e.name)).toEqual(['message', 'ready']);
    await stream.stop();
  });

  it('rejects without a reply: the draft is not sent, the visitor hears a team member will reply, the inbox has it', async () => {
    const events = await t.request(
      `/api/chat/events?conversationId=${held.conversationId}&token=${held.conversationToken}`,
    );
    const stream = eventReader(events);
    await stream.until('ready');
    const res = await decide({ approvalId: held.approvalId, action: 'reject', notes: 'wrong policy' });
    expect(await res.json()).toEqual({ message: APPROVAL_MESSAGES.rejectedToInbox, status: 'rejected' });
    const [approval] = await db.select().from(answerApprovals);
    expect(approval).toMatchObject({ status: 'rejected', notes: 'wrong policy', messageId: null });
    const sent = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(sent.map((m) => [m.content, m.metadata?.notice])).toEqual([
      [INBOX_NOTICES.teamWillReply, 'teamWillReply'],
    ]);
    const notice = (await stream.until('message')).find((e) => e.name === 'message')!;
    expect(JSON.parse(notice.data)).toMatchObject({ author: 'notice', notice: 'teamWillReply' });
    await stream.stop();
    // Waiting for a person: handed off, held by nobody, so the agent stays quiet there.
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, held.conversationId));
    expect(conversation!.handoffAt).not.toBeNull();
    expect(conversation!.heldBy).toBeNull();
    const next = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: {
        agentType: 'shop',
        conversationId: held.conversationId,
        conversationToken: held.conversationToken,
        messages: [{ role: 'user', content: 'Hello?' }],
      },
    });
    expect(await next.json()).toMatchObject({ handedOff: true, requiresApproval: false });
    expect(await db.select().from(answerApprovals)).toHaveLength(1);
  });

  it('rejects with a reply: the reviewer’s own words reach the visitor as a team member’s, never the draft', async () => {
    const res = await decide({
      approvalId: held.approvalId,
      action: 'reject',
      reply: 'We ship to Canada from next month; I will e-mail you then.',
    });
    expect(await res.json()).toEqual({ message: APPROVAL_MESSAGES.rejectedWithReply, status: 'rejected' });
    const sent = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    const reply = sent.find((m) => m.metadata?.author === 'person');
    expect(reply).toMatchObject({
      content: 'We ship to Canada from next month; I will e-mail you then.',
      // A person's reply, as the inbox's: the account's default name ('reviewer', its address's
      // local part) is not shown to the customer (nameForCustomers).
      metadata: expect.objectContaining({ author: 'person', author_name: null }),
    });
    expect(sent.some((m) => m.content.startsWith('Draft answer'))).toBe(false);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, held.conversationId));
    const [reviewer] = await db.select().from(authUsers).where(eq(authUsers.email, 'reviewer@example.com'));
    expect(conversation!.heldBy).toBe(reviewer!.id);
  });

  it('decides once: a second decision answers 409', async () => {
    await decide({ approvalId: held.approvalId, action: 'approve' });
    const again = await decide({ approvalId: held.approvalId, action: 'reject' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(APPROVAL_MESSAGES.alreadyReviewed);
    expect(await db.select().from(messages).where(eq(messages.sender, 'agent'))).toHaveLength(1);
  });

  it('two reviewers at once: exactly one answer is sent', async () => {
    const results = await Promise.all([
      decide({ approvalId: held.approvalId, action: 'approve' }),
      decide({ approvalId: held.approvalId, action: 'approve' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.select().from(messages).where(eq(messages.sender, 'agent'))).toHaveLength(1);
  });

  it('is for admins only: 401 anonymous, 403 for a member', async () => {
    const payload = { approvalId: held.approvalId, action: 'approve' };
    expect((await decide(payload, new Map())).status).toBe(401);
    const member = await signUp('member@example.com', false);
    expect((await decide(payload, member)).status).toBe(403);
    const [approval] = await db.select().from(answerApprovals);
    expect(approval!.status).toBe('pending');
  });

  it('answers 404 for an unknown approval and 400 for a bad action', async () => {
    const unknown = await decide({ approvalId: '00000000-0000-4000-8000-00000000dead', action: 'approve' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(APPROVAL_MESSAGES.notFound);
    expect((await decide({ approvalId: held.approvalId, action: 'publish' })).status).toBe(400);
  });
});

describe('the team hears of held answers', () => {
  const heldMails = () => db.select().from(emailOutbox).where(eq(emailOutbox.kind, HELD_ANSWER_EMAIL_KIND));

  it('by one e-mail per conversation per burst: none for a second held answer, one again once all were decided', async () => {
    const [reviewer] = await db.select().from(authUsers).where(eq(authUsers.email, 'reviewer@example.com'));
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: DEMO_WORKSPACE.id, userId: reviewer!.id, role: 'owner' });
    const first = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType: 'shop', messages: [{ role: 'user', content: 'Do you sell gift cards?' }] },
    });
    const chat = await first.json();
    expect(chat.requiresApproval).toBe(true);
    const ask = async (content: string) =>
      (
        await t.request('/api/functions/ai-chat', {
          method: 'POST',
          json: {
            agentType: 'shop',
            conversationId: chat.conversationId,
            conversationToken: chat.conversationToken,
            messages: [{ role: 'user', content }],
          },
        })
      ).json();

    const mails = await heldMails();
    expect(mails.map((m) => m.toAddress)).toEqual(['reviewer@example.com']);
    expect(mails[0]!.textBody).toContain('Do you sell gift cards?');
    expect(mails[0]!.textBody).toContain(`/dashboard/conversations/${chat.conversationId}`);
    expect((await ask('And vouchers?')).requiresApproval).toBe(true);
    expect(await heldMails()).toHaveLength(1);

    for (const approval of await db
      .select()
      .from(answerApprovals)
      .where(eq(answerApprovals.conversationId, chat.conversationId)))
      await decide({ approvalId: approval.id, action: 'approve' });
    expect((await ask('How long are they valid?')).requiresApproval).toBe(true);
    expect(await heldMails()).toHaveLength(2);
  });
});

describe('the events stream', () => {
  it('is only for the holder of the conversation token', async () => {
    for (const token of ['someone-elses-token-0123456', 'short']) {
      const res = await t.request(`/api/chat/events?conversationId=${held.conversationId}&token=${token}`);
      expect(res.status).toBe(404);
    }
  });
});
