import { eq, isNotNull, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../../../../test/fakes/stripe-fake';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { catchPgError, getTestDb, resetDatabase, testDatabaseUrl } from '../../../../test/helpers/db';
import {
  callFunction,
  postWebhook,
  seedQuote,
  WEBHOOK_SECRET,
} from '../../../../test/helpers/payment-fixtures';
import { DUPLICATE_PAYMENT_EVENT, PAYMENT_MESSAGES } from '../../../domain/payments';
import type { Executor } from '../../db/client';
import { analytics } from '../../db/schema/analytics';
import { authUsers } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email-outbox';
import { checkoutSessions, payments } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { workspaceMembers } from '../../db/schema/workspaces';
import { createStripeGateway } from '../../integrations/stripe/stripe-gateway';
import { handleJob, type JobRunner, startJobRunner } from '../../jobs/job-runner';
import { createLogger } from '../../lib/logger';
import { automationJobHandlers } from '../automations';
import { deliverEmailJob, deliverQueuedEmail, type OutboxDeps } from '../email';
import { paymentJobHandlers, refundDuplicatePayment } from './duplicate-payment.service';
import { PAYMENT_FUNCTIONS } from './payments.functions';

// A quote is paid at most once. Checkouts are de-duplicated per quote only while one is open and
// returns to the same page, so two can be open at once (started from two of our sites, or one
// just before the other lapsed) and both can be paid. The second payment then never counts: at
// Stripe it is recorded as a duplicate, refunded and reported to the workspace's owner; the
// built-in test checkout, where no money moves, refuses it.

const { db, close } = getTestDb();
let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  await fake.close();
  await close();
});
beforeEach(() => resetDatabase(db));

const MAIN = 'http://localhost:3000';
const DASHBOARD = 'http://localhost:3001';
const OWNER = 'owner@acme.example';

/** Polls until `check` holds (a worker acting on its own); fails after a generous deadline. */
async function eventually<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the worker');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type PaymentsApp = TestApp & { jobs?: JobRunner };

/** The app wired as start-server.ts wires it: Stripe (the fake, through the SDK), jobs working. */
async function startApp(options: { stripe: boolean; jobs: boolean }): Promise<PaymentsApp> {
  const outbox: OutboxDeps = { defaultFrom: 'Sales Agent Suite <no-reply@mail.example.com>' };
  const t = buildTestApp({
    db,
    outbox,
    functions: PAYMENT_FUNCTIONS,
    ...(options.stripe
      ? {
          env: { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
          payments: createStripeGateway({ secretKey: fake.apiKey, apiBase: fake.url }),
        }
      : {}),
  });
  if (!options.jobs) return t;
  const logger = createLogger('silent');
  const jobs = await startJobRunner({
    connectionString: testDatabaseUrl(),
    logger,
    handlers: [
      handleJob(deliverEmailJob, (p) =>
        deliverQueuedEmail({ db, transport: null, logger, clock: () => new Date() }, p.outboxId),
      ),
      // Paying a quote arms its upsell e-mail: the queue must exist, as in the real app.
      ...automationJobHandlers(t.deps),
      ...paymentJobHandlers(t.deps),
    ],
  });
  outbox.jobs = jobs;
  return { ...t, jobs };
}

/** A quote whose workspace has an owner with an e-mail. */
async function seedOwnedQuote() {
  const seeded = await seedQuote(db);
  await db.insert(authUsers).values({ id: 'owner-1', name: 'Olive Owner', email: OWNER });
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: seeded.workspace.id!, userId: 'owner-1', role: 'owner' });
  return seeded;
}

/** Two checkouts of one quote, started from two of our sites: two open sessions at once. */
async function twoCheckouts(t: TestApp, quoteId: string) {
  for (const origin of [MAIN, DASHBOARD]) {
    const started = await callFunction(t, 'create-payment', { quoteId }, { origin });
    expect(started.status).toBe(200);
  }
  const rows = await db.select().from(checkoutSessions).orderBy(checkoutSessions.createdAt);
  expect(rows).toHaveLength(2);
  return rows;
}

/** Stripe's checkout.session.completed for a session the customer has paid at Stripe. */
function completedEvent(providerSessionId: string) {
  return JSON.stringify(fake.event('checkout.session.completed', { ...fake.markPaid(providerSessionId) }));
}

const counted = (rows: (typeof payments.$inferSelect)[]) =>
  rows.filter((r) => r.duplicateOfPaymentId === null);

/**
 * Runs the completions while the test holds the quote's row lock, releasing it only once both wait
 * for a lock (or have finished without waiting): they then certainly overlap.
 */
async function atOnce<T>(quoteId: string, runs: (() => Promise<T>)[]): Promise<T[]> {
  let locked!: () => void;
  let release!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = db.transaction(async (tx: Executor) => {
    await tx.execute(sql`select id from quotes where id = ${quoteId} for update`);
    locked();
    await released;
  });
  await isLocked;
  let settled = false;
  const all = Promise.all(runs.map((run) => run())).finally(() => {
    settled = true;
  });
  await eventually(async () => {
    if (settled) return true;
    const result = await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    return result.rows[0]!.waiting >= runs.length;
  });
  release();
  await holder;
  return all;
}

describe('one quote, one payment, through Stripe', () => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await startApp({ stripe: true, jobs: true });
  });
  afterAll(() => t.jobs?.stop());

  it('counts the first payment; the second is recorded as a duplicate, refunded at Stripe and reported to the owner', async () => {
    const { quote, workspace } = await seedOwnedQuote();
    const [first, second] = await twoCheckouts(t, quote.id);
    expect((await postWebhook(t, completedEvent(first!.providerSessionId))).status).toBe(200);
    expect((await postWebhook(t, completedEvent(second!.providerSessionId))).status).toBe(200);

    const rows = await db.select().from(payments).orderBy(payments.createdAt);
    expect(rows).toHaveLength(2);
    expect(counted(rows)).toHaveLength(1);
    const original = rows.find((r) => r.checkoutSessionId === first!.id)!;
    const duplicate = rows.find((r) => r.checkoutSessionId === second!.id)!;
    expect(original).toMatchObject({ duplicateOfPaymentId: null, refundStatus: null });
    expect(duplicate).toMatchObject({ duplicateOfPaymentId: original.id, amount: '3456.00' });
    const [approved] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(approved!.status).toBe('approved');

    // The owner is told, with the quote, the amount and what happens to the money.
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment_duplicate'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: OWNER, workspaceId: workspace.id });
    expect(mails[0]!.subject).toContain(quote.quoteNumber);
    expect(mails[0]!.textBody).toContain('$3,456.00');
    expect(mails[0]!.textBody).toContain(duplicate.providerPaymentId!);
    const events = await db.select().from(analytics).where(eq(analytics.eventType, DUPLICATE_PAYMENT_EVENT));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      workspaceId: workspace.id,
      entityId: quote.id,
      data: {
        quote_number: quote.quoteNumber,
        payment_id: duplicate.id,
        duplicate_of_payment_id: original.id,
        amount: '3456.00',
        provider: 'stripe',
        provider_payment_id: duplicate.providerPaymentId,
      },
    });

    // The worker refunds it through the SDK, once.
    const refunded = await eventually(async () => {
      const [row] = await db.select().from(payments).where(eq(payments.id, duplicate.id));
      return row?.refundStatus === 'refunded' ? row : null;
    });
    const refunds = fake.refunds.filter((r) => r.payment_intent === duplicate.providerPaymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 345600, reason: 'duplicate' });
    expect(refunded.providerRefundId).toBe(refunds[0]!.id);
    expect(refunded.refundedAt).toBeInstanceOf(Date);
    const refundRequest = fake.requests.find((r) => r.path === '/v1/refunds');
    expect(refundRequest?.headers['idempotency-key']).toBe(`refund-${duplicate.id}`);
    expect(fake.refunds.filter((r) => r.payment_intent === original.providerPaymentId)).toHaveLength(0);

    // The duplicate's success page and receipt say so instead of confirming a second purchase.
    const verify = await callFunction(t, 'verify-payment', { sessionId: second!.providerSessionId });
    expect(verify.body).toMatchObject({ payment_status: 'paid', duplicate: true, receipt_url: null });
    const receipt = await t.request(`/receipt/${second!.providerSessionId}`);
    expect(receipt.status).toBe(404);
    expect(await receipt.text()).toContain(PAYMENT_MESSAGES.duplicateRefunded);
    const firstVerify = await callFunction(t, 'verify-payment', { sessionId: first!.providerSessionId });
    expect(firstVerify.body).toMatchObject({
      duplicate: false,
      receipt_url: `/receipt/${first!.providerSessionId}`,
    });
  });

  it('counts one payment when two completions of one quote arrive at the same moment', async () => {
    const { quote } = await seedOwnedQuote();
    const sessions = await twoCheckouts(t, quote.id);
    const events = sessions.map((s) => completedEvent(s.providerSessionId));
    const answers = await atOnce(
      quote.id,
      events.map((payload) => () => postWebhook(t, payload)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const rows = await db.select().from(payments);
    expect(rows).toHaveLength(2);
    expect(counted(rows)).toHaveLength(1);
    expect(rows.filter((r) => r.duplicateOfPaymentId !== null)).toHaveLength(1);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment_duplicate'));
    expect(mails).toHaveLength(1);
  });

  it('is backed by the database: a second counted payment of one quote is refused', async () => {
    const { quote } = await seedOwnedQuote();
    const [first, second] = await twoCheckouts(t, quote.id);
    const row = (checkoutSessionId: string) => ({
      checkoutSessionId,
      quoteId: quote.id,
      amount: '3456.00',
      provider: 'stripe' as const,
    });
    await db.insert(payments).values(row(first!.id));
    const error = await catchPgError(db.insert(payments).values(row(second!.id)));
    expect(error).toMatchObject({ code: '23505', constraint: 'payments_quote_id_counted_key' });
  });
});

describe('refunding a duplicate', () => {
  let t: PaymentsApp;
  beforeAll(async () => {
    // No workers: the test runs the refund job's handler itself.
    t = await startApp({ stripe: true, jobs: false });
  });
  afterEach(() => fake.setFailing(false));

  async function duplicateOfOwnedQuote() {
    const { quote } = await seedOwnedQuote();
    for (const session of await twoCheckouts(t, quote.id)) {
      expect((await postWebhook(t, completedEvent(session.providerSessionId))).status).toBe(200);
    }
    const [duplicate] = await db.select().from(payments).where(isNotNull(payments.duplicateOfPaymentId));
    expect(duplicate).toMatchObject({ refundStatus: 'pending' });
    return duplicate!;
  }

  it('keeps it pending while Stripe cannot be reached, so the job is retried', async () => {
    const duplicate = await duplicateOfOwnedQuote();
    fake.setFailing(true);
    await expect(refundDuplicatePayment(t.deps, duplicate.id)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
    const [row] = await db.select().from(payments).where(eq(payments.id, duplicate.id));
    expect(row!.refundStatus).toBe('pending');
    fake.setFailing(false);
    await refundDuplicatePayment(t.deps, duplicate.id);
    await refundDuplicatePayment(t.deps, duplicate.id);
    expect(fake.refunds.filter((r) => r.payment_intent === duplicate.providerPaymentId)).toHaveLength(1);
  });

  it('leaves what Stripe refuses to a person, and tells the owner', async () => {
    const duplicate = await duplicateOfOwnedQuote();
    // Someone refunded it in Stripe's dashboard already.
    const { port } = new URL(fake.url);
    const stripe = new Stripe(fake.apiKey, {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await stripe.refunds.create({ payment_intent: duplicate.providerPaymentId! });

    await refundDuplicatePayment(t.deps, duplicate.id);
    const [row] = await db.select().from(payments).where(eq(payments.id, duplicate.id));
    expect(row).toMatchObject({ refundStatus: 'manual', providerRefundId: null });
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment_refund_manual'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: OWNER });
    expect(mails[0]!.textBody).toContain('already been refunded');
  });
});

describe('one quote, one payment, in the built-in test checkout', () => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await startApp({ stripe: false, jobs: false });
  });

  const pay = (id: string) =>
    t.request(`/api/payments/test-checkout/${id}/pay`, { method: 'POST', headers: { origin: MAIN } });

  it('refuses to pay a quote a second time through another checkout, and records nothing', async () => {
    const { quote } = await seedOwnedQuote();
    const [first, second] = await twoCheckouts(t, quote.id);
    const paid = await pay(first!.providerSessionId);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/payment-success');

    const again = await pay(second!.providerSessionId);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(PAYMENT_MESSAGES.quoteAlreadyPaid);
    expect(await db.select().from(payments)).toHaveLength(1);
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, second!.id));
    expect(row).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('pays once when both checkouts are paid at the same moment', async () => {
    const { quote } = await seedOwnedQuote();
    const sessions = await twoCheckouts(t, quote.id);
    const answers = await atOnce(
      quote.id,
      sessions.map((s) => () => pay(s.providerSessionId)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([303, 409]);
    expect(await db.select().from(payments)).toHaveLength(1);
    const paidSessions = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.paymentStatus, 'paid'));
    expect(paidSessions).toHaveLength(1);
  });
});
