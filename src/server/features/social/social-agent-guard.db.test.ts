import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { agents, socialChannels } from '../../db/schema/index';
import { buildAgent } from '../../db/seed/factories';
import { NO_SOCIAL_AGENT } from './social.routes';

// Social shows in the navigation of workspaces with a SocialAgent alone; the server refuses to
// connect a Page for any other, so a Page never takes DMs that no agent answers.

const { db, close } = getTestDb();
// No Meta app is configured here: a connect let past the guard answers 409 (not set up).
const t = buildTestApp({ db });
afterAll(close);

let owner: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@shop-only.test', verified: true });
});

const connectPage = () =>
  t.request(`/api/workspaces/${owner.workspaceId}/social`, {
    method: 'POST',
    jar: owner.jar,
    json: { pageId: '104000000000001', pageAccessToken: 'EAAnot-checked-because-refused-first' },
  });

describe('connecting a Page needs a SocialAgent', () => {
  it('a shop-only workspace is refused with 403 and the reason, and nothing is stored', async () => {
    await db.insert(agents).values(buildAgent({ workspaceId: owner.workspaceId, agentType: 'shop' }));
    const res = await connectPage();
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(NO_SOCIAL_AGENT);
    expect(await db.select().from(socialChannels)).toEqual([]);
  });

  it('a SocialAgent switched off is refused too; a working one gets past the check', async () => {
    await db
      .insert(agents)
      .values(buildAgent({ workspaceId: owner.workspaceId, agentType: 'social', status: 'inactive' }));
    expect((await connectPage()).status).toBe(403);
    await db.insert(agents).values(buildAgent({ workspaceId: owner.workspaceId, agentType: 'social' }));
    const res = await connectPage();
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).not.toBe(NO_SOCIAL_AGENT);
  });
});
