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
import {
  FEATURE_DEFAULTS,
  type FeatureSettings,
} from '../../../domain/contracts/workspace-settings.contract';
import { emailOutbox } from '../../db/schema/email-outbox';
import { AUTOMATION_EMAIL_KINDS } from './automation-emails';
import { runAbandonedChatCheck, runQuoteReminder, runUpsellOffer } from './automations.service';

// The owner's "E-mail sequences" switch (onboarding's Automation Features, saved through the
// settings route) decides at send time whether the follow-up e-mails go out.

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
  owner = await signUpAccount(t, db, { email: 'owner@switches.test' });
});

async function setFeatures(features: Partial<FeatureSettings>) {
  const res = await t.request(`/api/workspaces/${owner.workspaceId}/settings/features`, {
    method: 'PUT',
    jar: owner.jar,
    json: { ...FEATURE_DEFAULTS, ...features },
  });
  expect(res.status).toBe(200);
}

/** A pending quote, an approved one and a chat gone quiet, all due a follow-up, in the owner's workspace. */
async function seedDueFollowUps() {
  const workspace = { id: owner.workspaceId };
  const pending = await seedQuote(db, { workspace });
  const approved = await seedQuote(db, { workspace, quote: { status: 'approved' } });
  const conversation = await seedConversation(db, {
    workspaceId: owner.workspaceId,
    customerId: pending.customer.id,
    contents: ['Hi, do you wrap boats?', 'We do! What size is it?', 'About 20 feet'],
    minutesAgo: 31,
  });
  return { pending: pending.quote.id, approved: approved.quote.id, conversationId: conversation.id };
}

const outboxOf = async (kind: string) => db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));

describe('the e-mail sequences switch', () => {
  it('holds back every follow-up e-mail while off, and records each as skipped once', async () => {
    await setFeatures({ emailSequences: false });
    const due = await seedDueFollowUps();
    const skipped = { send: false, reason: 'switched_off' };

    for (let run = 0; run < 2; run += 1) {
      expect(await runQuoteReminder(t.deps, { quoteId: due.pending })).toEqual(skipped);
      expect(await runUpsellOffer(t.deps, { quoteId: due.approved })).toEqual(skipped);
      expect(await runAbandonedChatCheck(t.deps, { conversationId: due.conversationId })).toEqual(skipped);
    }

    for (const kind of Object.values(AUTOMATION_EMAIL_KINDS)) expect(await outboxOf(kind)).toEqual([]);
    expect(await eventsOf(db, AUTOMATION_EMAIL_SENT_EVENT)).toEqual([]);
    const events = await eventsOf(db, AUTOMATION_EMAIL_SKIPPED_EVENT);
    expect(events.map((e) => ({ workspaceId: e.workspaceId, entityId: e.entityId, data: e.data }))).toEqual(
      expect.arrayContaining([
        {
          workspaceId: owner.workspaceId,
          entityId: due.pending,
          data: expect.objectContaining({ email_type: 'quote_reminder', reason: 'switched_off' }),
        },
        {
          workspaceId: owner.workspaceId,
          entityId: due.approved,
          data: expect.objectContaining({ email_type: 'upsell_offer', reason: 'switched_off' }),
        },
        {
          workspaceId: owner.workspaceId,
          entityId: due.conversationId,
          data: expect.objectContaining({ email_type: 'abandoned_chat', feature: 'emailSequences' }),
        },
      ]),
    );
    expect(events).toHaveLength(3);
  });

  it('lets them go out again once switched back on', async () => {
    await setFeatures({ emailSequences: false });
    const due = await seedDueFollowUps();
    expect((await runQuoteReminder(t.deps, { quoteId: due.pending })).send).toBe(false);

    await setFeatures({ emailSequences: true });
    expect(await runQuoteReminder(t.deps, { quoteId: due.pending })).toEqual({ send: true });
    expect(await runUpsellOffer(t.deps, { quoteId: due.approved })).toEqual({ send: true });
    expect(await runAbandonedChatCheck(t.deps, { conversationId: due.conversationId })).toEqual({
      send: true,
    });
    expect(await outboxOf(AUTOMATION_EMAIL_KINDS.quote_reminder)).toHaveLength(1);
    expect(await outboxOf(AUTOMATION_EMAIL_KINDS.upsell_offer)).toHaveLength(1);
    expect(await outboxOf(AUTOMATION_EMAIL_KINDS.abandoned_chat)).toHaveLength(1);
  });

  it('is the only switch the e-mails obey: turning the others off changes nothing', async () => {
    await setFeatures({
      smsFollowups: false,
      socialAutomation: false,
      pipelineManagement: false,
      appointmentBooking: false,
    });
    const due = await seedDueFollowUps();
    expect(await runQuoteReminder(t.deps, { quoteId: due.pending })).toEqual({ send: true });
    expect(await eventsOf(db, AUTOMATION_EMAIL_SKIPPED_EVENT)).toEqual([]);
  });
});
