import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { knowledgePath } from '../../../../test/helpers/knowledge-app';
import { KNOWLEDGE_TEXTS } from '../../../domain/knowledge/knowledge-texts';
import { agents } from '../../db/schema/agents';
import { knowledgeBase } from '../../db/schema/knowledge-base';
import { buildAgent } from '../../db/seed/factories';

const { db, close } = getTestDb();
afterAll(close);
const t = buildTestApp({ db });

let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let strangerAgentId: string;
beforeAll(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@agent.test' });
  stranger = await signUpAccount(t, db, { email: 'stranger@agent.test' });
  admin = await signUpAccount(t, db, { email: 'admin@agent.test', admin: true });
  await db.insert(knowledgeBase).values([
    {
      workspaceId: owner.workspaceId,
      title: 'Parking at the workshop',
      content: 'Customers park free of charge in the yard behind the workshop on Dock Street.',
    },
    {
      workspaceId: stranger.workspaceId,
      title: 'Ferry schedule',
      content: 'The ferry to Whale Island leaves at 07:15 from pier nine.',
    },
  ]);
  const [agent] = await db
    .insert(agents)
    .values(buildAgent({ workspaceId: stranger.workspaceId, agentName: 'Stranger bot', agentType: 'shop' }))
    .returning({ id: agents.id });
  strangerAgentId = agent!.id;
});

const ask = (json: unknown, jar?: Map<string, string>, account = owner) =>
  t.request(knowledgePath(account, '/test-agent'), { method: 'POST', jar, json });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
/** Every table but the rate-limit counters, which a test question does count in. */
const counts = async () => {
  const { rate_limits: _ignored, ...rest } = await countRows(db);
  return rest;
};

describe('test your agent', () => {
  it('tells a workspace without an agent to set one up', async () => {
    const res = await ask({ question: 'Where can I park?' }, owner.jar);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(KNOWLEDGE_TEXTS.noAgent);
  });

  it('answers from this workspace’s knowledge and stores nothing: no conversation, customer or lead', async () => {
    await db
      .insert(agents)
      .values(buildAgent({ workspaceId: owner.workspaceId, agentName: 'Ava', agentType: 'shop' }));
    const before = await counts();
    const res = await ask({ question: 'Where can I park my car?' }, owner.jar);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ agentName: 'Ava', engine: 'builtin' });
    expect(body.answer).toContain('park free of charge in the yard');
    expect(body.sources).toEqual([{ id: expect.any(String), title: 'Parking at the workshop' }]);
    const priced = await ask(
      { question: 'How much is a full wrap for my van? My email is a@b.example' },
      owner.jar,
    );
    expect(priced.status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('never answers from another workspace’s knowledge or with its agent', async () => {
    const res = await ask({ question: 'When does the ferry to Whale Island leave?' }, owner.jar);
    expect(res.status).toBe(200);
    expect((await res.json()).answer).not.toContain('07:15');
    const foreign = await ask({ question: 'Hi', agentId: strangerAgentId }, owner.jar);
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toBe(KNOWLEDGE_TEXTS.agentNotFound);
  });

  it('checks the question and who asks', async () => {
    const empty = await ask({ question: '  ' }, owner.jar);
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe(KNOWLEDGE_TEXTS.questionRequired);
    const long = await ask({ question: 'x'.repeat(501) }, owner.jar);
    expect(await errorOf(long)).toBe(KNOWLEDGE_TEXTS.questionTooLong);
    expect((await ask({ question: 'Hi' })).status).toBe(401);
    expect((await ask({ question: 'Hi' }, stranger.jar)).status).toBe(403);
    expect((await ask({ question: 'Where can I park?' }, admin.jar)).status).toBe(200);
  });

  it('lists the agents that can be tested in the training status', async () => {
    const status = await (await t.request(knowledgePath(owner, '/status'), { jar: owner.jar })).json();
    expect(status.agents).toEqual([{ id: expect.any(String), name: 'Ava', agentType: 'shop' }]);
  });
});
