import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { signUp } from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { AWAITING_QUOTE_APPROVAL_TEXT } from '../../../domain/agent/approval-hold';
import { AWAITING_APPROVAL_TEXT } from '../../../domain/chat';
import {
  agents,
  answerApprovals,
  authUsers,
  conversations,
  emailOutbox,
  messages,
  quotes,
  userRoles,
} from '../../db/schema/index';
import { DEMO_AGENT_IDS } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { aiChatFunction, approveAnswerFunction } from './chat.functions';
import { createBuiltinEngine } from './engine/builtin-engine';

// Safe mode holds the whole answer, including what the customer would notice besides its text:
// the quote e-mail the built-in engine sends when a visitor asks for the quote by e-mail.

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
const t = buildTestApp({
  db,
  functions: [aiChatFunction, approveAnswerFunction],
  chatEngine: createBuiltinEngine(),
  env: { CHAT_TURNS_PER_MINUTE_PER_IP: '1000', CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000' },
});
const CUSTOMER = 'ann.lee@example.com';

afterAll(close);

let adminJar: Map<string, string>;
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  await db
    .update(agents)
    .set({ operationMode: 'safe', requireApproval: true })
    .where(eq(agents.id, DEMO_AGENT_IDS.shop));
  const admin = await signUp(t, db, 'reviewer@example.com');
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, 'reviewer@example.com'));
  await db.insert(userRoles).values({ userId: user!.id, role: 'admin' });
  adminJar = admin.jar;
});

let lastToken = '';

/** The visitor asks for a van wrap's price, then for the quote by e-mail: both answers are held. */
async function askForQuoteByEmail() {
  let meta = {};
  for (const [content, holding] of [
    ['How much to wrap my van in premium vinyl, 150 sq ft?', AWAITING_QUOTE_APPROVAL_TEXT],
    [`Yes please, send it to ${CUSTOMER}`, AWAITING_APPROVAL_TEXT],
  ] as const) {
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType: 'shop', messages: [{ role: 'user', content }], ...meta },
    });
    const body = await res.json();
    expect(body).toMatchObject({ requiresApproval: true, message: holding });
    meta = { conversationId: body.conversationId, conversationToken: body.conversationToken };
    lastToken = body.conversationToken;
  }
  const held = await db.select().from(answerApprovals).orderBy(answerApprovals.createdAt);
  expect(held).toHaveLength(2);
  return held[1]!;
}

const mailsToCustomer = () => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, CUSTOMER));

function decide(approvalId: string, action: 'approve' | 'reject') {
  return t.request('/api/functions/approve-answer', {
    method: 'POST',
    json: { approvalId, action },
    jar: adminJar,
  });
}

describe('a quote e-mail promised by a held answer', () => {
  it('is not sent while the answer waits; the approval records it', async () => {
    const approval = await askForQuoteByEmail();
    const [quote] = await db.select().from(quotes);
    expect(quote).toMatchObject({ status: 'pending', totalAmount: '3456.00' });
    expect(approval.draftContent).toContain('sending your quote');
    expect(approval.deferredActions).toEqual([
      expect.objectContaining({ type: 'send_quote_email', quoteId: quote!.id }),
    ]);
    expect(await mailsToCustomer()).toHaveLength(0);
    const [conversation] = await db.select().from(conversations);
    expect(conversation!.status).not.toBe('quoted');
  });

  it('is not followed by a second quote when the visitor asks again while it waits: the newer draft carries it', async () => {
    const approval = await askForQuoteByEmail();
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: {
        agentType: 'shop',
        messages: [{ role: 'user', content: 'Yes please, e-mail me the quote' }],
        conversationId: approval.conversationId,
        conversationToken: lastToken,
      },
    });
    expect(res.status).toBe(200);
    const [quote, ...more] = await db.select().from(quotes);
    expect(more).toHaveLength(0);
    const held = await db.select().from(answerApprovals).orderBy(answerApprovals.createdAt);
    expect(held.map((a) => a.status)).toEqual(['superseded', 'superseded', 'pending']);
    // The replaced draft's quote e-mail now waits with the newest draft, and goes once it is approved.
    expect(held[2]!.deferredActions).toEqual([
      expect.objectContaining({ type: 'send_quote_email', quoteId: quote!.id }),
    ]);
    expect((await decide(approval.id, 'approve')).status).toBe(409);
    expect(await mailsToCustomer()).toHaveLength(0);
    expect((await decide(held[2]!.id, 'approve')).status).toBe(200);
    const mails = await mailsToCustomer();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(quote!.quoteNumber);
  });

  it('is sent with the approved answer, and the conversation is marked quoted', async () => {
    const approval = await askForQuoteByEmail();
    const res = await decide(approval.id, 'approve');
    expect(res.status).toBe(200);
    const [quote] = await db.select().from(quotes);
    const mails = await mailsToCustomer();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(quote!.quoteNumber);
    const [conversation] = await db.select().from(conversations);
    expect(conversation).toMatchObject({ status: 'quoted' });
    const sent = await db.select().from(messages).where(eq(messages.content, approval.draftContent));
    expect(sent).toHaveLength(1);
  });

  it('is never sent when the answer is rejected', async () => {
    const approval = await askForQuoteByEmail();
    expect((await decide(approval.id, 'reject')).status).toBe(200);
    expect(await mailsToCustomer()).toHaveLength(0);
    const [conversation] = await db.select().from(conversations);
    expect(conversation!.status).not.toBe('quoted');
  });

  it('does not block the answer when its quote is gone by the time it is approved', async () => {
    const approval = await askForQuoteByEmail();
    await db.delete(quotes);
    expect((await decide(approval.id, 'approve')).status).toBe(200);
    expect(await mailsToCustomer()).toHaveLength(0);
    const sent = await db.select().from(messages).where(eq(messages.content, approval.draftContent));
    expect(sent).toHaveLength(1);
  });
});
