import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { eventsOf, seedQuote } from '../../../../test/helpers/automation-fixtures';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { AUTOMATION_EMAIL_SENT_EVENT, AUTOMATION_EMAIL_SKIPPED_EVENT } from '../../../domain/automations';
import { FEATURE_DEFAULTS } from '../../../domain/contracts/workspace-settings.contract';
import { emailOutbox } from '../../db/schema/email-outbox';
import { quotes } from '../../db/schema/quotes';
import { AUTOMATION_EMAIL_KINDS } from './automation-emails';
import { runExpiredQuoteRecovery, runQuoteReminder, sweepExpiredQuotes } from './automations.service';

// Expired quote recovery: the fourth automation. Run here without a job runner (the sweep's
// cron would otherwise race the test), calling the sweep as its job does.

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db });

let owner: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@expiry.test' });
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
const recoveryMails = () =>
  db.select().from(emailOutbox).where(eq(emailOutbox.kind, AUTOMATION_EMAIL_KINDS.expired_quote_recovery));
const statusOf = async (id: string) => (await db.select().from(quotes).where(eq(quotes.id, id)))[0]!.status;

async function lapsedQuote(overrides: Parameters<typeof seedQuote>[1] = {}) {
  return seedQuote(db, {
    workspace: { id: owner.workspaceId },
    ...overrides,
    customer: { email: `jo-${crypto.randomUUID().slice(0, 8)}@vans.test`, ...overrides.customer },
    quote: { validUntil: hoursAgo(1), ...overrides.quote },
  });
}

describe('expired quote recovery', () => {
  it('marks a lapsed unpaid quote expired and e-mails its customer once', async () => {
    const { quote } = await lapsedQuote();
    const open = await seedQuote(db, {
      workspace: { id: owner.workspaceId },
      quote: { validUntil: new Date(Date.now() + 3600_000) },
    });

    const first = await sweepExpiredQuotes(t.deps);
    expect(first).toEqual([{ quoteId: quote.id, decision: { send: true } }]);
    expect(await sweepExpiredQuotes(t.deps)).toEqual([]);
    expect(await runExpiredQuoteRecovery(t.deps, { quoteId: quote.id })).toEqual({
      send: false,
      reason: 'already_sent',
    });

    expect(await statusOf(quote.id)).toBe('expired');
    expect(await statusOf(open.quote.id)).toBe('pending');
    const mails = await recoveryMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toMatch(/^jo-.*@vans\.test$/);
    expect(mails[0]!.subject).toContain(quote.quoteNumber);
    const sent = await eventsOf(db, AUTOMATION_EMAIL_SENT_EVENT);
    expect(sent.map((e) => [e.entityId, e.data.email_type, e.data.trigger])).toEqual([
      [quote.id, 'expired_quote_recovery', 'timer'],
    ]);
    // The quote reminder no longer goes out for an expired quote.
    expect(await runQuoteReminder(t.deps, { quoteId: quote.id })).toEqual({
      send: false,
      reason: 'not_pending',
    });
  });

  it('honours the automation’s own switch and the e-mail sequences switch', async () => {
    const off = await t.request(`/api/workspaces/${owner.workspaceId}/automations/expired_quote_recovery`, {
      method: 'PUT',
      jar: owner.jar,
      json: { enabled: false },
    });
    expect(off.status).toBe(200);
    const { quote } = await lapsedQuote();
    expect(await sweepExpiredQuotes(t.deps)).toEqual([
      { quoteId: quote.id, decision: { send: false, reason: 'switched_off' } },
    ]);
    expect(await statusOf(quote.id)).toBe('expired');
    expect(await recoveryMails()).toEqual([]);
    const skipped = await eventsOf(db, AUTOMATION_EMAIL_SKIPPED_EVENT);
    expect(skipped.map((e) => [e.entityId, e.data.email_type, e.data.feature])).toEqual([
      [quote.id, 'expired_quote_recovery', 'automation'],
    ]);

    // Back on, but e-mail sequences off: still held back.
    await t.request(`/api/workspaces/${owner.workspaceId}/automations/expired_quote_recovery`, {
      method: 'PUT',
      jar: owner.jar,
      json: { enabled: true },
    });
    await t.request(`/api/workspaces/${owner.workspaceId}/settings/features`, {
      method: 'PUT',
      jar: owner.jar,
      json: { ...FEATURE_DEFAULTS, emailSequences: false },
    });
    const second = await lapsedQuote();
    expect((await sweepExpiredQuotes(t.deps))[0]!.decision).toEqual({ send: false, reason: 'switched_off' });
    expect(await statusOf(second.quote.id)).toBe('expired');
    expect(await recoveryMails()).toEqual([]);
  });

  it('leaves quotes alone that are approved, still valid or without a validity', async () => {
    await lapsedQuote({ quote: { status: 'approved' } });
    await lapsedQuote({ quote: { validUntil: null } });
    expect(await sweepExpiredQuotes(t.deps)).toEqual([]);
    expect(await recoveryMails()).toEqual([]);
  });

  it('a quote reminder switched off by its own switch is held back too', async () => {
    await t.request(`/api/workspaces/${owner.workspaceId}/automations/quote_reminder`, {
      method: 'PUT',
      jar: owner.jar,
      json: { enabled: false },
    });
    const { quote } = await seedQuote(db, { workspace: { id: owner.workspaceId } });
    expect(await runQuoteReminder(t.deps, { quoteId: quote.id })).toEqual({
      send: false,
      reason: 'switched_off',
    });
  });
});
