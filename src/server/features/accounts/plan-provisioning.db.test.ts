import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../../../../test/fakes/stripe-fake';
import { signUpAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { callFunction, postWebhook, WEBHOOK_SECRET } from '../../../../test/helpers/payment-fixtures';
import {
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  checkoutSessions,
  emailOutbox,
  subscriptions,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index';
import { createStripeGateway } from '../../integrations/stripe/stripe-gateway';
import { PAYMENT_FUNCTIONS } from '../payments';

// Billing to account (decision 017): a completed plan checkout provisions the buyer's account in
// the completion's transaction, once, and never opens an existing account to the buyer.

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
const PASSWORD = 'chosen-by-owner-1';

function testCheckoutApp(): TestApp {
  return buildTestApp({ db, functions: PAYMENT_FUNCTIONS });
}

function stripeApp(): TestApp {
  return buildTestApp({
    db,
    functions: PAYMENT_FUNCTIONS,
    env: { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    payments: createStripeGateway({ secretKey: fake.apiKey, apiBase: fake.url }),
  });
}

/** create-subscription, then Pay on the test checkout page. */
async function buyWithTestCheckout(
  t: TestApp,
  email: string,
  planId = 'shopagent',
  jar?: Map<string, string>,
) {
  const started = await t.request('/api/functions/create-subscription', {
    method: 'POST',
    jar,
    headers: { origin: MAIN },
    json: { planId, email, businessName: 'Acme Wraps', returnUrl: `${MAIN}/checkout/${planId}` },
  });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const id = url.split('/').pop()!;
  const pay = await t.request(`/api/payments/test-checkout/${id}/pay`, {
    method: 'POST',
    headers: { origin: MAIN },
  });
  expect(pay.status).toBe(303);
  return id;
}

async function welcomeMails(to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

/** The set-password link of a welcome e-mail, split into Better Auth's token and its landing page. */
function setPasswordLink(text: string) {
  const url = /(http:\/\/localhost:3001\/api\/auth\/reset-password\/\S+)/.exec(text)?.[1];
  expect(url, text).toBeDefined();
  const parsed = new URL(url!);
  return { token: parsed.pathname.split('/').pop()!, callbackURL: parsed.searchParams.get('callbackURL')! };
}

async function signIn(t: TestApp, email: string, password: string) {
  const jar = new Map<string, string>();
  const res = await t.request('/api/auth/sign-in/email', { method: 'POST', jar, json: { email, password } });
  return { status: res.status, jar };
}

describe('a paid plan provisions the account', () => {
  it('creates a new buyer with a workspace named after the business, linked and e-mailed once', async () => {
    const t = testCheckoutApp();
    await buyWithTestCheckout(t, 'new-owner@example.com');

    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, 'new-owner@example.com'));
    expect(user).toMatchObject({ emailVerified: false });
    // No password until they choose one.
    expect(await db.select().from(authAccounts).where(eq(authAccounts.userId, user!.id))).toHaveLength(0);
    const [member] = await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user!.id));
    expect(member!.role).toBe('owner');
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, member!.workspaceId));
    expect(workspace!.name).toBe('Acme Wraps');
    const subs = await db.select().from(subscriptions);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ workspaceId: workspace!.id, status: 'active', planId: 'shopagent' });

    const mails = await welcomeMails('new-owner@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'plan_welcome',
      subject: 'Your ShopAgent plan is active: set your password',
    });
    expect(mails[0]!.textBody).toContain('TEST MODE');
    expect(mails[0]!.metadata).toMatchObject({ sensitive: true });
    const { callbackURL } = setPasswordLink(mails[0]!.textBody);
    expect(callbackURL).toBe('http://localhost:3001/reset-password?welcome=1&email=new-owner%40example.com');
  });

  it("the e-mailed link sets the password through Better Auth's reset flow, proving the address", async () => {
    const t = testCheckoutApp();
    await buyWithTestCheckout(t, 'link-owner@example.com');
    const [mail] = await welcomeMails('link-owner@example.com');
    const { token, callbackURL } = setPasswordLink(mail!.textBody);

    // Better Auth's own GET of the link accepts the token and sends the browser to our page.
    const landing = await t.request(
      `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(callbackURL)}`,
    );
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe(`${callbackURL}&token=${token}`);

    expect((await signIn(t, 'link-owner@example.com', PASSWORD)).status).toBe(401);
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: PASSWORD },
    });
    expect(reset.status).toBe(200);
    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, 'link-owner@example.com'));
    expect(user!.emailVerified).toBe(true);
    const signedIn = await signIn(t, 'link-owner@example.com', PASSWORD);
    expect(signedIn.status).toBe(200);
    const me = await (await t.request('/api/me', { jar: signedIn.jar })).json();
    expect(me).toMatchObject({ user: { email: 'link-owner@example.com' }, onboardingCompleted: false });
    expect(me.workspaces).toMatchObject([{ name: 'Acme Wraps', role: 'owner' }]);
    // Onboarding starts with the business name the checkout took, not a blank field.
    const onboarding = await (await t.request('/api/onboarding', { jar: signedIn.jar })).json();
    expect(onboarding.business.businessName).toBe('Acme Wraps');

    // The link works once.
    const again = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'someone-else-2' },
    });
    expect(again.status).toBe(400);
  });

  it('links an existing, verified user by e-mail only: their workspace, their password, a sign-in link', async () => {
    const t = testCheckoutApp();
    const owner = await signUpAccount(t, db, {
      email: 'known@example.com',
      verified: true,
      password: PASSWORD,
    });
    const before = await db.select().from(authAccounts).where(eq(authAccounts.userId, owner.userId));
    const sessionsBefore = (await db.select().from(authSessions)).length;
    const workspacesBefore = (await db.select().from(workspaces)).length;
    const buyer = new Map<string, string>();

    await buyWithTestCheckout(t, 'known@example.com', 'quoteagent', buyer);

    expect(await db.select().from(authUsers)).toHaveLength(1);
    expect(await db.select().from(workspaces)).toHaveLength(workspacesBefore);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.planId, 'quoteagent'));
    expect(sub!.workspaceId).toBe(owner.workspaceId);
    // Nothing that opens the account: no password change, no reset token, no session, no cookie.
    expect(await db.select().from(authAccounts).where(eq(authAccounts.userId, owner.userId))).toEqual(before);
    expect(await db.select().from(authVerifications)).toHaveLength(0);
    expect(await db.select().from(authSessions)).toHaveLength(sessionsBefore);
    expect(buyer.size).toBe(0);

    const mails = (await welcomeMails('known@example.com')).filter((m) => m.kind === 'plan_welcome');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your QuoteAgent plan is active');
    expect(mails[0]!.textBody).toContain('Sign in with your password');
    expect(mails[0]!.textBody).toContain('http://localhost:3001/auth');
    expect(mails[0]!.textBody).not.toContain('reset-password');
    expect((await signIn(t, 'known@example.com', PASSWORD)).status).toBe(200);
  });

  it('gives an account whose address was never proved a set-password link to that address only', async () => {
    const t = testCheckoutApp();
    const squatter = await signUpAccount(t, db, {
      email: 'victim@example.com',
      password: 'squatters-pass-1',
    });
    await buyWithTestCheckout(t, 'victim@example.com');

    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, squatter.userId));
    expect(user!.emailVerified).toBe(false);
    const [mail] = (await welcomeMails('victim@example.com')).filter((m) => m.kind === 'plan_welcome');
    expect(mail!.textBody).toContain('If you know its password, sign in');
    const { token } = setPasswordLink(mail!.textBody);
    // Only the address's owner reads that link; using it replaces the password and signs out
    // whoever made the account without proving the address.
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(t, 'victim@example.com', 'squatters-pass-1')).status).toBe(401);
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, squatter.userId))).toHaveLength(
      0,
    );
    const [verified] = await db.select().from(authUsers).where(eq(authUsers.id, squatter.userId));
    expect(verified!.emailVerified).toBe(true);
  });

  it('a signed-in owner buying for their workspace gets the plan there', async () => {
    const t = testCheckoutApp();
    const owner = await signUpAccount(t, db, { email: 'signed-in@example.com', verified: true });
    await buyWithTestCheckout(t, 'billing@acme.example', 'socialagent', owner.jar);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.planId, 'socialagent'));
    expect(sub!.workspaceId).toBe(owner.workspaceId);
    expect(await db.select().from(authUsers).where(eq(authUsers.email, 'billing@acme.example'))).toHaveLength(
      0,
    );
  });
});

describe('a replayed Stripe completion', () => {
  it('provisions nothing twice and sends no second e-mail', async () => {
    const t = stripeApp();
    const started = await callFunction(
      t,
      'create-subscription',
      {
        planId: 'shopagent-pro',
        email: 'stripe-buyer@example.com',
        businessName: 'Pro Shop',
        returnUrl: MAIN,
      },
      { origin: MAIN },
    );
    expect(started.status).toBe(200);
    const [checkout] = await db.select().from(checkoutSessions);
    expect(checkout!.amount).toBe('497.00');
    const session = fake.markPaid(checkout!.providerSessionId);
    const completed = JSON.stringify(fake.event('checkout.session.completed', { ...session }));
    // Stripe retries the same event; a second event about the same session can follow.
    const another = JSON.stringify(fake.event('checkout.session.async_payment_succeeded', { ...session }));

    expect(await (await postWebhook(t, completed)).json()).toEqual({ received: true });
    expect(await (await postWebhook(t, completed)).json()).toEqual({ received: true, duplicate: true });
    expect((await postWebhook(t, another)).status).toBe(200);
    const verify = await callFunction(t, 'verify-payment', { sessionId: checkout!.providerSessionId });
    expect(verify.body.payment_status).toBe('paid');

    expect(await db.select().from(authUsers)).toHaveLength(1);
    expect(await db.select().from(workspaces)).toHaveLength(1);
    const subs = await db.select().from(subscriptions);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      planId: 'shopagent-pro',
      provider: 'stripe',
      providerSubscriptionId: session.subscription,
      status: 'active',
    });
    const mails = await welcomeMails('stripe-buyer@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).not.toContain('TEST MODE');
    expect(await db.select().from(authVerifications)).toHaveLength(1);
  });
});
