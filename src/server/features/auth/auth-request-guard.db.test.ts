import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, frozenClock } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';

const { db, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

const owner = { email: 'owner@example.com', password: 'correct-horse-1', name: 'owner' };
type TestApp = ReturnType<typeof buildTestApp>;

function postForm(t: TestApp, path: string, fields: Record<string, string>) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('auth request bodies', () => {
  it('refuses a form-encoded sign-in with 415 in our error shape, even with the right password', async () => {
    const t = buildTestApp({ db, clock: frozenClock() });
    expect((await t.request('/api/auth/sign-up/email', { method: 'POST', json: owner })).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await postForm(t, '/api/auth/sign-in/email', {
        email: owner.email,
        password: `guess-${i}-guess`,
      });
      expect(res.status).toBe(415);
      expect((await res.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const right = await postForm(t, '/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(right.status).toBe(415);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
    ],
    ['text/plain', '{"email":"a@b.co","password":"guess-guess"}'],
    ['application/vnd.api+json', '{"email":"a@b.co","password":"guess-guess"}'],
  ])('refuses a %s body on every auth POST route with 415', async (contentType, body) => {
    const t = buildTestApp({ db });
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
      '/api/auth/sign-out',
    ]) {
      const res = await t.request(path, { method: 'POST', headers: { 'content-type': contentType }, body });
      expect(res.status, path).toBe(415);
      expect((await res.json()).error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('locks the account after ten failures however the JSON and the e-mail are written', async () => {
    const t = buildTestApp({ db, clock: frozenClock() });
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: owner });
    const variants = ['OWNER@example.com', 'Owner@Example.COM', 'owner@EXAMPLE.com'];
    for (let i = 0; i < 10; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': i % 2 ? 'application/json; charset=utf-8' : 'Application/JSON' },
        body: JSON.stringify({ email: variants[i % 3], password: `guess-${i}-guess` }),
      });
      expect(res.status).toBe(401);
    }
    const right = await t.request('/api/auth/sign-in/email', { method: 'POST', json: owner });
    expect(right.status).toBe(429);
  });

  it('answers malformed JSON with our 400, before Better Auth sees it', async () => {
    const res = await buildTestApp({ db }).request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('BAD_REQUEST');
  });

  it('still lets a POST without a body through (sign-out)', async () => {
    const t = buildTestApp({ db });
    const jar = new Map<string, string>();
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: owner, jar });
    const out = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      jar,
    });
    expect(out.status).toBe(200);
  });
});
