import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../test/helpers/accounts';
import { buildTestApp } from '../../test/helpers/app';
import { APP_TABLE_NAMES, getTestDb, resetDatabase, testDatabaseUrl } from '../../test/helpers/db';
import { type RouteContract, routePath } from '../domain/contracts/route-contract';
import { FEATURE_DEFAULTS } from '../domain/contracts/workspace-settings.contract';
import { appJobHandlers } from './boot/app-jobs';
import {
  agents,
  answerApprovals,
  authUsers,
  conversations,
  customers,
  knowledgeBase,
  knowledgeDocuments,
  messages,
  quotes,
  reviews,
  routingRules,
  workspaceInvitations,
  workspaceMembers,
} from './db/schema/index';
import {
  buildAgent,
  buildAnswerApproval,
  buildConversation,
  buildCustomer,
  buildKnowledgeItem,
  buildMessage,
  buildQuote,
  buildReview,
} from './db/seed/factories';
import { seedReferenceData } from './db/seed/seed';
import type { OutboxDeps } from './features/email';
import { FUNCTIONS, RPCS } from './features/function-list';
import { ROUTES } from './features/route-list';
import { newInvitationToken } from './features/team';
import { type JobRunner, startJobRunner } from './jobs/job-runner';
import { createLogger } from './lib/logger';
import { createRealtime } from './realtime/realtime';

/**
 * The authorization matrix: every contract route (taken from route-list.ts, so a route is covered
 * the day it is listed) called as each of five actors: the owner of workspace A, a member (not an
 * owner) of A, the owner of another workspace B, a platform admin and a visitor without a session.
 * Workspace routes are called on A; what each actor gets follows from the route's contract alone
 * (access, role). Then the same routes are called on A's path with B's ids. Across all of it, no
 * row of B changes and no answer names anything of B: 0 cross-workspace reads or writes.
 */

const { db, pool, close } = getTestDb();
const silent = createLogger('silent');
const realtime = createRealtime({ pool, logger: silent });
const outbox: OutboxDeps = { defaultFrom: 'Test <no-reply@example.com>' };
const t = buildTestApp({ db, outbox, realtime, functions: FUNCTIONS, rpcs: RPCS });
let jobs: JobRunner | undefined;
afterAll(async () => {
  await jobs?.stop();
  await realtime.close();
  await close();
});

const ACTORS = ['visitor', 'ownerB', 'memberA', 'ownerA', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
const LABEL: Record<Actor, string> = {
  visitor: 'a visitor',
  ownerB: 'owner of B',
  memberA: 'member of A',
  ownerA: 'owner of A',
  admin: 'platform admin',
};

/** What an actor must get: through the guard, or stopped by it with this status. */
type Expected = 'allowed' | 401 | 403;

function expectedFor(contract: RouteContract, actor: Actor): Expected {
  if (actor === 'visitor') return 401;
  switch (contract.access) {
    case 'user':
      return 'allowed';
    case 'admin':
      return actor === 'admin' ? 'allowed' : 403;
    case 'workspace':
      if (actor === 'ownerB') return 403;
      if (actor === 'memberA' && contract.role === 'owner') return 403;
      return 'allowed';
    case 'public':
      throw new Error('public routes are not in the matrix');
  }
}

// Contract routes open to anyone, each reviewed; a new public route must be added here on purpose.
const REVIEWED_PUBLIC_ROUTES = [
  'GET /api/me',
  'POST /api/trials',
  'POST /api/invitations/lookup',
  // Only the colour a site's visitors see anyway (widget.db.test.ts).
  'GET /api/widget/launcher',
  // The conversation's token is the proof (chat-resume.db.test.ts).
  'POST /api/chat/resume',
  // A number only, with the conversation's token as the proof (chat-unread.db.test.ts).
  'POST /api/chat/unread',
  // A business's name, by the random id only a quote's payer has (test-checkout.db.test.ts).
  'GET /api/payments/checkouts/:checkoutId/seller',
];

const contracts = ROUTES.map(({ contract }) => contract);
const keyOf = (contract: RouteContract) => `${contract.method} ${contract.path}`;
const guarded = contracts.filter((contract) => contract.access !== 'public');
const workspaceRoutes = contracts.filter((contract) => contract.access === 'workspace');
/** Path parameters naming a row (not the workspace, not a fixed word such as an automation type). */
const ROW_PARAMS = [
  'agentId',
  'itemId',
  'documentId',
  'conversationId',
  'approvalId',
  'reviewId',
  'quoteId',
  'invitationId',
  'ruleId',
  'userId',
] as const;
type RowParam = (typeof ROW_PARAMS)[number];
const paramsOf = (contract: RouteContract) => [...contract.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
const withRowIds = workspaceRoutes.filter((contract) =>
  paramsOf(contract).some((name) => (ROW_PARAMS as readonly string[]).includes(name)),
);

const settings = '/api/workspaces/:workspaceId/settings';
const routingRuleBody = {
  name: 'Urgent leads',
  conditions: { urgent: true },
  action: 'urgent_response',
  priority: 2,
  active: true,
};

/** A valid, harmless body per route; a route listed later gets {} (the guard answers before the body is read). */
const BODIES: Record<string, unknown> = {
  [`PUT ${settings}/contact`]: {
    businessName: 'Ace Wraps',
    phone: '+1 555 010 2030',
    email: 'hello@ace.test',
    website: 'https://ace.test',
    address: '1 Main St',
    hours: '9-5',
  },
  [`PUT ${settings}/branding`]: {
    primaryColor: '#112233',
    logoUrl: 'https://ace.test/logo.png',
    tagline: 'Wraps',
  },
  [`PUT ${settings}/features`]: FEATURE_DEFAULTS,
  [`PUT ${settings}/pricing`]: {
    taxRate: 0.07,
    setupFee: 150,
    minimumOrder: 300,
    materials: { 'standard-vinyl': 10 },
    upsells: [{ id: 'design', label: 'Design', price: 200 }],
  },
  [`PUT ${settings}/tone`]: { tone: 'casual' },
  [`PUT ${settings}/allowed-domains`]: { allowedDomains: ['shop.example.com'] },
  'POST /api/workspaces/:workspaceId/invitations': { email: 'invitee@ace.test', role: 'member' },
  'PATCH /api/workspaces/:workspaceId/members/:userId': { role: 'member' },
  'POST /api/invitations/accept': { token: 'x'.repeat(43) },
  // Both seeded agents stay working (types left out are switched off).
  'PUT /api/workspaces/:workspaceId/agents': {
    agents: [
      { agentType: 'quote', agentName: 'QuoteAgent' },
      { agentType: 'social', agentName: 'SocialAgent' },
    ],
    tone: 'professional',
  },
  'PATCH /api/workspaces/:workspaceId/agents/:agentId': { operationMode: 'safe' },
  'PUT /api/onboarding/step': { step: 1 },
  'PUT /api/workspaces/:workspaceId/onboarding/business': { businessName: 'Ace Wraps', industry: 'Wraps' },
  'POST /api/workspaces/:workspaceId/knowledge': { title: 'Parking', content: 'Free parking at the back.' },
  'PUT /api/workspaces/:workspaceId/knowledge/:itemId': { title: 'Parking', content: 'Park at the back.' },
  'POST /api/workspaces/:workspaceId/knowledge/test-agent': { question: 'When are you open?' },
  'POST /api/workspaces/:workspaceId/knowledge/scrapes': { url: 'http://127.0.0.1:9/' },
  'POST /api/workspaces/:workspaceId/conversations/:conversationId/replies': {
    content: 'Hello from the team',
  },
  'POST /api/workspaces/:workspaceId/approvals/:approvalId/decision': { action: 'reject', notes: 'Not now' },
  'PATCH /api/workspaces/:workspaceId/reviews/:reviewId': { isApproved: true },
  'PATCH /api/workspaces/:workspaceId/quotes/:quoteId/stage': { stage: 'engaged' },
  'PATCH /api/workspaces/:workspaceId/quotes/:quoteId/status': { status: 'pending' },
  'PUT /api/workspaces/:workspaceId/automations/:type': { enabled: true },
  'POST /api/workspaces/:workspaceId/routing-rules': routingRuleBody,
  'PUT /api/workspaces/:workspaceId/routing-rules/:ruleId': routingRuleBody,
  // No GoHighLevel app is configured here: Connect answers 409 (not configured), past the guard.
  'POST /api/workspaces/:workspaceId/crm/connect': {},
  'POST /api/workspaces/:workspaceId/crm/diagnostics': {},
  'PUT /api/workspaces/:workspaceId/crm/pipeline-mapping': { pipelineId: 'pipe_1', stageMap: {} },
  // No Meta app is configured here: Connect answers 409 (not set up), past the guard.
  'POST /api/workspaces/:workspaceId/social': {
    pageId: '104000000000001',
    pageAccessToken: 'EAAnot-checked-because-no-meta-app-is-set',
  },
};
const FIXED_PARAMS: Record<string, string> = { type: 'quote_reminder' };

interface Seeded {
  workspaceId: string;
  agentId: string;
  customerId: string;
  quoteId: string;
  quoteNumber: string;
  conversationId: string;
  messageContent: string;
  reviewId: string;
  itemId: string;
  documentId: string;
  approvalId: string;
  invitationId: string;
  ruleId: string;
}

const actor: Record<Exclude<Actor, 'visitor'>, TestAccount> = {} as never;
const jarOf = (who: Actor) => (who === 'visitor' ? undefined : actor[who].jar);
let A: Seeded;
let B: Seeded;
/** Strings only workspace B's rows hold: none may appear in an answer about workspace A. */
let markersOfB: string[] = [];

const ruleRow = (workspaceId: string) => ({
  workspaceId,
  name: 'Urgent leads',
  conditions: { urgent: true },
  action: 'urgent_response' as const,
  priority: 2,
  active: true,
});

async function seedWorkspace(workspaceId: string, label: string): Promise<Seeded> {
  const agent = buildAgent({ workspaceId, agentType: 'quote', agentName: `${label} QuoteAgent` });
  await db.insert(agents).values(agent);
  // A SocialAgent too: connecting a Page is refused (403) to a workspace without one, and this
  // matrix's 403s are the contract's alone.
  await db
    .insert(agents)
    .values(buildAgent({ workspaceId, agentType: 'social', agentName: `${label} SocialAgent` }));
  const customer = buildCustomer({
    workspaceId,
    name: `${label} Customer`,
    email: `buyer-${label}@example.com`,
  });
  await db.insert(customers).values(customer);
  const quote = buildQuote({
    workspaceId,
    customerId: customer.id!,
    quoteNumber: `Q-${label}-${randomUUID()}`,
  });
  await db.insert(quotes).values(quote);
  const conversation = buildConversation({ workspaceId, customerId: customer.id!, agentType: 'quote' });
  await db.insert(conversations).values(conversation);
  const messageContent = `${label} visitor asks about a van wrap ${randomUUID()}`;
  await db
    .insert(messages)
    .values(buildMessage({ workspaceId, conversationId: conversation.id!, content: messageContent }));
  const review = buildReview({ workspaceId, comment: `${label} review ${randomUUID()}` });
  await db.insert(reviews).values(review);
  const item = buildKnowledgeItem({ workspaceId, title: `${label} opening hours ${randomUUID()}` });
  await db.insert(knowledgeBase).values(item);
  const [document] = await db
    .insert(knowledgeDocuments)
    .values({ workspaceId, name: `${label}-price-list.txt`, type: 'txt', sizeBytes: 20, status: 'ready' })
    .returning({ id: knowledgeDocuments.id });
  const approval = buildAnswerApproval({
    workspaceId,
    conversationId: conversation.id!,
    agentId: agent.id!,
    draftContent: `${label} draft answer ${randomUUID()}`,
  });
  await db.insert(answerApprovals).values(approval);
  const invitationId = await freshInvitation(workspaceId, `invitee-${label}@example.com`);
  const [rule] = await db
    .insert(routingRules)
    .values({ ...ruleRow(workspaceId), name: `${label} rule ${randomUUID()}` })
    .returning({ id: routingRules.id });
  return {
    workspaceId,
    agentId: agent.id!,
    customerId: customer.id!,
    quoteId: quote.id!,
    quoteNumber: quote.quoteNumber!,
    conversationId: conversation.id!,
    messageContent,
    reviewId: review.id!,
    itemId: item.id!,
    documentId: document!.id,
    approvalId: approval.id!,
    invitationId,
    ruleId: rule!.id,
  };
}

async function freshInvitation(workspaceId: string, email = `invitee-${randomUUID()}@example.com`) {
  const [invitation] = await db
    .insert(workspaceInvitations)
    .values({
      workspaceId,
      email,
      role: 'member',
      tokenHash: newInvitationToken().tokenHash,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: workspaceInvitations.id });
  return invitation!.id;
}

/**
 * A row of A made for one write, so each actor's call meets the row as it was seeded (a delete or
 * a decision by the actor before does not turn the next actor's call into a 404). Agents are one
 * per type, so they are shared; `userId` is always a spare member, never an actor.
 */
async function freshRowOfA(param: RowParam): Promise<string> {
  const workspaceId = A.workspaceId;
  switch (param) {
    case 'agentId':
      return A.agentId;
    case 'itemId': {
      const item = buildKnowledgeItem({ workspaceId });
      await db.insert(knowledgeBase).values(item);
      return item.id!;
    }
    case 'documentId': {
      const [document] = await db
        .insert(knowledgeDocuments)
        .values({ workspaceId, name: 'notes.txt', type: 'txt', sizeBytes: 20, status: 'ready' })
        .returning({ id: knowledgeDocuments.id });
      return document!.id;
    }
    case 'conversationId': {
      const conversation = buildConversation({ workspaceId, customerId: A.customerId, agentType: 'quote' });
      await db.insert(conversations).values(conversation);
      await db.insert(messages).values(buildMessage({ workspaceId, conversationId: conversation.id! }));
      return conversation.id!;
    }
    case 'approvalId': {
      const approval = buildAnswerApproval({
        workspaceId,
        conversationId: A.conversationId,
        agentId: A.agentId,
      });
      await db.insert(answerApprovals).values(approval);
      return approval.id!;
    }
    case 'reviewId': {
      const review = buildReview({ workspaceId });
      await db.insert(reviews).values(review);
      return review.id!;
    }
    case 'quoteId': {
      const quote = buildQuote({ workspaceId, customerId: A.customerId });
      await db.insert(quotes).values(quote);
      return quote.id!;
    }
    case 'invitationId':
      return freshInvitation(workspaceId);
    case 'ruleId': {
      const [rule] = await db
        .insert(routingRules)
        .values(ruleRow(workspaceId))
        .returning({ id: routingRules.id });
      return rule!.id;
    }
    case 'userId': {
      const userId = randomUUID();
      await db.insert(authUsers).values({ id: userId, name: 'Spare', email: `spare-${userId}@example.com` });
      await db.insert(workspaceMembers).values({ workspaceId, userId, role: 'member' });
      return userId;
    }
  }
}

/** The same row kinds of B, as already seeded (userId: B's owner, who is no member of A). */
function rowOfB(param: RowParam): string {
  return param === 'userId' ? actor.ownerB.userId : B[param];
}

async function pathFor(contract: RouteContract, rowId: (param: RowParam) => Promise<string> | string) {
  const params: Record<string, string> = {};
  for (const name of paramsOf(contract)) {
    if (name === 'workspaceId') params[name] = A.workspaceId;
    else if (name in FIXED_PARAMS) params[name] = FIXED_PARAMS[name]!;
    else if ((ROW_PARAMS as readonly string[]).includes(name)) params[name] = await rowId(name as RowParam);
    else throw new Error(`The matrix does not know the path parameter :${name} of ${keyOf(contract)}`);
  }
  return routePath(contract.path, params);
}

/** Sends the route's request; the answer's text, except a stream's (its status is all that counts). */
async function call(contract: RouteContract, path: string, jar: Map<string, string> | undefined) {
  const res = contract.upload
    ? await t.request(`${path}?name=notes.txt`, {
        method: contract.method,
        jar,
        headers: { 'content-type': 'application/octet-stream' },
        body: 'We are open 9 to 5.',
      })
    : await t.request(path, {
        method: contract.method,
        jar,
        json:
          contract.method === 'GET' || contract.method === 'DELETE'
            ? undefined
            : (BODIES[keyOf(contract)] ?? {}),
      });
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

/**
 * A fingerprint of every row of a workspace: for each table with a workspace_id (and the workspace
 * itself), a hash of its rows. One query, so it can be taken around every single call.
 */
let fingerprintSql = '';
async function fingerprint(workspaceId: string): Promise<Record<string, string>> {
  const result = await pool.query<{ table_name: string; hash: string }>(fingerprintSql, [workspaceId]);
  return Object.fromEntries(result.rows.map((row) => [row.table_name, row.hash]));
}

const leaksOfB = (text: string) => markersOfB.filter((marker) => text.includes(marker));

beforeAll(async () => {
  await resetDatabase(db);
  // The demo workspace and brands, as every deployment has them (the admin's demo quote goes there).
  await seedReferenceData(db, { now: new Date() });
  jobs = await startJobRunner({
    connectionString: testDatabaseUrl(),
    logger: silent,
    // Every queue the deployment has exists, so routes that queue work answer as they would there;
    // the workers do nothing, so no job changes a workspace while the matrix compares its rows.
    handlers: appJobHandlers(t.deps, { transport: null, jobs: () => jobs! }).map(({ job }) => ({
      job,
      handle: async () => {},
    })),
  });
  outbox.jobs = jobs;
  actor.ownerA = await signUpAccount(t, db, { email: 'owner-a@authz.test', verified: true });
  actor.memberA = await signUpAccount(t, db, { email: 'member-a@authz.test', verified: true });
  actor.ownerB = await signUpAccount(t, db, { email: 'owner-b@authz.test', verified: true });
  actor.admin = await signUpAccount(t, db, { email: 'admin@authz.test', verified: true, admin: true });
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: actor.ownerA.workspaceId, userId: actor.memberA.userId, role: 'member' });
  A = await seedWorkspace(actor.ownerA.workspaceId, 'alpha');
  B = await seedWorkspace(actor.ownerB.workspaceId, 'bravo');
  markersOfB = [...Object.values(B), actor.ownerB.userId, actor.ownerB.email, 'bravo'];

  const scoped = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'workspace_id' order by table_name`,
  );
  const tables = scoped.rows.map((row) => row.table_name).filter((name) => APP_TABLE_NAMES.includes(name));
  const hashOf = (table: string, where: string) =>
    `select '${table}' as table_name, md5(coalesce(string_agg(to_jsonb(r)::text, ',' order by to_jsonb(r)::text), '')) as hash from "${table}" r where ${where}`;
  fingerprintSql = [
    hashOf('workspaces', 'r.id = $1::uuid'),
    ...tables.map((table) => hashOf(table, 'r.workspace_id = $1::uuid')),
  ].join(' union all ');
});

describe('every route has a guard', () => {
  it('lists contract routes, and every one of them has an access rule', () => {
    expect(contracts.length).toBeGreaterThan(0);
    for (const contract of contracts)
      expect(['public', 'user', 'workspace', 'admin']).toContain(contract.access);
  });

  it('opens only the reviewed routes to anyone', () => {
    expect(contracts.filter((c) => c.access === 'public').map(keyOf)).toEqual(REVIEWED_PUBLIC_ROUTES);
  });

  it('guards every route under /api/workspaces/:workspaceId by workspace, and only those', () => {
    for (const contract of contracts) {
      const scoped = contract.path.startsWith('/api/workspaces/:workspaceId');
      expect({ route: keyOf(contract), workspace: contract.access === 'workspace' }).toEqual({
        route: keyOf(contract),
        workspace: scoped,
      });
    }
    expect(contracts.filter((c) => c.path.includes(':workspaceId') && c.access !== 'workspace')).toEqual([]);
  });

  it('keeps every /api/admin route to platform admins', () => {
    for (const contract of contracts.filter((c) => c.path.startsWith('/api/admin/')))
      expect({ route: keyOf(contract), access: contract.access }).toEqual({
        route: keyOf(contract),
        access: 'admin',
      });
  });

  it('knows every path parameter of every workspace route', () => {
    const known = ['workspaceId', ...ROW_PARAMS, ...Object.keys(FIXED_PARAMS)];
    for (const contract of workspaceRoutes)
      for (const name of paramsOf(contract)) expect(known, `${keyOf(contract)} :${name}`).toContain(name);
  });
});

describe('the matrix: every guarded route × every actor', () => {
  const cases = guarded.flatMap((contract) =>
    ACTORS.map((who) => {
      const expected = expectedFor(contract, who);
      const verb = expected === 'allowed' ? 'can' : 'cannot';
      return [`${LABEL[who]} ${verb} ${keyOf(contract)}`, contract, who, expected] as const;
    }),
  );
  const covered = new Set<string>();
  /** What the owner of A was answered, to check below that the lists were not simply empty. */
  const ownerAnswers: string[] = [];
  it.each(cases)('%s', async (_, contract, who, expected) => {
    const writes = contract.method !== 'GET';
    const path = await pathFor(contract, (param) => (writes ? freshRowOfA(param) : A[param as keyof Seeded]));
    const aBefore = expected === 'allowed' ? null : await fingerprint(A.workspaceId);
    // The owner of B may change their own profile (a user route); nothing else touches B.
    const bBefore = contract.access === 'user' && who === 'ownerB' ? null : await fingerprint(B.workspaceId);
    const res = await call(contract, path, jarOf(who));
    if (expected === 'allowed') {
      expect([401, 403], `${res.status} ${res.text.slice(0, 300)}`).not.toContain(res.status);
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
    } else {
      expect(res.status, res.text.slice(0, 300)).toBe(expected);
      // Refused means refused: nothing of A changed either.
      expect(await fingerprint(A.workspaceId)).toEqual(aBefore);
    }
    if (contract.access === 'workspace') expect(leaksOfB(res.text)).toEqual([]);
    if (bBefore) expect(await fingerprint(B.workspaceId)).toEqual(bBefore);
    if (who === 'ownerA') ownerAnswers.push(res.text);
    covered.add(`${keyOf(contract)} ${who}`);
  });

  it('covered every guarded route for every actor', () => {
    expect(guarded.length).toBeGreaterThan(0);
    expect(workspaceRoutes.length).toBeGreaterThan(0);
    expect(covered.size).toBe(guarded.length * ACTORS.length);
  });

  it("answered the owner of A with A's own rows (so the lists checked for B's were not empty)", () => {
    const answers = ownerAnswers.join('\n');
    for (const id of [
      A.quoteId,
      A.conversationId,
      A.agentId,
      A.reviewId,
      A.itemId,
      A.documentId,
      A.approvalId,
    ])
      expect(answers).toContain(id);
  });
});

describe("0 cross-workspace reads or writes: A's paths with B's ids", () => {
  const cases = withRowIds.flatMap((contract) =>
    (['ownerA', 'admin'] as const).map(
      (who) => [`${LABEL[who]} cannot ${keyOf(contract)} with B's ids under A`, contract, who] as const,
    ),
  );

  it.each(cases)('%s', async (_, contract, who) => {
    const path = await pathFor(contract, rowOfB);
    const before = await fingerprint(B.workspaceId);
    const res = await call(contract, path, jarOf(who));
    expect([403, 404], `${res.status} ${res.text.slice(0, 300)}`).toContain(res.status);
    expect(leaksOfB(res.text)).toEqual([]);
    expect(await fingerprint(B.workspaceId)).toEqual(before);
  });

  it("does not test A's agent with B's agent", async () => {
    const before = await fingerprint(B.workspaceId);
    const res = await t.request(`/api/workspaces/${A.workspaceId}/knowledge/test-agent`, {
      method: 'POST',
      jar: actor.ownerA.jar,
      json: { question: 'When are you open?', agentId: B.agentId },
    });
    const text = await res.text();
    expect([400, 403, 404], text).toContain(res.status);
    expect(leaksOfB(text)).toEqual([]);
    expect(await fingerprint(B.workspaceId)).toEqual(before);
  });

  it('covered routes with row ids', () => {
    expect(withRowIds.length).toBeGreaterThan(0);
  });
});

describe('routes outside the contracts', () => {
  it('keeps the outbox to platform admins', async () => {
    expect((await t.request('/api/admin/outbox')).status).toBe(401);
    expect((await t.request('/api/admin/outbox', { jar: actor.ownerA.jar })).status).toBe(403);
    expect((await t.request('/api/admin/outbox', { jar: actor.admin.jar })).status).toBe(200);
  });

  const named = [
    ...FUNCTIONS.map((definition) => ({ definition, path: `/api/functions/${definition.name}` })),
    ...RPCS.map((definition) => ({ definition, path: `/api/rpc/${definition.name}` })),
  ].filter(({ definition }) => definition.access !== 'public');

  it.each(
    named.map(({ definition, path }) => [path, definition.access] as const),
  )('a visitor cannot POST %s (%s)', async (path, access) => {
    expect((await t.request(path, { method: 'POST', json: {} })).status).toBe(401);
    if (access === 'admin')
      expect((await t.request(path, { method: 'POST', json: {}, jar: actor.ownerA.jar })).status).toBe(403);
  });

  it("the owner of A cannot send a follow-up e-mail about B's quote or conversation", async () => {
    const before = await fingerprint(B.workspaceId);
    for (const ids of [{ quoteId: B.quoteId }, { conversationId: B.conversationId }]) {
      const res = await t.request('/api/functions/send-automation-email', {
        method: 'POST',
        jar: actor.ownerA.jar,
        json: { type: 'quote_reminder', customerEmail: actor.ownerA.email, ...ids },
      });
      const text = await res.text();
      expect([403, 404], text).toContain(res.status);
      expect(leaksOfB(text)).toEqual([]);
    }
    expect(await fingerprint(B.workspaceId)).toEqual(before);
  });

  it("the owner of A cannot e-mail B's quote", async () => {
    const before = await fingerprint(B.workspaceId);
    const res = await t.request('/api/functions/send-quote-email', {
      method: 'POST',
      jar: actor.ownerA.jar,
      json: { quoteId: B.quoteId, customerEmail: actor.ownerA.email },
    });
    const text = await res.text();
    expect(res.status, text).toBe(404);
    expect(leaksOfB(text)).toEqual([]);
    expect(await fingerprint(B.workspaceId)).toEqual(before);
  });
});
