import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetaGraphFake, startMetaGraphFake } from '../../../../test/fakes/meta-graph-fake';
import { signUpAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase, testDatabaseUrl } from '../../../../test/helpers/db';
import { appJobHandlers } from '../../boot/app-jobs';
import { agents, customers, socialMessageIds } from '../../db/schema/index';
import { buildAgent } from '../../db/seed/factories';
import { parseMetaWebhook } from '../../integrations/meta/meta-webhook';
import { type JobRunner, startJobRunner } from '../../jobs/job-runner';
import { createLogger } from '../../lib/logger';
import { createBuiltinEngine } from '../chat';
import type { OutboxDeps } from '../email';
import { INTERRUPTED_OUTCOME, requeueLostSocialEvents } from './social-dispatch';
import { META_WEBHOOK_PATH } from './social-webhook.routes';

// The deployment's own queues (boot/app-jobs.ts) answer the DMs: what the webhook stores is
// processed and sent without anyone calling the handlers, and an event whose job was lost is
// queued again by the sweeper.

const { db, close } = getTestDb();
const outbox: OutboxDeps = { defaultFrom: 'Test <no-reply@example.com>' };
let fake: MetaGraphFake;
let t: TestApp;
let jobs: JobRunner;
/** Bounds the waits for the queue's workers (they poll every 500 ms here). */
const DELIVERY_BUDGET_MS = 30_000;

beforeAll(async () => {
  await resetDatabase(db);
  fake = await startMetaGraphFake();
  t = buildTestApp({
    db,
    outbox,
    env: { ...fake.appEnv, TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64') },
    chatEngine: createBuiltinEngine(),
  });
  jobs = await startJobRunner({
    connectionString: testDatabaseUrl(),
    pollIntervalMs: 500,
    logger: createLogger('silent'),
    handlers: appJobHandlers(t.deps, { transport: null, jobs: () => jobs }),
  });
  outbox.jobs = jobs;
});
afterAll(async () => {
  await jobs.stop();
  await fake.close();
  await close();
});

async function sentCount(count: number) {
  const started = Date.now();
  while (fake.sent.length < count && Date.now() - started < DELIVERY_BUDGET_MS) await sleep(100);
  return fake.sent.length;
}

/** Waits (bounded) for the queue's workers to make `check` true; answers its last value. */
async function eventually(check: () => Promise<boolean>) {
  const started = Date.now();
  let ok = await check();
  while (!ok && Date.now() - started < DELIVERY_BUDGET_MS) {
    await sleep(100);
    ok = await check();
  }
  return ok;
}

describe('the social jobs on the real queue', () => {
  it('answers a signed DM through the queue, and queues again an event whose job was lost', async () => {
    const owner = await signUpAccount(t, db, { email: 'owner@social-jobs.test', verified: true });
    await db
      .insert(agents)
      .values(buildAgent({ workspaceId: owner.workspaceId, agentName: 'SocialAgent', agentType: 'social' }));
    const connected = await t.request(`/api/workspaces/${owner.workspaceId}/social`, {
      method: 'POST',
      jar: owner.jar,
      json: { pageId: fake.page.id, pageAccessToken: fake.page.token },
    });
    expect(connected.status).toBe(200);

    // Graph is slow to tell the customer's name: the answer does not wait for it.
    fake.setProfile('psid-q1', { first_name: 'Dana', last_name: 'Reyes' });
    const releaseProfiles = fake.holdProfiles();
    const { body, headers } = fake.signed(fake.messageWebhook([{ customerId: 'psid-q1', text: 'Hello' }]));
    const res = await t.app.request(`${t.env.publicUrl}${META_WEBHOOK_PATH}`, {
      method: 'POST',
      headers,
      body,
    });
    expect(res.status).toBe(200);
    expect(await sentCount(1)).toBe(1);
    expect(fake.sent[0]).toMatchObject({ recipientId: 'psid-q1', messagingType: 'RESPONSE' });
    expect(await customerNamesAre(['Messenger customer'])).toBe(true);
    // Once Graph answers, the name job names the customer.
    releaseProfiles();
    expect(await eventually(() => customerNamesAre(['Dana Reyes']))).toBe(true);
    expect(fake.profileLookups).toEqual(['psid-q1']);

    // An event stored 20 minutes ago whose job never ran (as after a queue was cleared).
    const [event] = parseMetaWebhook(
      fake.messageWebhook([{ customerId: 'psid-q2', text: 'Still there?' }]),
    )!.events;
    const [channel] = await db
      .execute<{ id: string }>(sql`select id from social_channels`)
      .then((r) => r.rows);
    await db.insert(socialMessageIds).values({
      mid: event!.mid,
      channelId: channel!.id,
      direction: 'in',
      status: 'pending',
      event: { ...event! },
      createdAt: new Date(Date.now() - 20 * 60_000),
    });
    // One taken 20 minutes ago and never finished (the process died answering it).
    const [interrupted] = parseMetaWebhook(
      fake.messageWebhook([{ customerId: 'psid-q3', text: 'Anyone?' }]),
    )!.events;
    await db.insert(socialMessageIds).values({
      mid: interrupted!.mid,
      channelId: channel!.id,
      direction: 'in',
      status: 'processing',
      event: { ...interrupted! },
      createdAt: new Date(Date.now() - 21 * 60_000),
      claimedAt: new Date(Date.now() - 20 * 60_000),
    });
    expect(await requeueLostSocialEvents(t.deps)).toBe(1);
    expect(await sentCount(2)).toBe(2);
    expect(fake.sent[1]).toMatchObject({ recipientId: 'psid-q2' });
    const [row] = await db.select().from(socialMessageIds).where(eq(socialMessageIds.mid, event!.mid));
    expect(row?.status).toBe('done');
    // The interrupted one is failed, never answered again (its turn may have answered already).
    const [gaveUp] = await db
      .select()
      .from(socialMessageIds)
      .where(eq(socialMessageIds.mid, interrupted!.mid));
    expect([gaveUp?.status, gaveUp?.outcome]).toEqual(['failed', INTERRUPTED_OUTCOME]);
    expect(fake.sent.map((s) => s.recipientId)).toEqual(['psid-q1', 'psid-q2']);
  });
});

async function customerNamesAre(names: string[]) {
  const rows = await db.select({ name: customers.name }).from(customers);
  return JSON.stringify(rows.map((row) => row.name).sort()) === JSON.stringify([...names].sort());
}
