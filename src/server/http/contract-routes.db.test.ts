import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpAccount, type TestAccount } from '../../../test/helpers/accounts';
import { buildTestApp } from '../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../test/helpers/db';
import { defineRoute } from '../../domain/contracts/route-contract';
import { workspaceMembers } from '../db/schema/index';
import { route } from './contract-routes';

const { db, close } = getTestDb();
afterAll(close);

const workspaceParams = z.strictObject({ workspaceId: z.uuid() });
const echo = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/echo',
  summary: 'Echo',
  tag: 'Test',
  access: 'workspace',
  params: workspaceParams,
  query: z.strictObject({ loud: z.enum(['yes', 'no']).optional() }),
  body: z.strictObject({ text: z.string().min(1, 'Text is required.').max(20) }),
  output: z.strictObject({ text: z.string(), workspaceId: z.uuid() }),
});
const ownerOnly = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/owner-only',
  summary: 'Owner only',
  tag: 'Test',
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  output: z.strictObject({ ok: z.literal(true) }),
});
const leaky = defineRoute({
  method: 'GET',
  path: '/api/leaky',
  summary: 'Answers more than its contract names',
  tag: 'Test',
  access: 'user',
  output: z.strictObject({ name: z.string() }),
});

const t = buildTestApp({
  db,
  routes: [
    route(echo, async ({ params, query, body }) => ({
      text: query.loud === 'yes' ? body.text.toUpperCase() : body.text,
      workspaceId: params.workspaceId,
    })),
    route(ownerOnly, async () => ({ ok: true as const })),
    route(leaky, async () => ({ name: 'x', secret: 'never leaves' }) as never),
  ],
});

let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@shop.test' });
  stranger = await signUpAccount(t, db, { email: 'stranger@shop.test' });
  admin = await signUpAccount(t, db, { email: 'admin@platform.test', admin: true });
});

const post = (path: string, json: unknown, jar?: Map<string, string>) =>
  t.request(path, { method: 'POST', json, jar });

describe('contract routes', () => {
  it('serves a member of the workspace, parsing params, query and body by the contract', async () => {
    const res = await post(`/api/workspaces/${owner.workspaceId}/echo?loud=yes`, { text: 'hi' }, owner.jar);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: 'HI', workspaceId: owner.workspaceId });
  });

  it('answers 401 without a session and 403 in another workspace, before reading the body', async () => {
    expect((await post(`/api/workspaces/${owner.workspaceId}/echo`, { text: 'hi' })).status).toBe(401);
    const res = await post(`/api/workspaces/${owner.workspaceId}/echo`, 'not json at all', stranger.jar);
    expect(res.status).toBe(403);
  });

  it('lets a platform admin into any workspace', async () => {
    const res = await post(`/api/workspaces/${owner.workspaceId}/echo`, { text: 'hi' }, admin.jar);
    expect(res.status).toBe(200);
  });

  it('answers 400 with the schema message for a bad body or query', async () => {
    const empty = await post(`/api/workspaces/${owner.workspaceId}/echo`, { text: '' }, owner.jar);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Text is required.');
    const extra = await post(`/api/workspaces/${owner.workspaceId}/echo`, { text: 'a', other: 1 }, owner.jar);
    expect(extra.status).toBe(400);
    const query = await post(
      `/api/workspaces/${owner.workspaceId}/echo?loud=maybe`,
      { text: 'a' },
      owner.jar,
    );
    expect(query.status).toBe(400);
  });

  it('keeps owner-only routes from a member who is not an owner there', async () => {
    expect(
      (await t.request(`/api/workspaces/${owner.workspaceId}/owner-only`, { jar: owner.jar })).status,
    ).toBe(200);
    await db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: stranger.userId });
    // Memberships are read on every request, so the same session sees the new one.
    const res = await t.request(`/api/workspaces/${owner.workspaceId}/owner-only`, { jar: stranger.jar });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Only the workspace owner can do this.');
  });

  it('never sends what the output contract does not name: a 500 instead', async () => {
    const res = await t.request('/api/leaky', { jar: owner.jar });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('never leaves');
  });

  it('describes every route in the OpenAPI document', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/workspaces/{workspaceId}/echo', '/api/leaky']),
    );
    const op = doc.paths['/api/workspaces/{workspaceId}/echo'].post;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(['workspaceId', 'loud']);
    expect(op.requestBody.content['application/json'].schema.properties.text.maxLength).toBe(20);
  });
});
