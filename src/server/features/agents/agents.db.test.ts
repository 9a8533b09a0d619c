import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { AGENT_PAUSED_TEXT, AWAITING_APPROVAL_TEXT, WELCOME_MESSAGES } from '../../../domain/chat';
import { AGENT_MESSAGES } from '../../../domain/contracts/agents.contract';
import { WIDGET_CONFIG_MESSAGES } from '../../../domain/contracts/widget.contract';
import { agents, workspaceMembers, workspaces } from '../../db/schema/index';
import { aiChatFunction, createBuiltinEngine } from '../chat';

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({
  db,
  functions: [aiChatFunction],
  chatEngine: createBuiltinEngine(),
  env: { CHAT_TURNS_PER_MINUTE_PER_IP: '1000', CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000' },
});

let owner: TestAccount;
let other: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@agents.test' });
  other = await signUpAccount(t, db, { email: 'other@agents.test' });
});

const url = (account: TestAccount, suffix = '') => `/api/workspaces/${account.workspaceId}/agents${suffix}`;
const setUp = (json: unknown, jar = owner.jar) => t.request(url(owner), { method: 'PUT', json, jar });
const list = async () => (await (await t.request(url(owner), { jar: owner.jar })).json()).agents;

const QUOTE = {
  agentType: 'quote',
  agentName: 'Ace Quotes',
  welcomeMessage: 'Hi! Tell me what you want wrapped and I will price it.',
  operationMode: 'live',
};
const SHOP = { agentType: 'shop', agentName: 'Ace Shop', operationMode: 'safe', requireApproval: true };

async function publicKey() {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
  return row!.publicKey;
}

describe('agent setup', () => {
  it('creates the chosen agents and the tone, and the widget then answers for the workspace', async () => {
    const key = await publicKey();
    // Before: a new workspace has no agent, so its widget has nothing to show.
    expect((await t.request(`/api/widget/config?workspace=${key}`)).status).toBe(404);

    const res = await setUp({ agents: [QUOTE, SHOP], tone: 'casual' });
    expect(res.status).toBe(200);
    const { agents: saved } = await res.json();
    expect(saved).toHaveLength(2);
    expect(saved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...QUOTE, status: 'active', requireApproval: false }),
        expect.objectContaining({ ...SHOP, status: 'active', welcomeMessage: '' }),
      ]),
    );
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    expect(workspace!.tone).toBe('casual');

    const config = await t.request(`/api/widget/config?workspace=${key}`);
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({
      agentName: 'Ace Quotes',
      agentType: 'quote',
      welcomeMessage: QUOTE.welcomeMessage,
    });
    const shop = await t.request(`/api/widget/config?workspace=${key}&agent=shop`);
    expect(await shop.json()).toMatchObject({ agentName: 'Ace Shop', welcomeMessage: WELCOME_MESSAGES.shop });
  });

  it('answers chats with the workspace agents, holding a safe-mode agent’s reply for approval', async () => {
    await setUp({ agents: [QUOTE, SHOP], tone: 'professional' });
    const key = await publicKey();
    const ask = (agentType: string) =>
      t.request('/api/functions/ai-chat', {
        method: 'POST',
        json: { agentType, workspaceKey: key, messages: [{ role: 'user', content: 'Do you wrap vans?' }] },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    const live = await ask('quote');
    expect(live.status).toBe(200);
    const liveBody = await live.json();
    expect(liveBody.requiresApproval).toBe(false);
    expect(liveBody.message).toBeTruthy();
    const safe = await (await ask('shop')).json();
    expect(safe).toMatchObject({ requiresApproval: true, message: AWAITING_APPROVAL_TEXT });
  });

  it('is idempotent: saving again updates the same agents, and a type left out is switched off', async () => {
    const first = (await (await setUp({ agents: [QUOTE, SHOP], tone: 'professional' })).json()).agents;
    await setUp({ agents: [QUOTE, SHOP], tone: 'professional' });
    expect(await db.select().from(agents).where(eq(agents.workspaceId, owner.workspaceId))).toHaveLength(2);

    const renamed = { ...QUOTE, agentName: 'Ace Estimator', operationMode: 'safe', requireApproval: true };
    const res = await setUp({ agents: [renamed], tone: 'premium' });
    const after = (await res.json()).agents as Array<Record<string, unknown>>;
    expect(after).toHaveLength(2);
    const quoteId = first.find((a: { agentType: string }) => a.agentType === 'quote').id;
    expect(after.find((a) => a.id === quoteId)).toMatchObject({
      agentName: 'Ace Estimator',
      operationMode: 'safe',
      requireApproval: true,
      status: 'active',
    });
    expect(after.find((a) => a.agentType === 'shop')).toMatchObject({ status: 'inactive' });
    const config = await (
      await t.request(`/api/widget/config?workspace=${await publicKey()}&agent=shop`)
    ).json();
    // A snippet still naming the switched-off type keeps working: the workspace's active agent
    // answers it (decision 085), never the inactive one.
    expect(config).toMatchObject({ agentName: 'Ace Estimator', agentType: 'quote' });

    // Choosing the type again brings the same agent back rather than a new one.
    await setUp({ agents: [renamed, SHOP], tone: 'premium' });
    expect(await db.select().from(agents).where(eq(agents.workspaceId, owner.workspaceId))).toHaveLength(2);
  });

  it('keeps approval off for a live agent whatever is sent', async () => {
    const res = await setUp({
      agents: [{ ...QUOTE, operationMode: 'live', requireApproval: true }],
      tone: 'casual',
    });
    expect((await res.json()).agents[0].requireApproval).toBe(false);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ agents: [], tone: 'casual' }, AGENT_MESSAGES.noAgents],
      [{ agents: [QUOTE, { ...QUOTE, agentName: 'Again' }], tone: 'casual' }, AGENT_MESSAGES.duplicateType],
      [{ agents: [{ ...QUOTE, agentName: '   ' }], tone: 'casual' }, AGENT_MESSAGES.agentName],
      [{ agents: [{ ...QUOTE, agentName: 'x'.repeat(61) }], tone: 'casual' }, 'At most 60 characters.'],
      [
        { agents: [{ ...QUOTE, welcomeMessage: 'x'.repeat(301) }], tone: 'casual' },
        'At most 300 characters.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await setUp(body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    expect((await setUp({ agents: [{ ...QUOTE, agentType: 'robot' }], tone: 'casual' })).status).toBe(400);
    expect((await setUp({ agents: [QUOTE], tone: 'casual', extra: 1 })).status).toBe(400);
    expect(await list()).toEqual([]);
  });

  describe('when a write fails half-way', () => {
    // A real failure inside PostgreSQL on the setup's last write (the tone), not a mock: the
    // agents written before it must go too.
    beforeEach(async () => {
      await db.execute(sql`
        create or replace function test_refuse_urgent_tone() returns trigger language plpgsql as $$
        begin
          if new.tone = 'urgent' then raise exception 'refused for the test'; end if;
          return new;
        end $$;
        create trigger test_refuse_urgent_tone before update on workspaces
          for each row execute function test_refuse_urgent_tone();`);
    });
    afterEach(async () => {
      await db.execute(sql`drop trigger if exists test_refuse_urgent_tone on workspaces`);
      await db.execute(sql`drop function if exists test_refuse_urgent_tone()`);
    });

    it('leaves no agent and the old tone behind', async () => {
      const res = await setUp({ agents: [QUOTE, SHOP], tone: 'urgent' });
      expect(res.status).toBe(500);
      expect(await list()).toEqual([]);
      const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
      expect(workspace!.tone).toBe('professional');
    });
  });

  it('lets members read, only owners (and platform admins) set up', async () => {
    expect((await t.request(url(owner))).status).toBe(401);
    expect((await setUp({ agents: [QUOTE], tone: 'casual' }, new Map())).status).toBe(401);
    expect((await t.request(url(owner), { jar: other.jar })).status).toBe(403);
    expect((await setUp({ agents: [QUOTE], tone: 'casual' }, other.jar)).status).toBe(403);
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    expect((await t.request(url(owner), { jar: other.jar })).status).toBe(200);
    expect((await setUp({ agents: [QUOTE], tone: 'casual' }, other.jar)).status).toBe(403);
    const admin = await signUpAccount(t, db, { email: 'admin@agents.test', admin: true });
    expect((await setUp({ agents: [QUOTE], tone: 'casual' }, admin.jar)).status).toBe(200);
  });
});

describe('operation mode', () => {
  it('switches an agent to safe mode (asking for approval) and back to live (approval off)', async () => {
    const [agent] = (await (await setUp({ agents: [QUOTE], tone: 'casual' })).json()).agents;
    const patch = (json: unknown, jar = owner.jar) =>
      t.request(url(owner, `/${agent.id}`), { method: 'PATCH', json, jar });

    const safe = await patch({ operationMode: 'safe' });
    expect(await safe.json()).toMatchObject({ operationMode: 'safe', requireApproval: true });
    expect(await (await patch({ requireApproval: false })).json()).toMatchObject({ requireApproval: false });
    expect(await (await patch({ operationMode: 'live', requireApproval: true })).json()).toMatchObject({
      operationMode: 'live',
      requireApproval: false,
    });

    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe(AGENT_MESSAGES.nothingToChange);
    expect((await patch({ operationMode: 'safe' }, other.jar)).status).toBe(403);
    // Another workspace's agent is not found through this workspace's path.
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'owner' });
    const foreign = await t.request(`/api/workspaces/${other.workspaceId}/agents/${agent.id}`, {
      method: 'PATCH',
      json: { operationMode: 'safe' },
      jar: other.jar,
    });
    expect(foreign.status).toBe(404);
  });
});

describe("the owner's changes after onboarding", () => {
  const patchAgent = (agentId: string, json: unknown, jar = owner.jar) =>
    t.request(url(owner, `/${agentId}`), { method: 'PATCH', json, jar });
  const config = async (agent?: string) =>
    t.request(`/api/widget/config?workspace=${await publicKey()}${agent ? `&agent=${agent}` : ''}`);

  it('renames the agent and edits its greeting, which the widget then shows', async () => {
    const [agent] = (await (await setUp({ agents: [SHOP], tone: 'casual' })).json()).agents;
    const res = await patchAgent(agent.id, {
      agentName: '  Ada  ',
      welcomeMessage: 'Hello! Ask me about sizes.',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      agentName: 'Ada',
      welcomeMessage: 'Hello! Ask me about sizes.',
      // A rename leaves the mode and approval as they were.
      operationMode: 'safe',
      requireApproval: true,
    });
    expect(await (await config()).json()).toMatchObject({
      agentName: 'Ada',
      welcomeMessage: 'Hello! Ask me about sizes.',
    });
    // An empty greeting goes back to the type's standard one.
    await patchAgent(agent.id, { welcomeMessage: '' });
    expect(await (await config()).json()).toMatchObject({ welcomeMessage: WELCOME_MESSAGES.shop });
  });

  it('refuses a placeholder, an over-long greeting and an empty name, and writes nothing', async () => {
    const [agent] = (await (await setUp({ agents: [QUOTE], tone: 'casual' })).json()).agents;
    const placeholder = await patchAgent(agent.id, {
      agentName: 'Renamed',
      welcomeMessage: 'Call us on {phone} any time.',
    });
    expect(placeholder.status).toBe(400);
    expect((await placeholder.json()).error.message).toBe(AGENT_MESSAGES.greetingPlaceholder);
    expect((await patchAgent(agent.id, { welcomeMessage: 'x'.repeat(301) })).status).toBe(400);
    const blank = await patchAgent(agent.id, { agentName: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe(AGENT_MESSAGES.agentName);
    expect((await patchAgent(agent.id, { status: 'busy' })).status).toBe(400);
    const [row] = await db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row).toMatchObject({ agentName: QUOTE.agentName, welcomeMessage: QUOTE.welcomeMessage });
    // Onboarding's setup refuses the same placeholder.
    const setup = await setUp({ agents: [{ ...QUOTE, welcomeMessage: 'Ring {phone}' }], tone: 'casual' });
    expect(setup.status).toBe(400);
  });

  it('never greets with a placeholder stored before the rule', async () => {
    const [agent] = (await (await setUp({ agents: [QUOTE], tone: 'casual' })).json()).agents;
    await db.update(agents).set({ welcomeMessage: 'Call {phone}!' }).where(eq(agents.id, agent.id));
    expect(await (await config()).json()).toMatchObject({ welcomeMessage: WELCOME_MESSAGES.quote });
  });

  it('pauses an agent: the widget answers with another active agent, else "not available"; resumes it', async () => {
    const saved = (await (await setUp({ agents: [QUOTE, SHOP], tone: 'casual' })).json()).agents;
    const quote = saved.find((a: { agentType: string }) => a.agentType === 'quote');
    const shop = saved.find((a: { agentType: string }) => a.agentType === 'shop');
    const paused = await patchAgent(quote.id, { status: 'inactive' });
    expect(await paused.json()).toMatchObject({ status: 'inactive', agentName: QUOTE.agentName });
    // A snippet naming the paused type is answered by the workspace's other active agent (decision 085).
    expect(await (await config('quote')).json()).toMatchObject({ agentName: SHOP.agentName });

    await patchAgent(shop.id, { status: 'inactive' });
    const none = await config('quote');
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe(WIDGET_CONFIG_MESSAGES.noAgent);

    // A chat opened before the pause gets the "not available" line, not an answer nor an error.
    const key = await publicKey();
    const turn = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType: 'quote', workspaceKey: key, messages: [{ role: 'user', content: 'Still there?' }] },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(turn.status).toBe(200);
    expect(await turn.json()).toMatchObject({ message: AGENT_PAUSED_TEXT, engine: 'none' });

    const resumed = await patchAgent(quote.id, { status: 'active' });
    expect(await resumed.json()).toMatchObject({ status: 'active' });
    expect(await (await config('quote')).json()).toMatchObject({ agentName: QUOTE.agentName });
  });

  it('lets only the owner change an agent, and only of their own workspace', async () => {
    const [agent] = (await (await setUp({ agents: [QUOTE], tone: 'casual' })).json()).agents;
    expect((await patchAgent(agent.id, { status: 'inactive' }, new Map())).status).toBe(401);
    expect((await patchAgent(agent.id, { status: 'inactive' }, other.jar)).status).toBe(403);
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    expect((await patchAgent(agent.id, { agentName: 'Mine now' }, other.jar)).status).toBe(403);
    const [row] = await db.select().from(agents).where(eq(agents.id, agent.id));
    expect(row).toMatchObject({ agentName: QUOTE.agentName, status: 'active' });
  });
});
