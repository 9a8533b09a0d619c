import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { htmlPage, siteServersPerTest } from '../../../../test/helpers/site-server';
import { ONBOARDING_MESSAGES } from '../../../domain/contracts/onboarding.contract';
import { agentPreviews, agents, emailOutbox, knowledgeBase, workspaces } from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import {
  createAgentPreviewFunction,
  generateAgentPreviewFunction,
  websiteScraperFunction,
} from '../previews';

// Taking over the preview agent made with the owner's e-mail, through the real preview functions
// against a small site served on 127.0.0.1.

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({
  db,
  functions: [createAgentPreviewFunction, websiteScraperFunction, generateAgentPreviewFunction],
  env: { ALLOW_PRIVATE_FETCH: '1' },
});
const serve = siteServersPerTest();

const OWNER = 'dana@harborwraps.example';
const SITE = htmlPage(
  'Harbor Wraps &amp; Signs',
  `<h1>Harbor Wraps &amp; Signs</h1>
   <h2>Full van wrap</h2><p>Premium cast vinyl, designed and installed in three days.</p>
   <h2>Warranty</h2><p>Every installation is guaranteed for two years against lifting and peeling.</p>
   <p>Call us on (503) 555-0142.</p>`,
);

let ip = 0;
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date() });
  ip += 1;
});

function call(name: string, json: unknown) {
  return t.request(`/api/functions/${name}`, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': `203.0.113.${ip}`, origin: 'http://localhost:3000' },
  });
}

/** A visitor's preview made with the owner's address: analysed and generated, with its own agent. */
async function readyPreview(): Promise<{ id: string; siteUrl: string }> {
  const site = await serve({ '/': SITE });
  const siteUrl = `${site.origin}/`;
  const created = await call('create-agent-preview', {
    website_url: siteUrl,
    email: OWNER,
    name: 'Dana',
    business_type: 'local-service',
    tone_preference: 'casual',
  });
  expect(created.status).toBe(200);
  const { id } = await created.json();
  expect((await call('website-scraper', { url: siteUrl, previewId: id })).status).toBe(200);
  expect((await call('generate-agent-preview', { previewId: id })).status).toBe(200);
  return { id, siteUrl };
}

const takeoverUrl = (account: TestAccount) => `/api/workspaces/${account.workspaceId}/onboarding/preview`;
const look = async (account: TestAccount) =>
  (await t.request(takeoverUrl(account), { jar: account.jar })).json();
const takeOver = (account: TestAccount, jar = account.jar) =>
  t.request(takeoverUrl(account), { method: 'POST', jar });
const knowledgeOf = (workspaceId: string) =>
  db.select().from(knowledgeBase).where(eq(knowledgeBase.workspaceId, workspaceId));
const agentsOf = (workspaceId: string) => db.select().from(agents).where(eq(agents.workspaceId, workspaceId));

describe('taking over the preview agent', () => {
  it('says a preview exists but shows and hands over nothing until the e-mail is verified', async () => {
    await readyPreview();
    const owner = await signUpAccount(t, db, { email: OWNER });
    expect(await look(owner)).toEqual({ status: 'unverified', preview: null });

    const res = await takeOver(owner);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(ONBOARDING_MESSAGES.verifyFirst);
    expect(await knowledgeOf(owner.workspaceId)).toEqual([]);
    expect(await agentsOf(owner.workspaceId)).toEqual([]);
  });

  it('after verification takes over its knowledge, tone and agent, once, and shows what it took', async () => {
    const { id, siteUrl } = await readyPreview();
    const [preview] = await db.select().from(agentPreviews).where(eq(agentPreviews.id, id));
    const learnt = await knowledgeOf(preview!.workspaceId!);
    const [previewAgent] = await agentsOf(preview!.workspaceId!);
    expect(learnt.length).toBeGreaterThan(0);

    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });
    const summary = {
      websiteUrl: siteUrl,
      agent: { agentType: previewAgent!.agentType, agentName: previewAgent!.agentName },
      tone: 'casual',
      knowledgeItems: learnt.length,
      createdAt: preview!.createdAt.toISOString(),
    };
    expect(await look(owner)).toEqual({ status: 'available', preview: summary });

    const res = await takeOver(owner);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'taken_over', preview: summary, agentCreated: true });
    expect((await knowledgeOf(owner.workspaceId)).map((k) => k.title).sort()).toEqual(
      learnt.map((k) => k.title).sort(),
    );
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    expect(workspace!.tone).toBe('casual');
    expect(await agentsOf(owner.workspaceId)).toEqual([
      expect.objectContaining({
        agentType: previewAgent!.agentType,
        agentName: previewAgent!.agentName,
        status: 'active',
      }),
    ]);
    // The widget of the owner's workspace now answers with that agent.
    const config = await t.request(`/api/widget/config?workspace=${workspace!.publicKey}`);
    expect((await config.json()).agentName).toBe(previewAgent!.agentName);

    // Again: nothing is copied twice, no second agent.
    const again = await takeOver(owner);
    expect(await again.json()).toMatchObject({ status: 'taken_over', agentCreated: false });
    expect(await knowledgeOf(owner.workspaceId)).toHaveLength(learnt.length);
    expect(await agentsOf(owner.workspaceId)).toHaveLength(1);
    expect(await look(owner)).toEqual({ status: 'taken_over', preview: summary });
  });

  it('adds the agent to a workspace whose verification already took the knowledge over', async () => {
    await readyPreview();
    const owner = await signUpAccount(t, db, { email: OWNER });
    // Opening the verification link adopts knowledge and tone by itself (decision 010).
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, OWNER));
    const link = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]);
    expect((await t.request(`${link.pathname}${link.search}`)).status).toBe(302);
    const adopted = (await knowledgeOf(owner.workspaceId)).length;
    expect(adopted).toBeGreaterThan(0);
    expect((await look(owner)).status).toBe('taken_over');

    const res = await takeOver(owner);
    expect(await res.json()).toMatchObject({ status: 'taken_over', agentCreated: true });
    expect(await knowledgeOf(owner.workspaceId)).toHaveLength(adopted);
  });

  it('hands over nothing when its last write fails (one transaction)', async () => {
    const { id } = await readyPreview();
    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });
    // A real failure inside PostgreSQL on the takeover's last write (the agent), not a mock.
    await db.execute(sql`
      create or replace function test_refuse_agent() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$;
      create trigger test_refuse_agent before insert on agents
        for each row execute function test_refuse_agent();`);
    try {
      expect((await takeOver(owner)).status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger if exists test_refuse_agent on agents`);
      await db.execute(sql`drop function if exists test_refuse_agent()`);
    }
    expect(await knowledgeOf(owner.workspaceId)).toEqual([]);
    const [preview] = await db.select().from(agentPreviews).where(eq(agentPreviews.id, id));
    expect(preview!.adoptedWorkspaceId).toBeNull();
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    expect(workspace!.tone).toBe('professional');
    expect((await look(owner)).status).toBe('available');
  });

  it("answers 404 'No preview found' when there is none, and is the owner's alone", async () => {
    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });
    expect(await look(owner)).toEqual({ status: 'none', preview: null });
    const res = await takeOver(owner);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(ONBOARDING_MESSAGES.noPreview);

    const other = await signUpAccount(t, db, { email: 'other@example.com', verified: true });
    expect((await t.request(takeoverUrl(owner))).status).toBe(401);
    expect((await t.request(takeoverUrl(owner), { jar: other.jar })).status).toBe(403);
    expect((await takeOver(owner, other.jar)).status).toBe(403);
  });

  it("never hands one address's preview to another account", async () => {
    await readyPreview();
    const stranger = await signUpAccount(t, db, { email: 'stranger@example.com', verified: true });
    expect(await look(stranger)).toEqual({ status: 'none', preview: null });
    expect((await takeOver(stranger)).status).toBe(404);
    expect(await knowledgeOf(stranger.workspaceId)).toEqual([]);
  });
});
