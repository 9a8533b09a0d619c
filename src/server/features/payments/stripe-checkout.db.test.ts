import { eq, sql } from 'drizzle-orm';
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
import { quoteCheckoutLines } from '../../../domain/checkout-lines';
import { PAYMENT_MESSAGES, PAYMENT_TOASTS } from '../../../domain/payments';
import { checkoutSessions, payments, subscriptions } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { createStripeGateway } from '../../integrations/stripe/stripe-gateway';
import { PAYMENT_FUNCTIONS } from './payments.functions';
import { newTestSessionId } from './test-checkout-gateway';

const { db, close } = getTestDb();
let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  await fake.close();
  await close();
});
beforeEach(async () => {
  await resetDatabase(db);
  fake.requests.length = 0;
  fake.setFailing(false);
});

const MAIN = 'http://localhost:3000';

function makeApp(): TestApp {
  return buildTestApp({
    db,
    functions: PAYMENT_FUNCTIONS,
    env: { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    // The real SDK, pointed at the loopback fake.
    payments: createStripeGateway({ secretKey: fake.apiKey, apiBase: fake.url }),
  });
}

const subscription = {
  planId: 'quoteagent',
  email: 'owner@example.com',
  businessName: 'Acme Wraps',
  returnUrl: `${MAIN}/checkout/quoteagent`,
};

function lastCreate() {
  const request = fake.requests
    .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
    .at(-1);
  expect(request, 'the SDK created no checkout session').toBeDefined();
  return request!;
}

describe('create-subscription through Stripe', () => {
  it('creates a monthly subscription session at the plan price and records it', async () => {
    const t = makeApp();
    const { status, body } = await callFunction(t, 'create-subscription', subscription);
    expect(status).toBe(200);
    const [row] = await db.select().from(checkoutSessions);
    const session = fake.sessions.get(row!.providerSessionId)!;
    expect(session.id).toMatch(/^cs_test_/);
    expect(body).toEqual({ url: session.url });
    expect(row).toMatchObject({
      provider: 'stripe',
      kind: 'subscription',
      planId: 'quoteagent',
      amount: '997.00',
    });

    const request = lastCreate();
    expect(request.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request.headers['idempotency-key']).toBe(`checkout-${row!.id}`);
    expect(request.body).toMatchObject({
      mode: 'subscription',
      customer_email: 'owner@example.com',
      client_reference_id: row!.id,
      success_url: `${MAIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${MAIN}/payment-canceled`,
      metadata: { checkout_id: row!.id, kind: 'subscription', plan_id: 'quoteagent' },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '99700',
            recurring: { interval: 'month' },
            product_data: { name: 'QuoteAgent' },
          },
        },
      ],
    });
    expect(session).toMatchObject({ mode: 'subscription', amount_total: 99700 });
  });

  it('verify-payment asks Stripe and completes a paid session once, with the subscription id', async () => {
    const t = makeApp();
    await callFunction(t, 'create-subscription', subscription);
    const [row] = await db.select().from(checkoutSessions);
    const id = row!.providerSessionId;

    const before = await callFunction(t, 'verify-payment', { sessionId: id });
    expect(before.body).toMatchObject({ payment_status: 'unpaid', receipt_url: null });
    expect(await db.select().from(subscriptions)).toHaveLength(0);

    const paid = fake.markPaid(id);
    const after = await callFunction(t, 'verify-payment', { sessionId: id });
    expect(after.body).toMatchObject({
      payment_status: 'paid',
      plan_id: 'quoteagent',
      receipt_url: `/receipt/${id}`,
    });
    await callFunction(t, 'verify-payment', { sessionId: id });
    const subs = await db.select().from(subscriptions);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: paid.subscription,
      status: 'active',
      checkoutSessionId: row!.id,
    });

    const receipt = await (await t.request(`/receipt/${id}`)).text();
    expect(receipt).toContain('$997.00');
    expect(receipt).toContain('Stripe');
    expect(receipt).not.toContain('TEST MODE');
  });

  it('leaves no row behind when Stripe fails, and says so with the spec message', async () => {
    const t = makeApp();
    fake.setFailing(true);
    const { status, body } = await callFunction(t, 'create-subscription', subscription);
    expect(status).toBe(502);
    expect(errorMessage(body)).toBe(PAYMENT_TOASTS.startFailed.description);
    expect(await db.select().from(checkoutSessions)).toHaveLength(0);
  });
});

describe('create-payment through Stripe', () => {
  it('creates a one-off payment session for the quote total, with the quote in the return URLs', async () => {
    const t = makeApp();
    const { quote, customer } = await seedQuote(db);
    const { status, body } = await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
    expect(status).toBe(200);
    const [row] = await db.select().from(checkoutSessions);
    expect(body).toEqual({ url: fake.sessions.get(row!.providerSessionId)!.url });
    expect(lastCreate().body).toMatchObject({
      mode: 'payment',
      customer_email: customer.email,
      success_url: `${MAIN}/payment-success?session_id={CHECKOUT_SESSION_ID}&quote_id=${quote.id}`,
      cancel_url: `${MAIN}/payment-canceled?quote_id=${quote.id}&checkout=${row!.id}`,
      metadata: { checkout_id: row!.id, kind: 'quote', quote_id: quote.id },
      payment_intent_data: { metadata: { quote_id: quote.id } },
    });
    // The same lines as the test checkout: the quote's own, then tax, adding up to the total.
    const items = lastCreate().body.line_items as { quantity: string; price_data: Record<string, unknown> }[];
    const expected = quoteCheckoutLines(
      {
        lineItems: quote.lineItems ?? [],
        materialCost: quote.materialCost!,
        setupFee: quote.setupFee!,
        subtotal: quote.subtotal!,
        taxAmount: quote.taxAmount!,
      },
      345_600,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(items).toEqual(
      expected.map((line) => ({
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: String(line.amountCents),
          product_data: { name: `Quote ${quote.quoteNumber}: ${line.label}` },
        },
      })),
    );
    expect(items.reduce((sum, item) => sum + Number(item.price_data.unit_amount), 0)).toBe(345_600);
    expect(lastCreate().body.line_items).not.toHaveProperty('0.price_data.recurring');
  });

  it('hands every pay link of a quote the same open session, and a new one near its expiry', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    const pay = async () =>
      (await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN })).body;
    const creates = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').length;

    // Links followed at the same moment may each ask Stripe, but all get the one recorded session.
    const links = await Promise.all([pay(), pay(), pay(), pay()]);
    expect(new Set(links.map((l) => l.url)).size).toBe(1);
    const [row] = await db.select().from(checkoutSessions);
    // Stripe's own expiry is stored with the session.
    expect(row!.expiresAt!.getTime()).toBe(fake.sessions.get(row!.providerSessionId)!.expires_at * 1000);
    expect(row!.url).toBe(links[0]!.url);
    // Later links ask Stripe nothing.
    const asked = creates();
    expect((await pay()).url).toBe(row!.url);
    expect(creates()).toBe(asked);

    // Ten minutes from lapsing is too close to send someone there: a fresh session instead.
    await db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(checkoutSessions.id, row!.id));
    const fresh = await pay();
    expect(fresh.url).not.toBe(links[0]!.url);
    expect(creates()).toBe(asked + 1);
  });

  it('holds no database transaction open while Stripe is slow to answer', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    const release = fake.holdCreates();
    const pending = callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
    while (!fake.requests.some((r) => r.path === '/v1/checkout/sessions')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The pooled connections a chat turn needs are not waiting on Stripe: no transaction has
    // stood idle since before Stripe was asked (a brief one elsewhere is not what this is about).
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'
            and now() - xact_start > interval '150 milliseconds'`,
    );
    expect(rows[0]!.n).toBe(0);
    release();
    expect((await pending).status).toBe(200);
    expect(await db.select().from(checkoutSessions)).toHaveLength(1);
  });

  it('verify-payment records a paid quote once and approves the quote', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db, { status: 'sent' });
    await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
    const [row] = await db.select().from(checkoutSessions);
    const paid = fake.markPaid(row!.providerSessionId);

    const verify = await callFunction(t, 'verify-payment', { sessionId: row!.providerSessionId });
    expect(verify.body).toMatchObject({
      payment_status: 'paid',
      quote_id: quote.id,
      quote_number: quote.quoteNumber,
    });
    const paymentRows = await db.select().from(payments);
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({
      provider: 'stripe',
      providerPaymentId: paid.payment_intent,
      amount: '3456.00',
    });
    const [approved] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(approved!.status).toBe('approved');
  });

  it('completes once when the webhook and verify-payment race', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
    const [row] = await db.select().from(checkoutSessions);
    const session = fake.markPaid(row!.providerSessionId);
    const event = JSON.stringify(fake.event('checkout.session.completed', { ...session }));

    const results = await Promise.all([
      postWebhook(t, event),
      callFunction(t, 'verify-payment', { sessionId: session.id }),
      postWebhook(t, event),
      callFunction(t, 'verify-payment', { sessionId: session.id }),
    ]);
    expect(results[0].status).toBe(200);
    expect(results[1].status).toBe(200);
    expect(results[1].body.payment_status).toBe('paid');
    const webhookBodies = [await results[0].json(), await results[2].json()];
    expect(webhookBodies).toContainEqual({ received: true });
    expect(webhookBodies).toContainEqual({ received: true, duplicate: true });
    expect(await db.select().from(payments)).toHaveLength(1);
    const [approved] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(approved!.status).toBe('approved');
  });

  it('answers an unknown session id with sessionNotFound without asking Stripe', async () => {
    const t = makeApp();
    const res = await callFunction(t, 'verify-payment', { sessionId: 'cs_test_unknown' });
    expect(res.status).toBe(404);
    expect(errorMessage(res.body)).toBe(PAYMENT_MESSAGES.sessionNotFound);
    expect(fake.requests).toHaveLength(0);
  });

  it('never serves the built-in test checkout while Stripe is the provider', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    const id = newTestSessionId();
    await db.insert(checkoutSessions).values({
      provider: 'test',
      providerSessionId: id,
      kind: 'quote',
      quoteId: quote.id,
      email: 'a@example.com',
      amount: '3456.00',
      successUrl: `${MAIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${MAIN}/payment-canceled`,
    });
    expect((await t.request(`/test-checkout/${id}`)).status).toBe(404);
    const pay = await t.request(`/api/payments/test-checkout/${id}/pay`, { method: 'POST' });
    expect(pay.status).toBe(404);
    expect(await db.select().from(payments)).toHaveLength(0);
  });
});
