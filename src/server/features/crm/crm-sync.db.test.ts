import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GhlFake, startGhlFake } from '../../../../test/fakes/ghl-fake';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { connectCrm, crmTestEnv } from '../../../../test/helpers/crm';
import { getTestDb, resetDatabase, testDatabaseUrl } from '../../../../test/helpers/db';
import {
  analytics,
  conversations,
  crmConnections,
  crmEntityLinks,
  crmSyncChanges,
  customers,
  quotes,
} from '../../db/schema/index';
import { buildConversation, buildCustomer, buildQuote } from '../../db/seed/factories';
import { startJobRunner } from '../../jobs/job-runner';
import { createLogger } from '../../lib/logger';
import type { OutboxDeps } from '../email';
import { changeQuoteStatus } from '../quotes';
import { blockLocation, takeRateSlot } from './crm-sync.repository';
import { syncCrmChange } from './crm-sync.service';
import { crmJobHandlers, dispatchCrmChanges } from './crm-sync-dispatch';

const { db, close } = getTestDb();
let fake: GhlFake;
let t: TestApp;
const outbox: OutboxDeps = { defaultFrom: 'Sales Agent Suite <no-reply@mail.example.com>' };

beforeAll(async () => {
  fake = await startGhlFake();
  t = buildTestApp({
    db,
    outbox,
    env: crmTestEnv(fake),
  });
});
afterAll(async () => {
  await fake.close();
  await close();
});

let owner: TestAccount;
beforeEach(async () => {
  fake.resetCounts();
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@crm-sync.test', verified: true });
});

const connect = (account: TestAccount) => connectCrm(t, account);

/** A chat lead who left an e-mail, and (optionally) the quote the chat gave them. */
async function chatLead(workspaceId: string, options: { total?: string; name?: string } = {}) {
  const customer = buildCustomer({ workspaceId, name: options.name ?? 'Jane Doe', phone: '+1 555 010 0100' });
  const conversation = buildConversation({ workspaceId, customerId: customer.id });
  await db.transaction(async (tx) => {
    await tx.insert(customers).values(customer);
    await tx.insert(conversations).values(conversation);
  });
  let quoteId: string | null = null;
  if (options.total) {
    const quote = buildQuote({
      workspaceId,
      customerId: customer.id!,
      conversationId: conversation.id,
      totalAmount: options.total,
      pipelineStage: 'quote_sent',
      status: 'sent',
    });
    await db.insert(quotes).values(quote);
    quoteId = quote.id!;
  }
  return { customerId: customer.id!, conversationId: conversation.id!, quoteId };
}

const openChanges = () =>
  db
    .select({ id: crmSyncChanges.id })
    .from(crmSyncChanges)
    .where(inArray(crmSyncChanges.status, ['pending', 'queued']))
    .orderBy(asc(crmSyncChanges.createdAt));

/**
 * Runs every open change as the queue would: a job that throws is tried again in the next round
 * (pg-boss's retry), until none is open. Answers how many attempts threw.
 */
async function drain(maxRounds = 30): Promise<number> {
  let thrown = 0;
  for (let round = 0; round < maxRounds; round++) {
    const open = await openChanges();
    if (open.length === 0) return thrown;
    for (const change of open) {
      await syncCrmChange(t.deps, change.id).catch(() => {
        thrown += 1;
      });
    }
  }
  throw new Error('changes still open after every round');
}

const opportunities = () => [...fake.opportunities.values()];
const requestsTo = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path.split('?')[0] === path).length;

describe('outbound sync', () => {
  it("sends a chat's lead and its quote as one contact and one opportunity in quote_sent with its value", async () => {
    await connect(owner);
    const lead = await chatLead(owner.workspaceId, { total: '3456.00' });
    expect(await drain()).toBe(0);
    expect(fake.contacts.size).toBe(1);
    const [contact] = [...fake.contacts.values()];
    expect(contact).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '+1 555 010 0100',
      source: 'website',
    });
    expect(contact!.tags).toContain('sales-agent');
    expect(opportunities()).toHaveLength(1);
    expect(opportunities()[0]).toMatchObject({
      contactId: contact!.id,
      pipelineId: 'pipe_fake_1',
      pipelineStageId: 'stage_quote_sent',
      status: 'open',
      monetaryValue: 3456,
    });
    // Our ids are linked to the provider's, both ways unique.
    const links = await db.select().from(crmEntityLinks);
    expect(links.map((l) => [l.kind, l.ourId]).sort()).toEqual(
      [
        ['contact', lead.customerId],
        ['opportunity', lead.conversationId],
      ].sort(),
    );
    const events = await db
      .select()
      .from(analytics)
      .where(eq(analytics.eventType, 'smart_integration_triggered'));
    expect(events.map((e) => e.data.action_type).sort()).toEqual([
      'chat_started',
      'customer_created',
      'quote_generated',
    ]);
    // The default mapping (stages matched by name) was saved for the owner to change.
    const [connection] = await db.select().from(crmConnections);
    expect(connection!.pipelineId).toBe('pipe_fake_1');
    expect(connection!.stageMap).toMatchObject({ quote_sent: 'stage_quote_sent', closed_won: 'stage_won' });
    expect(connection!.lastSyncAt).not.toBeNull();
  });

  it('moves the opportunity to won when the quote is accepted, and when a quote is paid', async () => {
    await connect(owner);
    const accepted = await chatLead(owner.workspaceId, { total: '1200.00' });
    const paid = await chatLead(owner.workspaceId, { total: '800.00', name: 'Sam Smith' });
    await drain();
    await changeQuoteStatus(t.deps, {
      workspaceId: owner.workspaceId,
      quoteId: accepted.quoteId!,
      status: 'approved',
      actorId: owner.userId,
    });
    // As the payment feature marks a quote paid (any writer is seen: the change is recorded by a trigger).
    await db
      .update(quotes)
      .set({ status: 'paid', pipelineStage: 'closed_won' })
      .where(eq(quotes.id, paid.quoteId!));
    await drain();
    expect(opportunities()).toHaveLength(2);
    for (const opportunity of opportunities()) {
      expect(opportunity).toMatchObject({ pipelineStageId: 'stage_won', status: 'won' });
    }
    // Whoever changes the status, the acceptance is recorded once: by the delivery, with a CRM.
    const acceptances = (
      await db.select().from(analytics).where(eq(analytics.eventType, 'smart_integration_triggered'))
    ).filter((e) => e.data.action_type === 'quote_accepted' && e.data.quote_id === accepted.quoteId);
    expect(acceptances).toHaveLength(1);
    const kinds = await db
      .select({ kind: crmSyncChanges.kind })
      .from(crmSyncChanges)
      .where(eq(crmSyncChanges.status, 'delivered'));
    expect(kinds.filter((k) => k.kind === 'quote_accepted')).toHaveLength(2);
  });

  it('records smart_integration_triggered once for an accepted quote: by its delivery, with the CRM ids', async () => {
    await connect(owner);
    const lead = await chatLead(owner.workspaceId, { total: '700.00' });
    await drain();
    // As the owner approves it on the Quotes & Pipeline tab.
    const approved = await t.request(`/api/workspaces/${owner.workspaceId}/quotes/${lead.quoteId}/status`, {
      method: 'PATCH',
      jar: owner.jar,
      json: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    await drain();
    const accepted = (
      await db.select().from(analytics).where(eq(analytics.eventType, 'smart_integration_triggered'))
    ).filter((e) => e.data.action_type === 'quote_accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.data).toMatchObject({
      quote_id: lead.quoteId,
      metadata: { contact_id: expect.any(String) },
    });
  });

  it('sends nothing for a workspace without a CRM connection: no change is even recorded', async () => {
    await chatLead(owner.workspaceId, { total: '500.00' });
    expect(await db.select().from(crmSyncChanges)).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('waits with an anonymous visitor until they give an e-mail or phone', async () => {
    await connect(owner);
    const customer = buildCustomer({ workspaceId: owner.workspaceId, email: null, name: 'Website Visitor' });
    await db.insert(customers).values(customer);
    await drain();
    expect(fake.contacts.size).toBe(0);
    await db
      .update(customers)
      .set({ email: 'late@example.com', name: 'Lee Late' })
      .where(eq(customers.id, customer.id!));
    await drain();
    expect([...fake.contacts.values()].map((c) => c.email)).toEqual(['late@example.com']);
  });
});

describe('provider trouble', () => {
  it('survives a 429 storm and a 5xx outage: every change lands exactly once afterwards', async () => {
    await connect(owner);
    const leads = [];
    for (const [i, name] of ['Ann Able', 'Ben Baker', 'Cat Cole'].entries()) {
      leads.push(await chatLead(owner.workspaceId, { total: `${(i + 1) * 1000}.00`, name }));
    }
    fake.failNext(7);
    const thrownInOutage = await drain(1).catch(() => -1);
    expect(thrownInOutage).not.toBe(0);
    fake.rateLimitNext(20, { intervalMs: 20 });
    fake.loseNextCreateAnswers(1);
    await drain();
    expect(fake.contacts.size).toBe(3);
    expect(opportunities()).toHaveLength(3);
    expect(
      opportunities()
        .map((o) => o.monetaryValue)
        .sort(),
    ).toEqual([1000, 2000, 3000]);
    const statuses = await db.select({ status: crmSyncChanges.status }).from(crmSyncChanges);
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['delivered']));
    expect(
      await db.select().from(analytics).where(eq(analytics.eventType, 'ghl_integration_failure')),
    ).toHaveLength(0);
    // The 429s were waited out, not skipped: more creations were tried than opportunities exist.
    expect(requestsTo('POST', '/opportunities/')).toBeGreaterThanOrEqual(3);
  });

  it('gives up on a refusal that will not change (422) and records ghl_integration_failure', async () => {
    await connect(owner);
    await chatLead(owner.workspaceId);
    fake.failNext(1, 422);
    expect(await drain()).toBe(0);
    const failed = await db.select().from(crmSyncChanges).where(eq(crmSyncChanges.status, 'failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.lastError).toMatch(/422/);
    const [event] = await db
      .select()
      .from(analytics)
      .where(eq(analytics.eventType, 'ghl_integration_failure'));
    expect(event!.data).toMatchObject({ status: 422, endpoint: '/contacts/upsert' });
    // Diagnostics show the change given up, and record the spec's ghl_diagnostic event.
    const diagnostics = await t.request(`/api/workspaces/${owner.workspaceId}/crm/diagnostics`, {
      method: 'POST',
      jar: owner.jar,
      json: {},
    });
    const body = await diagnostics.json();
    expect(body.lastErrors.map((e: { message: string }) => e.message).join(' ')).toMatch(/422/);
    const [diagnostic] = await db.select().from(analytics).where(eq(analytics.eventType, 'ghl_diagnostic'));
    expect(diagnostic!.data).toMatchObject({ state: 'connected', live_ok: true, errors: 1 });
  });

  it('counts requests per location in the database: a 429 holds every process back', async () => {
    expect(await takeRateSlot(db, { locationId: 'loc_x', windowMs: 1000, perWindow: 9 })).toBe(0);
    await blockLocation(db, { locationId: 'loc_x', waitMs: 60_000 });
    expect(await takeRateSlot(db, { locationId: 'loc_x', windowMs: 1000, perWindow: 9 })).toBeGreaterThan(
      50_000,
    );
    expect(await takeRateSlot(db, { locationId: 'loc_y', windowMs: 1000, perWindow: 9 })).toBe(0);
  });

  it('never lets more than the window allows through at once', async () => {
    const asks = await Promise.all(
      Array.from({ length: 30 }, () =>
        takeRateSlot(db, { locationId: 'loc_z', windowMs: 3_600_000, perWindow: 9 }),
      ),
    );
    expect(asks.filter((wait) => wait === 0).length).toBeLessThanOrEqual(9);
  });
});

describe('through the job queue', () => {
  it('dispatches recorded changes as pg-boss jobs and the worker delivers them', async () => {
    await connect(owner);
    const jobs = await startJobRunner({
      connectionString: testDatabaseUrl(),
      logger: createLogger('silent'),
      handlers: crmJobHandlers(t.deps),
    });
    outbox.jobs = jobs;
    try {
      await chatLead(owner.workspaceId, { total: '999.00' });
      expect(await dispatchCrmChanges(t.deps)).toBe(3);
      expect(await dispatchCrmChanges(t.deps)).toBe(0);
      await vi.waitFor(
        async () => {
          const open = await db
            .select()
            .from(crmSyncChanges)
            .where(and(inArray(crmSyncChanges.status, ['pending', 'queued'])));
          expect(open).toHaveLength(0);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(opportunities()).toHaveLength(1);
    } finally {
      outbox.jobs = undefined;
      await jobs.stop();
    }
  });
});

describe('stage mapping', () => {
  const mappingPath = () => `/api/workspaces/${owner.workspaceId}/crm/pipeline-mapping`;
  const send = async (method: string, json?: unknown) => {
    const res = await t.request(mappingPath(), { method, jar: owner.jar, json });
    return { status: res.status, body: await res.json() };
  };

  it("offers the location's pipelines with stages matched by name, and syncs with the owner's choice", async () => {
    await connect(owner);
    const offered = await send('GET');
    expect(offered.status).toBe(200);
    expect(offered.body.mapping).toBeNull();
    expect(offered.body.pipelines[0].stages).toHaveLength(4);
    expect(offered.body.suggested).toEqual({
      pipelineId: 'pipe_fake_1',
      stageMap: {
        lead: 'stage_lead',
        engaged: 'stage_engaged',
        quote_sent: 'stage_quote_sent',
        closed_won: 'stage_won',
      },
    });
    const saved = await send('PUT', {
      pipelineId: 'pipe_fake_1',
      stageMap: { engaged: 'stage_lead', quote_sent: 'stage_engaged', closed_won: 'stage_won' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.mapping).toMatchObject({
      pipelineId: 'pipe_fake_1',
      stageMap: { quote_sent: 'stage_engaged' },
    });
    await chatLead(owner.workspaceId, { total: '250.00' });
    await drain();
    expect(opportunities()[0]).toMatchObject({ pipelineStageId: 'stage_engaged', monetaryValue: 250 });
  });

  it('refuses a pipeline or stage the location does not have (400), and other accounts (403)', async () => {
    await connect(owner);
    expect((await send('PUT', { pipelineId: 'nope', stageMap: {} })).status).toBe(400);
    const badStage = await send('PUT', { pipelineId: 'pipe_fake_1', stageMap: { lead: 'stage_x' } });
    expect(badStage.status).toBe(400);
    expect(badStage.body.error.message).toContain('stage_x');
    const member = await signUpAccount(t, db, { email: 'member@crm-sync.test', verified: true });
    const asMember = await t.request(mappingPath(), { method: 'GET', jar: member.jar });
    expect(asMember.status).toBe(403);
    expect((await db.select().from(crmConnections))[0]!.stageMap).toBeNull();
  });

  it('sends temperature and score as custom fields once the owner names their ids (400 for a malformed id)', async () => {
    await connect(owner);
    const fieldsPath = `/api/workspaces/${owner.workspaceId}/crm/custom-fields`;
    const bad = await t.request(fieldsPath, {
      method: 'PUT',
      jar: owner.jar,
      json: { temperatureFieldId: 'no spaces allowed', scoreFieldId: '' },
    });
    expect(bad.status).toBe(400);
    const saved = await t.request(fieldsPath, {
      method: 'PUT',
      jar: owner.jar,
      json: { temperatureFieldId: ' cf_temp ', scoreFieldId: '' },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).customFields).toEqual({ temperatureFieldId: 'cf_temp', scoreFieldId: null });
    const customer = buildCustomer({
      workspaceId: owner.workspaceId,
      name: 'Hot Lead',
      metadata: { lead_temperature: 'hot', engagement_score: 80 },
    });
    await db.insert(customers).values(customer);
    await drain();
    const [contact] = [...fake.contacts.values()];
    expect(contact!.customFields).toEqual([{ id: 'cf_temp', field_value: 'hot' }]);
  });

  it('answers 409 before GoHighLevel is connected', async () => {
    const fields = await t.request(`/api/workspaces/${owner.workspaceId}/crm/custom-fields`, {
      method: 'PUT',
      jar: owner.jar,
      json: { temperatureFieldId: 'cf_temp', scoreFieldId: 'cf_score' },
    });
    expect(fields.status).toBe(409);
    expect((await send('GET')).status).toBe(409);
  });
});
