import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';

const { db, close } = getTestDb();
afterAll(close);

// A deployment that waits other than the spec's defaults (30 minutes, 2 hours, 24 hours).
const t = buildTestApp({
  db,
  env: {
    AUTOMATION_ABANDONED_CHAT_SECONDS: '600',
    AUTOMATION_QUOTE_REMINDER_SECONDS: '86400',
    AUTOMATION_UPSELL_SECONDS: '3600',
  },
});

beforeEach(() => resetDatabase(db));

describe('the automations’ triggers', () => {
  it('state the delays the server’s timers are configured with, as the automations list shows them', async () => {
    const owner = await signUpAccount(t, db, { email: 'owner@delays.test', verified: true });
    const path = `/api/workspaces/${owner.workspaceId}/automations`;
    const listed = await t.request(path, { jar: owner.jar });
    expect(listed.status).toBe(200);
    const triggers = (body: { automations: { type: string; trigger: string }[] }) =>
      Object.fromEntries(body.automations.map((a) => [a.type, a.trigger]));
    const expected = {
      abandoned_chat: 'A chat goes quiet for 10 minutes',
      quote_reminder: 'A quote is still unpaid 1 day after it was sent',
      upsell_offer: 'A quote is accepted (the offer goes 1 hour later)',
      expired_quote_recovery: 'A sent quote passes its validity without payment',
    };
    expect(triggers(await listed.json())).toEqual(expected);
  });
});
