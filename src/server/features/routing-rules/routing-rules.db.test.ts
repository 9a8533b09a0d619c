import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { ROUTING_RULE_MESSAGES } from '../../../domain/routing-rules';
import { analytics, conversations, routingRules, workspaceMembers, workspaces } from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/seed';
import { aiChatFunction } from '../chat';
import { listRoutingRules } from './routing-rules.service';

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db, functions: [aiChatFunction], env: { TRUST_PROXY: '1' } });

let owner: TestAccount;
let other: TestAccount;
beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@rules.test', verified: true });
  other = await signUpAccount(t, db, { email: 'other@rules.test' });
});

const rulesPath = (workspaceId: string, ruleId?: string) =>
  `/api/workspaces/${workspaceId}/routing-rules${ruleId ? `/${ruleId}` : ''}`;
const call = async (account: TestAccount | null, method: string, path: string, json?: unknown) => {
  const res = await t.request(path, { method, jar: account?.jar, json });
  return { status: res.status, body: await res.json() };
};
/** The workspace's agents, as onboarding's agent step sets them. */
async function setAgents(account: TestAccount, types: string[]) {
  const res = await call(account, 'PUT', `/api/workspaces/${account.workspaceId}/agents`, {
    agents: types.map((agentType) => ({
      agentType,
      agentName: `${agentType} agent`,
      operationMode: 'live',
      requireApproval: false,
    })),
    tone: 'casual',
  });
  expect(res.status).toBe(200);
}

const everyLead = {
  name: 'Every new lead',
  conditions: { min_engagement: 0 },
  action: 'sales_priority',
  priority: 1,
  active: true,
};

describe('routing rules CRUD', () => {
  it('seeds the two sample rules on the first read, once, for a workspace with a quote agent', async () => {
    await setAgents(owner, ['quote', 'shop']);
    const first = await call(owner, 'GET', rulesPath(owner.workspaceId));
    expect(first.status).toBe(200);
    expect(first.body.rules.map((r: { name: string; priority: number }) => [r.name, r.priority])).toEqual([
      ['High-Value Quote', 1],
      ['Returning Customer', 3],
    ]);
    expect(first.body.rules[0]).toMatchObject({
      conditions: { min_quote_value: 5000, min_engagement: 80 },
      action: 'priority_queue',
      active: true,
    });
    await Promise.all([
      listRoutingRules(t.deps, owner.workspaceId),
      listRoutingRules(t.deps, owner.workspaceId),
    ]);
    expect(await db.select().from(routingRules)).toHaveLength(2);
  });

  it('offers no quote-value rule to a workspace whose agents write no quotes (a boutique, a shop)', async () => {
    await setAgents(owner, ['social']);
    await setAgents(other, ['shop']);
    for (const account of [owner, other]) {
      const { body } = await call(account, 'GET', rulesPath(account.workspaceId));
      expect(body.rules.map((r: { name: string }) => r.name)).toEqual(['Returning Customer']);
    }
  });

  it('lets the owner create, update and delete; deleting every rule sticks', async () => {
    const created = await call(owner, 'POST', rulesPath(owner.workspaceId), everyLead);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(everyLead);
    const updated = await call(owner, 'PUT', rulesPath(owner.workspaceId, created.body.id), {
      ...everyLead,
      conditions: { urgent: true },
      active: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ conditions: { urgent: true }, active: false });

    const { body } = await call(owner, 'GET', rulesPath(owner.workspaceId));
    // The one sample a workspace without a quote agent starts with, and the new rule.
    expect(body.rules).toHaveLength(2);
    for (const rule of body.rules)
      expect((await call(owner, 'DELETE', rulesPath(owner.workspaceId, rule.id))).body).toEqual({
        success: true,
      });
    expect((await call(owner, 'GET', rulesPath(owner.workspaceId))).body.rules).toEqual([]);
  });

  it('answers 400 with the rule’s problems', async () => {
    const res = await call(owner, 'POST', rulesPath(owner.workspaceId), { ...everyLead, conditions: {} });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(ROUTING_RULE_MESSAGES.noConditions);
    const priority = await call(owner, 'POST', rulesPath(owner.workspaceId), { ...everyLead, priority: 11 });
    expect(JSON.stringify(priority.body)).toContain(ROUTING_RULE_MESSAGES.priority);
  });

  it('lets members read but not change; strangers and anonymous callers get nothing', async () => {
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: other.userId, role: 'member' });
    expect((await call(other, 'GET', rulesPath(owner.workspaceId))).status).toBe(200);
    expect((await call(other, 'POST', rulesPath(owner.workspaceId), everyLead)).status).toBe(403);
    await db
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.userId, other.userId), eq(workspaceMembers.workspaceId, owner.workspaceId)),
      );
    expect((await call(other, 'GET', rulesPath(owner.workspaceId))).status).toBe(403);
    expect((await call(null, 'GET', rulesPath(owner.workspaceId))).status).toBe(401);
  });

  it('never touches another workspace’s rule (404)', async () => {
    const theirs = await call(other, 'POST', rulesPath(other.workspaceId), everyLead);
    expect((await call(owner, 'PUT', rulesPath(owner.workspaceId, theirs.body.id), everyLead)).status).toBe(
      404,
    );
    expect((await call(owner, 'DELETE', rulesPath(owner.workspaceId, theirs.body.id))).status).toBe(404);
    expect((await call(owner, 'GET', rulesPath(other.workspaceId))).status).toBe(403);
  });
});

describe('the chat routes by the saved rules', () => {
  async function demoWorkspaceId() {
    await seedReferenceData(db, { now: new Date() });
    const [demo] = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.isPlatformDemo, true));
    await listRoutingRules(t.deps, demo!.id);
    return demo!.id;
  }
  const firstMessage = async (content: string) => {
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType: 'shop', messages: [{ role: 'user', content }] },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(res.status).toBe(200);
    const { conversationId } = await res.json();
    const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    const [event] = await db
      .select()
      .from(analytics)
      .where(and(eq(analytics.entityId, conversationId), eq(analytics.eventType, 'lead_routing_decision')));
    return { routing: conversation!.routing, event: event!.data };
  };

  it('applies the first active saved rule by priority, and the built-in routing when none holds', async () => {
    const demo = await demoWorkspaceId();
    const [rule] = await db
      .insert(routingRules)
      .values({ ...everyLead, action: 'sales_priority', workspaceId: demo })
      .returning();
    const routed = await firstMessage('Do you wrap vans?');
    expect(routed.routing).toMatchObject({
      action: 'sales_priority',
      priority: 1,
      reason: 'Routing rule: Every new lead',
      score: { engagement_level: 10 },
    });
    expect(routed.event).toMatchObject({ action: 'sales_priority', reason: 'Routing rule: Every new lead' });

    await db.update(routingRules).set({ active: false }).where(eq(routingRules.id, rule!.id));
    const builtIn = await firstMessage('We need it ASAP');
    expect(builtIn.routing).toMatchObject({ action: 'urgent_response', priority: 2 });
  });
});
