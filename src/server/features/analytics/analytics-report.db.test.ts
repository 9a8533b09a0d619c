import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { analyticsWindow } from '../../../domain/analytics-period';
import type { AnalyticsReport } from '../../../domain/contracts/analytics.contract';
import {
  agents,
  checkoutSessions,
  conversations,
  customers,
  messages,
  payments,
  quotes,
  workspaceMembers,
} from '../../db/schema/index';
import {
  buildAgent,
  buildConversation,
  buildCustomer,
  buildMessage,
  buildQuote,
} from '../../db/seed/factories';
import { readAttribution } from './analytics-report.repository';

const { db, close } = getTestDb();
afterAll(close);
// Held still, so "the last 7 days" are always 4 to 10 March 2026 (UTC).
const t = buildTestApp({ db, clock: frozenClock(new Date('2026-03-10T15:00:00Z')) });

let owner: TestAccount;
let other: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@analytics.test' });
  other = await signUpAccount(t, db, { email: 'other@analytics.test' });
});

const at = (iso: string) => new Date(iso);

async function report(account: TestAccount, query = '', workspaceId = account.workspaceId) {
  const res = await t.request(`/api/workspaces/${workspaceId}/analytics${query}`, { jar: account.jar });
  return { status: res.status, body: (await res.json()) as AnalyticsReport & { error?: { code: string } } };
}

async function addConversation(values: Parameters<typeof buildConversation>[0], firstMessageAt?: Date) {
  const row = buildConversation(values);
  await db.insert(conversations).values(row);
  if (firstMessageAt) {
    const later = new Date(firstMessageAt.getTime() + 60_000);
    await db.insert(messages).values([
      buildMessage({
        workspaceId: values.workspaceId,
        conversationId: row.id!,
        createdAt: later,
        sender: 'agent',
        content: 'Sure!',
      }),
      buildMessage({ workspaceId: values.workspaceId, conversationId: row.id!, createdAt: firstMessageAt }),
    ]);
  }
  return row.id!;
}

async function addQuote(values: Parameters<typeof buildQuote>[0]) {
  const row = buildQuote(values);
  await db.insert(quotes).values(row);
  return row.id!;
}

/** A completed checkout and its payment, as the payments feature records them. */
async function pay(
  workspaceId: string,
  quoteId: string,
  amount: string,
  paidAt: Date,
  duplicateOf?: string,
): Promise<string> {
  const checkoutId = randomUUID();
  await db.insert(checkoutSessions).values({
    id: checkoutId,
    provider: 'test',
    providerSessionId: `cs_${checkoutId}`,
    kind: 'quote',
    quoteId,
    workspaceId,
    email: 'buyer@example.com',
    amount,
    status: 'complete',
    paymentStatus: 'paid',
    successUrl: 'https://example.test/ok',
    cancelUrl: 'https://example.test/cancel',
    createdAt: paidAt,
  });
  const id = randomUUID();
  await db.insert(payments).values({
    id,
    checkoutSessionId: checkoutId,
    quoteId,
    amount,
    provider: 'test',
    duplicateOfPaymentId: duplicateOf ?? null,
    createdAt: paidAt,
  });
  return id;
}

/**
 * One workspace's month, and a busy other workspace whose rows must not show:
 * - Jo talked to Ace Quotes on the website on 5 March, was quoted 3456.00 and paid it on the 6th
 *   (a second, duplicate payment of that quote was refunded: it never counts);
 * - Kim talked to Insta Sam on Instagram one second before midnight UTC on the 9th and was
 *   quoted 1200.50 on the 10th, unpaid;
 * - Lee's February conversation (Ace Quotes, website) was quoted 500.00 on 21 Feb, paid on 6 March;
 * - a quote of 99.99 entered without a conversation was created and paid on 7 March;
 * - a conversation on the 10th led to nothing.
 */
async function seedMonth() {
  const ws = owner.workspaceId;
  const ace = buildAgent({ workspaceId: ws, agentName: 'Ace Quotes', agentType: 'quote' });
  const sam = buildAgent({ workspaceId: ws, agentName: 'Insta Sam', agentType: 'social' });
  await db.insert(agents).values([ace, sam]);
  const jo = buildCustomer({ workspaceId: ws, name: 'Jo Driver', email: 'jo@example.com' });
  const kim = buildCustomer({ workspaceId: ws, name: 'Kim Lens', email: 'kim@example.com' });
  const lee = buildCustomer({ workspaceId: ws, name: 'Lee Old', email: 'lee@example.com' });
  await db.insert(customers).values([jo, kim, lee]);

  const joChat = await addConversation(
    {
      workspaceId: ws,
      customerId: jo.id,
      agentId: ace.id,
      agentType: 'quote',
      platform: 'website',
      createdAt: at('2026-03-05T10:00:00Z'),
    },
    at('2026-03-05T10:00:05Z'),
  );
  const kimChat = await addConversation({
    workspaceId: ws,
    customerId: kim.id,
    agentId: sam.id,
    agentType: 'social',
    platform: 'instagram',
    createdAt: at('2026-03-09T23:59:59Z'),
  });
  const leeChat = await addConversation({
    workspaceId: ws,
    customerId: lee.id,
    agentId: ace.id,
    agentType: 'quote',
    platform: 'website',
    createdAt: at('2026-02-20T09:00:00Z'),
  });
  await addConversation({ workspaceId: ws, platform: 'website', createdAt: at('2026-03-10T01:00:00Z') });

  const joQuote = await addQuote({
    workspaceId: ws,
    customerId: jo.id!,
    conversationId: joChat,
    totalAmount: '3456.00',
    status: 'paid',
    createdAt: at('2026-03-05T11:00:00Z'),
  });
  const joPayment = await pay(ws, joQuote, '3456.00', at('2026-03-06T09:00:00Z'));
  await pay(ws, joQuote, '3456.00', at('2026-03-06T09:05:00Z'), joPayment);
  await addQuote({
    workspaceId: ws,
    customerId: kim.id!,
    conversationId: kimChat,
    totalAmount: '1200.50',
    createdAt: at('2026-03-10T08:00:00Z'),
  });
  const leeQuote = await addQuote({
    workspaceId: ws,
    customerId: lee.id!,
    conversationId: leeChat,
    totalAmount: '500.00',
    status: 'paid',
    createdAt: at('2026-02-21T10:00:00Z'),
  });
  await pay(ws, leeQuote, '500.00', at('2026-03-06T12:00:00Z'));
  const manual = await addQuote({
    workspaceId: ws,
    customerId: jo.id!,
    totalAmount: '99.99',
    status: 'paid',
    createdAt: at('2026-03-07T10:00:00Z'),
  });
  await pay(ws, manual, '99.99', at('2026-03-07T11:00:00Z'));

  // The other workspace: busy on the same days, none of it ours.
  const theirs = other.workspaceId;
  const theirCustomer = buildCustomer({ workspaceId: theirs, name: 'Not Ours' });
  await db.insert(customers).values(theirCustomer);
  const theirChat = await addConversation({
    workspaceId: theirs,
    customerId: theirCustomer.id,
    platform: 'website',
    createdAt: at('2026-03-06T10:00:00Z'),
  });
  const theirQuote = await addQuote({
    workspaceId: theirs,
    customerId: theirCustomer.id!,
    conversationId: theirChat,
    totalAmount: '7000.00',
    createdAt: at('2026-03-06T10:00:00Z'),
  });
  await pay(theirs, theirQuote, '7000.00', at('2026-03-06T11:00:00Z'));

  return { ace, sam, joChat, kimChat, leeChat };
}

describe('the analytics report', () => {
  it('counts the last 7 UTC days, zero-filled, and only the workspace’s own rows', async () => {
    await seedMonth();
    const { status, body } = await report(owner, '?days=7');
    expect(status).toBe(200);
    expect(body.days).toBe(7);
    expect(body.from).toBe('2026-03-04T00:00:00.000Z');
    expect(body.to).toBe('2026-03-11T00:00:00.000Z');
    expect(body.series).toEqual([
      { date: '2026-03-04', conversations: 0, quotes: 0, quotedTotal: '0.00', revenue: '0.00' },
      { date: '2026-03-05', conversations: 1, quotes: 1, quotedTotal: '3456.00', revenue: '0.00' },
      { date: '2026-03-06', conversations: 0, quotes: 0, quotedTotal: '0.00', revenue: '3956.00' },
      { date: '2026-03-07', conversations: 0, quotes: 1, quotedTotal: '99.99', revenue: '99.99' },
      { date: '2026-03-08', conversations: 0, quotes: 0, quotedTotal: '0.00', revenue: '0.00' },
      // 23:59:59 UTC is still the 9th, whatever the server's time zone.
      { date: '2026-03-09', conversations: 1, quotes: 0, quotedTotal: '0.00', revenue: '0.00' },
      { date: '2026-03-10', conversations: 1, quotes: 1, quotedTotal: '1200.50', revenue: '0.00' },
    ]);
    expect(body.totals).toEqual({
      conversations: 3,
      quotes: 3,
      quotedTotal: '4756.49',
      paidQuotes: 3,
      revenue: '4055.99',
    });
  });

  it('attributes paid revenue to conversations, agents and channels', async () => {
    const { ace, joChat, kimChat, leeChat } = await seedMonth();
    const { body } = await report(owner, '?days=7');
    const aceAgent = { id: ace.id, name: 'Ace Quotes', type: 'quote' };
    expect(body.byAgent).toEqual([
      { agent: aceAgent, paidQuotes: 2, revenue: '3956.00' },
      { agent: null, paidQuotes: 1, revenue: '99.99' },
    ]);
    expect(body.byChannel).toEqual([
      { channel: 'website', paidQuotes: 2, revenue: '3956.00' },
      { channel: null, paidQuotes: 1, revenue: '99.99' },
    ]);
    expect(body.attribution).toEqual([
      {
        conversationId: joChat,
        customer: { name: 'Jo Driver', email: 'jo@example.com' },
        agent: aceAgent,
        channel: 'website',
        quoteCount: 1,
        quotedTotal: '3456.00',
        paidTotal: '3456.00',
        firstMessageAt: '2026-03-05T10:00:05.000Z',
        paidAt: '2026-03-06T09:00:00.000Z',
      },
      {
        conversationId: leeChat,
        customer: { name: 'Lee Old', email: 'lee@example.com' },
        agent: aceAgent,
        channel: 'website',
        quoteCount: 1,
        quotedTotal: '500.00',
        paidTotal: '500.00',
        // No messages stored: the conversation's start stands in.
        firstMessageAt: '2026-02-20T09:00:00.000Z',
        paidAt: '2026-03-06T12:00:00.000Z',
      },
      expect.objectContaining({
        conversationId: kimChat,
        channel: 'instagram',
        agent: expect.objectContaining({ name: 'Insta Sam', type: 'social' }),
        quotedTotal: '1200.50',
        paidTotal: '0.00',
        paidAt: null,
      }),
    ]);
  });

  it('keeps the same first conversations when only the most paid ones are grouped, ties broken by quoted total', async () => {
    const { ace, joChat, kimChat, leeChat } = await seedMonth();
    const ws = owner.workspaceId;
    // Max was paid 500.00 like Lee, and was quoted 800.00 more in the window, unpaid: the tie at
    // Lee's total goes to Max, whose quote count and quoted total take in the unpaid quote.
    const max = buildCustomer({ workspaceId: ws, name: 'Max Tie', email: 'max@example.com' });
    await db.insert(customers).values(max);
    const maxChat = await addConversation({
      workspaceId: ws,
      customerId: max.id,
      agentId: ace.id,
      agentType: 'quote',
      platform: 'website',
      createdAt: at('2026-03-06T08:00:00Z'),
    });
    const maxPaid = await addQuote({
      workspaceId: ws,
      customerId: max.id!,
      conversationId: maxChat,
      totalAmount: '500.00',
      status: 'paid',
      createdAt: at('2026-03-06T08:30:00Z'),
    });
    await pay(ws, maxPaid, '500.00', at('2026-03-06T10:00:00Z'));
    await addQuote({
      workspaceId: ws,
      customerId: max.id!,
      conversationId: maxChat,
      totalAmount: '800.00',
      createdAt: at('2026-03-08T08:00:00Z'),
    });
    const window = analyticsWindow(at('2026-03-10T15:00:00Z'), 7);
    const scope = { workspaceId: ws, from: window.from, to: window.to };

    const all = await readAttribution(db, scope, 100);
    expect(all.map((row) => [row.conversationId, row.quoteCount, row.quotedTotal, row.paidTotal])).toEqual([
      [joChat, 1, '3456.00', '3456.00'],
      [maxChat, 2, '1300.00', '500.00'],
      [leeChat, 1, '500.00', '500.00'],
      [kimChat, 1, '1200.50', '0.00'],
    ]);
    // 1 to 3: as many conversations were paid (only theirs are grouped); 4 and 5: unpaid ones too.
    for (let limit = 1; limit <= 5; limit += 1) {
      expect(await readAttribution(db, scope, limit), `limit ${limit}`).toEqual(all.slice(0, limit));
    }
  });

  it('defaults to 30 days, which reach back to February', async () => {
    await seedMonth();
    const { status, body } = await report(owner);
    expect(status).toBe(200);
    expect(body.days).toBe(30);
    expect(body.series).toHaveLength(30);
    expect(body.series[0]!.date).toBe('2026-02-09');
    expect(body.totals).toMatchObject({
      conversations: 4,
      quotes: 4,
      quotedTotal: '5256.49',
      revenue: '4055.99',
    });
  });

  it('is all zeros, with no rows, for a new workspace', async () => {
    const { body } = await report(owner, '?days=90');
    expect(body.series).toHaveLength(90);
    expect(body.series.every((d) => d.conversations === 0 && d.quotes === 0 && d.revenue === '0.00')).toBe(
      true,
    );
    expect(body.totals).toEqual({
      conversations: 0,
      quotes: 0,
      quotedTotal: '0.00',
      paidQuotes: 0,
      revenue: '0.00',
    });
    expect(body).toMatchObject({ byAgent: [], byChannel: [], attribution: [] });
  });
});

describe('input and access', () => {
  it('accepts only 7, 30 or 90 days', async () => {
    for (const query of ['?days=14', '?days=abc', '?days=', '?days=7&extra=1']) {
      const { status, body } = await report(owner, query);
      expect(status, query).toBe(400);
      expect(body.error?.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a non-member, lets a member read, and needs a session', async () => {
    expect((await report(other, '', owner.workspaceId)).status).toBe(403);
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    expect((await report(other, '', owner.workspaceId)).status).toBe(200);
    const anonymous = await t.request(`/api/workspaces/${owner.workspaceId}/analytics`);
    expect(anonymous.status).toBe(401);
  });
});
