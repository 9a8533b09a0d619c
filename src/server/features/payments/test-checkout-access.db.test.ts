import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { callFunction, seedQuote } from '../../../../test/helpers/payment-fixtures';
import { PAYMENT_MESSAGES } from '../../../domain/payments';
import { checkoutSessions, payments, subscriptions } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { PAYMENT_FUNCTIONS } from './payments.functions';
import { startQuoteCheckout } from './payments.service';

// The built-in test checkout (no STRIPE_SECRET_KEY) pays without a card, so paying must take
// what a real checkout takes: the unguessable session id handed to whoever started it (never
// something derived from the quote id alone), a session that has not lapsed (30 minutes, as a
// provider's checkout is handed out for) and a quote that can still be paid.

const { db, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

const MAIN = 'http://localhost:3000';
const TEST_URL = /^http:\/\/localhost:3000\/test-checkout\/(test_cs_[A-Za-z0-9_-]{32,})$/;
const MINUTE = 60_000;

/** An app whose clock the test moves. */
function makeApp() {
  let now = new Date('2026-05-04T09:00:00.000Z');
  const t = buildTestApp({ db, functions: PAYMENT_FUNCTIONS, clock: () => now });
  return {
    t,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    get now() {
      return now;
    },
  };
}

async function startQuotePayment(t: TestApp, quoteId: string) {
  const { status, body } = await callFunction(t, 'create-payment', { quoteId }, { origin: MAIN });
  expect(status).toBe(200);
  const id = TEST_URL.exec(String(body.url))?.[1];
  expect(id, `unexpected url ${String(body.url)}`).toBeDefined();
  return id!;
}

const post = (t: TestApp, path: string) => t.request(path, { method: 'POST', headers: { origin: MAIN } });
const pay = (t: TestApp, id: string) => post(t, `/api/payments/test-checkout/${id}/pay`);

describe('who may pay a test checkout', () => {
  it('hands the session only to whoever started it: the quote id never leads to an open session', async () => {
    const { t } = makeApp();
    const { quote } = await seedQuote(db);
    const customers = await startQuotePayment(t, quote.id);
    // Someone else who knows the quote id gets a checkout of their own, not the customer's.
    const strangers = await startQuotePayment(t, quote.id);
    expect(strangers).not.toBe(customers);
    // Also without a page behind the call (the way e-mailed links are made).
    const linked = await startQuoteCheckout(t.deps, { quoteId: quote.id, requestOrigin: undefined });
    const linkedAgain = await startQuoteCheckout(t.deps, { quoteId: quote.id, requestOrigin: undefined });
    expect(linked.url).not.toBe(linkedAgain.url);
    expect(linked.url).not.toContain(customers);
  });

  it('gives a test session the 30 minutes of a provider session, then refuses Pay with a clear page', async () => {
    const app = makeApp();
    const { t } = app;
    const { quote } = await seedQuote(db);
    const id = await startQuotePayment(t, quote.id);
    const [row] = await db.select().from(checkoutSessions);
    expect(row!.expiresAt).toEqual(new Date(app.now.getTime() + 30 * MINUTE));

    app.advance(30 * MINUTE + 1000);
    const refused = await pay(t, id);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`/test-checkout/${id}`);
    expect(await db.select().from(payments)).toHaveLength(0);
    const [expired] = await db.select().from(checkoutSessions);
    expect(expired).toMatchObject({ status: 'expired', paymentStatus: 'unpaid' });
    const [pending] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(pending!.status).toBe('pending');

    const page = await (await t.request(`/test-checkout/${id}`)).text();
    expect(page).toContain('This checkout has expired. No payment was made.');
    expect(page).not.toContain('/pay"');
    expect(page).toContain(`action="/api/payments/test-checkout/${id}/renew"`);
  });

  it('shows a lapsed session as expired before anyone presses Pay', async () => {
    const app = makeApp();
    const { quote } = await seedQuote(db);
    const id = await startQuotePayment(app.t, quote.id);
    app.advance(31 * MINUTE);
    const page = await (await app.t.request(`/test-checkout/${id}`)).text();
    expect(page).toContain('This checkout has expired. No payment was made.');
    expect(page).not.toContain('/pay"');
  });

  it('replaces an expired checkout with a fresh one that returns to the same page and can be paid', async () => {
    const app = makeApp();
    const { t } = app;
    const { quote } = await seedQuote(db);
    const id = await startQuotePayment(t, quote.id);
    app.advance(45 * MINUTE);
    expect((await pay(t, id)).status).toBe(303);

    const renewed = await post(t, `/api/payments/test-checkout/${id}/renew`);
    expect(renewed.status).toBe(303);
    const fresh = TEST_URL.exec(renewed.headers.get('location') ?? '')?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(id);
    const [row] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, fresh!));
    expect(row).toMatchObject({
      quoteId: quote.id,
      status: 'open',
      successUrl: `${MAIN}/payment-success?session_id={CHECKOUT_SESSION_ID}&quote_id=${quote.id}`,
      expiresAt: new Date(app.now.getTime() + 30 * MINUTE),
    });

    const paid = await pay(t, fresh!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/payment-success');
    expect(await db.select().from(payments)).toHaveLength(1);
  });

  it('renews an expired plan checkout for the same plan, e-mail and business', async () => {
    const app = makeApp();
    const { t } = app;
    const started = await callFunction(t, 'create-subscription', {
      planId: 'shopagent',
      email: 'owner@example.com',
      businessName: 'Acme Shop',
      returnUrl: `${MAIN}/checkout/shopagent`,
    });
    const id = TEST_URL.exec(String(started.body.url))![1]!;
    app.advance(31 * MINUTE);
    const renewed = await post(t, `/api/payments/test-checkout/${id}/renew`);
    const fresh = TEST_URL.exec(renewed.headers.get('location') ?? '')?.[1];
    expect(fresh).toBeDefined();
    const [row] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, fresh!));
    expect(row).toMatchObject({
      kind: 'subscription',
      planId: 'shopagent',
      email: 'owner@example.com',
      businessName: 'Acme Shop',
      amount: '297.00',
      status: 'open',
    });
    expect((await pay(t, fresh!)).status).toBe(303);
    expect(await db.select().from(subscriptions)).toHaveLength(1);
  });

  it('starts nothing new for a session that is still open, or a quote paid meanwhile', async () => {
    const app = makeApp();
    const { t } = app;
    const { quote } = await seedQuote(db);
    const open = await startQuotePayment(t, quote.id);
    const again = await post(t, `/api/payments/test-checkout/${open}/renew`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/test-checkout/${open}`);

    const other = await startQuotePayment(t, quote.id);
    expect((await pay(t, other)).status).toBe(303);
    app.advance(31 * MINUTE);
    const renewed = await post(t, `/api/payments/test-checkout/${open}/renew`);
    expect(renewed.status).toBe(409);
    expect(await renewed.text()).toContain(PAYMENT_MESSAGES.quoteNotPayable);
    expect(await db.select().from(checkoutSessions)).toHaveLength(2);
  });

  it('applies the quote’s payability rules when Pay is pressed, not only when the checkout started', async () => {
    const { t } = makeApp();
    for (const status of ['rejected', 'expired', 'paid'] as const) {
      const { quote } = await seedQuote(db);
      const id = await startQuotePayment(t, quote.id);
      await db.update(quotes).set({ status }).where(eq(quotes.id, quote.id));
      const refused = await pay(t, id);
      expect(refused.status, status).toBe(409);
      expect(await refused.text()).toContain(PAYMENT_MESSAGES.quoteNotPayable);
    }
    // The quote's total changed after the checkout started: its old amount is not paid.
    const { quote } = await seedQuote(db);
    const id = await startQuotePayment(t, quote.id);
    await db.update(quotes).set({ totalAmount: '4000.00' }).where(eq(quotes.id, quote.id));
    const changed = await pay(t, id);
    expect(changed.status).toBe(409);
    expect(await changed.text()).toContain(PAYMENT_MESSAGES.quoteChanged);

    expect(await db.select().from(payments)).toHaveLength(0);
    const paid = await db.select().from(checkoutSessions).where(eq(checkoutSessions.paymentStatus, 'paid'));
    expect(paid).toHaveLength(0);
  });
});
