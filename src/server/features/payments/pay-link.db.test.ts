import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../../../../test/fakes/stripe-fake';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { type AutomationApp, startAutomationApp } from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { postWebhook, seedQuote, WEBHOOK_SECRET } from '../../../../test/helpers/payment-fixtures';
import { customers } from '../../db/schema/customers';
import { emailOutbox } from '../../db/schema/email-outbox';
import { checkoutSessions, payments } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { workspaces } from '../../db/schema/workspaces';
import { buildCustomer } from '../../db/seed/factories';
import { createStripeGateway } from '../../integrations/stripe/stripe-gateway';
import { sendQuoteEmail } from '../quotes';
import { PAYMENT_FUNCTIONS } from './payments.functions';
import { quotePayLink } from './payments.service';

// The quote e-mail's pay link is ours (/pay/<checkout id>): it keeps leading to a checkout that
// can be paid after the customer left one (Cancel, back) or one expired, until the quote is paid;
// and the quote is still paid once.

const { db, close } = getTestDb();
let t: AutomationApp;
let fake: StripeFake;
beforeAll(async () => {
  t = await startAutomationApp(db, { functions: PAYMENT_FUNCTIONS });
  fake = await startStripeFake();
});
afterAll(async () => {
  await t.stop();
  await fake.close();
  await close();
});
beforeEach(() => resetDatabase(db));

const MAIN = 'http://localhost:3000';
const PAY_LINK = /Pay your quote: (http:\/\/localhost:3000\/pay\/[0-9a-f-]{36})\b/;
const TEST_CHECKOUT = /^http:\/\/localhost:3000\/test-checkout\/(test_cs_[A-Za-z0-9_-]{32,})$/;

const post = (app: TestApp, path: string) => app.request(path, { method: 'POST', headers: { origin: MAIN } });

/** The pay link of the quote e-mail just queued for `quoteId`. */
async function emailedPayLink(quoteId: string): Promise<string> {
  await sendQuoteEmail(t.deps, { quoteId, requestOrigin: MAIN });
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'quote'));
  const link = PAY_LINK.exec(mail?.textBody ?? '')?.[1];
  expect(link, mail?.textBody).toBeDefined();
  return new URL(link!).pathname;
}

/** Follows the pay link as a browser does: the 303 to the checkout, its test session id. */
async function follow(app: TestApp, path: string): Promise<{ location: string; sessionId?: string }> {
  const res = await app.request(path);
  expect(res.status, await res.clone().text()).toBe(303);
  const location = res.headers.get('location')!;
  return { location, sessionId: TEST_CHECKOUT.exec(location)?.[1] };
}

describe('the quote e-mail’s pay link (built-in test checkout)', () => {
  it('still pays after Cancel, through the same link, and only once', async () => {
    const { quote, workspace } = await seedQuote(db);
    await db
      .update(workspaces)
      .set({ name: 'Acme Wraps', settings: { contact: { website: 'https://acmewraps.test' } } })
      .where(eq(workspaces.id, workspace.id!));
    const link = await emailedPayLink(quote.id);

    const first = await follow(t, link);
    expect(first.sessionId).toBeDefined();
    const cancel = await post(t, `/api/payments/test-checkout/${first.sessionId}/cancel`);
    const checkoutId = link.split('/').pop();
    expect(cancel.headers.get('location')).toBe(
      `${MAIN}/payment-canceled?quote_id=${quote.id}&checkout=${checkoutId}`,
    );
    // The canceled page names the business the quote is paid to, from that checkout.
    const seller = await t.request(`/api/payments/checkouts/${checkoutId}/seller`);
    expect(seller.status).toBe(200);
    expect(await seller.json()).toEqual({
      seller: { name: 'Acme Wraps', site_url: 'https://acmewraps.test' },
    });

    // The e-mail's link, followed again: the same checkout, still payable.
    const again = await follow(t, link);
    expect(again.sessionId).toBe(first.sessionId);
    const page = await (await t.request(`/test-checkout/${again.sessionId}`)).text();
    expect(page).toContain(`/${again.sessionId}/pay"`);
    const pay = await post(t, `/api/payments/test-checkout/${again.sessionId}/pay`);
    expect(pay.headers.get('location')).toContain(`/payment-success?session_id=${again.sessionId}`);

    // The confirmation names the business paid, and its own site for "Back to Home".
    const verified = await t.request('/api/functions/verify-payment', {
      method: 'POST',
      headers: { origin: MAIN },
      json: { sessionId: again.sessionId },
    });
    expect(((await verified.json()) as { seller: unknown }).seller).toEqual({
      name: 'Acme Wraps',
      site_url: 'https://acmewraps.test',
    });

    // Paid: the link shows that payment's confirmation and starts nothing new.
    const after = await follow(t, link);
    expect(after.location).toBe(`${MAIN}/payment-success?session_id=${again.sessionId}&quote_id=${quote.id}`);
    expect(await db.select().from(checkoutSessions)).toHaveLength(1);
    expect(await db.select().from(payments)).toHaveLength(1);
    const [paid] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(paid!.status).toBe('approved');
  });

  it('opens a fresh checkout of the same quote once its session expired, and the old one cannot pay', async () => {
    const { quote } = await seedQuote(db);
    const link = await emailedPayLink(quote.id);
    const first = await follow(t, link);
    // Thirty minutes on: the session lapsed.
    await db.update(checkoutSessions).set({ expiresAt: new Date(Date.now() - 1000) });

    const fresh = await follow(t, link);
    expect(fresh.sessionId).toBeDefined();
    expect(fresh.sessionId).not.toBe(first.sessionId);
    const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.quoteId, quote.id));
    expect(rows).toHaveLength(2);

    expect(
      (await post(t, `/api/payments/test-checkout/${first.sessionId}/pay`)).headers.get('location'),
    ).toBe(`/test-checkout/${first.sessionId}`);
    expect(await db.select().from(payments)).toHaveLength(0);
    await post(t, `/api/payments/test-checkout/${fresh.sessionId}/pay`);
    expect(await db.select().from(payments)).toHaveLength(1);
  });

  it('says the quote is paid when another checkout paid it, and that a void quote cannot be paid', async () => {
    const { quote } = await seedQuote(db);
    const link = await emailedPayLink(quote.id);
    const other = (await quotePayLink(t.deps, { quoteId: quote.id, requestOrigin: MAIN })).url;
    const { sessionId } = await follow(t, new URL(other).pathname);
    await post(t, `/api/payments/test-checkout/${sessionId}/pay`);

    const paid = await t.request(link);
    expect(paid.status).toBe(409);
    expect(await paid.text()).toContain('This quote has already been paid.');

    const { quote: rejected } = await seedQuote(db, { status: 'rejected' });
    const [row] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, link.split('/').pop()!));
    await db.update(checkoutSessions).set({ quoteId: rejected.id }).where(eq(checkoutSessions.id, row!.id));
    const refused = await t.request(link);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('This quote can no longer be paid');
  });

  it('answers 404 to anything that is not a quote’s pay link', async () => {
    expect((await t.request('/pay/not-a-checkout')).status).toBe(404);
    expect((await t.request('/pay/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('a returning visitor’s quote (the address they typed belongs to an earlier customer)', () => {
  it('is checked out, paid and receipted at the address the quote e-mail went to, never as "Website Visitor"', async () => {
    const { quote, workspace, customer: earlier } = await seedQuote(db);
    // Jordan's second chat: a new visitor row, the typed address kept as unverified.
    const visitor = buildCustomer({
      workspaceId: workspace.id!,
      name: 'Website Visitor',
      email: null,
      unverifiedEmail: earlier.email,
    });
    await db.insert(customers).values(visitor);
    await db.update(quotes).set({ customerId: visitor.id! }).where(eq(quotes.id, quote.id));

    const link = await emailedPayLink(quote.id);
    const [quoteMail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'quote'));
    expect(quoteMail!.toAddress).toBe(earlier.email);

    const { sessionId } = await follow(t, link);
    const [row] = await db.select().from(checkoutSessions);
    expect(row).toMatchObject({ email: earlier.email, businessName: null });
    const page = await (await t.request(`/test-checkout/${sessionId}`)).text();
    expect(page).toContain(`<dt>E-mail</dt><dd>${earlier.email}</dd>`);
    expect(page).not.toContain('Website Visitor');
    expect(page).not.toContain('<dt>Business</dt>');
    // The checkout names the business being paid.
    expect(page).toContain(`Paying <strong>${workspace.name}</strong>`);

    await post(t, `/api/payments/test-checkout/${sessionId}/pay`);
    const receipts = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'quote_receipt'));
    expect(receipts.map((r) => r.toAddress)).toEqual([earlier.email]);
    expect(receipts[0]!.textBody.startsWith('Hello,\n')).toBe(true);
    expect(receipts[0]!.textBody).not.toContain('Website Visitor');
    const receiptPage = await (await t.request(`/receipt/${sessionId}`)).text();
    expect(receiptPage).toContain(`<dt>E-mail</dt><dd>${earlier.email}</dd>`);
    expect(receiptPage).not.toContain('Website Visitor');
  });
});

describe('the pay link with Stripe', () => {
  function stripeApp(): TestApp {
    return buildTestApp({
      db,
      env: { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      // The real SDK, pointed at the loopback fake.
      payments: createStripeGateway({ secretKey: fake.apiKey, apiBase: fake.url }),
    });
  }

  it('leads to the open Stripe session, then to a new one once Stripe expired it, and pays once', async () => {
    const s = stripeApp();
    const { quote } = await seedQuote(db);
    const link = new URL((await quotePayLink(s.deps, { quoteId: quote.id, requestOrigin: MAIN })).url);
    expect(link.origin).toBe(MAIN);
    expect(link.pathname).toMatch(/^\/pay\/[0-9a-f-]{36}$/);

    const [first] = await db.select().from(checkoutSessions);
    const session = fake.sessions.get(first!.providerSessionId)!;
    // The customer pressed back on Stripe's page: the session stays open, the link leads there.
    expect((await follow(s, link.pathname)).location).toBe(session.url);

    const expired = fake.markExpired(first!.providerSessionId);
    expect(
      (await postWebhook(s, JSON.stringify(fake.event('checkout.session.expired', { ...expired })))).status,
    ).toBe(200);
    const renewed = await follow(s, link.pathname);
    const rows = await db.select().from(checkoutSessions).orderBy(checkoutSessions.createdAt);
    expect(rows.map((r) => r.status)).toEqual(['expired', 'open']);
    expect(renewed.location).toBe(fake.sessions.get(rows[1]!.providerSessionId)!.url);

    const paid = fake.markPaid(rows[1]!.providerSessionId);
    await postWebhook(s, JSON.stringify(fake.event('checkout.session.completed', { ...paid })));
    expect(await db.select().from(payments)).toHaveLength(1);
    // Paid through the renewed session: the old link says so instead of charging again.
    const after = await s.request(link.pathname);
    expect(after.status).toBe(409);
    expect(await db.select().from(checkoutSessions)).toHaveLength(2);
  });
});
