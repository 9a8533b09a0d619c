import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { ONBOARDING_MESSAGES } from '../../../domain/contracts/onboarding.contract';
import { userProfiles, workspaceMembers, workspaces } from '../../db/schema/index';

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db });

let owner: TestAccount;
let other: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@onboarding.test' });
  other = await signUpAccount(t, db, { email: 'other@onboarding.test' });
});

const state = async (account = owner) => (await t.request('/api/onboarding', { jar: account.jar })).json();
const putStep = (step: unknown, jar = owner.jar) =>
  t.request('/api/onboarding/step', { method: 'PUT', json: { step }, jar });
const businessUrl = (account: TestAccount) => `/api/workspaces/${account.workspaceId}/onboarding/business`;
const putBusiness = (json: unknown, jar = owner.jar, account = owner) =>
  t.request(businessUrl(account), { method: 'PUT', json, jar });
const settings = async () =>
  (await t.request(`/api/workspaces/${owner.workspaceId}/settings`, { jar: owner.jar })).json();

const BUSINESS = {
  businessName: 'Ace Wraps',
  industry: 'Vehicle wraps & signage',
  website: 'acewraps.example',
  description: 'Wraps and signs in Portland.',
  phone: '+1 (503) 555-0100',
  email: 'Hello@AceWraps.example',
};

describe('onboarding state', () => {
  it('starts a new account at the first step, not completed, with its sign-up e-mail', async () => {
    expect(await state()).toEqual({
      step: 0,
      completed: false,
      business: {
        businessName: '',
        industry: '',
        website: '',
        description: '',
        phone: '',
        email: 'owner@onboarding.test',
      },
    });
  });

  it('remembers the step so a reload resumes there, and refuses a step that does not exist', async () => {
    expect((await putStep(3)).status).toBe(200);
    expect((await state()).step).toBe(3);
    for (const bad of [6, -1, 1.5, '2', null]) {
      const res = await putStep(bad);
      expect(res.status, String(bad)).toBe(400);
      expect((await res.json()).error.message).toBe(ONBOARDING_MESSAGES.step);
    }
    expect((await state()).step).toBe(3);
    // Each user has their own progress.
    expect((await state(other)).step).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request('/api/onboarding')).status).toBe(401);
    expect((await putStep(1, new Map())).status).toBe(401);
    expect((await t.request('/api/onboarding/complete', { method: 'POST' })).status).toBe(401);
  });
});

describe('the business step', () => {
  it('saves the profile and the workspace name and contact details together', async () => {
    const res = await putBusiness(BUSINESS);
    expect(res.status).toBe(200);
    const expected = { ...BUSINESS, website: 'https://acewraps.example', email: 'hello@acewraps.example' };
    expect((await res.json()).business).toEqual(expected);
    expect((await state()).business).toEqual(expected);
    expect((await settings()).contact).toEqual({
      businessName: 'Ace Wraps',
      phone: BUSINESS.phone,
      email: 'hello@acewraps.example',
      website: 'https://acewraps.example',
    });
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    expect(workspace!.name).toBe('Ace Wraps');
  });

  it('is an idempotent upsert: saving twice leaves one profile with the same answers', async () => {
    await putBusiness(BUSINESS);
    const first = await state();
    await putBusiness(BUSINESS);
    expect(await state()).toEqual(first);
    const rows = await db.select().from(userProfiles).where(eq(userProfiles.userId, owner.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.workspaceId).toBe(owner.workspaceId);
  });

  it('creates the profile when the sign-up lost it', async () => {
    await db.delete(userProfiles).where(eq(userProfiles.userId, owner.userId));
    expect((await putBusiness(BUSINESS)).status).toBe(200);
    expect((await state()).business.businessName).toBe('Ace Wraps');
  });

  it('clears what the owner emptied, and keeps the address and hours set in Settings', async () => {
    const contact = await t.request(`/api/workspaces/${owner.workspaceId}/settings/contact`, {
      method: 'PUT',
      jar: owner.jar,
      json: { businessName: 'Old name', address: '12 Dock Street', hours: 'Mon–Fri 8–5', phone: '555 0100' },
    });
    expect(contact.status).toBe(200);
    await putBusiness({ ...BUSINESS, phone: '', website: '  ' });
    expect((await state()).business).toMatchObject({ phone: '', website: '' });
    expect((await settings()).contact).toEqual({
      businessName: 'Ace Wraps',
      email: 'hello@acewraps.example',
      address: '12 Dock Street',
      hours: 'Mon–Fri 8–5',
    });
  });

  it('shows what Settings changed afterwards, in every answer of the onboarding routes', async () => {
    await putBusiness(BUSINESS);
    const changed = await t.request(`/api/workspaces/${owner.workspaceId}/settings/contact`, {
      method: 'PUT',
      jar: owner.jar,
      json: { businessName: 'Ace Wraps & Signs', email: 'support@acewraps.example' },
    });
    expect(changed.status).toBe(200);
    const current = {
      ...BUSINESS,
      businessName: 'Ace Wraps & Signs',
      email: 'support@acewraps.example',
      // Cleared in Settings: shown empty, not the business step's older answer.
      phone: '',
      website: '',
    };
    expect((await state()).business).toEqual(current);
    // The step and completion routes answer with the same (the browser caches their answer).
    expect((await (await putStep(2)).json()).business).toEqual(current);
    const completed = await t.request('/api/onboarding/complete', { method: 'POST', jar: owner.jar });
    expect((await completed.json()).business).toEqual(current);
  });

  it('refuses bad answers with clear messages and saves nothing', async () => {
    const before = { state: await state(), settings: await settings() };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ businessName: '  ' }, ONBOARDING_MESSAGES.businessName],
      [{ industry: '' }, ONBOARDING_MESSAGES.industry],
      [{ website: 'javascript:alert(1)' }, ONBOARDING_MESSAGES.website],
      [{ email: 'not-an-address' }, ONBOARDING_MESSAGES.email],
      [{ phone: 'call me' }, ONBOARDING_MESSAGES.phone],
      [{ businessName: 'x'.repeat(121) }, 'At most 120 characters.'],
      [{ industry: 'x'.repeat(81) }, 'At most 80 characters.'],
      [{ description: 'x'.repeat(1001) }, 'At most 1000 characters.'],
    ];
    for (const [change, message] of cases) {
      const res = await putBusiness({ ...BUSINESS, ...change });
      expect(res.status, message).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    const { industry: _, ...withoutIndustry } = BUSINESS;
    expect((await putBusiness(withoutIndustry)).status).toBe(400);
    expect((await putBusiness({ ...BUSINESS, owner: 'me' })).status).toBe(400);
    expect({ state: await state(), settings: await settings() }).toEqual(before);
  });

  it("is the workspace owner's: 401 signed out, 403 for another workspace or a plain member", async () => {
    expect((await putBusiness(BUSINESS, new Map())).status).toBe(401);
    expect((await putBusiness(BUSINESS, other.jar)).status).toBe(403);
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    expect((await putBusiness(BUSINESS, other.jar)).status).toBe(403);
    expect((await state()).business.businessName).toBe('');
  });

  describe('when the profile write fails after the workspace was changed', () => {
    // A real failure inside PostgreSQL (a trigger), not a mock.
    beforeEach(async () => {
      await db.execute(sql`
        create or replace function test_refuse_profile() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$;
        create trigger test_refuse_profile before insert or update on user_profiles
          for each row execute function test_refuse_profile();`);
    });
    afterEach(async () => {
      await db.execute(sql`drop trigger if exists test_refuse_profile on user_profiles`);
      await db.execute(sql`drop function if exists test_refuse_profile()`);
    });

    it('leaves the workspace as it was', async () => {
      const before = await settings();
      expect((await putBusiness(BUSINESS)).status).toBe(500);
      expect(await settings()).toEqual(before);
    });
  });
});

describe('completion', () => {
  it('marks onboarding completed, which /api/me reports, and a later step change keeps it', async () => {
    const me = async () =>
      (await (await t.request('/api/me', { jar: owner.jar })).json()).onboardingCompleted;
    expect(await me()).toBe(false);
    const res = await t.request('/api/onboarding/complete', { method: 'POST', jar: owner.jar });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ completed: true, step: 5 });
    expect(await me()).toBe(true);

    // Reviewing the steps later does not put the owner back through onboarding.
    await putStep(1);
    expect(await state()).toMatchObject({ completed: true, step: 1 });
    expect(await me()).toBe(true);
    expect((await state(other)).completed).toBe(false);
  });
});
