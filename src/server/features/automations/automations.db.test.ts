import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AutomationApp,
  eventsOf,
  eventually,
  SEEDED_BUSINESS,
  seedConversation,
  seedQuote,
  signUp,
  startAutomationApp,
  waitingJobs,
} from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { callFunction, errorMessage } from '../../../../test/helpers/payment-fixtures';
import { AUTOMATION_EMAIL_SENT_EVENT, AUTOMATION_MESSAGES } from '../../../domain/automations';
import { UNVERIFIED_SENDER_MESSAGE } from '../../../domain/outgoing-mail';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { conversations, messages } from '../../db/schema/conversations';
import { emailOutbox } from '../../db/schema/email-outbox';
import { checkoutSessions } from '../../db/schema/payments';
import { quotes } from '../../db/schema/quotes';
import { buildAgent, buildMessage } from '../../db/seed/factories';
import { payTestCheckout, startQuoteCheckout } from '../payments';
import { sendQuoteEmail } from '../quotes';
import { AUTOMATION_EMAIL_KINDS } from './automation-emails';
import { scheduleAbandonedChatCheck } from './automation-timers';
import { abandonedChatJob } from './automations.jobs';
import { runAbandonedChatCheck, runQuoteReminder, runUpsellOffer } from './automations.service';

const { db, close } = getTestDb();
afterAll(close);
beforeEach(async () => {
  await resetDatabase(db);
});

const followUps = (kind: string) => db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
const sentEvents = () => eventsOf(db, AUTOMATION_EMAIL_SENT_EVENT);
/** The quote's lasting pay link (decision 086), which opens a checkout whenever it is followed. */
const PAY_LINK_URL = /(http:\/\/localhost:3000\/pay\/[0-9a-f-]{36})\b/;

/** Pays a quote through the built-in test checkout, exactly as the customer's Pay button does. */
async function payQuote(t: AutomationApp, quoteId: string) {
  const { url } = await startQuoteCheckout(t.deps, { quoteId, requestOrigin: undefined });
  const sessionId = /\/test-checkout\/(test_cs_[A-Za-z0-9_-]+)/.exec(url)![1]!;
  expect(await payTestCheckout(t.deps, sessionId)).toEqual({
    redirect: expect.stringContaining('/payment-success'),
  });
}

/**
 * Runs `run` twice while the test holds `lockRow`'s row lock, releasing it only once both runs
 * wait for that lock (or have finished without waiting): the two runs then certainly overlap, as
 * a job delivered twice to two workers would.
 */
async function twiceAtOnce<T>(
  lockRow: (tx: Executor) => Promise<unknown>,
  run: () => Promise<T>,
): Promise<T[]> {
  let locked!: () => void;
  let release!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await lockRow(tx);
    locked();
    await released;
  });
  await isLocked;
  let settled = false;
  const runs = Promise.all([run(), run()]).finally(() => {
    settled = true;
  });
  await eventually(async () => {
    if (settled) return true;
    const result = await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    return result.rows[0]!.waiting >= 2;
  });
  release();
  await holder;
  return runs;
}

const CHAT = [
  'Hi, do you wrap boats?',
  'We do! What size is it?',
  'About 20 feet, my email is jo@example.com',
];

describe('follow-up jobs, run as the worker runs them', () => {
  let t: AutomationApp;
  beforeAll(async () => {
    t = await startAutomationApp(db);
  });
  afterAll(() => t.stop());

  describe('quote reminder', () => {
    it('sends the branded reminder with a working pay link for a quote still pending, once', async () => {
      const { quote, customer, workspaceId } = await seedQuote(db);
      expect(await runQuoteReminder(t.deps, { quoteId: quote.id })).toEqual({ send: true });
      expect(await runQuoteReminder(t.deps, { quoteId: quote.id })).toEqual({
        send: false,
        reason: 'already_sent',
      });

      const sent = await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder);
      expect(sent).toHaveLength(1);
      // In the business's own name and words, with its real contact details.
      expect(sent[0]).toMatchObject({
        toAddress: customer.email,
        workspaceId,
        replyTo: SEEDED_BUSINESS.contact.email,
      });
      expect(sent[0]!.subject).toBe(
        `Reminder: quote ${quote.quoteNumber} from ${SEEDED_BUSINESS.name} is waiting for you`,
      );
      expect(sent[0]!.textBody).toContain('Hi Jo Driver,');
      expect(sent[0]!.textBody).toContain('$3,456.00');
      expect(sent[0]!.textBody).toContain(`Thank you for choosing ${SEEDED_BUSINESS.name}!`);
      expect(sent[0]!.textBody).toContain(`Phone: ${SEEDED_BUSINESS.contact.phone}`);
      const link = PAY_LINK_URL.exec(sent[0]!.textBody)?.[1];
      expect(link).toBeDefined();
      const opened = await t.request(new URL(link!).pathname);
      expect(opened.status).toBe(303);
      const checkout = new URL(opened.headers.get('location')!);
      expect(checkout.pathname).toMatch(/^\/test-checkout\/test_cs_/);
      expect((await t.request(checkout.pathname)).status).toBe(200);

      const events = await sentEvents();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        workspaceId,
        entityId: quote.id,
        data: {
          email_type: 'quote_reminder',
          trigger: 'timer',
          customer_email: customer.email,
          quote_id: quote.id,
          quote_number: quote.quoteNumber,
          outbox_id: sent[0]!.id,
        },
      });
    });

    it('gives the reminder a pay link of its own: a test checkout is never handed on', async () => {
      const { quote } = await seedQuote(db);
      // The quote e-mail's pay link, made on another of our sites than PUBLIC_URL. Stripe's open
      // session would be handed out again; a test session (free to pay) reaches only its starter.
      const { url } = await startQuoteCheckout(t.deps, {
        quoteId: quote.id,
        requestOrigin: 'http://localhost:3001',
      });
      expect(await runQuoteReminder(t.deps, { quoteId: quote.id })).toEqual({ send: true });
      const [sent] = await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder);
      expect(PAY_LINK_URL.exec(sent!.textBody)?.[1]).toBeDefined();
      expect(sent!.textBody).not.toContain(url);
      expect(await db.select().from(checkoutSessions)).toHaveLength(2);
    });

    it('sends one e-mail when the job is delivered twice at the same moment', async () => {
      const { quote } = await seedQuote(db);
      const decisions = await twiceAtOnce(
        (tx) => tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quote.id)).for('update'),
        () => runQuoteReminder(t.deps, { quoteId: quote.id }),
      );
      expect(decisions).toContainEqual({ send: true });
      expect(decisions).toContainEqual({ send: false, reason: 'already_sent' });
      expect(await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder)).toHaveLength(1);
      expect(await sentEvents()).toHaveLength(1);
    });

    it('is cancelled when the quote was paid or approved before it fires', async () => {
      const paid = await seedQuote(db);
      await payQuote(t, paid.quote.id);
      expect(await runQuoteReminder(t.deps, { quoteId: paid.quote.id })).toEqual({
        send: false,
        reason: 'paid',
      });

      const approved = await seedQuote(db, { quote: { status: 'approved' } });
      expect(await runQuoteReminder(t.deps, { quoteId: approved.quote.id })).toEqual({
        send: false,
        reason: 'not_pending',
      });
      expect(await runQuoteReminder(t.deps, { quoteId: randomUUID() })).toEqual({
        send: false,
        reason: 'missing',
      });
      expect(await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder)).toHaveLength(0);
      expect(await sentEvents()).toHaveLength(0);
    });

    it('is not sent to a customer without an e-mail address', async () => {
      const { quote } = await seedQuote(db, { customer: { email: null } });
      expect(await runQuoteReminder(t.deps, { quoteId: quote.id })).toEqual({
        send: false,
        reason: 'no_email',
      });
    });
  });

  describe('upsell offer', () => {
    it('offers the workspace upsells for a paid (approved) quote, once', async () => {
      const { quote, customer } = await seedQuote(db);
      await payQuote(t, quote.id);
      expect(await runUpsellOffer(t.deps, { quoteId: quote.id })).toEqual({ send: true });
      expect(await runUpsellOffer(t.deps, { quoteId: quote.id })).toEqual({
        send: false,
        reason: 'already_sent',
      });

      const sent = await followUps(AUTOMATION_EMAIL_KINDS.upsell_offer);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.toAddress).toBe(customer.email);
      expect(sent[0]!.textBody).toContain(`Thank you for accepting quote ${quote.quoteNumber}!`);
      expect(sent[0]!.textBody).toContain('Window tinting (+$350.00), Paint protection (+$500.00)');
      expect(sent[0]!.textBody).toContain(
        `Visit ${SEEDED_BUSINESS.name}: ${SEEDED_BUSINESS.contact.website}`,
      );
      const [event] = await sentEvents();
      expect(event).toMatchObject({
        entityId: quote.id,
        data: { email_type: 'upsell_offer', trigger: 'timer' },
      });
    });

    it('is cancelled when the quote is no longer approved when it fires', async () => {
      const { quote } = await seedQuote(db, { quote: { status: 'approved' } });
      await db.update(quotes).set({ status: 'rejected' }).where(eq(quotes.id, quote.id));
      expect(await runUpsellOffer(t.deps, { quoteId: quote.id })).toEqual({
        send: false,
        reason: 'not_approved',
      });
      const pending = await seedQuote(db);
      expect(await runUpsellOffer(t.deps, { quoteId: pending.quote.id })).toEqual({
        send: false,
        reason: 'not_approved',
      });
      expect(await followUps(AUTOMATION_EMAIL_KINDS.upsell_offer)).toHaveLength(0);
    });
  });

  describe('abandoned chat', () => {
    async function chat(
      options: {
        contents?: readonly string[];
        minutesAgo?: number;
        email?: string | null;
        agentName?: string;
        handoffAt?: Date;
      } = {},
    ) {
      const { customer, workspaceId } = await seedQuote(db, {
        customer: options.email === undefined ? {} : { email: options.email },
      });
      let agentId: string | undefined;
      if (options.agentName) {
        const agent = buildAgent({ workspaceId, agentType: 'shop', agentName: options.agentName });
        await db.insert(agents).values(agent);
        agentId = agent.id;
      }
      const conversation = await seedConversation(db, {
        workspaceId,
        customerId: customer.id,
        contents: options.contents ?? CHAT,
        minutesAgo: options.minutesAgo ?? 31,
        conversation: { agentId, handoffAt: options.handoffAt },
      });
      return { conversation, customer, workspaceId };
    }

    it("names the agent as the visitor saw it in the chat, never the product's word for its kind", async () => {
      const { conversation } = await chat({ agentName: 'Luna' });
      expect(await runAbandonedChatCheck(t.deps, { conversationId: conversation.id })).toEqual({
        send: true,
      });
      const [sent] = await followUps(AUTOMATION_EMAIL_KINDS.abandoned_chat);
      expect(sent!.textBody).toContain('Thanks for chatting with Luna earlier.');
      expect(sent!.textBody).not.toMatch(/ShopAgent|SocialAgent|QuoteAgent/);
    });

    it('sends nothing to a visitor who asked for a person: they wait for the team, not interrupted', async () => {
      const { conversation } = await chat({ handoffAt: new Date(Date.now() - 32 * 60_000) });
      expect(await runAbandonedChatCheck(t.deps, { conversationId: conversation.id })).toEqual({
        send: false,
        reason: 'handed_off',
      });
      expect(await followUps(AUTOMATION_EMAIL_KINDS.abandoned_chat)).toHaveLength(0);
    });

    it('sends nothing to a visitor a person answered, even after the conversation was handed back to the agent', async () => {
      // The inbox's trail of a takeover, a reply and a hand back (which clears handoff_at).
      const { conversation, workspaceId } = await chat({ minutesAgo: 40 });
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      await db.insert(messages).values([
        buildMessage({
          workspaceId,
          conversationId: conversation.id,
          sender: 'agent',
          content: 'A person has joined the conversation.',
          metadata: { agent_type: 'general', author: 'notice', notice: 'personJoined' },
          createdAt: at(36),
        }),
        buildMessage({
          workspaceId,
          conversationId: conversation.id,
          sender: 'agent',
          content: 'Yes, we wrap boats up to 30 feet. I e-mailed you a few photos.',
          metadata: { agent_type: 'general', author: 'person', name: 'Sam' },
          createdAt: at(35),
        }),
        buildMessage({
          workspaceId,
          conversationId: conversation.id,
          sender: 'agent',
          content: 'You are chatting with our assistant again.',
          metadata: { agent_type: 'general', author: 'notice', notice: 'agentBack' },
          createdAt: at(34),
        }),
      ]);
      expect(await runAbandonedChatCheck(t.deps, { conversationId: conversation.id })).toEqual({
        send: false,
        reason: 'handed_off',
      });
      expect(await followUps(AUTOMATION_EMAIL_KINDS.abandoned_chat)).toHaveLength(0);
    });

    it('sends 30 minutes after the last message of a chat with 3 messages, no price talk and an e-mail, once', async () => {
      const { conversation, customer, workspaceId } = await chat();
      expect(await runAbandonedChatCheck(t.deps, { conversationId: conversation.id })).toEqual({
        send: true,
      });
      expect(await runAbandonedChatCheck(t.deps, { conversationId: conversation.id })).toEqual({
        send: false,
        reason: 'already_sent',
      });
      const sent = await followUps(AUTOMATION_EMAIL_KINDS.abandoned_chat);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.toAddress).toBe(customer.email);
      // No agent linked to this conversation (it was removed): "us".
      expect(sent[0]!.textBody).toContain('Thanks for chatting with us earlier.');
      expect(sent[0]!.textBody).toContain(`Continue the conversation: ${SEEDED_BUSINESS.contact.website}`);
      const [event] = await sentEvents();
      expect(event).toMatchObject({
        workspaceId,
        entityId: conversation.id,
        data: {
          email_type: 'abandoned_chat',
          trigger: 'timer',
          conversation_id: conversation.id,
          agent_type: 'shop',
        },
      });
    });

    it('waits again when a new message came in, and re-arms itself for the rest of the 30 minutes', async () => {
      const { conversation, workspaceId } = await chat({ minutesAgo: 31 });
      await db.insert(messages).values(
        buildMessage({
          workspaceId,
          conversationId: conversation.id,
          sender: 'user',
          content: 'Still there?',
          createdAt: new Date(Date.now() - 10 * 60_000),
        }),
      );
      const decision = await runAbandonedChatCheck(t.deps, { conversationId: conversation.id });
      expect(decision).toMatchObject({ send: false, reason: 'newer_message' });
      const [rearmed, ...more] = await waitingJobs(db, abandonedChatJob.name);
      expect(more).toHaveLength(0);
      expect(rearmed).toMatchObject({
        data: { conversationId: conversation.id },
        singletonKey: conversation.id,
      });
      expect(rearmed!.inSeconds).toBeGreaterThan(20 * 60 - 60);
      expect(rearmed!.inSeconds).toBeLessThanOrEqual(20 * 60);
      expect(await followUps(AUTOMATION_EMAIL_KINDS.abandoned_chat)).toHaveLength(0);
    });

    it.each([
      ['fewer than 3 messages', { contents: CHAT.slice(0, 2) }, 'too_few_messages'],
      [
        'quote intent',
        { contents: ['Hi', 'Hello! How can I help?', 'How much would a full wrap cost?'] },
        'quote_intent',
      ],
      ['no known e-mail', { email: null }, 'no_email'],
    ] as const)('is cancelled with %s', async (_name, options, reason) => {
      const { conversation } = await chat(options);
      expect(await runAbandonedChatCheck(t.deps, { conversationId: conversation.id })).toEqual({
        send: false,
        reason,
      });
      expect(await followUps(AUTOMATION_EMAIL_KINDS.abandoned_chat)).toHaveLength(0);
      expect(await waitingJobs(db, abandonedChatJob.name)).toHaveLength(0);
    });

    it('is cancelled once the chat led to a quote', async () => {
      const { conversation, workspaceId } = await chat();
      await seedQuote(db, {
        workspace: { id: workspaceId },
        customer: { email: `other-${randomUUID()}@example.com` },
        quote: { conversationId: conversation.id },
      });
      expect(await runAbandonedChatCheck(t.deps, { conversationId: conversation.id })).toEqual({
        send: false,
        reason: 'has_quote',
      });
    });

    it('sends one e-mail when the check runs twice at the same moment', async () => {
      const { conversation } = await chat();
      const decisions = await twiceAtOnce(
        (tx) =>
          tx
            .select({ id: conversations.id })
            .from(conversations)
            .where(eq(conversations.id, conversation.id))
            .for('update'),
        () => runAbandonedChatCheck(t.deps, { conversationId: conversation.id }),
      );
      expect(decisions).toContainEqual({ send: true });
      expect(await followUps(AUTOMATION_EMAIL_KINDS.abandoned_chat)).toHaveLength(1);
      expect(await sentEvents()).toHaveLength(1);
    });

    it('keeps one waiting check per conversation however many turns arm it, and none for a rolled-back turn', async () => {
      const { conversation } = await chat({ minutesAgo: 0 });
      for (let turn = 0; turn < 3; turn++) {
        await db.transaction((tx) =>
          scheduleAbandonedChatCheck(t.deps, {
            tx,
            conversationId: conversation.id,
            lastMessageAt: new Date(),
          }),
        );
      }
      const waiting = await waitingJobs(db, abandonedChatJob.name);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]!.inSeconds).toBeGreaterThan(1800 - 60);
      expect(waiting[0]!.inSeconds).toBeLessThanOrEqual(1800);

      const other = await chat({ minutesAgo: 0 });
      await expect(
        db.transaction(async (tx) => {
          await scheduleAbandonedChatCheck(t.deps, {
            tx,
            conversationId: other.conversation.id,
            lastMessageAt: new Date(),
          });
          throw new Error('the turn failed');
        }),
      ).rejects.toThrow('the turn failed');
      expect((await waitingJobs(db, abandonedChatJob.name)).map((job) => job.singletonKey)).toEqual([
        conversation.id,
      ]);
    });
  });

  describe('send-automation-email', () => {
    const testSend = {
      type: 'quote_reminder',
      customerName: 'Dana Owner',
      customerEmail: 'dana@example.com',
      agentType: 'quote',
    };

    it('refuses an anonymous caller (401)', async () => {
      const res = await callFunction(t, 'send-automation-email', testSend);
      expect(res.status).toBe(401);
      expect(await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder)).toHaveLength(0);
    });

    it('answers 400 with the message for an unknown type or a bad e-mail address', async () => {
      const { jar } = await signUp(t, db, 'owner1@example.com');
      const post = (json: unknown) =>
        t.request('/api/functions/send-automation-email', { method: 'POST', json, jar });
      const badType = await post({ ...testSend, type: 'birthday' });
      expect(badType.status).toBe(400);
      expect(errorMessage(await badType.json())).toBe(AUTOMATION_MESSAGES.invalidType);
      const badEmail = await post({ ...testSend, customerEmail: 'dana-at-example' });
      expect(badEmail.status).toBe(400);
      expect(errorMessage(await badEmail.json())).toBe('Please enter a valid email address');
      expect((await post({ ...testSend, extra: 1 })).status).toBe(400);
    });

    it.each([
      ['quote_reminder', AUTOMATION_EMAIL_KINDS.quote_reminder],
      ['upsell_offer', AUTOMATION_EMAIL_KINDS.upsell_offer],
      ['abandoned_chat', AUTOMATION_EMAIL_KINDS.abandoned_chat],
    ])('sends a %s test e-mail now and records it', async (type, kind) => {
      const { jar, workspaceId } = await signUp(t, db, `owner-${type}@example.com`, { verified: true });
      const res = await t.request('/api/functions/send-automation-email', {
        method: 'POST',
        json: { ...testSend, type },
        jar,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      const [sent] = await followUps(kind);
      expect(sent).toMatchObject({ toAddress: 'dana@example.com', workspaceId });
      expect(sent!.textBody).toContain('Hi Dana Owner,');
      // A new workspace has no contact details yet: its name, and no placeholder in their place.
      expect(sent!.textBody).toContain("Thank you for choosing Member's workspace!");
      expect(sent!.textBody).not.toContain('{phone}');
      expect(sent!.textBody).not.toMatch(/(hello|support)@example\.com/);
      const [event] = await sentEvents();
      expect(event).toMatchObject({
        workspaceId,
        data: {
          email_type: type,
          trigger: 'manual',
          customer_email: 'dana@example.com',
          agent_type: 'quote',
        },
      });
    });

    it('lets an account whose address is not verified send only to itself, never to a third party', async () => {
      const { jar } = await signUp(t, db, 'new-owner@example.com');
      const post = (customerEmail: string) =>
        t.request('/api/functions/send-automation-email', {
          method: 'POST',
          json: { ...testSend, customerEmail },
          jar,
        });
      const refused = await post('dana@example.com');
      expect(refused.status).toBe(403);
      expect(errorMessage(await refused.json())).toBe(UNVERIFIED_SENDER_MESSAGE);
      expect(await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder)).toHaveLength(0);

      expect((await post('New-Owner@Example.com')).status).toBe(200);
      expect((await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder)).map((m) => m.toAddress)).toEqual([
        'new-owner@example.com',
      ]);
    });

    it("uses the caller's own quote (its number and pay link), refuses someone else's, and never stops the timer", async () => {
      const { jar, workspaceId } = await signUp(t, db, 'owner2@example.com', { verified: true });
      const own = await seedQuote(db, { workspace: { id: workspaceId } });
      const res = await t.request('/api/functions/send-automation-email', {
        method: 'POST',
        json: { ...testSend, quoteId: own.quote.id, quoteNumber: 'Q-FAKE', totalAmount: 1 },
        jar,
      });
      expect(res.status).toBe(200);
      const [sent] = await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder);
      expect(sent!.textBody).toContain(`quote ${own.quote.quoteNumber} for $3,456.00`);
      expect(sent!.textBody).toMatch(PAY_LINK_URL);

      const theirs = await seedQuote(db);
      const refused = await t.request('/api/functions/send-automation-email', {
        method: 'POST',
        json: { ...testSend, quoteId: theirs.quote.id },
        jar,
      });
      expect(refused.status).toBe(404);

      // The timer's own reminder still goes out once.
      expect(await runQuoteReminder(t.deps, { quoteId: own.quote.id })).toEqual({ send: true });
      expect(await followUps(AUTOMATION_EMAIL_KINDS.quote_reminder)).toHaveLength(2);
    });
  });
});

describe('follow-up timers through pg-boss (delays configured to 1 second)', () => {
  let t: AutomationApp;
  beforeAll(async () => {
    t = await startAutomationApp(db, {
      env: {
        AUTOMATION_QUOTE_REMINDER_SECONDS: '1',
        AUTOMATION_UPSELL_SECONDS: '1',
        AUTOMATION_ABANDONED_CHAT_SECONDS: '1',
      },
    });
  });
  afterAll(() => t.stop());

  const sentOfType = (type: string) => async () =>
    (await sentEvents()).find((event) => event.data.email_type === type);

  it('sends the quote reminder after the quote e-mail, and the upsell after the quote is paid', async () => {
    const { quote, workspaceId } = await seedQuote(db);
    await sendQuoteEmail(t.deps, { quoteId: quote.id, workspaceId });
    const reminder = await eventually(sentOfType('quote_reminder'));
    expect(reminder.entityId).toBe(quote.id);

    await payQuote(t, quote.id);
    const upsell = await eventually(sentOfType('upsell_offer'));
    expect(upsell.entityId).toBe(quote.id);
    expect(await followUps(AUTOMATION_EMAIL_KINDS.upsell_offer)).toHaveLength(1);
  });

  it('sends the abandoned-chat e-mail after the last message of a turn that armed the check', async () => {
    const { customer, workspaceId } = await seedQuote(db);
    const conversation = await seedConversation(db, {
      workspaceId,
      customerId: customer.id,
      contents: CHAT,
      minutesAgo: 0,
    });
    await db.transaction((tx) =>
      scheduleAbandonedChatCheck(t.deps, { tx, conversationId: conversation.id, lastMessageAt: new Date() }),
    );
    const event = await eventually(sentOfType('abandoned_chat'));
    expect(event.entityId).toBe(conversation.id);
    expect(await followUps(AUTOMATION_EMAIL_KINDS.abandoned_chat)).toHaveLength(1);
  });
});
