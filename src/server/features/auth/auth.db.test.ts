import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { emailOutbox } from '../../db/schema/email-outbox';
import { userProfiles } from '../../db/schema/user-profiles';
import { workspaceMembers } from '../../db/schema/workspaces';
import { seedDemoData } from '../../db/seed/seed';
import { ensureAccountSetup } from '../accounts';
import { FEATURE_HOOKS } from '../feature-hooks';
import { RATE_LIMITED_MESSAGE } from '../rate-limit';

const { db, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

const credentials = { email: 'owner@example.com', password: 'correct-horse-1', name: 'owner' };

async function signUp(t: ReturnType<typeof buildTestApp>, jar = new Map<string, string>()) {
  const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: credentials, jar });
  return { res, jar };
}

describe('sign-up and sessions', () => {
  it('creates the account with its own workspace, membership and profile, and signs in', async () => {
    const t = buildTestApp({ db });
    const { res, jar } = await signUp(t);
    expect(res.status).toBe(200);
    const me = await (await t.request('/api/me', { jar })).json();
    expect(me).toMatchObject({
      user: { email: 'owner@example.com' },
      isAdmin: false,
      onboardingCompleted: false,
    });
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, me.user.id));
    expect(profile?.onboardingCompleted).toBe(false);
    const members = await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, me.user.id));
    expect(members).toHaveLength(1);
    expect(members[0]!.role).toBe('owner');
    expect(me.workspaceIds).toEqual([members[0]!.workspaceId]);
  });

  it('repairs an account whose workspace setup was lost, on the next /api/me', async () => {
    const t = buildTestApp({ db });
    const { jar } = await signUp(t);
    const me = await (await t.request('/api/me', { jar })).json();
    await db.delete(workspaceMembers).where(eq(workspaceMembers.userId, me.user.id));
    await db.delete(userProfiles).where(eq(userProfiles.userId, me.user.id));
    const repaired = await (await t.request('/api/me', { jar })).json();
    expect(repaired.workspaceIds).toHaveLength(1);
    expect(await db.select().from(userProfiles).where(eq(userProfiles.userId, me.user.id))).toHaveLength(1);
  });

  it('repairs a lost profile into the workspace the user already belongs to', async () => {
    const t = buildTestApp({ db });
    const { jar } = await signUp(t);
    const me = await (await t.request('/api/me', { jar })).json();
    await db.delete(userProfiles).where(eq(userProfiles.userId, me.user.id));
    const repaired = await (await t.request('/api/me', { jar })).json();
    expect(repaired.workspaceIds).toEqual(me.workspaceIds);
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, me.user.id));
    expect(profile!.workspaceId).toBe(me.workspaceIds[0]);
  });

  it('gives a user one workspace even when first requests race', async () => {
    const t = buildTestApp({ db });
    const { jar } = await signUp(t);
    const me = await (await t.request('/api/me', { jar })).json();
    const setup = {
      userId: me.user.id,
      email: credentials.email,
      name: 'owner',
      adoptPreview: FEATURE_HOOKS.previews.adopt,
    };
    // A race is a matter of timing: several rounds make a missing lock show every time.
    for (let round = 0; round < 5; round++) {
      await db.delete(workspaceMembers).where(eq(workspaceMembers.userId, me.user.id));
      await db.delete(userProfiles).where(eq(userProfiles.userId, me.user.id));
      await Promise.all(Array.from({ length: 8 }, () => ensureAccountSetup(db, setup)));
      const members = await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, me.user.id));
      expect(members, `round ${round}`).toHaveLength(1);
    }
  });

  it('queues a verification e-mail on sign-up', async () => {
    await signUp(buildTestApp({ db }));
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'owner@example.com'));
    expect(rows.map((r) => r.kind)).toContain('verify_email');
  });

  it('refuses a second account with the same e-mail', async () => {
    const t = buildTestApp({ db });
    await signUp(t);
    const again = await t.request('/api/auth/sign-up/email', { method: 'POST', json: credentials });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await again.json()).code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await buildTestApp({ db }).request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { ...credentials, password: 'short7!' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PASSWORD_TOO_SHORT');
  });

  it('answers a wrong password with 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const t = buildTestApp({ db });
    await signUp(t);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: credentials.email, password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and Secure in production', async () => {
    const { res } = await signUp(buildTestApp({ db }));
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    await resetDatabase(db);
    const production = buildTestApp({
      db,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://example.test',
        DASHBOARD_URL: 'https://app.example.test',
      },
    });
    const secure = await signUp(production);
    expect(secure.res.status).toBe(200);
    const prodCookie = secure.res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(prodCookie).toMatch(/;\s*Secure/i);
    expect(prodCookie).toMatch(/HttpOnly/i);
  });

  it('signs out', async () => {
    const t = buildTestApp({ db });
    const { jar } = await signUp(t);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, jar });
    expect(out.status).toBe(200);
    expect((await (await t.request('/api/me', { jar })).json()).user).toBeNull();
  });

  it('reports the seeded admin as admin and the client as not, both onboarded', async () => {
    await seedDemoData(db, { now: new Date() });
    const t = buildTestApp({ db });
    const admin = new Map<string, string>();
    await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      jar: admin,
      json: { email: 'demo-admin@example.com', password: 'DemoAdmin-2025!' },
    });
    expect(await (await t.request('/api/me', { jar: admin })).json()).toMatchObject({
      isAdmin: true,
      onboardingCompleted: true,
    });
    const outbox = await t.request('/api/admin/outbox', { jar: admin });
    expect(outbox.status).toBe(200);

    const client = new Map<string, string>();
    await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      jar: client,
      json: { email: 'demo-client@example.com', password: 'DemoClient-2025!' },
    });
    expect(await (await t.request('/api/me', { jar: client })).json()).toMatchObject({ isAdmin: false });
    expect((await t.request('/api/admin/outbox', { jar: client })).status).toBe(403);
    expect((await t.request('/api/admin/outbox')).status).toBe(401);
  });
});

describe('auth rate limits (stored in Postgres)', () => {
  it('stops sign-in attempts for one e-mail after 10 in the window, with the message', async () => {
    const t = buildTestApp({ db, clock: frozenClock() });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: i % 2 ? 'target@example.com' : 'Target@Example.com', password: `guess-${i}-guess` },
      });
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json()).error.message).toBe(RATE_LIMITED_MESSAGE);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  // Each sign-in hashes a password: these two tests send only as many as the limit needs.
  it('counts only failed sign-ins against the account: an owner signing in again and again is never locked', async () => {
    const t = buildTestApp({ db, clock: frozenClock() });
    await signUp(t);
    for (let i = 0; i < 11; i++) {
      const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: credentials });
      expect(res.status).toBe(200);
    }
  });

  it('a locked account refuses even the right password until the window ends', async () => {
    const t = buildTestApp({ db, clock: frozenClock() });
    await signUp(t);
    for (let i = 0; i < 10; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: credentials.email, password: `wrong-${i}-password` },
      });
      expect(res.status).toBe(401);
    }
    const locked = await t.request('/api/auth/sign-in/email', { method: 'POST', json: credentials });
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(RATE_LIMITED_MESSAGE);
  });

  it('holds across app instances (a second process sees the same counters)', async () => {
    const clock = frozenClock();
    const first = buildTestApp({ db, clock });
    const second = buildTestApp({ db, clock });
    for (let i = 0; i < 5; i++) {
      await first.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: 'someone@example.com', redirectTo: 'http://localhost:3001/reset-password' },
      });
    }
    const res = await second.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'someone@example.com', redirectTo: 'http://localhost:3001/reset-password' },
    });
    expect(res.status).toBe(429);
  });
});

describe('password reset', () => {
  it('e-mails a link that leads to a working reset, after which the new password signs in', async () => {
    const t = buildTestApp({ db });
    await signUp(t);
    const requested = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: credentials.email, redirectTo: 'http://localhost:3001/reset-password' },
    });
    expect(requested.status).toBe(200);

    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password_reset'));
    const link = /(http:\/\/localhost:3001\/api\/auth\/reset-password\/\S+)/.exec(mail!.textBody)?.[1];
    expect(link).toBeDefined();

    const follow = await t.request(link!.replace(t.env.dashboardUrl, ''));
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'brand-new-secret-2', token },
    });
    expect(reset.status).toBe(200);
    const oldSignIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: credentials });
    expect(oldSignIn.status).toBe(401);
    const newSignIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: credentials.email, password: 'brand-new-secret-2' },
    });
    expect(newSignIn.status).toBe(200);
  });

  it('refuses a reset with an unknown token', async () => {
    const res = await buildTestApp({ db }).request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'brand-new-secret-2', token: 'not-a-token' },
    });
    expect(res.status).toBe(400);
  });

  it('answers an unknown e-mail like a known one (no account discovery) and sends nothing', async () => {
    const res = await buildTestApp({ db }).request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'nobody@example.com', redirectTo: 'http://localhost:3001/reset-password' },
    });
    expect(res.status).toBe(200);
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });
});
