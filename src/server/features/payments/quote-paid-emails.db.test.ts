import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../../../../test/fakes/stripe-fake';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import {
  callFunction,
  postWebhook,
  seedQuote,
  WEBHOOK_SECRET,
} from '../../../../test/helpers/payment-fixtures';
import { authUsers } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email-outbox';
import { checkoutSessions } from '../../db/schema/payments';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces';
import { createStripeGateway } from '../../integrations/stripe/stripe-gateway';
import { PAYMENT_FUNCTIONS } from './payments.functions';

// A counted quote payment sends the customer a receipt and the business a "quote paid" notice,
// through the outbox, once per payment, in the business's own name and contact details.

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
const OWNER = 'owner@acmewraps.test';

/** The spec's demo quote in a configured workspace with an owner; the customer has an e-mail. */
async function seedConfiguredQuote() {
  const seeded = await seedQuote(db);
  await db
    .update(workspaces)
    .set({
      name: 'Acme Wraps',
      settings: {
        contact: { phone: '+1 (555) 010-2030', email: 'hello@acmewraps.test', hours: 'Mon-Fri 8-17' },
      },
    })
    .where(eq(workspaces.id, seeded.workspace.id!));
  await db.insert(authUsers).values({ id: 'owner-1', name: 'Olive Owner', email: OWNER });
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: seeded.workspace.id!, userId: 'owner-1', role: 'owner' });
  return seeded;
}

const mailsOfKind = (kind: string) => db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));

describe('quote payment e-mails', () => {
  it('queue a receipt for the customer and a notice for the owner, once, with the business’s real details', async () => {
    const t = buildTestApp({ db, functions: PAYMENT_FUNCTIONS });
    const { quote, customer } = await seedConfiguredQuote();
    const started = await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin: MAIN });
    const id = String(started.body.url).split('/').pop()!;
    const pay = () =>
      t.request(`/api/payments/test-checkout/${id}/pay`, { method: 'POST', headers: { origin: MAIN } });
    expect((await pay()).status).toBe(303);
    expect((await pay()).status).toBe(303); // a double click pays (and mails) nothing twice

    const receipts = await mailsOfKind('quote_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      toAddress: customer.email,
      subject: `Receipt from Acme Wraps: quote ${quote.quoteNumber} paid`,
      replyTo: 'hello@acmewraps.test',
      workspaceId: quote.workspaceId,
    });
    const receipt = receipts[0]!.textBody;
    expect(receipt).toContain('Amount paid: $3,456.00');
    expect(receipt).toContain('Phone: +1 (555) 010-2030');
    expect(receipt).toContain('Hours: Mon-Fri 8-17');
    expect(receipt).toContain(`${MAIN}/receipt/${id}`);
    expect(receipt).toContain('TEST MODE');
    expect(receipt).not.toMatch(/\{phone\}|example\.com/);

    const notices = await mailsOfKind('quote_paid');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      toAddress: OWNER,
      subject: `Quote ${quote.quoteNumber} paid: $3,456.00`,
    });
    expect(notices[0]!.textBody).toContain('Acme Fleet Co');
    expect(notices[0]!.textBody).toContain(DASHBOARD);
  });

  it('are not sent for a duplicate payment, nor for a replayed webhook', async () => {
    const t = buildTestApp({
      db,
      functions: PAYMENT_FUNCTIONS,
      env: { STRIPE_SECRET_KEY: fake.apiKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      payments: createStripeGateway({ secretKey: fake.apiKey, apiBase: fake.url }),
    });
    const { quote } = await seedConfiguredQuote();
    // Two checkouts of one quote open at once (started from two of our sites), both paid.
    for (const origin of [MAIN, DASHBOARD]) {
      expect((await callFunction(t, 'create-payment', { quoteId: quote.id }, { origin })).status).toBe(200);
    }
    const rows = await db.select().from(checkoutSessions).orderBy(checkoutSessions.createdAt);
    expect(rows).toHaveLength(2);
    const events = rows.map((row) =>
      JSON.stringify(fake.event('checkout.session.completed', { ...fake.markPaid(row.providerSessionId) })),
    );
    for (const payload of [events[0]!, events[0]!, events[1]!])
      expect((await postWebhook(t, payload)).status).toBe(200);

    expect(await mailsOfKind('quote_receipt')).toHaveLength(1);
    expect(await mailsOfKind('quote_paid')).toHaveLength(1);
    // The owner hears about the duplicate (and its refund) instead.
    expect(await mailsOfKind('payment_duplicate')).toHaveLength(1);
  });
});
