import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GhlFake, startGhlFake } from '../../../../test/fakes/ghl-fake';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { connectCrm, crmTestEnv } from '../../../../test/helpers/crm';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import type { PipelineStage } from '../../../domain/pipeline';
import {
  analytics,
  conversations,
  crmConnections,
  crmEntityLinks,
  crmSyncChanges,
  customers,
  emailOutbox,
  quotes,
} from '../../db/schema/index';
import { buildConversation, buildCustomer, buildQuote } from '../../db/seed/factories';
import { syncCrmChange } from './crm-sync.service';
import { GHL_WEBHOOK_PATH } from './crm-webhook.routes';

const { db, close } = getTestDb();
let fake: GhlFake;
let t: TestApp;
let server: ReturnType<typeof serve>;
let webhookUrl: string;

beforeAll(async () => {
  fake = await startGhlFake();
  t = buildTestApp({
    db,
    env: crmTestEnv(fake),
  });
  // The provider posts to a URL: the app listens on a loopback port of its own.
  server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${GHL_WEBHOOK_PATH}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fake.close();
  await close();
});

let owner: TestAccount;
beforeEach(async () => {
  fake.resetCounts();
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@crm-webhook.test', verified: true });
});

const connect = (account: TestAccount) => connectCrm(t, account);

/** Every recorded change sent to the fake, as the job queue would. */
async function drain() {
  for (let round = 0; round < 10; round++) {
    const open = await db
      .select({ id: crmSyncChanges.id })
      .from(crmSyncChanges)
      .where(inArray(crmSyncChanges.status, ['pending', 'queued']));
    if (open.length === 0) return;
    for (const change of open) await syncCrmChange(t.deps, change.id);
  }
  throw new Error('changes still open');
}

/** A chat lead with a quote in `stage`, synced: its contact and opportunity exist at the provider. */
async function syncedLead(stage: PipelineStage = 'quote_sent') {
  const customer = buildCustomer({
    workspaceId: owner.workspaceId,
    name: 'Jane Doe',
    phone: '+1 555 010 0100',
  });
  const conversation = buildConversation({ workspaceId: owner.workspaceId, customerId: customer.id });
  const quote = buildQuote({
    workspaceId: owner.workspaceId,
    customerId: customer.id!,
    conversationId: conversation.id,
    totalAmount: '1500.00',
    pipelineStage: stage,
    status: 'sent',
  });
  await db.transaction(async (tx) => {
    await tx.insert(customers).values(customer);
    await tx.insert(conversations).values(conversation);
    await tx.insert(quotes).values(quote);
  });
  await drain();
  const link = async (kind: 'contact' | 'opportunity', ourId: string) =>
    (
      await db
        .select()
        .from(crmEntityLinks)
        .where(and(eq(crmEntityLinks.kind, kind), eq(crmEntityLinks.ourId, ourId)))
    )[0]!.providerId;
  return {
    customerId: customer.id!,
    quoteId: quote.id!,
    contactId: await link('contact', customer.id!),
    opportunityId: await link('opportunity', conversation.id!),
  };
}

const stageOf = async (quoteId: string) =>
  (await db.select({ stage: quotes.pipelineStage }).from(quotes).where(eq(quotes.id, quoteId)))[0]!.stage;
const changeCount = async () => (await db.select({ id: crmSyncChanges.id }).from(crmSyncChanges)).length;
const opportunityEvent = (opportunityId: string, fields: Record<string, unknown>) => ({
  type: 'OpportunityStatusUpdate',
  locationId: fake.locationId,
  id: opportunityId,
  pipelineId: 'pipe_fake_1',
  ...fields,
});

describe('GoHighLevel webhooks: signatures and replays', () => {
  it('accepts an RSA-signed (x-wh-signature) won: the quote is closed_won, and nothing echoes back', async () => {
    await connect(owner);
    const lead = await syncedLead();
    const before = await changeCount();
    const res = await fake.sendWebhook(webhookUrl, opportunityEvent(lead.opportunityId, { status: 'won' }), {
      signature: 'rsa',
    });
    expect(res).toMatchObject({ status: 200, body: { received: true, outcome: 'processed' } });
    expect(await stageOf(lead.quoteId)).toBe('closed_won');
    // The trigger recorded no change to send back to the provider.
    expect(await changeCount()).toBe(before);
    const [update] = await db
      .select()
      .from(analytics)
      .where(and(eq(analytics.eventType, 'pipeline_update'), eq(analytics.entityId, lead.quoteId)));
    expect(update!.data).toMatchObject({ stage: 'closed_won', previous_stage: 'quote_sent', trigger: 'crm' });
  });

  it("accepts an Ed25519-signed (x-ghl-signature) stage move through the owner's mapping", async () => {
    await connect(owner);
    const lead = await syncedLead('engaged');
    const before = await changeCount();
    const moved = await fake.sendWebhook(
      webhookUrl,
      opportunityEvent(lead.opportunityId, {
        type: 'OpportunityStageUpdate',
        status: 'open',
        pipelineStageId: 'stage_quote_sent',
      }),
      { signature: 'ed25519' },
    );
    expect(moved).toMatchObject({ status: 200, body: { outcome: 'processed' } });
    expect(await stageOf(lead.quoteId)).toBe('quote_sent');
    // Backwards is not a move the CRM may make here: ignored, still answered 200.
    const back = await fake.sendWebhook(
      webhookUrl,
      opportunityEvent(lead.opportunityId, {
        type: 'OpportunityStageUpdate',
        status: 'open',
        pipelineStageId: 'stage_lead',
      }),
    );
    expect(back).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await stageOf(lead.quoteId)).toBe('quote_sent');
    const lost = await fake.sendWebhook(webhookUrl, opportunityEvent(lead.opportunityId, { status: 'lost' }));
    expect(lost.status).toBe(200);
    expect(await stageOf(lead.quoteId)).toBe('closed_lost');
    expect(await changeCount()).toBe(before);
  });

  it('refuses a tampered body, a missing signature and a bad Ed25519 one (401), changing nothing', async () => {
    await connect(owner);
    const lead = await syncedLead();
    const event = opportunityEvent(lead.opportunityId, { status: 'won' });
    const tampered = await fake.sendWebhook(webhookUrl, event, {
      tamper: (body) => body.replace('"won"', '"lost"'),
    });
    expect(tampered.status).toBe(401);
    expect((await fake.sendWebhook(webhookUrl, event, { signature: 'none' })).status).toBe(401);
    const signed = fake.signWebhook(event, { signature: 'rsa' });
    const wrongEd = await fetch(webhookUrl, {
      method: 'POST',
      headers: { ...signed.headers, 'x-ghl-signature': Buffer.alloc(64, 1).toString('base64') },
      body: signed.body,
    });
    expect(wrongEd.status).toBe(401);
    expect(await stageOf(lead.quoteId)).toBe('quote_sent');
  });

  it('refuses a timestamp more than 5 minutes old or ahead (401)', async () => {
    await connect(owner);
    const lead = await syncedLead();
    const event = opportunityEvent(lead.opportunityId, { status: 'won' });
    const stale = new Date(Date.now() - 6 * 60 * 1000).toISOString();
    const ahead = new Date(Date.now() + 6 * 60 * 1000).toISOString();
    expect((await fake.sendWebhook(webhookUrl, { ...event, timestamp: stale })).status).toBe(401);
    expect((await fake.sendWebhook(webhookUrl, { ...event, timestamp: ahead })).status).toBe(401);
    expect(await stageOf(lead.quoteId)).toBe('quote_sent');
    const unsigned = await fetch(webhookUrl, { method: 'POST', body: 'not json' });
    expect(unsigned.status).toBe(401);
  });

  it('answers a duplicate webhookId 200 without a second effect', async () => {
    await connect(owner);
    const lead = await syncedLead();
    const signed = fake.signWebhook({
      type: 'ContactUpdate',
      locationId: fake.locationId,
      id: lead.contactId,
      firstName: 'Janet',
      lastName: 'Doe',
    });
    expect(await fake.resendWebhook(webhookUrl, signed)).toMatchObject({
      status: 200,
      body: { outcome: 'processed' },
    });
    // The owner renames her back here; the provider's retry of the same webhook must not undo it.
    await db.update(customers).set({ name: 'Jane Doe' }).where(eq(customers.id, lead.customerId));
    expect(await fake.resendWebhook(webhookUrl, signed)).toMatchObject({
      status: 200,
      body: { outcome: 'duplicate' },
    });
    const [row] = await db.select().from(customers).where(eq(customers.id, lead.customerId));
    expect(row!.name).toBe('Jane Doe');
  });
});

describe('GoHighLevel webhooks: effects', () => {
  it("takes a linked contact's new name and phone, never an empty one, and sends nothing back", async () => {
    await connect(owner);
    const lead = await syncedLead();
    const before = await changeCount();
    const renamed = await fake.sendWebhook(webhookUrl, {
      type: 'ContactUpdate',
      locationId: fake.locationId,
      id: lead.contactId,
      firstName: 'Janet',
      lastName: 'Doe-Smith',
      phone: '+1 555 010 0199',
    });
    expect(renamed.status).toBe(200);
    const emptied = await fake.sendWebhook(webhookUrl, {
      type: 'ContactUpdate',
      locationId: fake.locationId,
      id: lead.contactId,
      name: '',
      phone: null,
    });
    expect(emptied).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    const [row] = await db.select().from(customers).where(eq(customers.id, lead.customerId));
    expect(row).toMatchObject({ name: 'Janet Doe-Smith', phone: '+1 555 010 0199' });
    expect(await changeCount()).toBe(before);
  });

  it("sets and clears a linked customer's e-mail opt-out from ContactDndUpdate, sending nothing back", async () => {
    await connect(owner);
    const lead = await syncedLead();
    const before = await changeCount();
    const optOut = async () =>
      (await db.select().from(customers).where(eq(customers.id, lead.customerId)))[0]!.doNotContact;
    expect(await optOut()).toBe(false);

    const dnd = await fake.sendWebhook(webhookUrl, {
      type: 'ContactDndUpdate',
      locationId: fake.locationId,
      id: lead.contactId,
      dnd: false,
      dndSettings: { Email: { status: 'active', message: 'Asked by e-mail', code: '' } },
    });
    expect(dnd).toMatchObject({ status: 200, body: { outcome: 'processed' } });
    expect(await optOut()).toBe(true);

    // Another channel only: our e-mail flag stays as it is.
    const sms = await fake.sendWebhook(webhookUrl, {
      type: 'ContactDndUpdate',
      locationId: fake.locationId,
      id: lead.contactId,
      dndSettings: { SMS: { status: 'inactive' } },
    });
    expect(sms).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await optOut()).toBe(true);

    const cleared = await fake.sendWebhook(webhookUrl, {
      type: 'ContactDndUpdate',
      locationId: fake.locationId,
      id: lead.contactId,
      dnd: false,
      dndSettings: { Email: { status: 'inactive' } },
    });
    expect(cleared).toMatchObject({ status: 200, body: { outcome: 'processed' } });
    expect(await optOut()).toBe(false);
    expect(await changeCount()).toBe(before);
  });

  it('answers 200 and changes nothing for a location we do not hold, or an opportunity we did not make', async () => {
    await connect(owner);
    const lead = await syncedLead();
    const elsewhere = await fake.sendWebhook(webhookUrl, {
      ...opportunityEvent(lead.opportunityId, { status: 'won' }),
      locationId: 'loc_someone_else',
    });
    expect(elsewhere).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    const unknown = await fake.sendWebhook(
      webhookUrl,
      opportunityEvent('opp_made_by_hand', { status: 'won' }),
    );
    expect(unknown).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await stageOf(lead.quoteId)).toBe('quote_sent');
  });

  it('UNINSTALL disconnects the location: tokens removed, the card shows disconnected, owners are told', async () => {
    await connect(owner);
    const res = await fake.sendWebhook(webhookUrl, {
      type: 'UNINSTALL',
      appId: 'app_fake',
      locationId: fake.locationId,
    });
    expect(res).toMatchObject({ status: 200, body: { outcome: 'processed' } });
    expect(await db.select().from(crmConnections)).toHaveLength(0);
    const card = await t.request(`/api/workspaces/${owner.workspaceId}/crm`, { jar: owner.jar });
    expect(await card.json()).toMatchObject({ state: 'disconnected' });
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'crm_connection_failed'));
    expect(mail.map((m) => m.toAddress)).toEqual(['owner@crm-webhook.test']);
    expect(mail[0]!.textBody).toContain('uninstalled');
    // A customer added afterwards is no longer recorded for the CRM.
    await db.insert(customers).values(buildCustomer({ workspaceId: owner.workspaceId, name: 'After' }));
    expect(await db.select().from(crmSyncChanges).where(eq(crmSyncChanges.status, 'pending'))).toHaveLength(
      0,
    );
  });
});
