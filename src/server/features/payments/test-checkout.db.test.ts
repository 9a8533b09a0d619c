import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { callFunction, errorMessage, seedQuote } from '../../../../test/helpers/payment-fixtures';
import { CHECKOUT_REQUIRED_MESSAGE } from '../../../domain/checkout-rules';
import { PAYMENT_MESSAGES } from '../../../domain/payments';
import { analytics } from '../../db/schema/analytics';
import { checkoutSessions, payments, subscriptions } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { PAYMENT_FUNCTIONS } from './payments.functions';

const { db, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

const MAIN = 'http://localhost:3000';
const TEST_URL = /^http:\/\/localhost:3000\/test-checkout\/(test_cs_[A-Za-z0-9_-]{32,})$/;

function makeApp(env: Record<string, string> = {}): TestApp {
  // No STRIPE_SECRET_KEY: the built-in test checkout is the provider.
  return buildTestApp({ db, functions: PAYMENT_FUNCTIONS, env });
}

const subscription = {
  planId: 'shopagent',
  email: '  Owner@Example.COM ',
  businessName: 'Acme Shop',
  returnUrl: `${MAIN}/checkout/shopagent`,
};

async function startSubscription(t: TestApp) {
  const { status, body } = await callFunction(t, 'create-subscription', subscription);
  expect(status).toBe(200);
  const id = TEST_URL.exec(String(body.url))?.[1];
  expect(id, `unexpected url ${String(body.url)}`).toBeDefined();
  return id!;
}

async function startQuotePayment(t: TestApp, quoteId: string) {
  const { status, body } = await callFunction(t, 'create-payment', { quoteId }, { origin: MAIN });
  expect(status).toBe(200);
  const id = TEST_URL.exec(String(body.url))?.[1];
  expect(id, `unexpected url ${String(body.url)}`).toBeDefined();
  return id!;
}

const post = (t: TestApp, path: string) => t.request(path, { method: 'POST', headers: { origin: MAIN } });

describe("the seller of a quote's checkout (its canceled page)", () => {
  it("names the quote's business; a plan's checkout, an unknown id and a malformed one are refused", async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    await startQuotePayment(t, quote.id);
    await startSubscription(t);
    const rows = await db.select().from(checkoutSessions);
    const quoteCheckout = rows.find((row) => row.kind === 'quote')!;
    const planCheckout = rows.find((row) => row.kind === 'subscription')!;

    const named = await t.request(`/api/payments/checkouts/${quoteCheckout.id}/seller`);
    expect(named.status).toBe(200);
    const { seller } = (await named.json()) as { seller: { name: string; site_url: string | null } };
    expect(seller.name.length).toBeGreaterThan(0);

    for (const id of [planCheckout.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await t.request(`/api/payments/checkouts/${id}/seller`);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ error: { message: 'Checkout not found' } });
    }
    const malformed = await t.request('/api/payments/checkouts/not-a-checkout/seller');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { message: 'Checkout not found' } });
  });
});

describe('create-subscription with the built-in test checkout', () => {
  it('records an open checkout at the plan price and links to the test checkout page', async () => {
    const t = makeApp();
    const id = await startSubscription(t);
    const [row] = await db.select().from(checkoutSessions);
    expect(row).toMatchObject({
      provider: 'test',
      providerSessionId: id,
      kind: 'subscription',
      planId: 'shopagent',
      quoteId: null,
      email: 'owner@example.com',
      businessName: 'Acme Shop',
      amount: '297.00',
      status: 'open',
      paymentStatus: 'unpaid',
      successUrl: `${MAIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${MAIN}/payment-canceled`,
    });
  });

  it('shows a TEST MODE page with the plan and price, then Pay completes it and redirects to success', async () => {
    const t = makeApp();
    const id = await startSubscription(t);

    const page = await t.request(`/test-checkout/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Test mode — no real card is charged');
    expect(html).toContain('ShopAgent plan');
    expect(html).toContain('$297.00');
    expect(html).toContain('owner@example.com');
    expect(html).toContain('Acme Shop');
    expect(html).toContain(`action="/api/payments/test-checkout/${id}/pay"`);
    expect(html).toContain(`action="/api/payments/test-checkout/${id}/cancel"`);
    expect(html).not.toContain('<script');

    const pay = await post(t, `/api/payments/test-checkout/${id}/pay`);
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${MAIN}/payment-success?session_id=${id}`);

    const verify = await callFunction(t, 'verify-payment', { sessionId: id });
    expect(verify).toEqual({
      status: 200,
      body: {
        payment_status: 'paid',
        kind: 'subscription',
        quote_id: null,
        quote_number: null,
        plan_id: 'shopagent',
        amount: '297.00',
        currency: 'usd',
        receipt_url: `/receipt/${id}`,
        // A plan's confirmation says where the e-mail that sets the password went.
        email: 'owner@example.com',
        business_name: 'Acme Shop',
        duplicate: false,
        // A plan is the platform's sale: no business of a workspace to name.
        seller: null,
      },
    });
    const subs = await db.select().from(subscriptions);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      planId: 'shopagent',
      status: 'active',
      provider: 'test',
      email: 'owner@example.com',
      businessName: 'Acme Shop',
      providerSubscriptionId: null,
    });

    // A double click pays nothing twice and still lands on the success page.
    const again = await post(t, `/api/payments/test-checkout/${id}/pay`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${MAIN}/payment-success?session_id=${id}`);
    expect(await db.select().from(subscriptions)).toHaveLength(1);

    const after = await (await t.request(`/test-checkout/${id}`)).text();
    expect(after).toContain('This test payment is complete.');
    expect(after).not.toContain('/pay"');
  });

  it('refuses an unknown plan, a malformed e-mail and a blank business name with the spec messages', async () => {
    const t = makeApp();
    const unknown = await callFunction(t, 'create-subscription', { ...subscription, planId: 'megaagent' });
    expect(unknown.status).toBe(400);
    expect(errorMessage(unknown.body)).toBe(PAYMENT_MESSAGES.unknownPlan);
    const email = await callFunction(t, 'create-subscription', { ...subscription, email: 'not-an-email' });
    expect(email.status).toBe(400);
    expect(errorMessage(email.body)).toBe('Invalid email address');
    const blank = await callFunction(t, 'create-subscription', { ...subscription, businessName: '  ' });
    expect(blank.status).toBe(400);
    expect(errorMessage(blank.body)).toBe(CHECKOUT_REQUIRED_MESSAGE);
    expect(await db.select().from(checkoutSessions)).toHaveLength(0);
  });

  it('falls back to PUBLIC_URL when the returnUrl is not one of our origins', async () => {
    const t = makeApp({ PUBLIC_URL: 'https://sales.example.com' });
    const { status, body } = await callFunction(t, 'create-subscription', {
      ...subscription,
      returnUrl: 'https://evil.example.net/checkout',
    });
    expect(status).toBe(200);
    expect(String(body.url)).toMatch(/^https:\/\/sales\.example\.com\/test-checkout\/test_cs_/);
    const [row] = await db.select().from(checkoutSessions);
    expect(row!.successUrl).toBe(
      'https://sales.example.com/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(row!.cancelUrl).toBe('https://sales.example.com/payment-canceled');
  });
});

describe('create-payment with the built-in test checkout', () => {
  it('pays a quote once: itemised TEST MODE page, 303 to success, quote approved, one payment, receipt', async () => {
    const t = makeApp();
    const { quote, workspace } = await seedQuote(db);
    const id = await startQuotePayment(t, quote.id);
    const [row] = await db.select().from(checkoutSessions);
    expect(row).toMatchObject({
      kind: 'quote',
      quoteId: quote.id,
      workspaceId: workspace.id,
      amount: '3456.00',
    });

    const receiptBefore = await t.request(`/receipt/${id}`);
    expect(receiptBefore.status).toBe(404);
    expect(await receiptBefore.text()).toContain('Receipt not found');
    const unpaid = await callFunction(t, 'verify-payment', { sessionId: id });
    expect(unpaid.body).toMatchObject({ payment_status: 'unpaid', receipt_url: null });

    const html = await (await t.request(`/test-checkout/${id}`)).text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain(`Quote ${quote.quoteNumber}`);
    expect(html).toContain('Full vehicle wrap, premium vinyl');
    // The lines add up to the total: items and tax; the subtotal is a sum, not a line.
    expect(amountsOfRows(html)).toEqual(['$2,800.00', '$400.00', '$256.00']);
    expect(html).not.toContain('$3,200.00');
    expect(html).toContain('$3,456.00');

    const pay = await post(t, `/api/payments/test-checkout/${id}/pay`);
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${MAIN}/payment-success?session_id=${id}&quote_id=${quote.id}`);

    const verify = await callFunction(t, 'verify-payment', { sessionId: id });
    expect(verify.body).toEqual({
      payment_status: 'paid',
      kind: 'quote',
      quote_id: quote.id,
      quote_number: quote.quoteNumber,
      plan_id: null,
      amount: '3456.00',
      currency: 'usd',
      receipt_url: `/receipt/${id}`,
      email: null,
      business_name: null,
      duplicate: false,
      // The business paid, named on the confirmation.
      seller: { name: expect.any(String), site_url: null },
    });
    const [approved] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(approved!.status).toBe('approved');
    // Paying accepts the quote: the deal is won (spec: quote accepted moves it to closed_won).
    expect(approved!.pipelineStage).toBe('closed_won');
    await post(t, `/api/payments/test-checkout/${id}/pay`);
    const paymentRows = await db.select().from(payments);
    expect(paymentRows).toHaveLength(1);
    // The acceptance is recorded once, as the owner's approval records it (no CRM is connected
    // here to record it with its own ids), and not again by the second press.
    const accepted = (
      await db.select().from(analytics).where(eq(analytics.eventType, 'smart_integration_triggered'))
    ).filter((event) => (event.data as { action_type?: string }).action_type === 'quote_accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      entityId: quote.id,
      data: { quote_id: quote.id, metadata: { source: 'payment' } },
    });
    expect(paymentRows[0]).toMatchObject({ quoteId: quote.id, amount: '3456.00', provider: 'test' });

    const receipt = await t.request(`/receipt/${id}`, { headers: { host: 'weprintwraps.localhost:3000' } });
    expect(receipt.status).toBe(200);
    const receiptHtml = await receipt.text();
    // A quote's receipt is the business's, whatever brand's host it is opened on.
    expect(receiptHtml).toContain(workspace.name!);
    expect(receiptHtml).not.toContain('WePrintWraps');
    expect(receiptHtml).toContain('$3,456.00');
    expect(receiptHtml).toContain('TEST MODE');
    expect(receiptHtml).toContain(quote.quoteNumber);
    expect(receiptHtml).toContain('Acme Fleet Co');
    expect(receiptHtml).toContain('Save as PDF');
    expect(receiptHtml).toMatch(/Receipt R-\d{8}-[0-9A-F]{8}/);

    // Paid once: the quote cannot be paid again.
    const again = await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
    expect(again.status).toBe(400);
    expect(errorMessage(again.body)).toBe(PAYMENT_MESSAGES.quoteNotPayable);
  });

  it('lists an add-on as its own line, so the lines add up to the total charged', async () => {
    const t = makeApp();
    // The landing card's quote with window tinting: stored without lines, no tax.
    const { quote } = await seedQuote(db, {
      lineItems: [],
      subtotal: '3550.00',
      taxAmount: '0.00',
      totalAmount: '3550.00',
    });
    const id = await startQuotePayment(t, quote.id);
    const html = await (await t.request(`/test-checkout/${id}`)).text();
    expect(rowsOf(html)).toEqual([
      ['Material', '$2,800.00'],
      ['Setup fee', '$400.00'],
      ['Add-ons', '$350.00'],
    ]);
    expect(html).toContain('$3,550.00');
  });

  it('Cancel returns to the canceled page and leaves the session open, as Stripe does: going back pays it, once', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    const id = await startQuotePayment(t, quote.id);

    const cancel = await post(t, `/api/payments/test-checkout/${id}/cancel`);
    expect(cancel.status).toBe(303);
    const [row] = await db.select().from(checkoutSessions);
    expect(cancel.headers.get('location')).toBe(
      `${MAIN}/payment-canceled?quote_id=${quote.id}&checkout=${row!.id}`,
    );
    expect(row).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });

    // "Try Payment Again" goes back to this page: it still offers Pay.
    const page = await (await t.request(`/test-checkout/${id}`)).text();
    expect(page).toContain(`action="/api/payments/test-checkout/${id}/pay"`);
    expect(page).not.toContain('This checkout was canceled');

    const pay = await post(t, `/api/payments/test-checkout/${id}/pay`);
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toContain('/payment-success?session_id=');
    expect((await post(t, `/api/payments/test-checkout/${id}/pay`)).status).toBe(303);
    expect(await db.select().from(payments)).toHaveLength(1);
    const [paid] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(paid!.status).toBe('approved');
    // Cancel after paying cancels nothing: the page says it is paid.
    const late = await post(t, `/api/payments/test-checkout/${id}/cancel`);
    expect(late.headers.get('location')).toBe(`/test-checkout/${id}`);
  });

  it('offers a session canceled before Cancel left sessions open a fresh checkout of the same quote', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    const id = await startQuotePayment(t, quote.id);
    await db.update(checkoutSessions).set({ status: 'canceled' });

    const page = await (await t.request(`/test-checkout/${id}`)).text();
    expect(page).toContain('This checkout was canceled. No payment was made.');
    expect(page).toContain(`action="/api/payments/test-checkout/${id}/renew"`);
    expect(page).not.toContain(`/${id}/pay"`);
    const refused = await post(t, `/api/payments/test-checkout/${id}/pay`);
    expect(refused.headers.get('location')).toBe(`/test-checkout/${id}`);
    expect(await db.select().from(payments)).toHaveLength(0);

    const renewed = await post(t, `/api/payments/test-checkout/${id}/renew`);
    expect(renewed.status).toBe(303);
    const fresh = TEST_URL.exec(renewed.headers.get('location') ?? '')?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(id);
    expect((await post(t, `/api/payments/test-checkout/${fresh}/pay`)).status).toBe(303);
    expect(await db.select().from(payments)).toHaveLength(1);
  });

  it('starts a checkout of its own for every pay link (nothing to hand on), and pays the quote once', async () => {
    const t = makeApp();
    const { quote } = await seedQuote(db);
    const first = await startQuotePayment(t, quote.id);
    const second = await startQuotePayment(t, quote.id);
    expect(second).not.toBe(first);
    expect(await db.select().from(checkoutSessions)).toHaveLength(2);

    expect((await post(t, `/api/payments/test-checkout/${second}/pay`)).status).toBe(303);
    const refused = await post(t, `/api/payments/test-checkout/${first}/pay`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(PAYMENT_MESSAGES.quoteAlreadyPaid);
    expect(await db.select().from(payments)).toHaveLength(1);
  });

  it('refuses unknown, unpayable and already paid quotes with their messages', async () => {
    const t = makeApp();
    const missing = await callFunction(
      t,
      'create-payment',
      { quoteId: '00000000-0000-4000-8000-00000000dead' },
      { origin: MAIN },
    );
    expect(missing.status).toBe(400);
    expect(errorMessage(missing.body)).toBe(PAYMENT_MESSAGES.quoteNotFound);
    const malformed = await callFunction(t, 'create-payment', { quoteId: 'nope' }, { origin: MAIN });
    expect(malformed.status).toBe(400);
    expect(errorMessage(malformed.body)).toBe(PAYMENT_MESSAGES.quoteNotFound);

    for (const status of ['rejected', 'expired', 'draft', 'paid'] as const) {
      const { quote } = await seedQuote(db, { status });
      const res = await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
      expect(res.status, status).toBe(400);
      expect(errorMessage(res.body)).toBe(PAYMENT_MESSAGES.quoteNotPayable);
    }
    expect(await db.select().from(checkoutSessions)).toHaveLength(0);
  });

  it('returns to PUBLIC_URL when the request carries no Origin', async () => {
    const t = makeApp({ PUBLIC_URL: 'https://sales.example.com' });
    const { quote } = await seedQuote(db);
    const res = await t.app.request(`${t.env.publicUrl}/api/functions/create-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quoteId: quote.id }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(
      /^https:\/\/sales\.example\.com\/test-checkout\/test_cs_/,
    );
  });
});

describe('test checkout pages and verify-payment edges', () => {
  it('answers unknown sessions with 404 pages and verify-payment with sessionNotFound', async () => {
    const t = makeApp();
    const unknown = 'test_cs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const page = await t.request(`/test-checkout/${unknown}`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Checkout not found');
    expect((await post(t, `/api/payments/test-checkout/${unknown}/pay`)).status).toBe(404);
    expect((await post(t, `/api/payments/test-checkout/${unknown}/cancel`)).status).toBe(404);
    expect((await t.request(`/receipt/${unknown}`)).status).toBe(404);
    const verify = await callFunction(t, 'verify-payment', { sessionId: unknown });
    expect(verify.status).toBe(404);
    expect(errorMessage(verify.body)).toBe(PAYMENT_MESSAGES.sessionNotFound);
  });

  it('escapes what visitors typed into the pages', async () => {
    const t = makeApp();
    const { status, body } = await callFunction(t, 'create-subscription', {
      ...subscription,
      businessName: '<img src=x onerror=alert(1)>',
    });
    expect(status).toBe(200);
    const id = TEST_URL.exec(String(body.url))![1]!;
    const html = await (await t.request(`/test-checkout/${id}`)).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

/** The item rows of a checkout page's table (label, amount), the total row aside. */
function rowsOf(html: string): [string, string][] {
  const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
  return [...body.matchAll(/<tr><td>(.*?)<\/td><td class="amount">(.*?)<\/td><\/tr>/g)].map(
    (m) => [m[1]!, m[2]!] as [string, string],
  );
}

function amountsOfRows(html: string): string[] {
  return rowsOf(html).map(([, amount]) => amount);
}
