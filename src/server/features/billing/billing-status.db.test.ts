import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../../../../test/fakes/stripe-fake';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import {
  callFunction,
  errorMessage,
  postWebhook,
  WEBHOOK_SECRET,
} from '../../../../test/helpers/payment-fixtures';
import { AGENTS_UNAVAILABLE_MESSAGE } from '../../../domain/billing';
import {
  agents,
  authUsers,
  checkoutSessions,
  conversations,
  customers,
  emailOutbox,
  quotes,
  subscriptions,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index';
import { buildAgent, buildCustomer, buildQuote } from '../../db/seed/factories';
import { createStripeGateway } from '../../integrations/stripe/stripe-gateway';
import { automationJobHandlers, quoteReminderJob } from '../automations';
import { aiChatFunction } from '../chat';
import { PAYMENT_FUNCTIONS } from '../payments';

// Subscription status follows Stripe (events signed the real way, through the real SDK against
// the fake) and decides whether the workspace's agents run: the chat turn, the widget's config and
// the follow-up e-mails (decision 017).

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
const DAY = 24 * 60 * 60 * 1000;

/** The app's clock, moved by the tests (a frozen clock they can turn). */
function movableClock(start: Date) {
  let now = start;
  return {
    clock: () => now,
    set: (at: Date) => {
      now = at;
    },
  };
}

function makeApp(clock: () => Date): TestApp {
  return buildTestApp({
    db,
    clock,
    functions: [...PAYMENT_FUNCTIONS, aiChatFunction],
    env: { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    payments: createStripeGateway({ secretKey: fake.apiKey, apiBase: fake.url }),
  });
}

/** A plan bought at Stripe and completed by its webhook; the buyer's workspace gets a live agent. */
async function paidWorkspace(t: TestApp, email = 'owner@example.com') {
  const started = await callFunction(
    t,
    'create-subscription',
    { planId: 'shopagent', email, businessName: 'Acme Wraps', returnUrl: MAIN },
    { origin: MAIN },
  );
  expect(started.status).toBe(200);
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.email, email));
  const session = fake.markPaid(checkout!.providerSessionId);
  expect(
    (await postWebhook(t, JSON.stringify(fake.event('checkout.session.completed', { ...session })))).status,
  ).toBe(200);
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  const [member] = await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user!.id));
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, member!.workspaceId));
  await db
    .insert(agents)
    .values(buildAgent({ workspaceId: workspace!.id, agentType: 'shop', status: 'active' }));
  return { workspace: workspace!, subscriptionId: session.subscription! };
}

async function send(t: TestApp, type: string, object: object) {
  // Signed when the app's clock says it is (the tolerance is measured on that clock).
  const timestamp = Math.floor(t.deps.clock().getTime() / 1000);
  const res = await postWebhook(t, JSON.stringify(fake.event(type, { ...object })), { timestamp });
  expect(res.status).toBe(200);
  return res.json();
}

async function subscriptionRow(providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row!;
}

const chat = (t: TestApp, workspaceKey: string) =>
  callFunction(
    t,
    'ai-chat',
    { messages: [{ role: 'user', content: 'Do you sell gift cards?' }], agentType: 'shop', workspaceKey },
    { origin: MAIN },
  );
const widgetConfig = (t: TestApp, workspaceKey: string) =>
  t.request(`/api/widget/config?workspace=${workspaceKey}`);

describe('subscription status follows Stripe', () => {
  it('past_due on a failed renewal (grace period from the first failure), active when paid, canceled for good', async () => {
    const time = movableClock(new Date());
    const t = makeApp(time.clock);
    const { subscriptionId } = await paidWorkspace(t);
    expect((await subscriptionRow(subscriptionId)).status).toBe('active');

    const failedAt = time.clock();
    expect(await send(t, 'invoice.payment_failed', fake.failRenewal(subscriptionId))).toEqual({
      received: true,
    });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'past_due',
      pastDueSince: failedAt,
    });
    // Stripe's own subscription.updated (past_due) and a second failed attempt keep the first date.
    time.set(new Date(failedAt.getTime() + DAY));
    await send(t, 'customer.subscription.updated', fake.setSubscriptionStatus(subscriptionId, 'past_due'));
    await send(t, 'invoice.payment_failed', fake.failRenewal(subscriptionId));
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'past_due',
      pastDueSince: failedAt,
    });

    await send(t, 'customer.subscription.updated', fake.setSubscriptionStatus(subscriptionId, 'active'));
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'active', pastDueSince: null });

    await send(t, 'customer.subscription.deleted', fake.cancelSubscription(subscriptionId));
    expect((await subscriptionRow(subscriptionId)).status).toBe('canceled');
    // Events arrive out of order: a late 'active' never revives a canceled subscription.
    await send(t, 'customer.subscription.updated', {
      ...fake.subscriptions.get(subscriptionId),
      status: 'active',
    });
    expect((await subscriptionRow(subscriptionId)).status).toBe('canceled');
  });

  it('ignores events about subscriptions that are not ours', async () => {
    const t = makeApp(() => new Date());
    const foreign = { id: 'sub_someone_else', object: 'subscription', status: 'canceled' };
    expect(await send(t, 'customer.subscription.deleted', foreign)).toEqual({
      received: true,
      ignored: true,
    });
  });
});

describe('what a workspace may run', () => {
  it("a canceled workspace's widget and chat answer 'not available' and store nothing", async () => {
    const t = makeApp(() => new Date());
    const { workspace, subscriptionId } = await paidWorkspace(t);
    expect((await widgetConfig(t, workspace.publicKey)).status).toBe(200);
    expect((await chat(t, workspace.publicKey)).status).toBe(200);
    const stored = (await db.select().from(conversations)).length;

    await send(t, 'customer.subscription.deleted', fake.cancelSubscription(subscriptionId));

    const config = await widgetConfig(t, workspace.publicKey);
    expect(config.status).toBe(403);
    expect(errorMessage(await config.json())).toBe(AGENTS_UNAVAILABLE_MESSAGE);
    const refused = await chat(t, workspace.publicKey);
    expect(refused.status).toBe(403);
    expect(errorMessage(refused.body)).toBe(AGENTS_UNAVAILABLE_MESSAGE);
    expect(await db.select().from(conversations)).toHaveLength(stored);
  });

  it('past due keeps running through the grace period, then stops', async () => {
    const time = movableClock(new Date());
    const t = makeApp(time.clock);
    const { workspace, subscriptionId } = await paidWorkspace(t);
    await send(t, 'invoice.payment_failed', fake.failRenewal(subscriptionId));
    time.set(new Date(time.clock().getTime() + 6 * DAY));
    expect((await chat(t, workspace.publicKey)).status).toBe(200);
    time.set(new Date(time.clock().getTime() + 1 * DAY + 1000));
    expect((await chat(t, workspace.publicKey)).status).toBe(403);
  });

  it("a stopped workspace's follow-up e-mails are not sent when their timer fires", async () => {
    const t = makeApp(() => new Date());
    const { workspace, subscriptionId } = await paidWorkspace(t);
    const customer = buildCustomer({ workspaceId: workspace.id, email: 'buyer@example.com' });
    await db.insert(customers).values(customer);
    const quote = buildQuote({ workspaceId: workspace.id, customerId: customer.id!, status: 'pending' });
    await db.insert(quotes).values(quote);
    const reminder = automationJobHandlers(t.deps).find((h) => h.job.name === quoteReminderJob.name)!;
    const reminders = () =>
      db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'buyer@example.com'));

    await send(t, 'customer.subscription.deleted', fake.cancelSubscription(subscriptionId));
    await reminder.handle({ quoteId: quote.id });
    expect(await reminders()).toHaveLength(0);

    // The same timer sends for a workspace that runs (control: the gate, not the quote, held it back).
    const other = await paidWorkspace(t, 'second@example.com');
    const otherCustomer = buildCustomer({ workspaceId: other.workspace.id, email: 'buyer@example.com' });
    await db.insert(customers).values(otherCustomer);
    const otherQuote = buildQuote({
      workspaceId: other.workspace.id,
      customerId: otherCustomer.id!,
      status: 'pending',
    });
    await db.insert(quotes).values(otherQuote);
    await reminder.handle({ quoteId: otherQuote.id });
    expect(await reminders()).toHaveLength(1);
  });
});
