import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { authSessions } from '../../db/schema/auth';
import { userRoles } from '../../db/schema/user-roles';
import { workspaceMembers } from '../../db/schema/workspaces';
import { defineFunction } from '../functions';

const { db, pool, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

/** A function that answers with the viewer the request was given, and reads nothing itself. */
const whoAmI = defineFunction({
  name: 'who-am-i',
  input: z.object({}),
  access: 'user',
  handle: async ({ viewer }) => viewer,
});

/** Every statement sent through the pool while `during` runs: when it was sent and answered. */
async function statementsDuring(during: () => Promise<unknown>) {
  const events: Array<{ at: 'sent' | 'answered'; text: string }> = [];
  const query = pool.query;
  pool.query = ((config: string | { text: string }, ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    events.push({ at: 'sent', text });
    const answer = (query as (...args: unknown[]) => Promise<unknown>).call(pool, config, ...rest);
    answer.then(
      () => events.push({ at: 'answered', text }),
      () => events.push({ at: 'answered', text }),
    );
    return answer;
  }) as typeof pool.query;
  try {
    await during();
  } finally {
    pool.query = query;
  }
  return events;
}

describe('the viewer of a signed-in request', () => {
  const t = buildTestApp({ db, functions: [whoAmI] });
  const ask = (jar: Map<string, string>) =>
    t.request('/api/functions/who-am-i', { method: 'POST', json: {}, jar });

  it('is read in two statements sent together: the session with its user, and the access', async () => {
    const owner = await signUpAccount(t, db, { email: 'owner@example.com' });
    let res: Response | undefined;
    const events = await statementsDuring(async () => {
      res = await ask(owner.jar);
    });
    expect(res?.status).toBe(200);
    expect(await res?.json()).toMatchObject({
      userId: owner.userId,
      isAdmin: false,
      workspaceIds: [owner.workspaceId],
      workspaceRoles: { [owner.workspaceId]: 'owner' },
    });

    const sent = events.filter((e) => e.at === 'sent').map((e) => e.text);
    const session = sent.find((text) => /from "auth_sessions"/.test(text) && !/workspace_members/.test(text));
    const access = sent.find((text) => /workspace_members/.test(text));
    expect(sent, sent.join('\n---\n')).toHaveLength(2);
    // Better Auth's session and its user in one statement, not one each.
    expect(session).toMatch(/"auth_users"/);
    // The access was asked before the session's answer came back, not after it.
    const accessSent = events.findIndex((e) => e.at === 'sent' && e.text === access);
    const sessionAnswered = events.findIndex((e) => e.at === 'answered' && e.text === session);
    expect(accessSent).toBeGreaterThanOrEqual(0);
    expect(sessionAnswered).toBeGreaterThan(accessSent);
  });

  it('reflects a new admin role and a removed membership at the next request, and ends with its session', async () => {
    const owner = await signUpAccount(t, db, { email: 'owner@example.com' });
    expect((await (await ask(owner.jar)).json()).isAdmin).toBe(false);

    await db.insert(userRoles).values({ userId: owner.userId, role: 'admin' });
    await db.delete(workspaceMembers).where(eq(workspaceMembers.userId, owner.userId));
    expect(await (await ask(owner.jar)).json()).toMatchObject({ isAdmin: true, workspaceIds: [] });

    await db.delete(authSessions).where(eq(authSessions.userId, owner.userId));
    expect((await ask(owner.jar)).status).toBe(401);
  });

  it('is nobody with a cookie whose signature does not match, even if its token is a live session', async () => {
    const owner = await signUpAccount(t, db, { email: 'owner@example.com' });
    const [name, value] = [...owner.jar].find(([key]) => key.endsWith('session_token'))!;
    const token = decodeURIComponent(value).split('.')[0]!;
    const forged = new Map([[name, encodeURIComponent(`${token}.${'A'.repeat(43)}=`)]]);
    expect((await ask(forged)).status).toBe(401);
    expect((await ask(owner.jar)).status).toBe(200);
  });

  it('is nobody once the session has expired', async () => {
    const owner = await signUpAccount(t, db, { email: 'owner@example.com' });
    await db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, owner.userId));
    expect((await ask(owner.jar)).status).toBe(401);
  });
});
