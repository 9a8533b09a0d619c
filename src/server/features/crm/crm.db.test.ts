import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GhlFake, startGhlFake } from '../../../../test/fakes/ghl-fake';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { crmConnections, crmOauthStates, emailOutbox, workspaceMembers } from '../../db/schema/index';
import { ghlDiagnosticsFunction, ghlOauthFunction } from './crm.functions';
import { CALLBACK_MESSAGES } from './crm-connection.service';
import { withAccessToken } from './crm-tokens.service';

const { db, close } = getTestDb();
let fake: GhlFake;
// Our clock, moved forward to bring a token to its renewal; the fake keeps real time.
let offsetMs = 0;
let t: ReturnType<typeof buildTestApp>;

beforeAll(async () => {
  fake = await startGhlFake();
  t = buildTestApp({
    db,
    functions: [ghlOauthFunction, ghlDiagnosticsFunction],
    clock: () => new Date(Date.now() + offsetMs),
    env: {
      ...fake.appEnv,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
  });
});
afterAll(async () => {
  await fake.close();
  await close();
});

let owner: TestAccount;
let other: TestAccount;
beforeEach(async () => {
  offsetMs = 0;
  fake.resetCounts();
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@crm.test', verified: true });
  other = await signUpAccount(t, db, { email: 'other@crm.test', verified: true });
});

const crmPath = (workspaceId: string, rest = '') => `/api/workspaces/${workspaceId}/crm${rest}`;
async function call(account: TestAccount, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, jar: account.jar, json });
  return { status: res.status, body: await res.json() };
}

/** Connect as the owner: the popup opens the fake's authorize page, which redirects back to us. */
async function authorize(account: TestAccount) {
  const started = await call(account, 'POST', crmPath(account.workspaceId, '/connect'), {});
  expect(started.status).toBe(200);
  const approved = await fetch(started.body.authorization_url, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(back.pathname).toBe('/api/crm/oauth/callback');
  return back;
}
async function callback(account: TestAccount | null, back: URL) {
  const res = await t.request(`${back.pathname}${back.search}`, { jar: account?.jar });
  return { status: res.status, text: await res.text() };
}
async function connect(account: TestAccount) {
  const done = await callback(account, await authorize(account));
  expect(done.status).toBe(200);
}

describe('connecting GoHighLevel', () => {
  it('shows disconnected, then connecting after Connect, then connected after the callback', async () => {
    expect((await call(owner, 'GET', crmPath(owner.workspaceId))).body).toMatchObject({
      configured: true,
      state: 'disconnected',
    });
    const back = await authorize(owner);
    expect((await call(owner, 'GET', crmPath(owner.workspaceId))).body.state).toBe('connecting');
    const done = await callback(owner, back);
    expect(done.status).toBe(200);
    expect(done.text).toContain('GoHighLevel Connected');
    const view = (await call(owner, 'GET', crmPath(owner.workspaceId))).body;
    expect(view).toMatchObject({
      state: 'connected',
      locationId: fake.locationId,
      scopes: ['contacts.readonly', 'contacts.write', 'opportunities.readonly', 'opportunities.write'],
      error: null,
    });
    // The token request was the provider's: form-encoded, with our redirect URI.
    const tokenCall = fake.requests.find((r) => r.path === '/oauth/token')!;
    expect(tokenCall.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(tokenCall.body).get('redirect_uri')).toBe(
      `${t.env.dashboardUrl}/api/crm/oauth/callback`,
    );
  });

  it('stores the tokens sealed: the raw columns do not contain them', async () => {
    await connect(owner);
    const [row] = await db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.workspaceId, owner.workspaceId));
    const token = await withAccessToken(t.deps, owner.workspaceId, async ({ accessToken }) => accessToken);
    expect(token).toMatch(/^at-/);
    const raw = await db.execute<{ all: string }>(
      sql`select row_to_json(c)::text as all from crm_connections c`,
    );
    expect(raw.rows[0]!.all).not.toContain(token);
    expect(raw.rows[0]!.all).not.toMatch(/"(at|rt)-[0-9a-f]{24}"/);
    expect(row!.accessTokenSealed).toMatch(/^v1\./);
    expect(row!.refreshTokenSealed).toMatch(/^v1\./);
  });

  it('refuses a wrong state and stores nothing', async () => {
    const back = await authorize(owner);
    back.searchParams.set('state', 'not-our-state');
    const before = await countRows(db);
    const res = await callback(owner, back);
    expect(res.status).toBe(400);
    expect(res.text).toContain(CALLBACK_MESSAGES.unknownState);
    expect(await countRows(db)).toEqual(before);
    expect(fake.requests.filter((r) => r.path === '/oauth/token').length).toBe(0);
  });

  it('refuses a replayed callback', async () => {
    const back = await authorize(owner);
    expect((await callback(owner, back)).status).toBe(200);
    const [first] = await db.select().from(crmConnections);
    const replay = await callback(owner, back);
    expect(replay.status).toBe(409);
    expect(replay.text).toContain(CALLBACK_MESSAGES.usedState);
    const [after] = await db.select().from(crmConnections);
    expect(after!.accessTokenSealed).toBe(first!.accessTokenSealed);
  });

  it("refuses a state started in another user's session", async () => {
    const back = await authorize(owner);
    const res = await callback(other, back);
    expect(res.status).toBe(403);
    expect(res.text).toContain(CALLBACK_MESSAGES.otherSession);
    expect(
      (await db.select().from(crmConnections).where(eq(crmConnections.workspaceId, other.workspaceId)))
        .length,
    ).toBe(0);
    const [pending] = await db.select().from(crmConnections);
    expect(pending!.accessTokenSealed).toBeNull();
  });

  it('accepts a marketplace install with a code only, for the session that pressed Connect', async () => {
    await call(owner, 'POST', crmPath(owner.workspaceId, '/connect'), {});
    const code = fake.issueCode();
    const res = await callback(owner, new URL(`http://x/api/crm/oauth/callback?code=${code}`));
    expect(res.status).toBe(200);
    expect((await call(owner, 'GET', crmPath(owner.workspaceId))).body.state).toBe('connected');
  });

  it('refuses a code-only install nobody is waiting for, storing nothing', async () => {
    const res = await callback(
      null,
      new URL(`http://x/api/crm/oauth/callback?code=${fake.issueCode('loc_unknown')}`),
    );
    expect(res.status).toBe(404);
    expect(res.text).toContain('press Connect');
    expect(await db.select().from(crmConnections)).toHaveLength(0);
  });
});

describe('who may connect', () => {
  it('lets a member see the state but not connect or disconnect (403)', async () => {
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    expect((await call(other, 'GET', crmPath(owner.workspaceId))).status).toBe(200);
    expect((await call(other, 'POST', crmPath(owner.workspaceId, '/connect'), {})).status).toBe(403);
    expect((await call(other, 'DELETE', crmPath(owner.workspaceId))).status).toBe(403);
    expect(await db.select().from(crmOauthStates)).toHaveLength(0);
  });

  it("refuses another workspace's owner everything on this workspace", async () => {
    await connect(owner);
    for (const [method, rest] of [
      ['GET', ''],
      ['POST', '/connect'],
      ['DELETE', ''],
      ['POST', '/diagnostics'],
    ] as const) {
      const res = await call(
        other,
        method,
        crmPath(owner.workspaceId, rest),
        method === 'POST' ? {} : undefined,
      );
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain(fake.locationId);
    }
    expect(await db.select().from(crmConnections)).toHaveLength(1);
  });
});

describe('tokens over time', () => {
  it('refreshes near expiry, rotating the refresh token and saving it', async () => {
    await connect(owner);
    const [before] = await db.select().from(crmConnections);
    offsetMs = 24 * 60 * 60 * 1000;
    const diagnostics = await call(owner, 'POST', crmPath(owner.workspaceId, '/diagnostics'), {});
    expect(diagnostics.status).toBe(200);
    expect(diagnostics.body.liveCheck).toMatchObject({ ok: true, status: 200 });
    expect(fake.refreshCount()).toBe(1);
    const [after] = await db.select().from(crmConnections);
    expect(after!.refreshTokenSealed).not.toBe(before!.refreshTokenSealed);
    expect(after!.expiresAt!.getTime()).toBeGreaterThan(before!.expiresAt!.getTime());
    expect(after!.lastRefreshedAt).not.toBeNull();
    // The rotated token is the live one: a second renewal works from it.
    offsetMs = 2 * 24 * 60 * 60 * 1000;
    await withAccessToken(t.deps, owner.workspaceId, async () => undefined);
    expect(fake.refreshCount()).toBe(2);
  });

  it('refreshes only once when two callers need a new token at the same moment', async () => {
    await connect(owner);
    offsetMs = 24 * 60 * 60 * 1000;
    const tokens = await Promise.all(
      [1, 2, 3].map(() => withAccessToken(t.deps, owner.workspaceId, async ({ accessToken }) => accessToken)),
    );
    expect(fake.refreshCount()).toBe(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('renews and retries once when the provider answers 401', async () => {
    await connect(owner);
    fake.expireAccessTokens();
    const diagnostics = await call(owner, 'POST', crmPath(owner.workspaceId, '/diagnostics'), {});
    expect(diagnostics.body.liveCheck).toMatchObject({ ok: true });
    expect(fake.refreshCount()).toBe(1);
  });

  it('moves to error with the reason when a refresh is refused, and tells the owner', async () => {
    await connect(owner);
    fake.revokeRefreshTokens();
    offsetMs = 24 * 60 * 60 * 1000;
    const diagnostics = await call(owner, 'POST', crmPath(owner.workspaceId, '/diagnostics'), {});
    expect(diagnostics.status).toBe(200);
    expect(diagnostics.body.liveCheck).toMatchObject({ ok: false, status: 409 });
    const view = (await call(owner, 'GET', crmPath(owner.workspaceId))).body;
    expect(view.state).toBe('error');
    expect(view.error).toMatch(/refused to renew access/);
    expect(diagnostics.body.lastErrors).toHaveLength(1);
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'crm_connection_failed'));
    expect(mail.map((m) => m.toAddress)).toEqual(['owner@crm.test']);
  });

  it('reports a 429 from the provider in the live check without changing the connection', async () => {
    await connect(owner);
    fake.rateLimitNext(1);
    const diagnostics = await call(owner, 'POST', crmPath(owner.workspaceId, '/diagnostics'), {});
    expect(diagnostics.body.liveCheck).toMatchObject({ ok: false, status: 429 });
    expect(diagnostics.body.state).toBe('connected');
  });
});

describe('disconnecting', () => {
  it('removes the tokens', async () => {
    await connect(owner);
    expect((await call(owner, 'DELETE', crmPath(owner.workspaceId))).body).toEqual({ success: true });
    expect(await db.select().from(crmConnections)).toHaveLength(0);
    expect((await call(owner, 'GET', crmPath(owner.workspaceId))).body.state).toBe('disconnected');
    await expect(withAccessToken(t.deps, owner.workspaceId, async () => 1)).rejects.toThrow(/not connected/);
  });
});

describe('the functions the spec names', () => {
  it('ghl-oauth authorize answers the authorize address; ghl-diagnostics answers the diagnostics', async () => {
    const functions = t;
    const started = await functions.request('/api/functions/ghl-oauth', {
      method: 'POST',
      jar: owner.jar,
      json: { action: 'authorize' },
    });
    expect(started.status).toBe(200);
    expect((await started.json()).authorization_url).toContain(fake.authorizeUrl);
    const refused = await functions.request('/api/functions/ghl-oauth', {
      method: 'POST',
      jar: owner.jar,
      json: { action: 'callback', code: 'x' },
    });
    expect(refused.status).toBe(400);
    const diagnostics = await functions.request('/api/functions/ghl-diagnostics', {
      method: 'POST',
      jar: owner.jar,
      json: {},
    });
    expect(diagnostics.status).toBe(200);
    expect((await diagnostics.json()).state).toBe('connecting');
  });
});
