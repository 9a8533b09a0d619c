import { gunzipSync, constants as zlibConstants } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { csvHeader, LEAD_EXPORT_LIMITS, LEAD_EXPORT_MESSAGES } from '../../../domain/lead-export';
import {
  checkoutSessions,
  conversations,
  customers,
  messages,
  payments,
  quotes,
  workspaceMembers,
} from '../../db/schema/index';
import { buildConversation, buildCustomer, buildMessage, buildQuote } from '../../db/seed/factories';
import { createLogger } from '../../lib/logger';
import { acceptPaidQuote } from '../quotes';
import { leadsExportFunction } from './dashboard.functions';
import { leadExportChunks, leadExportResponse, leadExportRows } from './leads-export.service';

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db, functions: [leadsExportFunction] });

let owner: TestAccount;
let other: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@export.test', verified: true });
  other = await signUpAccount(t, db, { email: 'other@export.test' });
});

const exportPath = (workspaceId: string, query: string) =>
  `/api/workspaces/${workspaceId}/leads/export?${query}`;
const RANGE = 'from=2026-03-01&to=2026-03-31';

async function addCustomer(workspaceId: string, values: Partial<typeof customers.$inferInsert> = {}) {
  const customer = buildCustomer({ workspaceId, createdAt: new Date('2026-03-10T12:00:00Z'), ...values });
  await db.insert(customers).values(customer);
  return customer.id!;
}

async function seedLead() {
  const ws = owner.workspaceId;
  const jo = await addCustomer(ws, {
    name: '=Jo, "the" Driver',
    email: 'jo@example.com',
    phone: '+1 555 0100',
    metadata: { engagement_score: 85, lead_temperature: 'hot' },
  });
  await db.insert(conversations).values(
    buildConversation({
      workspaceId: ws,
      customerId: jo,
      createdAt: new Date('2026-03-10T12:00:00Z'),
      lastMessageAt: new Date('2026-03-12T09:30:00Z'),
      routing: { action: 'urgent_response', priority: 2, reason: 'Urgency indicators: asap' },
    }),
  );
  const paidQuote = buildQuote({
    workspaceId: ws,
    customerId: jo,
    totalAmount: '3456.00',
    createdAt: new Date('2026-03-11T00:00:00Z'),
  });
  const laterQuote = buildQuote({
    workspaceId: ws,
    customerId: jo,
    totalAmount: '100.10',
    pipelineStage: 'quote_sent',
    createdAt: new Date('2026-03-12T00:00:00Z'),
  });
  await db.insert(quotes).values([paidQuote, laterQuote]);
  const [checkout] = await db
    .insert(checkoutSessions)
    .values({
      provider: 'test',
      providerSessionId: 'cs_export_1',
      kind: 'quote',
      quoteId: paidQuote.id,
      workspaceId: ws,
      email: 'jo@example.com',
      amount: '3456.00',
      successUrl: 'https://example.com/ok',
      cancelUrl: 'https://example.com/cancel',
    })
    .returning();
  await db
    .insert(payments)
    .values({ checkoutSessionId: checkout!.id, quoteId: paidQuote.id, amount: '3456.00', provider: 'test' });
  return jo;
}

/** A lead of the owner's workspace created `minute` minutes into 2 March 2026: pages in that order. */
function leadAt(name: string, minute: number) {
  return buildCustomer({
    workspaceId: owner.workspaceId,
    name,
    createdAt: new Date(Date.parse('2026-03-02T08:00:00Z') + minute * 60_000),
  });
}

/** The first column (the lead's name) of each row of a CSV export, without its header. */
function csvNames(text: string): string[] {
  return text
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(',')[0]!);
}

describe('GET /leads/export', () => {
  it('streams the range’s leads as JSON with every column, never another workspace’s', async () => {
    await seedLead();
    // Outside the range (before and after), and another workspace's lead inside it.
    await addCustomer(owner.workspaceId, { name: 'Too Early', createdAt: new Date('2026-02-28T23:59:59Z') });
    await addCustomer(owner.workspaceId, { name: 'Too Late', createdAt: new Date('2026-04-01T00:00:00Z') });
    const lastDay = await addCustomer(owner.workspaceId, {
      name: 'Last Day',
      createdAt: new Date('2026-03-31T23:59:59Z'),
    });
    // Routed by the chat: the score it was routed on stands in for a profile score.
    const score = {
      engagement_level: 40,
      urgency_indicators: [],
      value_potential: 2500,
      conversion_probability: 0.3,
    };
    await db.insert(conversations).values(
      buildConversation({
        workspaceId: owner.workspaceId,
        customerId: lastDay,
        routing: { action: 'standard_queue', priority: 5, reason: 'Standard lead', score },
      }),
    );
    await addCustomer(other.workspaceId, { name: 'Someone Else' });

    const res = await t.request(exportPath(owner.workspaceId, RANGE), { jar: owner.jar });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="leads-2026-03-01-to-2026-03-31.json"',
    );
    const { from, to, leads: body } = await res.json();
    expect({ from, to }).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(body.map((row: { customerName: string }) => row.customerName)).toEqual([
      '=Jo, "the" Driver',
      'Last Day',
    ]);
    expect(body[0]).toEqual({
      customerName: '=Jo, "the" Driver',
      email: 'jo@example.com',
      phone: '+1 555 0100',
      firstContact: '2026-03-10T12:00:00.000Z',
      lastMessage: '2026-03-12T09:30:00.000Z',
      // Scored on its activity when read (decision 096): quote 30, paid 40, contact 10.
      leadTemperature: 'hot',
      engagementScore: 80,
      // What its quotes add up to.
      valuePotential: 3556.1,
      routingPriority: 1,
      routingAction: 'priority_queue',
      routingReason: 'Hot lead: quote made, quote paid, left an e-mail or phone',
      quotesCount: 2,
      quotedTotal: '3556.10',
      paidTotal: '3456.00',
      pipelineStage: 'quote_sent',
    });
    // Nothing happened with this lead but an e-mail given: the start's 40 and $2,500 are gone.
    expect(body[1]).toMatchObject({
      leadTemperature: 'cold',
      engagementScore: 10,
      valuePotential: null,
      routingPriority: 5,
      quotesCount: 0,
      quotedTotal: '0.00',
      paidTotal: '0.00',
      pipelineStage: null,
    });
  });

  it('streams CSV with a header, escaping and formula-safe cells', async () => {
    await seedLead();
    const res = await t.request(exportPath(owner.workspaceId, `${RANGE}&format=csv`), { jar: owner.jar });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="leads-2026-03-01-to-2026-03-31.csv"',
    );
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(`${lines[0]}\r\n`).toBe(csvHeader());
    expect(lines[1]).toBe(
      `"'=Jo, ""the"" Driver",jo@example.com,'+1 555 0100,2026-03-10T12:00:00.000Z,2026-03-12T09:30:00.000Z,hot,80,3556.1,1,priority_queue,"Hot lead: quote made, quote paid, left an e-mail or phone",2,3556.10,3456.00,quote_sent`,
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('an empty range gives an empty array or just the header', async () => {
    const json = await t.request(exportPath(owner.workspaceId, RANGE), { jar: owner.jar });
    expect(await json.json()).toEqual({ from: '2026-03-01', to: '2026-03-31', leads: [] });
    const csv = await t.request(exportPath(owner.workspaceId, `${RANGE}&format=csv`), { jar: owner.jar });
    expect(await csv.text()).toBe(csvHeader());
  });

  // First contacts written by the app carry microseconds (now()); a cursor that dropped them
  // repeated each page's last lead on the next page.
  it.each([
    { case: 'whole milliseconds', extra: null },
    { case: 'microseconds, as now() writes them', extra: '456 microseconds' },
  ])('reads each lead once, page by page in first-contact order ($case)', async ({ extra }) => {
    for (let i = 0; i < 5; i += 1)
      await addCustomer(owner.workspaceId, {
        name: `Lead ${i}`,
        createdAt: new Date(`2026-03-0${i + 1}T08:00:00.123Z`),
      });
    // Dates cannot hold microseconds; set them in SQL, as the column's default does.
    if (extra)
      await db.execute(
        sql`update customers set created_at = created_at + ${extra}::interval where workspace_id = ${owner.workspaceId}`,
      );
    const names: string[] = [];
    for await (const row of leadExportRows(t.deps, {
      workspaceId: owner.workspaceId,
      from: '2026-03-01',
      to: '2026-03-31',
      format: 'json',
      pageSize: 2,
    }))
      names.push(row.customerName);
    expect(names).toEqual(['Lead 0', 'Lead 1', 'Lead 2', 'Lead 3', 'Lead 4']);
  });

  it('joins pages into one valid file, JSON and CSV', async () => {
    for (let i = 0; i < 5; i += 1)
      await addCustomer(owner.workspaceId, {
        name: `Lead ${i}`,
        createdAt: new Date(`2026-03-0${i + 1}T08:00:00Z`),
      });
    const text = async (format: 'json' | 'csv') => {
      let out = '';
      for await (const chunk of leadExportChunks(t.deps, {
        workspaceId: owner.workspaceId,
        from: '2026-03-01',
        to: '2026-03-31',
        format,
        pageSize: 2,
      }))
        out += chunk;
      return out;
    };
    const json = JSON.parse(await text('json'));
    expect(json.leads.map((row: { customerName: string }) => row.customerName)).toEqual([
      'Lead 0',
      'Lead 1',
      'Lead 2',
      'Lead 3',
      'Lead 4',
    ]);
    const lines = (await text('csv')).split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines.slice(1, 6).map((line) => line.split(',')[0])).toEqual([
      'Lead 0',
      'Lead 1',
      'Lead 2',
      'Lead 3',
      'Lead 4',
    ]);
    expect(lines[6]).toBe('');
  });

  // The compressed answer must not hold the first page back until a compression block fills
  // (decision 063): its first chunk decompresses to the header and the first page on their own.
  it('sends the header and the first page compressed before the next page, the same file as uncompressed', async () => {
    const firstPage = LEAD_EXPORT_LIMITS.firstPageSize;
    await db
      .insert(customers)
      .values(Array.from({ length: firstPage + 5 }, (_, i) => leadAt(`Lead ${i}`, i)));
    const path = exportPath(owner.workspaceId, `${RANGE}&format=csv`);
    const res = await t.request(path, { jar: owner.jar, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const first = gunzipSync(chunks[0]!, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString();
    expect(first.startsWith(csvHeader())).toBe(true);
    expect(csvNames(first)).toEqual(Array.from({ length: firstPage }, (_, i) => `Lead ${i}`));
    const plain = await t.request(path, { jar: owner.jar });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(await plain.text());
  });

  // A later page is read when the client asks for it, not ahead of it (decision 067): leads
  // first seen after the client took the first page are in the rest of the file.
  it('reads the next page only once the client asks for more', async () => {
    const firstPage = LEAD_EXPORT_LIMITS.firstPageSize;
    await db
      .insert(customers)
      .values(Array.from({ length: firstPage + 2 }, (_, i) => leadAt(`Lead ${i}`, i)));
    const res = await t.request(exportPath(owner.workspaceId, `${RANGE}&format=csv`), { jar: owner.jar });
    // The body's own reader, not a pipe through a decoder: a pipe asks for the next chunk as soon
    // as it has handed on the first, which would read the second page before the late leads.
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });
    await db.insert(customers).values([leadAt('Late 0', 100), leadAt('Late 1', 101)]);
    for (let next = await reader.read(); !next.done; next = await reader.read())
      text += decoder.decode(next.value, { stream: true });
    expect(csvNames(text).slice(firstPage)).toEqual([
      `Lead ${firstPage}`,
      `Lead ${firstPage + 1}`,
      'Late 0',
      'Late 1',
    ]);
  });

  // A download the client abandons while the next page is on its way is not a failed export:
  // nothing is sent into the cancelled stream and nothing is logged as an error.
  it('ends quietly when the client leaves mid-download', async () => {
    const firstPage = LEAD_EXPORT_LIMITS.firstPageSize;
    await db
      .insert(customers)
      .values(Array.from({ length: firstPage + 2 }, (_, i) => leadAt(`Lead ${i}`, i)));
    const logged: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => void logged.push(line) });
    const res = await leadExportResponse(
      { db, logger, clock: () => new Date() },
      { workspaceId: owner.workspaceId, from: '2026-03-01', to: '2026-03-31', format: 'csv' },
    );
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    const asked = reader.read();
    await reader.cancel();
    expect((await asked).done).toBe(true);
    // The pull that was waiting for its page runs to its end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logged).toEqual([]);
  });

  // Said outright, so the Node server sends the headers at once instead of first trying to read
  // the whole body for a length (decision 067).
  it('marks a compressed export as chunked', async () => {
    const path = exportPath(owner.workspaceId, `${RANGE}&format=csv`);
    const res = await t.request(path, { jar: owner.jar, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    await res.arrayBuffer();
  });

  it('lets members of the workspace export', async () => {
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    await seedLead();
    const res = await t.request(exportPath(owner.workspaceId, RANGE), { jar: other.jar });
    expect(res.status).toBe(200);
    expect((await res.json()).leads).toHaveLength(1);
  });

  it('refuses strangers (403) and anonymous callers (401)', async () => {
    expect((await t.request(exportPath(owner.workspaceId, RANGE), { jar: other.jar })).status).toBe(403);
    expect((await t.request(exportPath(owner.workspaceId, RANGE))).status).toBe(401);
  });

  it('answers 400 with a clear message for a bad range or format', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-31&to=2026-03-01', LEAD_EXPORT_MESSAGES.fromAfterTo],
      ['from=2025-01-01&to=2026-03-01', LEAD_EXPORT_MESSAGES.tooLong],
      ['from=2026-02-30&to=2026-03-01', LEAD_EXPORT_MESSAGES.invalidDate],
      ['from=2026-03-01&to=2026-03-02&format=xlsx', LEAD_EXPORT_MESSAGES.invalidFormat],
    ];
    for (const [query, message] of cases) {
      const res = await t.request(exportPath(owner.workspaceId, query), { jar: owner.jar });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(message);
    }
    expect(
      (await t.request(exportPath(owner.workspaceId, 'from=2026-03-01'), { jar: owner.jar })).status,
    ).toBe(400);
  });
});

describe('POST /api/functions/leads-export', () => {
  const call = (account: TestAccount | null, json: unknown) =>
    t.request('/api/functions/leads-export', { method: 'POST', jar: account?.jar, json });

  it('exports the caller’s workspace for the last dateRange days, JSON by default', async () => {
    const recent = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await addCustomer(owner.workspaceId, { name: 'Recent Lead', createdAt: recent });
    await addCustomer(owner.workspaceId, {
      name: 'Old Lead',
      createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
    });
    await addCustomer(other.workspaceId, { name: 'Someone Else', createdAt: recent });
    const res = await call(owner, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect((await res.json()).leads.map((r: { customerName: string }) => r.customerName)).toEqual([
      'Recent Lead',
    ]);

    const csv = await call(owner, { dateRange: 60, format: 'csv' });
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('checks the session, the workspace and the input', async () => {
    expect((await call(null, {})).status).toBe(401);
    expect((await call(other, { workspaceId: owner.workspaceId })).status).toBe(403);
    const tooLong = await call(owner, { dateRange: 400 });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain(LEAD_EXPORT_MESSAGES.tooLong);
  });
});

describe('the leads list: scores and the priority filter', () => {
  const list = async (query: string) => {
    const res = await t.request(`/api/workspaces/${owner.workspaceId}/dashboard/conversations${query}`, {
      jar: owner.jar,
    });
    return { status: res.status, body: await res.json() };
  };

  /** A lead with a conversation and the visitor's messages, routed only when it started (10, cold). */
  async function leadSaying(
    name: string,
    texts: string[],
    values: Partial<typeof customers.$inferInsert> = {},
  ) {
    const ws = owner.workspaceId;
    const customerId = await addCustomer(ws, { name, email: null, ...values });
    const conversation = buildConversation({
      workspaceId: ws,
      customerId,
      routing: {
        action: 'standard_queue',
        priority: 5,
        reason: 'Standard lead',
        score: {
          engagement_level: 10,
          urgency_indicators: [],
          value_potential: 2500,
          conversion_probability: 0.3,
        },
      },
    });
    await db.insert(conversations).values(conversation);
    await db
      .insert(messages)
      .values(
        texts.map((content) => buildMessage({ workspaceId: ws, conversationId: conversation.id!, content })),
      );
    return customerId;
  }

  it('scores leads from before on what happened: a big urgent quote is hot and first, a hello stays cold', async () => {
    const ws = owner.workspaceId;
    // The hello is the latest conversation: only the score can put Eve above it.
    const eve = await leadSaying('Eve', ['I need 3 fleet wraps by tomorrow', 'how much would that cost?'], {
      email: 'eve@fleet.test',
    });
    await db.insert(quotes).values(buildQuote({ workspaceId: ws, customerId: eve, totalAmount: '8802.00' }));
    await leadSaying('Hello Only', ['hello']);
    await db.execute(sql`update conversations set last_message_at = now() - interval '1 day'
      where customer_id = ${eve}`);

    const hottest = await list('?sort=hottest');
    expect(hottest.body.items.map((i: { customer: { name: string } }) => i.customer.name)).toEqual([
      'Eve',
      'Hello Only',
    ]);
    expect(hottest.body.items[0]).toMatchObject({
      leadTemperature: 'hot',
      engagementScore: 100,
      valuePotential: 8802,
      routing: { action: 'priority_queue', priority: 1 },
    });
    expect(hottest.body.items[1]).toMatchObject({
      leadTemperature: 'cold',
      engagementScore: 5,
      valuePotential: null,
      routing: { action: 'standard_queue', priority: 5 },
    });
    // The latest-message order is still the default.
    expect((await list('')).body.items[0].customer.name).toBe('Hello Only');
    const filtered = await list('?priority=priority_queue');
    expect(filtered.body.total).toBe(1);
    expect(filtered.body.items[0].customer.name).toBe('Eve');
    expect((await list('?priority=lukewarm')).status).toBe(400);
    expect((await list('?sort=coldest')).status).toBe(400);
  });

  it('re-scores on the next read a lead who wrote again after their score', async () => {
    const ws = owner.workspaceId;
    const gina = await leadSaying('Gina', ['hi there']);
    expect((await list('')).body.items[0]).toMatchObject({ engagementScore: 5, leadTemperature: 'cold' });
    const [conversation] = await db.select().from(conversations).where(eq(conversations.customerId, gina));
    const later = new Date(Date.now() + 60_000);
    await db.insert(messages).values(
      buildMessage({
        workspaceId: ws,
        conversationId: conversation!.id,
        content: 'how much for 2 van wraps? we need them urgently',
        createdAt: later,
      }),
    );
    await db
      .update(conversations)
      .set({ lastMessageAt: later })
      .where(eq(conversations.id, conversation!.id));
    // Two messages (10), a price asked (10), urgency (20).
    expect((await list('')).body.items[0]).toMatchObject({ engagementScore: 40, customer: { name: 'Gina' } });
  });

  it('re-scores a lead when their quote is paid', async () => {
    const ws = owner.workspaceId;
    const frank = await leadSaying('Frank', ['price for a sign?']);
    const quote = buildQuote({ workspaceId: ws, customerId: frank, totalAmount: '442.80' });
    await db.insert(quotes).values(quote);
    expect((await list('')).body.items[0]).toMatchObject({ leadTemperature: 'cold', valuePotential: 442.8 });
    await acceptPaidQuote({ ...t.deps, clock: () => new Date() }, db, {
      workspaceId: ws,
      quoteId: quote.id!,
      at: new Date(),
    });
    // Scored again by the payment's hook (the read scores only leads never scored): the approval
    // the payment makes counts as a quote sent, 45 + 10 (no payment row here, so not 'paid').
    expect((await list('')).body.items[0]).toMatchObject({ engagementScore: 55, leadTemperature: 'warm' });
  });
});
