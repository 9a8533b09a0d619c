import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { AGENTS_UNAVAILABLE_MESSAGE, formatBillingDate } from '../../../domain/billing';
import { TRIAL_MESSAGES } from '../../../domain/contracts/billing.contract';
import {
  agentPreviews,
  agents,
  authUsers,
  emailOutbox,
  knowledgeBase,
  subscriptions,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index';
import { buildAgent, buildAgentPreview, buildKnowledgeItem, buildWorkspace } from '../../db/seed/factories';
import { aiChatFunction } from '../chat';
import { TRIAL_RATE_RULES } from './trial-sign-up.service';

// "Start free trial" (issue 13 §1): an account with a workspace and a 14-day trial, no card, the
// same path as a paid plan with a trial end instead of a payment (decision 017).

const { db, close } = getTestDb();
afterAll(close);
beforeEach(() => resetDatabase(db));

const MAIN = 'http://localhost:3000';
// Frozen at the real time: Better Auth checks its reset tokens against the real clock.
const START = new Date();
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'trial-password-1';

function makeApp() {
  let now = START;
  const t = buildTestApp({ db, clock: () => now, functions: [aiChatFunction] });
  return {
    t,
    at: (time: Date) => {
      now = time;
    },
  };
}

const form = { name: 'Tess Trial', businessName: 'Trial Wraps', email: 'Tess@Example.com' };

function startTrial(t: TestApp, body: Record<string, unknown>, ip = '203.0.113.7') {
  return t.request('/api/trials', {
    method: 'POST',
    headers: { origin: MAIN, 'x-forwarded-for': ip },
    json: body,
  });
}

async function trialWorkspace(email: string) {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  const [member] = await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user!.id));
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, member!.workspaceId));
  return { user: user!, workspace: workspace! };
}

/** Sets the password through the trial e-mail's link (Better Auth's reset flow), then signs in. */
async function setPasswordFromMail(t: TestApp, email: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const url = /(http:\/\/localhost:3001\/api\/auth\/reset-password\/\S+)/.exec(mail!.textBody)?.[1];
  const token = new URL(url!).pathname.split('/').pop()!;
  expect(
    (await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: PASSWORD } }))
      .status,
  ).toBe(200);
  const jar = new Map<string, string>();
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    jar,
    json: { email, password: PASSWORD },
  });
  expect(signIn.status).toBe(200);
  return jar;
}

describe('POST /api/trials', () => {
  it('creates the account, its workspace and a 14-day trial with no card, and e-mails the way in', async () => {
    const { t } = makeApp();
    const res = await startTrial(t, { ...form, planId: 'quoteagent' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email: 'tess@example.com', status: 'sent' });

    const { user, workspace } = await trialWorkspace('tess@example.com');
    expect(user).toMatchObject({ name: 'Tess Trial', emailVerified: false });
    expect(workspace.name).toBe('Trial Wraps');
    const [trial] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspace.id));
    expect(trial).toMatchObject({
      status: 'trialing',
      planId: 'quoteagent',
      provider: null,
      checkoutSessionId: null,
      trialEndsAt: new Date(START.getTime() + 14 * DAY),
    });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'tess@example.com'));
    expect(mail).toMatchObject({
      kind: 'trial_welcome',
      subject: 'Your Sales Agent Suite free trial: set your password',
    });
    // Greeted by the name the form took, not "Hello,".
    expect(mail!.textBody.startsWith('Hello Tess Trial,\n')).toBe(true);
    expect(mail!.textBody).toContain(
      `Your free trial of QuoteAgent for Trial Wraps has started. It runs until ${formatBillingDate(new Date(START.getTime() + 14 * DAY))}`,
    );
  });

  it("starts onboarding with the business name the trial form took; a plain sign-up's is left to type", async () => {
    const { t } = makeApp();
    expect((await startTrial(t, form)).status).toBe(202);
    const jar = await setPasswordFromMail(t, 'tess@example.com');
    const onboarding = await (await t.request('/api/onboarding', { jar })).json();
    expect(onboarding.business).toMatchObject({ businessName: 'Trial Wraps', email: 'tess@example.com' });

    // A workspace named after its person ("ann's workspace") is no business name.
    const plain = await signUpAccount(t, db, { email: 'ann@example.com' });
    const own = await (await t.request('/api/onboarding', { jar: plain.jar })).json();
    expect(own.business.businessName).toBe('');
  });

  it('shows the days left from the stored end, and stops the agents when the trial ends', async () => {
    const { t, at } = makeApp();
    await startTrial(t, form);
    const jar = await setPasswordFromMail(t, 'tess@example.com');
    const { workspace } = await trialWorkspace('tess@example.com');
    await db
      .insert(agents)
      .values(buildAgent({ workspaceId: workspace.id, agentType: 'shop', status: 'active' }));
    const billing = async () => (await t.request(`/api/workspaces/${workspace.id}/billing`, { jar })).json();
    const chat = () =>
      t.request('/api/functions/ai-chat', {
        method: 'POST',
        headers: { origin: MAIN },
        json: {
          messages: [{ role: 'user', content: 'Hello' }],
          agentType: 'shop',
          workspaceKey: workspace.publicKey,
        },
      });

    expect(await billing()).toMatchObject({
      state: 'trialing',
      canRunAgents: true,
      trialDaysLeft: 14,
      notice: { title: 'Free trial: 14 days left' },
    });
    at(new Date(START.getTime() + 10 * DAY + 60_000));
    expect((await billing()).trialDaysLeft).toBe(4);
    expect((await chat()).status).toBe(200);

    at(new Date(START.getTime() + 14 * DAY));
    expect(await billing()).toMatchObject({ state: 'trial_ended', canRunAgents: false, trialDaysLeft: 0 });
    const refused = await chat();
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(AGENTS_UNAVAILABLE_MESSAGE);
    const config = await t.request(`/api/widget/config?workspace=${workspace.publicKey}`);
    expect(config.status).toBe(403);
  });

  it('answers an address that has an account the same way, without a second account or trial', async () => {
    const { t } = makeApp();
    const owner = await signUpAccount(t, db, { email: 'owner@example.com', verified: true });
    const res = await startTrial(t, { ...form, email: 'owner@example.com' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email: 'owner@example.com', status: 'sent' });
    expect(await db.select().from(authUsers)).toHaveLength(1);
    // Signing up started their trial; a second one never starts.
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, owner.workspaceId)),
    ).toHaveLength(1);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'trial_welcome'));
    expect(mail!.textBody).toContain('has had its free trial already');
    expect(mail!.textBody).toContain('Sign in with your password');
  });

  it('refuses a form without a name, business name or valid e-mail, and writes nothing', async () => {
    const { t } = makeApp();
    for (const [body, message] of [
      [{ ...form, name: ' ' }, TRIAL_MESSAGES.name],
      [{ ...form, businessName: '' }, TRIAL_MESSAGES.businessName],
      [{ ...form, email: 'not-an-address' }, TRIAL_MESSAGES.email],
      [{ ...form, planId: 'platinum' }, 'Unknown plan'],
    ] as const) {
      const res = await startTrial(t, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    expect(await db.select().from(authUsers)).toHaveLength(0);
  });

  it('limits trial sign-ups per address like sign-ups', async () => {
    const { t } = makeApp();
    for (let i = 0; i < TRIAL_RATE_RULES.email.limit; i += 1) {
      expect((await startTrial(t, form, `198.51.100.${i}`)).status).toBe(202);
    }
    const limited = await startTrial(t, form, '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('carries the preview it came from into the workspace, adopted only once the address is verified', async () => {
    const { t } = makeApp();
    const previewWorkspace = buildWorkspace({ slug: 'preview-abc123' });
    await db.insert(workspaces).values(previewWorkspace);
    await db.insert(knowledgeBase).values(
      buildKnowledgeItem({
        workspaceId: previewWorkspace.id!,
        title: 'Opening hours',
        content: 'Open 9-5.',
      }),
    );
    // Made with another address than the trial's: the id, known only to its browser, carries it.
    const preview = buildAgentPreview({
      email: 'typed@elsewhere.test',
      status: 'ready',
      workspaceId: previewWorkspace.id,
    });
    await db.insert(agentPreviews).values(preview);

    expect((await startTrial(t, { ...form, previewId: preview.id })).status).toBe(202);
    const { workspace } = await trialWorkspace('tess@example.com');
    const [claimed] = await db.select().from(agentPreviews).where(eq(agentPreviews.id, preview.id!));
    expect(claimed).toMatchObject({ claimedWorkspaceId: workspace.id, adoptedWorkspaceId: null });
    expect(
      await db.select().from(knowledgeBase).where(eq(knowledgeBase.workspaceId, workspace.id)),
    ).toHaveLength(0);

    await setPasswordFromMail(t, 'tess@example.com');
    const [adopted] = await db.select().from(agentPreviews).where(eq(agentPreviews.id, preview.id!));
    expect(adopted!.adoptedWorkspaceId).toBe(workspace.id);
    const items = await db.select().from(knowledgeBase).where(eq(knowledgeBase.workspaceId, workspace.id));
    expect(items.map((item) => item.title)).toEqual(['Opening hours']);
  });
});

describe('signing up', () => {
  it('starts the new workspace’s 14-day trial too', async () => {
    const { t } = makeApp();
    const account = await signUpAccount(t, db, { email: 'plain@example.com' });
    const [trial] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.workspaceId, account.workspaceId));
    expect(trial).toMatchObject({ status: 'trialing', planId: null });
    expect(trial!.trialEndsAt!.getTime() - trial!.createdAt.getTime()).toBe(14 * DAY);
  });
});
