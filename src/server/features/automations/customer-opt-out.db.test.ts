import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import {
  type AutomationApp,
  eventsOf,
  seedConversation,
  seedQuote,
  startAutomationApp,
} from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { AUTOMATION_EMAIL_SENT_EVENT, AUTOMATION_EMAIL_SKIPPED_EVENT } from '../../../domain/automations';
import { customers } from '../../db/schema/customers';
import { emailOutbox } from '../../db/schema/email-outbox';
import { AUTOMATION_EMAIL_KINDS } from './automation-emails';
import {
  runAbandonedChatCheck,
  runExpiredQuoteRecovery,
  runQuoteReminder,
  runUpsellOffer,
} from './automations.service';

// A customer who opted out of e-mail (do-not-disturb on their CRM contact, customers.do_not_contact)
// gets none of the automated follow-ups: each is recorded once as skipped, not failed.

const { db, close } = getTestDb();
afterAll(close);

let t: AutomationApp;
beforeAll(async () => {
  t = await startAutomationApp(db);
});
afterAll(() => t.stop());

let owner: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@opt-out.test' });
});

/** Every follow-up due, each to a customer who may or may not be e-mailed. */
async function seedDueFollowUps(doNotContact: boolean) {
  const workspace = { id: owner.workspaceId };
  const customer = { doNotContact };
  const pending = await seedQuote(db, { workspace, customer });
  const approved = await seedQuote(db, { workspace, customer, quote: { status: 'approved' } });
  const lapsed = await seedQuote(db, {
    workspace,
    customer,
    quote: { status: 'pending', validUntil: new Date(Date.now() - 3600_000) },
  });
  const conversation = await seedConversation(db, {
    workspaceId: owner.workspaceId,
    customerId: pending.customer.id,
    contents: ['Hi, do you wrap boats?', 'We do! What size is it?', 'About 20 feet'],
    minutesAgo: 31,
  });
  return {
    pending: pending.quote.id,
    approved: approved.quote.id,
    lapsed: lapsed.quote.id,
    conversationId: conversation.id,
  };
}

const outboxOf = async (kind: string) => db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));

describe('a customer who opted out of e-mail', () => {
  it('gets no follow-up e-mail; each is recorded once as skipped for the opt-out', async () => {
    const due = await seedDueFollowUps(true);
    const skipped = { send: false, reason: 'do_not_contact' };
    for (let run = 0; run < 2; run += 1) {
      expect(await runQuoteReminder(t.deps, { quoteId: due.pending })).toEqual(skipped);
      expect(await runUpsellOffer(t.deps, { quoteId: due.approved })).toEqual(skipped);
      expect(await runExpiredQuoteRecovery(t.deps, { quoteId: due.lapsed })).toEqual(skipped);
      expect(await runAbandonedChatCheck(t.deps, { conversationId: due.conversationId })).toEqual(skipped);
    }

    for (const kind of Object.values(AUTOMATION_EMAIL_KINDS)) expect(await outboxOf(kind)).toEqual([]);
    expect(await eventsOf(db, AUTOMATION_EMAIL_SENT_EVENT)).toEqual([]);
    const events = await eventsOf(db, AUTOMATION_EMAIL_SKIPPED_EVENT);
    expect(events.map((e) => [e.entityId, e.data.email_type, e.data.reason]).sort()).toEqual(
      [
        [due.pending, 'quote_reminder', 'do_not_contact'],
        [due.approved, 'upsell_offer', 'do_not_contact'],
        [due.lapsed, 'expired_quote_recovery', 'do_not_contact'],
        [due.conversationId, 'abandoned_chat', 'do_not_contact'],
      ].sort(),
    );
  });

  it('is e-mailed again once the opt-out is cleared', async () => {
    const due = await seedDueFollowUps(true);
    expect((await runQuoteReminder(t.deps, { quoteId: due.pending })).send).toBe(false);
    await db
      .update(customers)
      .set({ doNotContact: false })
      .where(eq(customers.workspaceId, owner.workspaceId));
    expect(await runUpsellOffer(t.deps, { quoteId: due.approved })).toEqual({ send: true });
    expect(await runAbandonedChatCheck(t.deps, { conversationId: due.conversationId })).toEqual({
      send: true,
    });
    expect(await outboxOf(AUTOMATION_EMAIL_KINDS.upsell_offer)).toHaveLength(1);
    expect(await outboxOf(AUTOMATION_EMAIL_KINDS.abandoned_chat)).toHaveLength(1);
  });
});
