import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../../../../test/fakes/stripe-fake';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import {
  callFunction,
  errorMessage,
  postWebhook,
  seedQuote,
  WEBHOOK_SECRET,
} from '../../../../test/helpers/payment-fixtures';
import { checkoutSessions, payments, subscriptions, webhookEvents } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { createStripeGateway } from '../../integrations/stripe/stripe-gateway';
import { PAYMENT_FUNCTIONS } from './payments.functions';
import { STRIPE_WEBHOOK_MESSAGES } from './payments.routes';

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

function makeApp(env: Record<string, string> = { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }): TestApp {
  return buildTestApp({
    db,
    functions: PAYMENT_FUNCTIONS,
    env: { STRIPE_SECRET_KEY: fake.apiKey, ...env },
    payments: createStripeGateway({ secretKey: fake.apiKey, apiBase: fake.url }),
  });
}

/** A quote checkout at Stripe, paid there; returns the completed event Stripe would send. */
async function paidQuoteCheckout(t: TestApp) {
  const { quote } = await seedQuote(db);
  const started = await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
  expect(started.status).toBe(200);
  const [row] = await db.select().from(checkoutSessions);
  const session = fake.markPaid(row!.providerSessionId);
  const event = fake.event('checkout.session.completed', { ...session });
  return { quote, row: row!, session, event, payload: JSON.stringify(event) };
}

async function expectNothingApplied(quoteId: string) {
  expect(await db.select().from(payments)).toHaveLength(0);
  expect(await db.select().from(webhookEvents)).toHaveLength(0);
  const [row] = await db.select().from(checkoutSessions);
  expect(row).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  expect(quote!.status).toBe('pending');
}

describe('POST /api/webhooks/stripe', () => {
  it('processes a signed checkout.session.completed (no Origin header, like Stripe)', async () => {
    const t = makeApp();
    const { quote, payload, session, event } = await paidQuoteCheckout(t);
    const res = await postWebhook(t, payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });

    const [row] = await db.select().from(checkoutSessions);
    expect(row).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(row!.completedAt).toBeInstanceOf(Date);
    const paymentRows = await db.select().from(payments);
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({ providerPaymentId: session.payment_intent, amount: '3456.00' });
    const [approved] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(approved!.status).toBe('approved');
    const events = await db.select().from(webhookEvents);
    expect(events).toMatchObject([{ provider: 'stripe', id: event.id, type: 'checkout.session.completed' }]);
  });

  it('refuses an unsigned event with 400 and processes nothing', async () => {
    const t = makeApp();
    const { quote, payload } = await paidQuoteCheckout(t);
    const res = await postWebhook(t, payload, { signature: null });
    expect(res.status).toBe(400);
    expect(errorMessage(await res.json())).toBe(STRIPE_WEBHOOK_MESSAGES.missingSignature);
    await expectNothingApplied(quote.id);
  });

  it('refuses a tampered body, a forged signature and a wrong secret with 400', async () => {
    const t = makeApp();
    const { quote, payload } = await paidQuoteCheckout(t);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tamperedPayload = payload.replace('"amount_total":345600', '"amount_total":100');
    expect(tamperedPayload).not.toBe(payload);
    const tampered = await postWebhook(t, tamperedPayload, { signature });
    expect(tampered.status).toBe(400);
    expect(errorMessage(await tampered.json())).toBe(STRIPE_WEBHOOK_MESSAGES.invalidSignature);
    const forged = await postWebhook(t, payload, { signature: 't=1700000000,v1=deadbeef' });
    expect(forged.status).toBe(400);
    expect(errorMessage(await forged.json())).toBe(STRIPE_WEBHOOK_MESSAGES.invalidSignature);
    const wrongSecret = await postWebhook(t, payload, { secret: 'whsec_someone_else' });
    expect(wrongSecret.status).toBe(400);
    expect(errorMessage(await wrongSecret.json())).toBe(STRIPE_WEBHOOK_MESSAGES.invalidSignature);
    await expectNothingApplied(quote.id);
  });

  it('refuses a correctly signed event whose timestamp is outside the tolerance', async () => {
    const t = makeApp();
    const { quote, payload } = await paidQuoteCheckout(t);
    const res = await postWebhook(t, payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(res.status).toBe(400);
    expect(errorMessage(await res.json())).toBe(STRIPE_WEBHOOK_MESSAGES.staleSignature);
    await expectNothingApplied(quote.id);
  });

  it('processes a replayed event id once and answers the replay as a duplicate', async () => {
    const t = makeApp();
    const { payload } = await paidQuoteCheckout(t);
    const first = await postWebhook(t, payload);
    expect(await first.json()).toEqual({ received: true });
    const second = await postWebhook(t, payload);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    expect(await db.select().from(payments)).toHaveLength(1);
    expect(await db.select().from(webhookEvents)).toHaveLength(1);
  });

  it('does not complete a session whose payment is still pending (async methods)', async () => {
    const t = makeApp();
    const { row, session } = await paidQuoteCheckout(t);
    const pending = fake.event('checkout.session.completed', { ...session, payment_status: 'unpaid' });
    expect((await postWebhook(t, JSON.stringify(pending))).status).toBe(200);
    expect(await db.select().from(payments)).toHaveLength(0);
    const succeeded = fake.event('checkout.session.async_payment_succeeded', { ...session });
    expect(await (await postWebhook(t, JSON.stringify(succeeded))).json()).toEqual({ received: true });
    const [after] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, row.id));
    expect(after!.paymentStatus).toBe('paid');
    expect(await db.select().from(payments)).toHaveLength(1);
  });

  it('marks an expired session expired', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
    const [row] = await db.select().from(checkoutSessions);
    const session = fake.markExpired(row!.providerSessionId);
    const res = await postWebhook(t, JSON.stringify(fake.event('checkout.session.expired', { ...session })));
    expect(await res.json()).toEqual({ received: true });
    const [after] = await db.select().from(checkoutSessions);
    expect(after).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
  });

  it('follows the subscription status from customer.subscription.updated and .deleted', async () => {
    const t = makeApp();
    await callFunction(t, 'create-subscription', {
      planId: 'socialagent',
      email: 'dm@example.com',
      businessName: 'DM Shop',
      returnUrl: MAIN,
    });
    const [row] = await db.select().from(checkoutSessions);
    const session = fake.markPaid(row!.providerSessionId);
    await postWebhook(t, JSON.stringify(fake.event('checkout.session.completed', { ...session })));
    const subscriptionId = session.subscription!;
    expect((await db.select().from(subscriptions))[0]).toMatchObject({
      providerSubscriptionId: subscriptionId,
      status: 'active',
    });

    const updated = fake.event('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
      status: 'past_due',
    });
    expect(await (await postWebhook(t, JSON.stringify(updated))).json()).toEqual({ received: true });
    expect((await db.select().from(subscriptions))[0]!.status).toBe('past_due');

    const deleted = fake.event('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
      status: 'canceled',
    });
    await postWebhook(t, JSON.stringify(deleted));
    expect((await db.select().from(subscriptions))[0]!.status).toBe('canceled');
  });

  it('acknowledges event types it does not handle', async () => {
    const t = makeApp();
    const event = fake.event('invoice.paid', { id: 'in_123', object: 'invoice' });
    const res = await postWebhook(t, JSON.stringify(event));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, ignored: true });
  });

  it('answers 503 with a clear message when no webhook secret is configured', async () => {
    const t = makeApp({});
    const event = fake.event('invoice.paid', { id: 'in_123', object: 'invoice' });
    const res = await postWebhook(t, JSON.stringify(event));
    expect(res.status).toBe(503);
    expect(errorMessage(await res.json())).toBe(STRIPE_WEBHOOK_MESSAGES.notConfigured);
    expect(await db.select().from(webhookEvents)).toHaveLength(0);
  });
});
