import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import {
  type AutomationApp,
  clearAutomationJobs,
  startAutomationApp,
  waitingJobs,
} from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { conversionRate } from '../../../domain/dashboard-metrics';
import { PIPELINE_UPDATE_EVENT, SMART_INTEGRATION_EVENT } from '../../../domain/pipeline';
import {
  analytics,
  conversations,
  customers,
  messages,
  quotes,
  workspaceMembers,
} from '../../db/schema/index';
import { buildConversation, buildCustomer, buildQuote } from '../../db/seed/factories';

const { db, close } = getTestDb();
afterAll(close);

let t: AutomationApp;
beforeAll(async () => {
  t = await startAutomationApp(db);
});
afterAll(() => t.stop());

let owner: TestAccount;
let other: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  await clearAutomationJobs(db);
  owner = await signUpAccount(t, db, { email: 'owner@dash.test', verified: true });
  other = await signUpAccount(t, db, { email: 'other@dash.test' });
});

const base = (account: TestAccount, workspaceId = account.workspaceId) => `/api/workspaces/${workspaceId}`;
const get = async (account: TestAccount, path: string) => {
  const res = await t.request(`${base(account)}${path}`, { jar: account.jar });
  return { status: res.status, body: await res.json() };
};
const send = async (account: TestAccount, method: string, path: string, json?: unknown) => {
  const res = await t.request(`${base(account)}${path}`, { method, jar: account.jar, json });
  return { status: res.status, body: await res.json() };
};

async function addCustomer(workspaceId: string, values: Partial<typeof customers.$inferInsert> = {}) {
  const customer = buildCustomer({ workspaceId, ...values });
  await db.insert(customers).values(customer);
  return customer.id!;
}

async function addConversation(workspaceId: string, values: Partial<typeof conversations.$inferInsert> = {}) {
  const conversation = buildConversation({ workspaceId, ...values });
  await db.insert(conversations).values(conversation);
  return conversation.id!;
}

async function addQuote(
  workspaceId: string,
  customerId: string,
  values: Partial<typeof quotes.$inferInsert> = {},
) {
  const quote = buildQuote({ workspaceId, customerId, ...values });
  await db.insert(quotes).values(quote);
  return quote.id!;
}

describe('summary cards', () => {
  it('counts only the workspace’s own rows, by the spec’s formulas', async () => {
    const ws = owner.workspaceId;
    const jo = await addCustomer(ws, { name: 'Jo Driver' });
    for (let i = 0; i < 3; i += 1) await addConversation(ws, { customerId: jo });
    await addQuote(ws, jo, { status: 'approved', totalAmount: '3456.00' });
    await addQuote(ws, jo, { status: 'approved', totalAmount: '100.10' });
    await addQuote(ws, jo, { status: 'pending', totalAmount: '999.00' });
    await addQuote(ws, jo, { status: 'paid', totalAmount: '50.00' });
    // Another workspace's rows change nothing.
    const theirs = await addCustomer(other.workspaceId);
    await addConversation(other.workspaceId, { customerId: theirs });
    await addQuote(other.workspaceId, theirs, { status: 'approved', totalAmount: '7000.00' });

    const { status, body } = await get(owner, '/dashboard/summary');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalLeads: 3,
      quotesGenerated: 4,
      approvedQuotes: 2,
      revenuePipeline: '3556.10',
      conversionRate: '66.7',
    });
  });

  it('shows zeros, not sample figures, for a new workspace', async () => {
    const { body } = await get(owner, '/dashboard/summary');
    expect(body).toMatchObject({
      totalLeads: 0,
      quotesGenerated: 0,
      approvedQuotes: 0,
      revenuePipeline: '0.00',
      conversionRate: '0.0',
    });
  });
});

describe('access', () => {
  it('refuses another workspace’s owner and lets a member read but not change', async () => {
    const jo = await addCustomer(owner.workspaceId);
    const quoteId = await addQuote(owner.workspaceId, jo);
    const paths = [
      '/dashboard/summary',
      '/dashboard/conversations',
      '/dashboard/quotes',
      '/dashboard/pipeline',
      '/dashboard/agents',
      '/automations',
    ];
    for (const path of paths) {
      const res = await t.request(`${base(owner)}${path}`, { jar: other.jar });
      expect(res.status, path).toBe(403);
    }
    const move = await t.request(`${base(owner)}/quotes/${quoteId}/stage`, {
      method: 'PATCH',
      jar: other.jar,
      json: { stage: 'engaged' },
    });
    expect(move.status).toBe(403);
    // Their own workspace's path with our quote's id: not found, and nothing moved.
    const viaOwn = await send(other, 'PATCH', `/quotes/${quoteId}/stage`, { stage: 'engaged' });
    expect(viaOwn.status).toBe(404);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row!.pipelineStage).toBe('lead');

    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    for (const path of paths) {
      const res = await t.request(`${base(owner)}${path}`, { jar: other.jar });
      expect(res.status, path).toBe(200);
    }
    const memberMove = await t.request(`${base(owner)}/quotes/${quoteId}/stage`, {
      method: 'PATCH',
      jar: other.jar,
      json: { stage: 'engaged' },
    });
    expect(memberMove.status).toBe(403);
    const memberSwitch = await t.request(`${base(owner)}/automations/upsell_offer`, {
      method: 'PUT',
      jar: other.jar,
      json: { enabled: false },
    });
    expect(memberSwitch.status).toBe(403);
  });

  it('lets a platform admin read any workspace', async () => {
    const admin = await signUpAccount(t, db, { email: 'admin@dash.test', admin: true });
    const res = await t.request(`${base(owner)}/dashboard/summary`, { jar: admin.jar });
    expect(res.status).toBe(200);
  });
});

describe('leads & conversations', () => {
  it('searches customer name and e-mail case-insensitively (not phone), with % taken literally', async () => {
    const ws = owner.workspaceId;
    const maria = await addCustomer(ws, {
      name: 'Maria Garcia',
      email: 'maria@bakery.test',
      phone: '555 0102',
    });
    const sam = await addCustomer(ws, {
      name: 'Sam Patel',
      email: 'sam@shop.test',
      metadata: { engagement_score: 85 },
    });
    await addConversation(ws, {
      customerId: maria,
      routing: { action: 'urgent_response', priority: 2, reason: 'Urgency keywords: asap' },
    });
    await addConversation(ws, { customerId: sam });
    await addConversation(ws, { customerId: null });

    const byName = await get(owner, '/dashboard/conversations?search=GARC');
    expect(byName.body.total).toBe(1);
    expect(byName.body.items[0]).toMatchObject({
      customer: { name: 'Maria Garcia', email: 'maria@bakery.test' },
      routing: { action: 'urgent_response', priority: 2, reason: 'Urgency keywords: asap' },
      // Scored on read on what happened (an e-mail given, nothing else): cold (decision 096).
      leadTemperature: 'cold',
    });
    const byEmail = await get(owner, '/dashboard/conversations?search=SHOP.test');
    expect(byEmail.body.items.map((i: { customer: { name: string } }) => i.customer.name)).toEqual([
      'Sam Patel',
    ]);
    // The activity score wins over a profile score the browser reported (decision 096).
    expect(byEmail.body.items[0].leadTemperature).toBe('cold');
    expect((await get(owner, '/dashboard/conversations?search=0102')).body.total).toBe(0);
    expect((await get(owner, '/dashboard/conversations?search=%25')).body.total).toBe(0);
    expect((await get(owner, '/dashboard/conversations')).body.total).toBe(3);
  });

  it('pages past the spec’s 50, latest message first, with a total', async () => {
    const ws = owner.workspaceId;
    const jo = await addCustomer(ws);
    const start = Date.parse('2026-03-01T00:00:00Z');
    for (let i = 0; i < 60; i += 1)
      await addConversation(ws, { customerId: jo, lastMessageAt: new Date(start + i * 60_000) });
    const pages = [];
    for (let page = 1; page <= 3; page += 1)
      pages.push((await get(owner, `/dashboard/conversations?page=${page}&pageSize=25`)).body);
    expect(pages.map((p) => p.items.length)).toEqual([25, 25, 10]);
    expect(pages.every((p) => p.total === 60)).toBe(true);
    const times = pages.flatMap((p) =>
      p.items.map((i: { lastMessageAt: string }) => Date.parse(i.lastMessageAt)),
    );
    expect(new Set(times).size).toBe(60);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await get(owner, '/dashboard/conversations?pageSize=101')).status).toBe(400);
  });
  it('pages a search’s matches latest first, with their total past the last page and with the routing filter', async () => {
    const ws = owner.workspaceId;
    const start = Date.parse('2026-03-01T00:00:00Z');
    // Two customers matching "olivia" (one by name, one by e-mail) with 3 conversations each, one who is not.
    const olivias = [
      await addCustomer(ws, { name: 'Olivia Brown', email: 'ob@mail.test' }),
      await addCustomer(ws, { name: 'O. Brown', email: 'olivia.b@mail.test' }),
    ];
    const noah = await addCustomer(ws, { name: 'Noah Smith', email: 'noah@mail.test' });
    for (let i = 0; i < 6; i += 1)
      await addConversation(ws, {
        customerId: olivias[i % 2],
        lastMessageAt: new Date(start + i * 60_000),
        routing: i < 2 ? { action: 'priority_queue', priority: 1, reason: 'High value' } : undefined,
      });
    await addConversation(ws, { customerId: noah, lastMessageAt: new Date(start + 3600_000) });
    // Another workspace's Olivia never shows.
    const elsewhere = await addCustomer(other.workspaceId, { name: 'Olivia Elsewhere' });
    await addConversation(other.workspaceId, { customerId: elsewhere });

    const pages = [1, 2, 3].map((page) => `/dashboard/conversations?search=olivia&pageSize=4&page=${page}`);
    const [first, second, past] = await Promise.all(pages.map((path) => get(owner, path)));
    expect([first, second, past].map((p) => p.body.total)).toEqual([6, 6, 6]);
    expect([first, second, past].map((p) => p.body.items.length)).toEqual([4, 2, 0]);
    const times = [...first.body.items, ...second.body.items].map((i: { lastMessageAt: string }) =>
      Date.parse(i.lastMessageAt),
    );
    expect(times).toEqual([5, 4, 3, 2, 1, 0].map((i) => start + i * 60_000));
    const queued = await get(owner, '/dashboard/conversations?search=olivia&priority=priority_queue');
    expect(queued.body.total).toBe(2);
    expect(queued.body.items.map((i: { lastMessageAt: string }) => Date.parse(i.lastMessageAt))).toEqual([
      start + 60_000,
      start,
    ]);
  });
});

describe('leads waiting for a person', () => {
  it('marks a conversation handed to a person until someone takes it over, in the list and in a search', async () => {
    const ws = owner.workspaceId;
    const sam = await addCustomer(ws, { name: 'Sam Waiting', email: 'sam@mail.test' });
    const handed = await addConversation(ws, { customerId: sam, handoffAt: new Date(), handoffReason: 'x' });
    const taken = await addConversation(ws, {
      customerId: sam,
      handoffAt: new Date(),
      heldBy: owner.userId,
    });
    const plain = await addConversation(ws, { customerId: sam });
    const waiting = (items: { id: string; waitingForPerson: boolean }[]) =>
      Object.fromEntries(items.map((i) => [i.id, i.waitingForPerson]));
    const expected = { [handed]: true, [taken]: false, [plain]: false };
    expect(waiting((await get(owner, '/dashboard/conversations')).body.items)).toEqual(expected);
    expect(waiting((await get(owner, '/dashboard/conversations?search=waiting')).body.items)).toEqual(
      expected,
    );
  });
});

describe('value potential on a conversation card', () => {
  it('is shown only when real facts raised it, never the fixed base every lead starts with', async () => {
    const ws = owner.workspaceId;
    const score = (value: number) => ({
      engagement_level: 10,
      urgency_indicators: [],
      value_potential: value,
      conversion_probability: 0.3,
    });
    const routing = { action: 'standard_queue' as const, priority: 5, reason: 'Standard' };
    const base = await addConversation(ws, { routing: { ...routing, score: score(1000) } });
    const raised = await addConversation(ws, { routing: { ...routing, score: score(2778.05) } });
    const unrouted = await addConversation(ws);
    const items: { id: string; valuePotential: number | null }[] = (
      await get(owner, '/dashboard/conversations')
    ).body.items;
    expect(Object.fromEntries(items.map((i) => [i.id, i.valuePotential]))).toEqual({
      [base]: null,
      [raised]: 2778.05,
      [unrouted]: null,
    });
  });
});

describe('quotes & pipeline', () => {
  it('searches name, e-mail and quote number, and pages', async () => {
    const ws = owner.workspaceId;
    const alex = await addCustomer(ws, { name: 'Alex Chen', email: 'alex@events.test' });
    const jo = await addCustomer(ws, { name: 'Jo Driver', email: 'jo@vans.test' });
    await addQuote(ws, alex, { quoteNumber: 'Q-2026-0101' });
    await addQuote(ws, jo, { quoteNumber: 'Q-2026-0202' });
    for (let i = 0; i < 30; i += 1) await addQuote(ws, jo);

    expect((await get(owner, '/dashboard/quotes?search=q-2026-0101')).body.items[0].customer.name).toBe(
      'Alex Chen',
    );
    expect((await get(owner, '/dashboard/quotes?search=EVENTS')).body.total).toBe(1);
    expect((await get(owner, '/dashboard/quotes?search=jo dri')).body.total).toBe(31);
    const second = (await get(owner, '/dashboard/quotes?page=2&pageSize=20')).body;
    expect(second).toMatchObject({ total: 32, page: 2, pageSize: 20 });
    expect(second.items).toHaveLength(12);
  });

  it('moves a quote by the spec’s transitions and records each move', async () => {
    const jo = await addCustomer(owner.workspaceId);
    const quoteId = await addQuote(owner.workspaceId, jo);
    for (const stage of ['engaged', 'quote_sent', 'closed_won']) {
      const res = await send(owner, 'PATCH', `/quotes/${quoteId}/stage`, { stage });
      expect(res.status).toBe(200);
      expect(res.body.pipelineStage).toBe(stage);
    }
    const events = await db
      .select()
      .from(analytics)
      .where(and(eq(analytics.eventType, PIPELINE_UPDATE_EVENT), eq(analytics.entityId, quoteId)));
    // The move to Closed won also approves the quote: a status change of its own (decision 096).
    expect(events.filter((e) => e.data.update_type === 'status_change')).toHaveLength(1);
    const stageMoves = events.filter((e) => e.data.update_type === 'stage_change');
    expect(stageMoves.map((e) => [e.data.previous_stage, e.data.stage]).sort()).toEqual(
      [
        ['lead', 'engaged'],
        ['engaged', 'quote_sent'],
        ['quote_sent', 'closed_won'],
      ].sort(),
    );
    const pipeline = (await get(owner, '/dashboard/pipeline')).body.stages;
    expect(pipeline.find((s: { stage: string }) => s.stage === 'closed_won')).toEqual({
      stage: 'closed_won',
      count: 1,
      total: '3456.00',
    });
  });

  it('a manual Closed won approves the quote and Closed lost rejects it, so stage, status and cards agree', async () => {
    const ws = owner.workspaceId;
    const jo = await addCustomer(ws);
    const won = await addQuote(ws, jo, { pipelineStage: 'quote_sent', totalAmount: '1092.96' });
    const lost = await addQuote(ws, jo, { pipelineStage: 'engaged', totalAmount: '572.40' });
    const moved = await send(owner, 'PATCH', `/quotes/${won}/stage`, { stage: 'closed_won' });
    expect(moved.body).toMatchObject({ status: 'approved', pipelineStage: 'closed_won' });
    // As Approve does: the acceptance recorded and the upsell armed.
    expect(await waitingJobs(db, 'automation-upsell-offer')).toEqual([
      expect.objectContaining({ data: { quoteId: won } }),
    ]);
    const sync = await db.select().from(analytics).where(eq(analytics.eventType, SMART_INTEGRATION_EVENT));
    expect(sync.map((e) => e.data)).toEqual([
      expect.objectContaining({ action_type: 'quote_accepted', quote_id: won }),
    ]);
    const dropped = await send(owner, 'PATCH', `/quotes/${lost}/stage`, { stage: 'closed_lost' });
    expect(dropped.body).toMatchObject({ status: 'rejected', pipelineStage: 'closed_lost' });
    // A closed deal keeps the status that closed it.
    const reopen = await send(owner, 'PATCH', `/quotes/${won}/status`, { status: 'rejected' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toBe('A quote in Closed won keeps the status that closed it.');
    expect((await send(owner, 'PATCH', `/quotes/${lost}/status`, { status: 'approved' })).status).toBe(409);
    // The Revenue Pipeline card and the pipeline's Closed won column count the same quotes.
    const summary = (await get(owner, '/dashboard/summary')).body;
    const pipeline = (await get(owner, '/dashboard/pipeline')).body.stages;
    const closedWon = pipeline.find((s: { stage: string }) => s.stage === 'closed_won');
    expect(summary).toMatchObject({ revenuePipeline: '1092.96', approvedQuotes: 1 });
    expect(closedWon).toEqual({ stage: 'closed_won', count: 1, total: summary.revenuePipeline });
  });

  it('refuses a forbidden move with 409 and changes nothing', async () => {
    const jo = await addCustomer(owner.workspaceId);
    const fresh = await addQuote(owner.workspaceId, jo);
    const won = await addQuote(owner.workspaceId, jo, { pipelineStage: 'closed_won' });
    const skipToWon = await send(owner, 'PATCH', `/quotes/${fresh}/stage`, { stage: 'closed_won' });
    expect(skipToWon.status).toBe(409);
    expect(skipToWon.body.error.message).toBe('A quote in Lead cannot move to Closed won.');
    expect((await send(owner, 'PATCH', `/quotes/${won}/stage`, { stage: 'quote_sent' })).status).toBe(409);
    const rows = await db.select().from(quotes);
    expect(rows.map((r) => r.pipelineStage).sort()).toEqual(['closed_won', 'lead']);
    expect(await db.select().from(analytics).where(eq(analytics.eventType, PIPELINE_UPDATE_EVENT))).toEqual(
      [],
    );
  });

  it('approving a quote wins it, records the quote_accepted sync and arms the upsell once', async () => {
    const jo = await addCustomer(owner.workspaceId);
    const quoteId = await addQuote(owner.workspaceId, jo, { pipelineStage: 'quote_sent' });
    const res = await send(owner, 'PATCH', `/quotes/${quoteId}/status`, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', pipelineStage: 'closed_won' });
    // Approving again changes nothing and arms nothing new.
    expect((await send(owner, 'PATCH', `/quotes/${quoteId}/status`, { status: 'approved' })).status).toBe(
      200,
    );
    const jobs = await waitingJobs(db, 'automation-upsell-offer');
    expect(jobs).toEqual([expect.objectContaining({ data: { quoteId }, singletonKey: quoteId })]);
    const sync = await db.select().from(analytics).where(eq(analytics.eventType, SMART_INTEGRATION_EVENT));
    expect(sync).toHaveLength(1);
    expect(sync[0]!.data).toMatchObject({ action_type: 'quote_accepted', quote_id: quoteId });
    const summary = (await get(owner, '/dashboard/summary')).body;
    expect(summary.revenuePipeline).toBe('3456.00');
  });

  it('rejecting an open quote loses the deal; a paid quote keeps its status', async () => {
    const jo = await addCustomer(owner.workspaceId);
    const open = await addQuote(owner.workspaceId, jo);
    const res = await send(owner, 'PATCH', `/quotes/${open}/status`, { status: 'rejected' });
    expect(res.body).toMatchObject({ status: 'rejected', pipelineStage: 'closed_lost' });
    const paid = await addQuote(owner.workspaceId, jo, { status: 'paid' });
    expect((await send(owner, 'PATCH', `/quotes/${paid}/status`, { status: 'pending' })).status).toBe(409);
  });

  it('resends the quote e-mail and hands out its payment link', async () => {
    const jo = await addCustomer(owner.workspaceId, { email: 'jo@vans.test' });
    const quoteId = await addQuote(owner.workspaceId, jo, { quoteNumber: 'Q-2026-0777' });
    const resend = await send(owner, 'POST', `/quotes/${quoteId}/email`);
    expect(resend).toEqual({ status: 200, body: { success: true, quote_number: 'Q-2026-0777' } });
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(row!.pipelineStage).toBe('quote_sent');
    const link = await send(owner, 'POST', `/quotes/${quoteId}/payment-link`);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http/);
    // An owner whose own address is not verified may not mail a customer.
    const theirs = await addCustomer(other.workspaceId, { email: 'x@y.test' });
    const theirQuote = await addQuote(other.workspaceId, theirs);
    expect((await send(other, 'POST', `/quotes/${theirQuote}/email`)).status).toBe(403);
  });
});

describe('agents', () => {
  it('counts each agent’s real conversations and quotes', async () => {
    const setup = await send(owner, 'PUT', '/agents', {
      agents: [{ agentType: 'quote', agentName: 'Quinn' }],
      tone: 'professional',
    });
    expect(setup.status).toBe(200);
    const agentId = setup.body.agents[0].id;
    const jo = await addCustomer(owner.workspaceId);
    const chat = await addConversation(owner.workspaceId, { customerId: jo, agentId, agentType: 'quote' });
    await addConversation(owner.workspaceId, { customerId: jo, agentId, agentType: 'quote' });
    await addQuote(owner.workspaceId, jo, { conversationId: chat });
    const { body } = await get(owner, '/dashboard/agents');
    expect(body.agents).toEqual([
      expect.objectContaining({
        agentName: 'Quinn',
        agentType: 'quote',
        conversationCount: 2,
        messageCount: 0,
        quoteCount: 1,
      }),
    ]);
  });

  it('counts each agent’s messages, as they are written and deleted', async () => {
    const setup = await send(owner, 'PUT', '/agents', {
      agents: [{ agentType: 'shop', agentName: 'Sky' }],
      tone: 'professional',
    });
    const agentId = setup.body.agents[0].id;
    const first = await addConversation(owner.workspaceId, { agentId, agentType: 'shop' });
    const second = await addConversation(owner.workspaceId, { agentId, agentType: 'shop' });
    const message = (conversationId: string, sender: 'user' | 'agent') => ({
      workspaceId: owner.workspaceId,
      conversationId,
      sender,
      content: 'Hello',
    });
    // One statement for two conversations, then one message alone, then one deleted.
    await db
      .insert(messages)
      .values([message(first, 'user'), message(first, 'agent'), message(second, 'user')]);
    const [last] = await db.insert(messages).values(message(second, 'agent')).returning({ id: messages.id });
    await db.insert(messages).values(message(second, 'user'));
    await db.delete(messages).where(eq(messages.id, last!.id));
    const { body } = await get(owner, '/dashboard/agents');
    expect(body.agents).toEqual([expect.objectContaining({ agentName: 'Sky', messageCount: 4 })]);
    const counts = await db
      .select({ id: conversations.id, messageCount: conversations.messageCount })
      .from(conversations)
      .where(eq(conversations.workspaceId, owner.workspaceId));
    expect(Object.fromEntries(counts.map((c) => [c.id, c.messageCount]))).toEqual({
      [first]: 2,
      [second]: 2,
    });
  });
});

describe('campaigns', () => {
  it('lists the four automations with last-7-day counts and keeps each switch', async () => {
    const now = Date.now();
    const event = (emailType: string, daysAgo: number, eventType = 'automation_email_sent') => ({
      workspaceId: owner.workspaceId,
      eventType,
      entityId: null,
      data: { email_type: emailType, trigger: 'timer' },
      createdAt: new Date(now - daysAgo * 24 * 3600_000),
    });
    await db
      .insert(analytics)
      .values([
        event('quote_reminder', 1),
        event('quote_reminder', 6.9),
        event('quote_reminder', 8),
        event('upsell_offer', 2, 'automation_email_skipped'),
        event('expired_quote_recovery', 0.5),
        { ...event('abandoned_chat', 1), workspaceId: other.workspaceId },
      ]);
    const { body } = await get(owner, '/automations');
    expect(body.windowDays).toBe(7);
    expect(
      body.automations.map((a: { type: string; sent: number; skipped: number; enabled: boolean }) => [
        a.type,
        a.sent,
        a.skipped,
        a.enabled,
      ]),
    ).toEqual([
      ['abandoned_chat', 0, 0, true],
      ['quote_reminder', 2, 0, true],
      ['upsell_offer', 0, 1, true],
      ['expired_quote_recovery', 1, 0, true],
    ]);
    const off = await send(owner, 'PUT', '/automations/quote_reminder', { enabled: false });
    expect(off.status).toBe(200);
    const again = (await get(owner, '/automations')).body.automations;
    expect(again.find((a: { type: string }) => a.type === 'quote_reminder').enabled).toBe(false);
    expect(again.filter((a: { enabled: boolean }) => a.enabled)).toHaveLength(3);
    expect((await send(owner, 'PUT', '/automations/nope', { enabled: false })).status).toBe(400);
  });
});

it('the demo figures equal the formulas on the demo rows', async () => {
  const { seedDemoData } = await import('../../db/seed/seed');
  const { DEMO_ACCOUNTS } = await import('../../db/seed/demo-accounts');
  await seedDemoData(db, { now: new Date() });
  const client = DEMO_ACCOUNTS.find((a) => a.role === 'client')!;
  const jar = new Map<string, string>();
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    jar,
    json: { email: client.email, password: client.password },
  });
  expect(signIn.status).toBe(200);
  const { DEMO_WORKSPACE } = await import('../../db/seed/demo-content');
  const demo = DEMO_WORKSPACE.id;
  const allQuotes = await db.select().from(quotes).where(eq(quotes.workspaceId, demo));
  const allChats = await db.select().from(conversations).where(eq(conversations.workspaceId, demo));
  const approved = allQuotes.filter((q) => q.status === 'approved');
  const cents = approved.reduce((sum, q) => sum + Math.round(Number(q.totalAmount) * 100), 0);
  const res = await t.request(`/api/workspaces/${demo}/dashboard/summary`, { jar });
  const body = await res.json();
  expect(approved.length).toBeGreaterThan(0);
  expect(body).toMatchObject({
    totalLeads: allChats.length,
    quotesGenerated: allQuotes.length,
    revenuePipeline: (cents / 100).toFixed(2),
    conversionRate: conversionRate(approved.length, allChats.length),
  });
  // The demo's stages follow its statuses.
  for (const quote of allQuotes)
    expect(quote.pipelineStage).toBe(quote.status === 'approved' ? 'closed_won' : 'quote_sent');
});
