import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { knowledgeBase, workspaces } from '../../db/schema/index';
import { aiChatFunction } from './chat.functions';

// The business's own contact details, saved in Settings and never typed as knowledge, answer a
// widget visitor's "what is your phone number?" through the real chat route (decision 084); a
// detail the owner did not set is not said, and no knowledge row is made of them.

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db, functions: [aiChatFunction] });

let owner: TestAccount;
let workspaceKey = '';
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@fernfield.test' });
  const [row] = await db
    .select({ publicKey: workspaces.publicKey })
    .from(workspaces)
    .where(eq(workspaces.id, owner.workspaceId));
  workspaceKey = row!.publicKey;
  // The widget's agent: with none active the chat says it is not available.
  const setup = await t.request(`/api/workspaces/${owner.workspaceId}/agents`, {
    method: 'PUT',
    json: { agents: [{ agentType: 'shop', agentName: 'Fern' }], tone: 'casual' },
    jar: owner.jar,
  });
  expect(setup.status).toBe(200);
});

/** A new visitor's first message in the workspace's widget; the reply's text. */
async function ask(message: string): Promise<string> {
  const res = await t.app.request(`${t.env.publicUrl}/api/functions/ai-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.env.publicUrl },
    body: JSON.stringify({ agentType: 'shop', workspaceKey, messages: [{ role: 'user', content: message }] }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).message;
}

const saveContact = (contact: Record<string, string>) =>
  t.request(`/api/workspaces/${owner.workspaceId}/settings/contact`, {
    method: 'PUT',
    json: { businessName: 'Fern & Field', ...contact },
    jar: owner.jar,
  });

describe("the chat and the business's contact details", () => {
  it('answers the phone number, address and hours saved in Settings', async () => {
    expect(await ask('What is your phone number?')).not.toContain('0113 496 0321');

    const saved = await saveContact({
      phone: '0113 496 0321',
      address: '14 Kirkgate, Leeds LS2 7DJ',
      hours: 'Tuesday to Saturday, 9.30am to 5.30pm',
    });
    expect(saved.status).toBe(200);

    expect(await ask('What is your phone number?')).toContain('0113 496 0321');
    expect(await ask('Where are you located?')).toContain('14 Kirkgate, Leeds LS2 7DJ');
    expect(await ask('What are your opening hours?')).toContain('Tuesday to Saturday, 9.30am to 5.30pm');
    // The owner's knowledge holds none of it: the details are facts of the turn only.
    expect(
      await db.select().from(knowledgeBase).where(eq(knowledgeBase.workspaceId, owner.workspaceId)),
    ).toEqual([]);
  });

  it('says no detail the owner did not set', async () => {
    await saveContact({ phone: '0113 496 0321' });
    const reply = await ask('what is your email address?');
    expect(reply).not.toMatch(/@|example|\{/);
    expect(reply).not.toContain('0113 496 0321');
  });
});
