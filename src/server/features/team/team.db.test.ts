import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, frozenClock, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { TEAM_MESSAGES } from '../../../domain/team';
import {
  authUsers,
  emailOutbox,
  userProfiles,
  workspaceInvitations,
  workspaceMembers,
} from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { seedReferenceData } from '../../db/seed/seed';
import { INVITATION_RATE_LIMITS } from './team.service';

const { db, close } = getTestDb();
afterAll(close);
let t = buildTestApp({ db });
let owner: TestAccount;

beforeEach(async () => {
  await resetDatabase(db);
  t = buildTestApp({ db });
  owner = await signUpAccount(t, db, { email: 'owner@acewraps.test', verified: true });
});

const teamUrl = (workspaceId = owner.workspaceId) => `/api/workspaces/${workspaceId}/team`;
const invite = (json: unknown, jar = owner.jar, workspaceId = owner.workspaceId, app: TestApp = t) =>
  app.request(`/api/workspaces/${workspaceId}/invitations`, { method: 'POST', json, jar });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

/** The invitation link's token, read from the e-mail in the outbox (the only place it exists). */
async function tokenFromOutbox(to: string): Promise<string> {
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'team_invitation')))
    .orderBy(emailOutbox.createdAt);
  const text = mails.at(-1)?.textBody ?? '';
  const token = /\/invite\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}

const lookup = (token: string, app: TestApp = t) =>
  app.request('/api/invitations/lookup', { method: 'POST', json: { token } });
const accept = (token: string, jar: Map<string, string>, app: TestApp = t) =>
  app.request('/api/invitations/accept', { method: 'POST', json: { token }, jar });

async function signUpFrom(callbackURL: string, email: string) {
  const jar = new Map<string, string>();
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    jar,
    json: { email, password: 'long-enough-1', name: 'Newcomer', callbackURL },
  });
  expect(res.status).toBe(200);
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  return { jar, userId: user!.id };
}

const membershipsOf = (userId: string) =>
  db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));

describe('inviting a member by e-mail', () => {
  it('e-mails a link, stores only its hash, and lets a new person sign up from it and join', async () => {
    const res = await invite({ email: ' New.Person@AceWraps.test ', role: 'member' });
    expect(res.status).toBe(201);
    const team = await res.json();
    expect(team.invitations).toEqual([
      expect.objectContaining({ email: 'new.person@acewraps.test', role: 'member', state: 'open' }),
    ]);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'team_invitation'));
    expect(mail).toMatchObject({ toAddress: 'new.person@acewraps.test', workspaceId: owner.workspaceId });
    expect(mail!.subject).toContain("invited you to join owner's workspace");
    expect(mail!.metadata).toMatchObject({ sensitive: true });

    // The token is in the e-mail and nowhere in the database; its hash is.
    const token = await tokenFromOutbox('new.person@acewraps.test');
    const [row] = await db.select().from(workspaceInvitations);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(7);

    expect(await (await lookup(token)).json()).toMatchObject({
      workspaceName: "owner's workspace",
      email: 'new.person@acewraps.test',
      role: 'member',
      state: 'open',
    });

    // Signing up from the invitation page makes no workspace of their own...
    const link = `${t.env.dashboardUrl}/invite/${token}`;
    const newcomer = await signUpFrom(link, 'new.person@acewraps.test');
    expect(await membershipsOf(newcomer.userId)).toEqual([]);
    const me = await (await t.request('/api/me', { jar: newcomer.jar })).json();
    expect(me.workspaces).toEqual([]);
    expect(await membershipsOf(newcomer.userId)).toEqual([]);

    // ...and joins at once: the invitation's token, e-mailed to that address, proves it (decision
    // 097). A wrong token proves nothing and joins nothing.
    const isVerified = async () =>
      (await db.select().from(authUsers).where(eq(authUsers.id, newcomer.userId)))[0]!.emailVerified;
    expect(await isVerified()).toBe(false);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await accept(forged, newcomer.jar)).status).toBe(404);
    expect(await isVerified()).toBe(false);
    const joined = await accept(token, newcomer.jar);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({
      workspaceId: owner.workspaceId,
      workspaceName: "owner's workspace",
      role: 'member',
    });
    expect((await accept(token, newcomer.jar)).status).toBe(200); // twice is harmless
    expect(await isVerified()).toBe(true);

    const after = await (await t.request('/api/me', { jar: newcomer.jar })).json();
    expect(after.workspaces).toEqual([{ id: owner.workspaceId, name: "owner's workspace", role: 'member' }]);
    expect(after.onboardingCompleted).toBe(true);
    const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, newcomer.userId));
    expect(profile!.workspaceId).toBe(owner.workspaceId);
    // A member reads settings and cannot change them.
    const settings = `/api/workspaces/${owner.workspaceId}/settings`;
    expect((await t.request(settings, { jar: newcomer.jar })).status).toBe(200);
    expect(
      (await t.request(`${settings}/tone`, { method: 'PUT', json: { tone: 'casual' }, jar: newcomer.jar }))
        .status,
    ).toBe(403);
    const teamNow = await (await t.request(teamUrl(), { jar: owner.jar })).json();
    expect(teamNow.invitations).toEqual([]);
    expect(teamNow.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['owner@acewraps.test', 'owner'],
      ['new.person@acewraps.test', 'member'],
    ]);
  });

  it('lets an existing user join with their account, keeping their own workspace', async () => {
    const existing = await signUpAccount(t, db, { email: 'sam@signs.test', verified: true });
    await invite({ email: 'sam@signs.test', role: 'owner' });
    const res = await accept(await tokenFromOutbox('sam@signs.test'), existing.jar);
    expect(res.status).toBe(200);
    const roles = (await membershipsOf(existing.userId)).map((m) => [m.workspaceId, m.role]);
    expect(roles).toEqual([
      [existing.workspaceId, 'owner'],
      [owner.workspaceId, 'owner'],
    ]);
  });

  it('still gives a normal sign-up its own workspace, even with an invitation open for the address', async () => {
    await invite({ email: 'pat@signs.test' });
    const plain = await signUpFrom(`${t.env.dashboardUrl}/onboarding`, 'pat@signs.test');
    expect(await membershipsOf(plain.userId)).toHaveLength(1);
    // A made-up token in the callback is no invitation either.
    await invite({ email: 'kim@signs.test' });
    const forged = await signUpFrom(`${t.env.dashboardUrl}/invite/${'x'.repeat(43)}`, 'kim@signs.test');
    expect(await membershipsOf(forged.userId)).toHaveLength(1);
  });

  it('gives someone who signed up from a link their own workspace once the invitation is revoked', async () => {
    await invite({ email: 'lee@signs.test' });
    const token = await tokenFromOutbox('lee@signs.test');
    const newcomer = await signUpFrom(`${t.env.dashboardUrl}/invite/${token}`, 'lee@signs.test');
    const [open] = (await (await t.request(teamUrl(), { jar: owner.jar })).json()).invitations;
    const revoked = await t.request(`/api/workspaces/${owner.workspaceId}/invitations/${open.id}`, {
      method: 'DELETE',
      jar: owner.jar,
    });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).invitations).toEqual([]);
    expect((await lookup(token)).status).toBe(404);
    const me = await (await t.request('/api/me', { jar: newcomer.jar })).json();
    expect(me.workspaces).toEqual([expect.objectContaining({ role: 'owner' })]);
  });

  it('replaces an open invitation to the same address: one open, the old link dead', async () => {
    await invite({ email: 'jo@signs.test' });
    const first = await tokenFromOutbox('jo@signs.test');
    expect((await invite({ email: 'jo@signs.test', role: 'owner' })).status).toBe(201);
    const second = await tokenFromOutbox('jo@signs.test');
    expect(second).not.toBe(first);
    expect((await lookup(first)).status).toBe(404);
    expect((await (await lookup(second)).json()).role).toBe('owner');
    const open = await db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.email, 'jo@signs.test'));
    expect(open.filter((i) => !i.revokedAt && !i.acceptedAt)).toHaveLength(1);
  });

  it('refuses an expired link (410) and shows it as expired', async () => {
    await invite({ email: 'late@signs.test' });
    const token = await tokenFromOutbox('late@signs.test');
    const late = await signUpAccount(t, db, { email: 'late@signs.test', verified: true });
    const eightDaysOn = buildTestApp({ db, clock: frozenClock(new Date(Date.now() + 8 * 86_400_000)) });
    expect((await (await lookup(token, eightDaysOn)).json()).state).toBe('expired');
    const res = await accept(token, late.jar, eightDaysOn);
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toBe(TEAM_MESSAGES.invitationExpired);
    expect(await membershipsOf(late.userId)).toHaveLength(1);
    const team = await (await eightDaysOn.request(teamUrl(), { jar: owner.jar })).json();
    expect(team.invitations[0].state).toBe('expired');
  });

  it('lets only the invited address accept, and only once', async () => {
    await invite({ email: 'right@signs.test' });
    const token = await tokenFromOutbox('right@signs.test');
    const other = await signUpAccount(t, db, { email: 'other@signs.test', verified: true });
    const wrong = await accept(token, other.jar);
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toBe(TEAM_MESSAGES.wrongAccount('right@signs.test'));
    expect((await accept(token, new Map())).status).toBe(401);
    // The token proves only the address it was sent to: another unverified account stays so.
    const stranger = await signUpAccount(t, db, { email: 'stranger@signs.test' });
    expect((await accept(token, stranger.jar)).status).toBe(403);
    const [strangerRow] = await db.select().from(authUsers).where(eq(authUsers.id, stranger.userId));
    expect(strangerRow!.emailVerified).toBe(false);
    const right = await signUpAccount(t, db, { email: 'right@signs.test', verified: true });
    expect((await accept(token, right.jar)).status).toBe(200);
    expect((await accept(token, other.jar)).status).toBe(409);
    // A token that was never issued, or is malformed.
    expect((await lookup('y'.repeat(43))).status).toBe(404);
    const malformed = await lookup('../../etc');
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe(TEAM_MESSAGES.invitationNotFound);
  });

  it('answers 400 with the contract message for bad input and sends nothing', async () => {
    for (const [body, message] of [
      [{ email: 'not-an-address' }, 'Please enter a valid email address.'],
      [{ email: 'a@b.test', role: 'admin' }, 'The role must be owner or member.'],
      [{ email: 'a@b.test', extra: true }, undefined],
    ] as const) {
      const res = await invite(body);
      expect(res.status).toBe(400);
      if (message) expect(await errorOf(res)).toBe(message);
    }
    expect(await db.select().from(workspaceInvitations)).toEqual([]);
  });

  it('refuses to invite someone already on the team (409)', async () => {
    const res = await invite({ email: 'OWNER@acewraps.test' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(TEAM_MESSAGES.alreadyMember);
  });

  it('e-mails nobody for an unverified owner or from the public demo workspace', async () => {
    const unverified = await signUpAccount(t, db, { email: 'fresh@signs.test' });
    const res = await invite({ email: 'victim@elsewhere.test' }, unverified.jar, unverified.workspaceId);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe(TEAM_MESSAGES.unverifiedInviter);

    await seedReferenceData(db, { now: new Date() });
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: DEMO_WORKSPACE.id, userId: owner.userId, role: 'owner' });
    const demo = await invite({ email: 'victim@elsewhere.test' }, owner.jar, DEMO_WORKSPACE.id);
    expect(demo.status).toBe(403);
    expect(await errorOf(demo)).toBe(TEAM_MESSAGES.demoWorkspace);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'team_invitation'))).toEqual([]);
  });

  it(`limits invitations to ${INVITATION_RATE_LIMITS.user.limit} an hour per inviter (429)`, async () => {
    const frozen = buildTestApp({ db, clock: frozenClock() });
    for (let i = 0; i < INVITATION_RATE_LIMITS.user.limit; i++) {
      expect((await invite({ email: `p${i}@signs.test` }, owner.jar, owner.workspaceId, frozen)).status).toBe(
        201,
      );
    }
    const res = await invite({ email: 'one-more@signs.test' }, owner.jar, owner.workspaceId, frozen);
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toBe(TEAM_MESSAGES.tooManyInvitations);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('who may see and change the team', () => {
  async function withMember() {
    const member = await signUpAccount(t, db, { email: 'member@acewraps.test', verified: true });
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: member.userId, role: 'member' });
    return member;
  }
  const memberUrl = (userId: string) => `/api/workspaces/${owner.workspaceId}/members/${userId}`;

  it('answers 401 signed out, 403 outside the workspace, and shows members but no invitations to a member', async () => {
    await invite({ email: 'someone@signs.test' });
    expect((await t.request(teamUrl())).status).toBe(401);
    const stranger = await signUpAccount(t, db, { email: 'stranger@signs.test', verified: true });
    expect((await t.request(teamUrl(), { jar: stranger.jar })).status).toBe(403);
    expect((await invite({ email: 'x@signs.test' }, stranger.jar)).status).toBe(403);

    const member = await withMember();
    const seen = await (await t.request(teamUrl(), { jar: member.jar })).json();
    expect(seen).toMatchObject({ canManage: false, invitations: [] });
    expect(seen.members).toHaveLength(2);
    expect((await invite({ email: 'x@signs.test' }, member.jar)).status).toBe(403);
    const [open] = (await (await t.request(teamUrl(), { jar: owner.jar })).json()).invitations;
    const path = `/api/workspaces/${owner.workspaceId}/invitations/${open.id}`;
    expect((await t.request(path, { method: 'DELETE', jar: member.jar })).status).toBe(403);
    expect(
      (
        await t.request(memberUrl(owner.userId), {
          method: 'PATCH',
          json: { role: 'member' },
          jar: member.jar,
        })
      ).status,
    ).toBe(403);
    expect((await t.request(memberUrl(owner.userId), { method: 'DELETE', jar: member.jar })).status).toBe(
      403,
    );
  });

  it('lets a platform admin manage any team', async () => {
    const admin = await signUpAccount(t, db, { email: 'admin@platform.test', admin: true, verified: true });
    expect((await invite({ email: 'helper@signs.test' }, admin.jar)).status).toBe(201);
    expect((await (await t.request(teamUrl(), { jar: admin.jar })).json()).canManage).toBe(true);
  });

  it('changes roles and removes members, never leaving the workspace without an owner', async () => {
    const member = await withMember();
    const demoteLast = await t.request(memberUrl(owner.userId), {
      method: 'PATCH',
      json: { role: 'member' },
      jar: owner.jar,
    });
    expect(demoteLast.status).toBe(409);
    expect(await errorOf(demoteLast)).toBe(TEAM_MESSAGES.lastOwner);
    const removeLast = await t.request(memberUrl(owner.userId), { method: 'DELETE', jar: owner.jar });
    expect(removeLast.status).toBe(409);

    const promote = await t.request(memberUrl(member.userId), {
      method: 'PATCH',
      json: { role: 'owner' },
      jar: owner.jar,
    });
    expect(promote.status).toBe(200);
    const stepDown = await t.request(memberUrl(owner.userId), {
      method: 'PATCH',
      json: { role: 'member' },
      jar: owner.jar,
    });
    expect(stepDown.status).toBe(200);
    expect(await stepDown.json()).toMatchObject({ canManage: false, invitations: [] });

    // The new owner removes the former one, whose access ends at once.
    const removed = await t.request(memberUrl(owner.userId), { method: 'DELETE', jar: member.jar });
    expect(removed.status).toBe(200);
    expect((await removed.json()).members.map((m: { email: string }) => m.email)).toEqual([
      'member@acewraps.test',
    ]);
    expect(
      (await t.request(`/api/workspaces/${owner.workspaceId}/settings`, { jar: owner.jar })).status,
    ).toBe(403);
    expect((await t.request(memberUrl('nobody'), { method: 'DELETE', jar: member.jar })).status).toBe(404);
    expect(
      (
        await t.request(memberUrl(member.userId), {
          method: 'PATCH',
          json: { role: 'boss' },
          jar: member.jar,
        })
      ).status,
    ).toBe(400);
  });
});
