import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { HOURS_SAVED_ASSUMPTIONS } from '../../../domain/automation-impact';
import {
  analytics,
  answerApprovals,
  checkoutSessions,
  conversations,
  customers,
  messages,
  payments,
  quotes,
} from '../../db/schema/index';
import { buildConversation, buildCustomer, buildMessage, buildQuote } from '../../db/seed/factories';

const NOW = new Date('2026-11-20T12:00:00Z');
const { db, close } = getTestDb();
const t = buildTestApp({ db, clock: () => NOW });
let owner: TestAccount;
let other: TestAccount;

afterAll(close);

const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);

async function quoteFor(
  workspaceId: string,
  total: string,
  status: 'sent' | 'paid' = 'sent',
  conversationId?: string,
) {
  const [customer] = await db.insert(customers).values(buildCustomer({ workspaceId })).returning();
  const [quote] = await db
    .insert(quotes)
    .values(buildQuote({ workspaceId, customerId: customer!.id, totalAmount: total, status, conversationId }))
    .returning();
  return quote!;
}

async function pay(quote: { id: string; workspaceId: string }, amount: string, at: Date) {
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      provider: 'test',
      providerSessionId: `cs_${randomUUID()}`,
      kind: 'quote',
      quoteId: quote.id,
      workspaceId: quote.workspaceId,
      email: 'payer@example.test',
      amount,
      status: 'complete',
      paymentStatus: 'paid',
      successUrl: 'http://127.0.0.1/ok',
      cancelUrl: 'http://127.0.0.1/cancel',
    })
    .returning();
  await db
    .insert(payments)
    .values({ checkoutSessionId: session!.id, quoteId: quote.id, amount, provider: 'test', createdAt: at });
}

function followUp(workspaceId: string, entityId: string, emailType: string, at: Date, trigger = 'timer') {
  return db.insert(analytics).values({
    workspaceId,
    eventType: 'automation_email_sent',
    entityId,
    data: { email_type: emailType, trigger, customer_email: 'customer@example.test' },
    createdAt: at,
  });
}

beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@impact.test' });
  other = await signUpAccount(t, db, { email: 'other@impact.test' });
});

const impact = (account: TestAccount, jar = account.jar) =>
  t.request(`/api/workspaces/${account.workspaceId}/automations/impact`, { jar });

describe('Smart Automations impact', () => {
  it('is all zeros for a new workspace, with the hours-saved assumptions', async () => {
    const res = await impact(owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      windowDays: 30,
      emailsSent: 0,
      quotesRecovered: 0,
      revenueRecovered: '0.00',
      openFollowUpValue: '0.00',
      hoursSaved: 0,
      assumptions: HOURS_SAVED_ASSUMPTIONS,
      recentEmails: [],
    });
  });

  it('counts quotes paid after a follow-up and their revenue; test sends and other workspaces do not count', async () => {
    const reminded = await quoteFor(owner.workspaceId, '1200.00', 'paid');
    await followUp(owner.workspaceId, reminded.id, 'quote_reminder', hoursAgo(48));
    await pay(reminded, '1200.00', hoursAgo(24));

    // Paid before its follow-up: not recovered by it.
    const early = await quoteFor(owner.workspaceId, '500.00', 'paid');
    await pay(early, '500.00', hoursAgo(72));
    await followUp(owner.workspaceId, early.id, 'upsell_offer', hoursAgo(47));

    // An abandoned chat whose conversation later produced a paid quote.
    const [conversation] = await db
      .insert(conversations)
      .values(buildConversation({ workspaceId: owner.workspaceId, createdAt: hoursAgo(100) }))
      .returning();
    await followUp(owner.workspaceId, conversation!.id, 'abandoned_chat', hoursAgo(90));
    const fromChat = await quoteFor(owner.workspaceId, '640.50', 'paid', conversation!.id);
    await pay(fromChat, '640.50', hoursAgo(80));

    // Still waiting after its reminder.
    const waiting = await quoteFor(owner.workspaceId, '300.00');
    await followUp(owner.workspaceId, waiting.id, 'expired_quote_recovery', hoursAgo(10));

    // A test send, and an e-mail older than the window, count for nothing.
    await followUp(owner.workspaceId, waiting.id, 'quote_reminder', hoursAgo(1), 'manual');
    const old = await quoteFor(owner.workspaceId, '900.00', 'paid');
    await followUp(owner.workspaceId, old.id, 'quote_reminder', hoursAgo(24 * 40));

    const foreign = await quoteFor(other.workspaceId, '9999.00', 'paid');
    await followUp(other.workspaceId, foreign.id, 'quote_reminder', hoursAgo(5));
    await pay(foreign, '9999.00', hoursAgo(4));

    const body = await (await impact(owner)).json();
    expect(body).toMatchObject({
      emailsSent: 4,
      quotesRecovered: 2,
      revenueRecovered: '1840.50',
      openFollowUpValue: '300.00',
      conversationsHandled: 1,
      quotesGenerated: 5,
    });
    expect(body.sentByType).toEqual([
      { type: 'abandoned_chat', name: 'Abandoned chat', sent: 1 },
      { type: 'quote_reminder', name: 'Quote reminder', sent: 1 },
      { type: 'upsell_offer', name: 'Upsell offer', sent: 1 },
      { type: 'expired_quote_recovery', name: 'Expired quote recovery', sent: 1 },
    ]);
    // 4 e-mails × 5 + 1 chat × 6 + 5 quotes × 15 = 101 minutes
    expect(body.hoursSaved).toBe(1.7);
    expect(body.recentEmails.map((e: { type: string }) => e.type)).toEqual([
      'expired_quote_recovery',
      'upsell_offer',
      'quote_reminder',
      'abandoned_chat',
      'quote_reminder',
    ]);
  });

  it('counts a quote followed up both by its id and by its conversation once, from the first e-mail; ids that are not uuids match nothing', async () => {
    const [conversation] = await db
      .insert(conversations)
      .values(buildConversation({ workspaceId: owner.workspaceId, createdAt: hoursAgo(200) }))
      .returning();
    const quote = await quoteFor(owner.workspaceId, '410.00', 'paid', conversation!.id);
    await followUp(owner.workspaceId, conversation!.id, 'abandoned_chat', hoursAgo(150));
    await pay(quote, '410.00', hoursAgo(100));
    // Later than the payment, but the conversation's e-mail came first: recovered once.
    await followUp(owner.workspaceId, quote.id, 'upsell_offer', hoursAgo(50));
    // Written differently from how Postgres prints the id: like the text comparison, no match.
    const other = await quoteFor(owner.workspaceId, '75.00');
    await followUp(owner.workspaceId, other.id.toUpperCase(), 'quote_reminder', hoursAgo(5));
    await followUp(owner.workspaceId, 'not-a-uuid', 'quote_reminder', hoursAgo(5));
    // Forms Postgres reads as the same uuid but never prints: no hyphens, or hyphens every four.
    const hex = other.id.replaceAll('-', '');
    await followUp(owner.workspaceId, hex, 'quote_reminder', hoursAgo(5));
    await followUp(
      owner.workspaceId,
      `${hex.match(/.{4}/g)!.slice(0, 4).join('-')}-${hex.slice(16)}`,
      'quote_reminder',
      hoursAgo(5),
    );

    const body = await (await impact(owner)).json();
    expect(body).toMatchObject({
      emailsSent: 6,
      quotesRecovered: 1,
      revenueRecovered: '410.00',
      openFollowUpValue: '0.00',
    });
  });

  it('counts as handled without a person only the chats no person touched', async () => {
    const chat = async (values: { handoffAt?: Date } = {}) => {
      const [row] = await db
        .insert(conversations)
        .values(buildConversation({ workspaceId: owner.workspaceId, createdAt: hoursAgo(5), ...values }))
        .returning();
      return row!;
    };
    await chat(); // the agent alone: counts
    await chat({ handoffAt: hoursAgo(4) }); // waiting for a person now
    // A person answered, then handed it back (handoff_at cleared).
    const answered = await chat();
    await db.insert(messages).values([
      buildMessage({
        workspaceId: owner.workspaceId,
        conversationId: answered.id,
        sender: 'agent',
        content: 'Sam here: yes, we can.',
        metadata: { agent_type: 'general', author: 'person', name: 'Sam' },
      }),
      buildMessage({
        workspaceId: owner.workspaceId,
        conversationId: answered.id,
        sender: 'agent',
        content: 'You are chatting with our assistant again.',
        metadata: { agent_type: 'general', author: 'notice', notice: 'agentBack' },
      }),
    ]);
    // Safe mode: the agent's answer waited for a person's approval.
    const held = await chat();
    await db.insert(answerApprovals).values({
      workspaceId: owner.workspaceId,
      conversationId: held.id,
      status: 'approved',
      draftContent: 'A full wrap is from $2,800.',
    });

    expect(await (await impact(owner)).json()).toMatchObject({ conversationsHandled: 1 });
  });

  it('is read by members of the workspace only', async () => {
    expect((await impact(owner, other.jar)).status).toBe(403);
    expect((await t.request(`/api/workspaces/${owner.workspaceId}/automations/impact`)).status).toBe(401);
  });
});
