import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';

const { db, close } = getTestDb();
const t = buildTestApp({ db });
let admin: TestAccount;
let owner: TestAccount;

afterAll(close);

beforeEach(async () => {
  await resetDatabase(db);
  admin = await signUpAccount(t, db, { email: 'admin@switcher.test', admin: true });
  owner = await signUpAccount(t, db, { email: 'owner@switcher.test' });
});

describe('GET /api/admin/workspaces (the platform admins’ switcher)', () => {
  it('lists every workspace with its owner’s e-mail', async () => {
    const res = await t.request('/api/admin/workspaces', { jar: admin.jar });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.truncated).toBe(false);
    const ids = body.workspaces.map((w: { id: string }) => w.id);
    expect(ids).toEqual(expect.arrayContaining([admin.workspaceId, owner.workspaceId]));
    expect(body.workspaces.find((w: { id: string }) => w.id === owner.workspaceId)).toMatchObject({
      ownerEmail: 'owner@switcher.test',
      isPlatformDemo: false,
    });
  });

  it('filters by owner e-mail, taking % and _ literally', async () => {
    const found = await (await t.request('/api/admin/workspaces?q=OWNER@switch', { jar: admin.jar })).json();
    expect(found.workspaces.map((w: { id: string }) => w.id)).toEqual([owner.workspaceId]);
    const none = await (await t.request('/api/admin/workspaces?q=%25', { jar: admin.jar })).json();
    expect(none.workspaces).toEqual([]);
  });

  it('is for platform admins only: 401 signed out, 403 for an owner', async () => {
    expect((await t.request('/api/admin/workspaces')).status).toBe(401);
    expect((await t.request('/api/admin/workspaces', { jar: owner.jar })).status).toBe(403);
  });

  it('lets the admin into a workspace they are not a member of', async () => {
    const res = await t.request(`/api/workspaces/${owner.workspaceId}/dashboard/agents`, { jar: admin.jar });
    expect(res.status).toBe(200);
  });
});
