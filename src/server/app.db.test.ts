import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, frozenClock } from '../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../test/helpers/db';
import { createDb } from './db/client';
import { defineFunction } from './features/functions';

const { db, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

const echo = defineFunction({
  name: 'echo',
  access: 'public',
  input: z.strictObject({ text: z.string().min(1, 'Message content is required') }),
  rateLimit: { name: 'test.echo', limit: 3, windowSeconds: 60 },
  handle: async (_ctx, input) => ({ message: input.text }),
});
const whoami = defineFunction({
  name: 'whoami',
  access: 'user',
  input: z.strictObject({}),
  handle: async (ctx) => ({ userId: ctx.viewer?.userId }),
});
const adminOnly = defineFunction({
  name: 'admin-only',
  access: 'admin',
  input: z.strictObject({}),
  handle: async () => ({ ok: true }),
});

function makeApp() {
  return buildTestApp({ db, functions: [echo, whoami, adminOnly], rpcs: [echo] });
}

describe('HTTP basics', () => {
  it('reports health with the database checked', async () => {
    const res = await makeApp().request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is ready while the database answers, and not while the process drains on shutdown', async () => {
    const t = makeApp();
    const ready = await t.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
    t.deps.lifecycle = { draining: true };
    const draining = await t.request('/api/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect(draining.headers.get('cache-control')).toBe('no-store');
    // Liveness stays separate: a draining process is still alive.
    expect((await t.request('/api/health')).status).toBe(200);
  });

  it('is not ready, but still alive, when the database cannot be reached', async () => {
    const unreachable = createDb('postgres://nobody:nothing@127.0.0.1:1/none');
    const t = buildTestApp({ db: unreachable.db });
    const res = await t.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    // Liveness stays 200: restarting the process cannot bring the database back.
    const live = await t.request('/api/health');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', database: 'unreachable' });
    await unreachable.close();
  });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const res = await makeApp().request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('serves the web app for any other path and caches hashed assets for a year', async () => {
    const t = makeApp();
    const page = await t.request('/admin/quotes');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await t.request('/assets/main-abc123.js');
    expect(await asset.text()).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await t.request('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('sets security headers', async () => {
    const res = await makeApp().request('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('compresses large responses', async () => {
    const t = makeApp();
    const res = await t.request('/api/config', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    const big = await t.app.request(`${t.env.dashboardUrl}/api/nothing-${'x'.repeat(2000)}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers.get('content-encoding')).toBe('gzip');
  });

  it('exposes the public config and the demo accounts, and no secret', async () => {
    const res = await makeApp().request('/api/config');
    const body = await res.json();
    expect(body).toMatchObject({ dashboardPort: 3001, demoMode: true });
    expect(body.demoAccounts.map((a: { email: string }) => a.email)).toEqual([
      'demo-admin@example.com',
      'demo-client@example.com',
    ]);
    expect(JSON.stringify(body)).not.toContain('test-secret');
  });
});

describe('named functions and procedures', () => {
  it('calls a function by name with its validated payload', async () => {
    const res = await makeApp().request('/api/functions/echo', { method: 'POST', json: { text: 'hi' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'hi' });
  });

  it('answers an unknown function or procedure with 404', async () => {
    const t = makeApp();
    for (const path of ['/api/functions/nope', '/api/rpc/nope']) {
      const res = await t.request(path, { method: 'POST', json: {} });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it("answers bad input with 400 and the schema's message, and unknown keys too", async () => {
    const t = makeApp();
    const empty = await t.request('/api/rpc/echo', { method: 'POST', json: { text: '' } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Message content is required');
    const extra = await t.request('/api/rpc/echo', { method: 'POST', json: { text: 'a', role: 'admin' } });
    expect(extra.status).toBe(400);
  });

  it('rate limits a public function per client address with 429', async () => {
    const t = buildTestApp({ db, functions: [echo], clock: frozenClock() });
    const answers: Response[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await t.request('/api/functions/echo', { method: 'POST', json: { text: 'x' } }));
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429]);
    // The refusal says when to try again: the seconds left in the 60-second window.
    const retryAfter = Number(answers[3]!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('refuses a signed-in function without a session (401) and an admin one for a member (403)', async () => {
    const t = makeApp();
    expect((await t.request('/api/functions/whoami', { method: 'POST', json: {} })).status).toBe(401);
    const jar = new Map<string, string>();
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      jar,
      json: { email: 'member@example.com', password: 'long-enough-1', name: 'member' },
    });
    const who = await t.request('/api/functions/whoami', { method: 'POST', json: {}, jar });
    expect(who.status).toBe(200);
    const admin = await t.request('/api/functions/admin-only', { method: 'POST', json: {}, jar });
    expect(admin.status).toBe(403);
  });

  it('refuses a state-changing request from an untrusted origin (403)', async () => {
    const res = await makeApp().request('/api/functions/echo', {
      method: 'POST',
      json: { text: 'x' },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('answers a GET on a function with 400, not the web app', async () => {
    const res = await makeApp().request('/api/functions/echo');
    expect(res.status).toBe(400);
  });
});
