import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { eventReader } from '../../../../test/helpers/sse';
import { APPROVAL_MESSAGES } from '../../../domain/chat';
import { answerApprovals, emailOutbox, messages, workspaces } from '../../db/schema/index';
import { createLogger } from '../../lib/logger';
import { createRealtime } from '../../realtime/realtime';
import type { ChatEngine } from '../chat';
import { aiChatFunction } from '../chat';

const { db, pool, close } = getTestDb();
const realtime = createRealtime({ pool, logger: createLogger('silent') });

const engine: ChatEngine = {
  name: 'builtin',
  async reply(context) {
    const text = `Draft answer to: ${context.history.at(-1)?.content}`;
    return { text, engine: 'builtin', quotedAmounts: [], handoff: false, sources: [] };
  },
};

const t = buildTestApp({
  db,
  functions: [aiChatFunction],
  chatEngine: engine,
  realtime,
  env: { CHAT_TURNS_PER_MINUTE_PER_IP: '1000', CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000' },
});

afterAll(async () => {
  await realtime.close();
  await close();
});

let owner: TestAccount;
let other: TestAccount;
let held: { conversationId: string; conversationToken: string; approvalId: string };

/** A workspace with one safe-mode agent and one held answer. */
async function heldAnswer(account: TestAccount, question: string) {
  await t.request(`/api/workspaces/${account.workspaceId}/agents`, {
    method: 'PUT',
    jar: account.jar,
    json: {
      agents: [
        { agentType: 'shop', agentName: 'Careful Shop', operationMode: 'safe', requireApproval: true },
      ],
      tone: 'professional',
    },
  });
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, account.workspaceId));
  const res = await t.request('/api/functions/ai-chat', {
    method: 'POST',
    json: {
      agentType: 'shop',
      workspaceKey: workspace!.publicKey,
      messages: [{ role: 'user', content: question }],
    },
  });
  const body = await res.json();
  expect(body.requiresApproval).toBe(true);
  const [approval] = await db
    .select()
    .from(answerApprovals)
    .where(eq(answerApprovals.conversationId, body.conversationId));
  return {
    conversationId: body.conversationId,
    conversationToken: body.conversationToken,
    approvalId: approval!.id,
  };
}

beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@approvals.test' });
  other = await signUpAccount(t, db, { email: 'other@approvals.test' });
  held = await heldAnswer(owner, 'Do you ship to Canada?');
});

const decide = (
  json: unknown,
  jar = owner.jar,
  workspaceId = owner.workspaceId,
  approvalId = held.approvalId,
) =>
  t.request(`/api/workspaces/${workspaceId}/approvals/${approvalId}/decision`, { method: 'POST', jar, json });

describe('the approvals queue', () => {
  it('lists the pending draft with the conversation before it', async () => {
    const res = await t.request(`/api/workspaces/${owner.workspaceId}/approvals`, { jar: owner.jar });
    expect(res.status).toBe(200);
    const { approvals } = await res.json();
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({
      id: held.approvalId,
      workspaceId: owner.workspaceId,
      status: 'pending',
      draftContent: 'Draft answer to: Do you ship to Canada?',
      agentName: 'Careful Shop',
      conversation: { id: held.conversationId },
    });
    expect(approvals[0].conversation.messages).toEqual([
      expect.objectContaining({ author: 'visitor', content: 'Do you ship to Canada?' }),
    ]);
  });

  it("owners see only their own workspace's; platform admins see every workspace's", async () => {
    await heldAnswer(other, 'Can I pay later?');
    const own = await (
      await t.request(`/api/workspaces/${other.workspaceId}/approvals`, { jar: other.jar })
    ).json();
    expect(own.approvals.map((a: { draftContent: string }) => a.draftContent)).toEqual([
      'Draft answer to: Can I pay later?',
    ]);
    expect(
      (await t.request(`/api/workspaces/${owner.workspaceId}/approvals`, { jar: other.jar })).status,
    ).toBe(403);
    expect((await t.request('/api/admin/approvals', { jar: owner.jar })).status).toBe(403);
    expect((await t.request('/api/admin/approvals')).status).toBe(401);

    const admin = await signUpAccount(t, db, { email: 'admin@approvals.test', admin: true });
    const all = await (await t.request('/api/admin/approvals', { jar: admin.jar })).json();
    expect(all.approvals.map((a: { workspaceId: string }) => a.workspaceId).sort()).toEqual(
      [owner.workspaceId, other.workspaceId].sort(),
    );
    // Each draft comes with its own conversation's messages (read for the whole queue at once).
    const contextOf = (workspaceId: string) =>
      all.approvals
        .find((a: { workspaceId: string }) => a.workspaceId === workspaceId)
        .conversation.messages.map((m: { content: string }) => m.content);
    expect(contextOf(owner.workspaceId)).toEqual(['Do you ship to Canada?']);
    expect(contextOf(other.workspaceId)).toEqual(['Can I pay later?']);
  });

  it('edit and approve: the open chat receives the edited text, and the queue hears of it', async () => {
    const chat = eventReader(
      await t.request(
        `/api/chat/events?conversationId=${held.conversationId}&token=${held.conversationToken}`,
      ),
    );
    await chat.until('ready');
    const dashboard = eventReader(
      await t.request(`/api/workspaces/${owner.workspaceId}/events`, { jar: owner.jar }),
    );
    await dashboard.until('ready');

    const res = await decide({ action: 'approve', editedContent: 'Yes, within 5 days.', notes: 'shorter' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: APPROVAL_MESSAGES.sent, status: 'sent' });

    const heard = await chat.until('message');
    expect(JSON.parse(heard.find((e) => e.name === 'message')!.data)).toMatchObject({
      content: 'Yes, within 5 days.',
      author: 'agent',
    });
    await dashboard.until('change', (d) => d.includes('approval.changed') && d.includes(held.approvalId));
    await chat.stop();
    await dashboard.stop();

    const queue = await (
      await t.request(`/api/workspaces/${owner.workspaceId}/approvals`, { jar: owner.jar })
    ).json();
    expect(queue.approvals).toEqual([]);
  });

  it('reject never sends the draft: the owner’s reply goes instead', async () => {
    const res = await decide({
      action: 'reject',
      notes: 'wrong policy',
      reply: 'Let me check that for you.',
    });
    expect(await res.json()).toEqual({ message: APPROVAL_MESSAGES.rejectedWithReply, status: 'rejected' });
    const sent = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(sent.filter((m) => m.metadata?.author === 'person').map((m) => m.content)).toEqual([
      'Let me check that for you.',
    ]);
    expect(sent.every((m) => m.metadata?.author === 'person' || m.metadata?.author === 'notice')).toBe(true);
  });

  it("another workspace's owner cannot decide it, through either workspace, and nothing is sent", async () => {
    expect((await decide({ action: 'approve' }, other.jar)).status).toBe(403);
    const viaOwn = await decide(
      { action: 'approve', editedContent: 'Hijacked' },
      other.jar,
      other.workspaceId,
    );
    expect(viaOwn.status).toBe(404);
    expect((await viaOwn.json()).error.message).toBe(APPROVAL_MESSAGES.notFound);
    expect((await decide({ action: 'approve' }, new Map())).status).toBe(401);
    const [approval] = await db.select().from(answerApprovals).where(eq(answerApprovals.id, held.approvalId));
    expect(approval!.status).toBe('pending');
    expect(await db.select().from(messages).where(eq(messages.sender, 'agent'))).toHaveLength(0);
  });
});

describe('a draft the visitor has moved past', () => {
  /** The visitor writes again in the same conversation while the first draft still waits. */
  async function writeAgain(content: string) {
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: {
        agentType: 'shop',
        workspaceKey: workspace!.publicKey,
        conversationId: held.conversationId,
        conversationToken: held.conversationToken,
        messages: [{ role: 'user', content }],
      },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).requiresApproval).toBe(true);
  }

  it('is superseded: not approvable (409), never sent; the queue shows the newest draft with what it answers', async () => {
    await writeAgain('Actually, to Mexico?');
    const [first] = await db.select().from(answerApprovals).where(eq(answerApprovals.id, held.approvalId));
    expect(first).toMatchObject({ status: 'superseded', reviewedAt: null, reviewedBy: null });

    const { approvals } = await (
      await t.request(`/api/workspaces/${owner.workspaceId}/approvals`, { jar: owner.jar })
    ).json();
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({
      status: 'pending',
      draftContent: 'Draft answer to: Actually, to Mexico?',
    });
    expect(approvals[0].id).not.toBe(held.approvalId);
    expect(approvals[0].conversation.messages.map((m: { content: string }) => m.content)).toEqual([
      'Do you ship to Canada?',
      'Actually, to Mexico?',
    ]);

    for (const action of ['approve', 'reject'] as const) {
      const stale = await decide({ action, editedContent: 'Yes, Canada is fine.' });
      expect(stale.status).toBe(409);
      expect((await stale.json()).error.message).toBe(APPROVAL_MESSAGES.superseded);
    }
    expect(await db.select().from(messages).where(eq(messages.sender, 'agent'))).toHaveLength(0);

    const newest = await decide({ action: 'approve' }, owner.jar, owner.workspaceId, approvals[0].id);
    expect(newest.status).toBe(200);
    const sent = await db.select().from(messages).where(eq(messages.sender, 'agent'));
    expect(sent.map((m) => m.content)).toEqual(['Draft answer to: Actually, to Mexico?']);
  });

  it('tells the team once for the burst: the newer draft sends no second e-mail', async () => {
    await writeAgain('Actually, to Mexico?');
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'answer_approval'));
    expect(mails).toHaveLength(1);
  });
});
