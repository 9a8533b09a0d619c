import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GhlFake, startGhlFake } from '../../../../test/fakes/ghl-fake';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { connectCrm, crmTestEnv } from '../../../../test/helpers/crm';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { htmlPage, siteServersPerTest } from '../../../../test/helpers/site-server';
import { DEPLOY_MESSAGES } from '../../../domain/contracts/agent-deploy.contract';
import { ONBOARDING_MESSAGES } from '../../../domain/contracts/onboarding.contract';
import { agents, analytics, crmConnections, knowledgeBase, workspaceMembers } from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import {
  createAgentPreviewFunction,
  generateAgentPreviewFunction,
  websiteScraperFunction,
} from '../previews';
import { deployGhlAgentFunction } from './agent-deploy.functions';

// Deploy Live Agent (decision 034) through the real preview functions against a small site on
// 127.0.0.1, and GoHighLevel's loopback fake for the connected case.

const { db, close } = getTestDb();
let fake: GhlFake;
let t: ReturnType<typeof buildTestApp>;
beforeAll(async () => {
  fake = await startGhlFake();
  t = buildTestApp({
    db,
    functions: [
      createAgentPreviewFunction,
      websiteScraperFunction,
      generateAgentPreviewFunction,
      deployGhlAgentFunction,
    ],
    env: { ALLOW_PRIVATE_FETCH: '1', ...crmTestEnv(fake) },
  });
});
afterAll(async () => {
  await fake.close();
  await close();
});
const serve = siteServersPerTest();

const OWNER = 'sam@northsigns.example';
const SITE = htmlPage(
  'North Signs',
  `<h1>North Signs</h1>
   <h2>Shop front signs</h2><p>Illuminated and painted signs, made and fitted in a week.</p>
   <h2>Guarantee</h2><p>Every sign is guaranteed for three years.</p>`,
);

let ip = 0;
beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now: new Date() });
  ip += 1;
});

function callFunction(name: string, json: unknown, jar?: Map<string, string>) {
  return t.request(`/api/functions/${name}`, {
    method: 'POST',
    json,
    jar,
    headers: { 'x-forwarded-for': `203.0.113.${ip}`, origin: 'http://localhost:3000' },
  });
}

/** A visitor's preview made with the owner's address: analysed and generated, with its own agent. */
async function readyPreview(email = OWNER): Promise<string> {
  const site = await serve({ '/': SITE });
  const siteUrl = `${site.origin}/`;
  const created = await callFunction('create-agent-preview', {
    website_url: siteUrl,
    email,
    name: 'Sam',
    business_type: 'local-service',
    tone_preference: 'casual',
  });
  expect(created.status).toBe(200);
  const { id } = await created.json();
  expect((await callFunction('website-scraper', { url: siteUrl, previewId: id })).status).toBe(200);
  expect((await callFunction('generate-agent-preview', { previewId: id })).status).toBe(200);
  return id;
}

async function deploy(account: TestAccount, body: unknown = {}, jar = account.jar) {
  const res = await t.request(`/api/workspaces/${account.workspaceId}/agents/deploy`, {
    method: 'POST',
    jar,
    json: body,
  });
  return { status: res.status, body: await res.json() };
}
const agentsOf = (workspaceId: string) => db.select().from(agents).where(eq(agents.workspaceId, workspaceId));
const knowledgeOf = (workspaceId: string) =>
  db.select().from(knowledgeBase).where(eq(knowledgeBase.workspaceId, workspaceId));
const deployEvents = (workspaceId: string) =>
  db
    .select()
    .from(analytics)
    .where(and(eq(analytics.workspaceId, workspaceId), eq(analytics.eventType, 'agent_deployed')));

describe('Deploy Live Agent', () => {
  it("answers 404 'No preview found' and writes nothing when the owner has no preview", async () => {
    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });
    const res = await deploy(owner);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(DEPLOY_MESSAGES.noPreview);
    expect(await agentsOf(owner.workspaceId)).toEqual([]);
    expect(await deployEvents(owner.workspaceId)).toEqual([]);
  });

  it("makes the preview the workspace's live agent, then never overwrites the owner's edits", async () => {
    const previewId = await readyPreview();
    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });

    const first = await deploy(owner);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'deployed',
      previewId,
      previewTakenOver: true,
      agentCreated: true,
      agentActivated: false,
      crm: null,
    });
    const [agent] = await agentsOf(owner.workspaceId);
    expect(agent).toMatchObject({ id: first.body.agent.id, status: 'active', operationMode: 'live' });
    const learnt = (await knowledgeOf(owner.workspaceId)).length;
    expect(learnt).toBeGreaterThan(0);
    expect(await deployEvents(owner.workspaceId)).toEqual([
      expect.objectContaining({
        entityId: agent!.id,
        data: expect.objectContaining({ previewId, previewTakenOver: true, crmLocationId: null }),
      }),
    ]);

    // The owner renames the agent, puts it in safe mode and switches it off.
    const mode = await t.request(`/api/workspaces/${owner.workspaceId}/agents/${agent!.id}`, {
      method: 'PATCH',
      jar: owner.jar,
      json: { operationMode: 'safe' },
    });
    expect(mode.status).toBe(200);
    await db
      .update(agents)
      .set({ agentName: 'Sam at North Signs', status: 'inactive' })
      .where(eq(agents.id, agent!.id));

    const again = await deploy(owner, { previewId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      previewTakenOver: false,
      agentCreated: false,
      agentActivated: true,
      agent: { id: agent!.id, agentName: 'Sam at North Signs' },
    });
    expect(await agentsOf(owner.workspaceId)).toEqual([
      expect.objectContaining({
        id: agent!.id,
        agentName: 'Sam at North Signs',
        operationMode: 'safe',
        status: 'active',
      }),
    ]);
    expect(await knowledgeOf(owner.workspaceId)).toHaveLength(learnt);
    expect(await deployEvents(owner.workspaceId)).toHaveLength(2);
  });

  it('notes on a connected GoHighLevel location which agent feeds it, calling the provider for nothing', async () => {
    await readyPreview();
    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });
    await connectCrm(t, owner);
    fake.resetCounts();

    const res = await deploy(owner);
    expect(res.status).toBe(200);
    expect(res.body.crm).toEqual({ locationId: fake.locationId });
    expect(fake.requests.length).toBe(0);
    const [connection] = await db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.workspaceId, owner.workspaceId));
    expect(connection!.liveAgentId).toBe(res.body.agent.id);
    const card = await (
      await t.request(`/api/workspaces/${owner.workspaceId}/crm`, { jar: owner.jar })
    ).json();
    expect(card.liveAgent).toMatchObject({ agentId: res.body.agent.id, agentName: res.body.agent.agentName });
    const [event] = await deployEvents(owner.workspaceId);
    expect(event!.data).toMatchObject({ crmLocationId: fake.locationId });
  });

  it('waits for a verified address before taking a preview over', async () => {
    await readyPreview();
    const unverified = await signUpAccount(t, db, { email: OWNER });
    const early = await deploy(unverified);
    expect(early.status).toBe(403);
    expect(early.body.error.message).toBe(ONBOARDING_MESSAGES.verifyFirst);
    expect(await agentsOf(unverified.workspaceId)).toEqual([]);
    expect(await knowledgeOf(unverified.workspaceId)).toEqual([]);
  });

  it("is the owner's alone and deploys only their own preview, never swapping one in for another", async () => {
    const mine = await readyPreview();
    const theirs = await readyPreview('stranger@example.com');
    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });
    // Another address's preview is not this owner's to deploy.
    expect((await deploy(owner, { previewId: theirs })).status).toBe(404);
    expect(await knowledgeOf(owner.workspaceId)).toEqual([]);

    const member = await signUpAccount(t, db, { email: 'member@northsigns.example', verified: true });
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: member.userId, role: 'member' });
    expect((await deploy(owner, {}, member.jar)).status).toBe(403);
    expect((await deploy(owner, {}, new Map())).status).toBe(401);
    expect((await deploy(owner, { previewId: 'not-an-id' })).status).toBe(400);

    expect((await deploy(owner, { previewId: mine })).status).toBe(200);
    // A newer preview of the same address is not swapped in for the one the workspace runs.
    const newer = await readyPreview();
    const swap = await deploy(owner, { previewId: newer });
    expect(swap.status).toBe(409);
    expect(swap.body.error.message).toBe(DEPLOY_MESSAGES.otherPreview);
  });

  it('deploys nothing when its last write fails (one transaction)', async () => {
    await readyPreview();
    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });
    await db.execute(sql`
      create or replace function test_refuse_event() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$;
      create trigger test_refuse_event before insert on analytics
        for each row when (new.event_type = 'agent_deployed') execute function test_refuse_event();`);
    try {
      expect((await deploy(owner)).status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger if exists test_refuse_event on analytics`);
      await db.execute(sql`drop function if exists test_refuse_event()`);
    }
    expect(await agentsOf(owner.workspaceId)).toEqual([]);
    expect(await knowledgeOf(owner.workspaceId)).toEqual([]);
  });

  it('answers the spec function deploy-ghl-agent with the given preview', async () => {
    const previewId = await readyPreview();
    const owner = await signUpAccount(t, db, { email: OWNER, verified: true });
    const res = await callFunction('deploy-ghl-agent', { previewId }, owner.jar);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'deployed', previewId, agentCreated: true });
    expect((await agentsOf(owner.workspaceId)).map((a) => a.status)).toEqual(['active']);
  });
});
