import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import {
  type AutomationApp,
  eventsOf,
  seedConversation,
  seedQuote,
  signUp,
  startAutomationApp,
  waitingJobs,
} from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { callFunction, errorMessage } from '../../../../test/helpers/payment-fixtures';
import { BRANDS } from '../../../domain/brands';
import { UNVERIFIED_SENDER_MESSAGE } from '../../../domain/outgoing-mail';
import { QUOTE_EMAIL_TEXTS, QUOTE_GENERATED_EVENT } from '../../../domain/quotes';
import { conversations } from '../../db/schema/conversations';
import { emailOutbox } from '../../db/schema/email-outbox';
import { quotes } from '../../db/schema/quotes';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { quoteReminderJob, upsellOfferJob } from '../automations';
import { conversationOfToken } from '../chat';
import { SEND_QUOTE_EMAIL_RATE_LIMIT, sendQuoteEmailFunction } from './send-quote-email.functions';
import { sendQuoteEmail } from './send-quote-email.service';

const { db, close } = getTestDb();
const MAIN = 'http://localhost:3000';
// The quote's pay link (ours, lasting until the quote is paid), which opens its test checkout.
const PAY_LINK = /Pay your quote: (http:\/\/localhost:3000\/pay\/[0-9a-f-]{36})\b/;
let t: AutomationApp;

beforeAll(async () => {
  t = await startAutomationApp(db, { functions: [sendQuoteEmailFunction(conversationOfToken)] });
});
afterAll(async () => {
  await t.stop();
  await close();
});
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date() });
});

const demoQuote = (options: Parameters<typeof seedQuote>[1] = {}) =>
  seedQuote(db, { ...options, workspace: { id: DEMO_WORKSPACE.id, ...options.workspace } });

const send = (payload: unknown, init: { jar?: Map<string, string>; origin?: string } = {}) =>
  t
    .request('/api/functions/send-quote-email', {
      method: 'POST',
      json: payload,
      jar: init.jar,
      headers: { origin: init.origin ?? MAIN },
    })
    .then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

/** Quote e-mails only (signing up queues a verification e-mail too). */
async function outbox() {
  return db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'quote')).orderBy(emailOutbox.createdAt);
}

describe('send-quote-email', () => {
  it('queues the branded quote e-mail with its lines, total and a pay link that opens the checkout', async () => {
    const { quote, customer } = await demoQuote({ quote: { lineItems: [] } });
    const res = await send({ quoteId: quote.id, customerEmail: customer.email!.toUpperCase() });
    expect(res).toEqual({ status: 200, body: { success: true, quote_number: quote.quoteNumber } });

    const [email] = await outbox();
    const brand = BRANDS.weprintwraps;
    expect(email).toMatchObject({
      kind: 'quote',
      toAddress: customer.email,
      workspaceId: DEMO_WORKSPACE.id,
      // No contact details are configured in tests: no reply-to, no contact line, no placeholder.
      replyTo: null,
      subject: `${brand.quote_branding.header_title} ${quote.quoteNumber} from WePrintWraps`,
    });
    expect(email!.fromAddress).toBe('"WePrintWraps Quotes" <no-reply@mail.example.com>');
    for (const text of [
      brand.quote_branding.header_title,
      brand.quote_branding.header_tagline,
      brand.quote_branding.footer_message,
      `quote ${quote.quoteNumber}`,
      'Material: $2,800.00',
      'Setup fee: $400.00',
      'Subtotal: $3,200.00',
      'Tax: $256.00',
      'Total: $3,456.00',
    ]) {
      expect(email!.textBody).toContain(text);
    }
    expect(email!.htmlBody).toContain('Your Wrap &amp; Signage Quote');
    expect(email!.textBody).not.toContain('Questions?');
    expect(email!.textBody).not.toContain('{phone}');
    expect(email!.htmlBody).toContain('$3,456.00');

    const [, link] = PAY_LINK.exec(email!.textBody) ?? [];
    expect(link, email!.textBody).toBeDefined();
    const followed = await t.request(new URL(link!).pathname);
    expect(followed.status).toBe(303);
    const checkoutUrl = followed.headers.get('location')!;
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/test-checkout\/test_cs_/);
    const sessionId = checkoutUrl.split('/').pop();
    const page = await t.request(new URL(checkoutUrl).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Quote ${quote.quoteNumber}`);
    expect(html).toContain('$3,456.00');

    // Paying through the link approves the quote and arms the upsell e-mail in the same step.
    const pay = await t.request(`/api/payments/test-checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { origin: MAIN },
    });
    expect(pay.status).toBe(303);
    const [paid] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(paid!.status).toBe('approved');
    const upsells = await waitingJobs(db, upsellOfferJob.name);
    expect(upsells).toHaveLength(1);
    expect(upsells[0]).toMatchObject({ data: { quoteId: quote.id }, singletonKey: quote.id });
    expect(upsells[0]!.inSeconds).toBeGreaterThan(86_400 - 60);
    expect(upsells[0]!.inSeconds).toBeLessThanOrEqual(86_400);
  });

  it("itemises the quote's own line items when it has them", async () => {
    const { quote } = await demoQuote();
    expect((await send({ quoteId: quote.id })).status).toBe(200);
    const [email] = await outbox();
    expect(email!.textBody).toContain('Premium vinyl, 150 sq ft: $2,800.00');
    expect(email!.textBody).toContain('Setup fee: $400.00');
    expect(email!.textBody).not.toContain('Material: ');
  });

  it('keeps the quote pending, records quote_generated once and arms one reminder, however often it is sent', async () => {
    const { quote, customer } = await demoQuote();
    expect((await send({ quoteId: quote.id })).status).toBe(200);
    expect((await send({ quoteId: quote.id })).status).toBe(200);

    expect(await outbox()).toHaveLength(2);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row!.status).toBe('pending');
    const generated = await eventsOf(db, QUOTE_GENERATED_EVENT);
    expect(generated).toHaveLength(1);
    expect(generated[0]).toMatchObject({
      workspaceId: DEMO_WORKSPACE.id,
      entityId: quote.id,
      data: { agent_type: 'quote', conversation_id: null, customer_email: customer.email },
    });
    const reminders = await waitingJobs(db, quoteReminderJob.name);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ data: { quoteId: quote.id }, singletonKey: quote.id });
    expect(reminders[0]!.inSeconds).toBeGreaterThan(7200 - 60);
    expect(reminders[0]!.inSeconds).toBeLessThanOrEqual(7200);
  });

  it("marks the quote's own conversation quoted", async () => {
    const { quote, customer, workspaceId } = await demoQuote();
    const conversation = await seedConversation(db, {
      workspaceId,
      customerId: customer.id,
      contents: ['hi', 'hello'],
      minutesAgo: 1,
      conversation: { updatedAt: new Date('2026-01-01T00:00:00Z') },
    });
    await db.update(quotes).set({ conversationId: conversation.id }).where(eq(quotes.id, quote.id));
    expect((await send({ quoteId: quote.id })).status).toBe(200);
    const [after] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(after!.status).toBe('quoted');
    expect(after!.updatedAt.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
    const [generated] = await eventsOf(db, QUOTE_GENERATED_EVENT);
    expect(generated!.data).toMatchObject({ agent_type: 'shop', conversation_id: conversation.id });
  });

  it('answers 404 with a clear message for an unknown quote, and sends nothing', async () => {
    const res = await send({ quoteId: randomUUID() });
    expect(res.status).toBe(404);
    expect(errorMessage(res.body)).toBe('Quote not found');
    expect((await send({ quoteId: 'not-a-quote' })).status).toBe(400);
    expect(await outbox()).toHaveLength(0);
  });

  it("refuses another workspace's quote to an anonymous caller and to another workspace's member", async () => {
    const other = await seedQuote(db);
    const anonymous = await send({ quoteId: other.quote.id });
    expect(anonymous.status).toBe(404);
    expect(errorMessage(anonymous.body)).toBe(QUOTE_EMAIL_TEXTS.quoteNotFound);

    const member = await signUp(t, db, 'member@example.com', { verified: true });
    expect((await send({ quoteId: other.quote.id }, { jar: member.jar })).status).toBe(404);
    expect(await outbox()).toHaveLength(0);
    expect(await eventsOf(db, QUOTE_GENERATED_EVENT)).toHaveLength(0);

    // Their own workspace's quote, and the public demo's, they may send.
    const own = await seedQuote(db, { workspace: { id: member.workspaceId } });
    expect((await send({ quoteId: own.quote.id }, { jar: member.jar })).status).toBe(200);
    const demo = await demoQuote();
    expect((await send({ quoteId: demo.quote.id }, { jar: member.jar })).status).toBe(200);
    expect((await outbox()).map((row) => row.toAddress)).toEqual([own.customer.email, demo.customer.email]);
  });

  it("lets a member whose address is not verified send their workspace's quote only to themselves", async () => {
    const member = await signUp(t, db, 'new-owner@example.com');
    const theirs = await seedQuote(db, { workspace: { id: member.workspaceId } });
    const refused = await send({ quoteId: theirs.quote.id }, { jar: member.jar });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused.body)).toBe(UNVERIFIED_SENDER_MESSAGE);
    const noAddress = await seedQuote(db, {
      workspace: { id: member.workspaceId },
      customer: { email: null },
    });
    const aimed = await send(
      { quoteId: noAddress.quote.id, customerEmail: 'anyone@example.com' },
      { jar: member.jar },
    );
    expect(aimed.status).toBe(403);
    expect(await outbox()).toHaveLength(0);

    const toSelf = await send(
      { quoteId: noAddress.quote.id, customerEmail: 'new-owner@example.com' },
      { jar: member.jar },
    );
    expect(toSelf.status).toBe(200);
    // The public demo's quotes go as they do for anyone.
    const demo = await demoQuote();
    expect((await send({ quoteId: demo.quote.id }, { jar: member.jar })).status).toBe(200);
    expect((await outbox()).map((row) => row.toAddress)).toEqual([
      'new-owner@example.com',
      demo.customer.email,
    ]);
  });

  it('links the main site for payment when a member sends the quote from the dashboard', async () => {
    const member = await signUp(t, db, 'owner@example.com', { verified: true });
    const own = await seedQuote(db, { workspace: { id: member.workspaceId } });
    const res = await send({ quoteId: own.quote.id }, { jar: member.jar, origin: t.env.dashboardUrl });
    expect(res.status).toBe(200);
    const [email] = await outbox();
    expect(email!.textBody).toMatch(PAY_LINK);
  });

  it("never sends a quote to an address other than its customer's", async () => {
    const { quote } = await demoQuote();
    const res = await send({ quoteId: quote.id, customerEmail: 'someone.else@example.com' });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toBe(QUOTE_EMAIL_TEXTS.recipientMismatch);
    const invalid = await send({ quoteId: quote.id, customerEmail: 'nope' });
    expect(invalid.status).toBe(400);
    expect(errorMessage(invalid.body)).toBe('Please enter a valid email address');
    expect(await outbox()).toHaveLength(0);
  });

  it('limits sends per client address (429)', async () => {
    const counting = buildTestApp({
      db,
      functions: [sendQuoteEmailFunction(conversationOfToken)],
      clock: frozenClock(),
    });
    const statuses: number[] = [];
    for (let i = 0; i <= SEND_QUOTE_EMAIL_RATE_LIMIT.limit; i++) {
      statuses.push((await callFunction(counting, 'send-quote-email', { quoteId: randomUUID() })).status);
    }
    expect(statuses.at(-2)).toBe(404);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sendQuoteEmail (the chat engine sends the quote it created)', () => {
  it('links the quote to the conversation and marks the conversation quoted', async () => {
    const { quote, customer, workspaceId } = await seedQuote(db);
    const conversation = await seedConversation(db, {
      workspaceId,
      customerId: customer.id,
      contents: ['Price for a van wrap?', 'Sure!'],
      minutesAgo: 1,
      conversation: { agentType: 'quote' },
    });
    await sendQuoteEmail(t.deps, { quoteId: quote.id, workspaceId, conversationId: conversation.id });

    const [linked] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(linked).toMatchObject({ conversationId: conversation.id, status: 'pending' });
    const [after] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(after!.status).toBe('quoted');
    const [generated] = await eventsOf(db, QUOTE_GENERATED_EVENT);
    expect(generated).toMatchObject({
      workspaceId,
      entityId: quote.id,
      data: { agent_type: 'quote', conversation_id: conversation.id, customer_email: customer.email },
    });
    expect(await outbox()).toHaveLength(1);
    expect(await waitingJobs(db, quoteReminderJob.name)).toHaveLength(1);
  });

  it('refuses a quote or a conversation of another workspace and changes nothing', async () => {
    const mine = await seedQuote(db);
    const theirs = await seedQuote(db);
    const theirConversation = await seedConversation(db, {
      workspaceId: theirs.workspaceId,
      customerId: theirs.customer.id,
      contents: ['hi'],
      minutesAgo: 1,
    });
    await expect(
      sendQuoteEmail(t.deps, { quoteId: theirs.quote.id, workspaceId: mine.workspaceId }),
    ).rejects.toMatchObject({ status: 404, message: QUOTE_EMAIL_TEXTS.quoteNotFound });
    await expect(
      sendQuoteEmail(t.deps, {
        quoteId: mine.quote.id,
        workspaceId: mine.workspaceId,
        conversationId: theirConversation.id,
      }),
    ).rejects.toMatchObject({ status: 404, message: QUOTE_EMAIL_TEXTS.conversationNotFound });

    const [quote] = await db.select().from(quotes).where(eq(quotes.id, mine.quote.id));
    expect(quote!.conversationId).toBeNull();
    expect(await outbox()).toHaveLength(0);
    expect(await eventsOf(db, QUOTE_GENERATED_EVENT)).toHaveLength(0);
    expect(await waitingJobs(db, quoteReminderJob.name)).toHaveLength(0);
  });
});
