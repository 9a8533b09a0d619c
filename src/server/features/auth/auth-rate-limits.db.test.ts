import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { emailOutbox } from '../../db/schema/email-outbox';
import { AUTH_RATE_RULES } from './auth-rate-limits';

const { db, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

const owner = { email: 'owner@example.com', password: 'correct-horse-1', name: 'owner' };
const REDIRECT = 'http://localhost:3001/reset-password';

/** An app behind our proxy, so each request may come from an address of the test's choosing. */
function appBehindProxy() {
  const t = buildTestApp({ db, clock: frozenClock(), env: { TRUST_PROXY: 'true' } });
  const post = (path: string, json: unknown, from: string) =>
    t.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': from } });
  return { t, post };
}

async function resetMails() {
  return db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password_reset'));
}

describe('password-reset limits', () => {
  it("a stranger asking for an owner's reset again and again does not block the owner's own request", async () => {
    const { post } = appBehindProxy();
    await post('/api/auth/sign-up/email', owner, '198.51.100.7');
    const stranger: number[] = [];
    for (let i = 0; i < 8; i++)
      stranger.push(
        (
          await post(
            '/api/auth/request-password-reset',
            { email: owner.email, redirectTo: REDIRECT },
            '203.0.113.9',
          )
        ).status,
      );
    expect(stranger.at(-1)).toBe(429);
    const sentToStranger = stranger.filter((status) => status === 200).length;

    const own = await post(
      '/api/auth/request-password-reset',
      { email: owner.email, redirectTo: REDIRECT },
      '198.51.100.7',
    );
    expect(own.status).toBe(200);
    expect(await resetMails()).toHaveLength(sentToStranger + 1);
  });

  it('bounds the reset mails one mailbox receives, however many addresses ask', async () => {
    const { post } = appBehindProxy();
    await post('/api/auth/sign-up/email', owner, '198.51.100.7');
    const cap = AUTH_RATE_RULES['/request-password-reset']!.email!.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= cap; i++)
      statuses.push(
        (
          await post(
            '/api/auth/request-password-reset',
            { email: owner.email, redirectTo: REDIRECT },
            `203.0.113.${i}`,
          )
        ).status,
      );
    expect(statuses).toEqual([...Array(cap).fill(200), 429]);
    expect(await resetMails()).toHaveLength(cap);
  });
});

describe('limits of every auth route an anonymous visitor can hammer', () => {
  // E-mails differ, so only the address limit trips.
  const bodies: Record<string, (i: number) => unknown> = {
    // Refused by Better Auth before any password hashing, yet counted: the address pays for them too.
    '/sign-in/email': (i) => ({ email: `not-an-email-${i}`, password: 'wrong-password-1' }),
    '/sign-up/email': (i) => ({ email: `not-an-email-${i}`, password: 'long-enough-1', name: 'x' }),
    '/request-password-reset': (i) => ({ email: `x${i}@example.com`, redirectTo: REDIRECT }),
    '/send-verification-email': (i) => ({ email: `x${i}@example.com` }),
    '/reset-password': () => ({ newPassword: 'brand-new-secret-2', token: 'not-a-real-token' }),
    '/verify-password': () => ({ password: 'wrong-password-1' }),
    '/change-password': () => ({ currentPassword: 'wrong-password-1', newPassword: 'brand-new-secret-2' }),
    '/change-email': (i) => ({ newEmail: `x${i}@example.com` }),
    '/delete-user': () => ({ password: 'wrong-password-1' }),
  };

  it('covers each of these routes', () => {
    expect(Object.keys(AUTH_RATE_RULES).sort()).toEqual(Object.keys(bodies).sort());
  });

  it.each(
    Object.entries(bodies),
  )('%s answers 429 once one address is over its limit', async (route, body) => {
    const { post } = appBehindProxy();
    const limit = AUTH_RATE_RULES[route]!.ip.limit;
    for (let i = 0; i < limit; i++) {
      const res = await post(`/api/auth${route}`, body(i), '203.0.113.50');
      expect(res.status, `attempt ${i + 1}`).not.toBe(429);
    }
    const over = await post(`/api/auth${route}`, body(limit), '203.0.113.50');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect((await post(`/api/auth${route}`, body(limit + 1), '203.0.113.51')).status).not.toBe(429);
  });
});
