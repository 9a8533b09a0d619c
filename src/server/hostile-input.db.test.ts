import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpAccount } from '../../test/helpers/accounts';
import { buildTestApp } from '../../test/helpers/app';
import { getTestDb, resetDatabase, testDatabaseUrl } from '../../test/helpers/db';
import { fieldByFieldBodies, hostileString, mutatedBody, RAW_BODIES } from '../../test/helpers/hostile-input';
import { routePath } from '../domain/contracts/route-contract';
import { FEATURE_DEFAULTS } from '../domain/contracts/workspace-settings.contract';
import { appJobHandlers } from './boot/app-jobs';
import { agentPreviews, answerApprovals, quotes } from './db/schema/index';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { seedDemoData } from './db/seed/seed';
import { AUTH_BASE_PATH } from './features/auth';
import type { OutboxDeps } from './features/email';
import { FUNCTIONS, RPCS } from './features/function-list';
import { ROUTES } from './features/route-list';
import { type JobRunner, startJobRunner } from './jobs/job-runner';
import { createLogger } from './lib/logger';

/**
 * Issue 12: hostile input of every kind, sent to every named function and procedure and every
 * contract route with a body (taken from function-list.ts and route-list.ts, so a new one is
 * covered the day it is listed), every Better Auth route (taken from its API) and the routes that
 * read a query or a path, must never get a 500. The seed and
 * the number of runs are fixed, so a run is repeatable; a failure lists each request that got one.
 */
const SEED = 122_026;
const RUNS_PER_FUNCTION = 25;
const RUNS_PER_AUTH_ROUTE = 12;
const RUNS_PER_GET_ROUTE = 15;

const { db, close } = getTestDb();
// A real job queue, as in start-server.ts: routes that queue work (document imports, website reads) answer as deployed.
const outbox: OutboxDeps = { defaultFrom: 'Test <no-reply@example.com>' };
const t = buildTestApp({ db, outbox, functions: FUNCTIONS, rpcs: RPCS, env: { TRUST_PROXY: 'true' } });
let jobs: JobRunner | undefined;
const silent = createLogger('silent');
const admin = new Map<string, string>();
const member = new Map<string, string>();
const owner = { jar: new Map<string, string>(), workspaceId: '' };
const ids = { quoteId: '', approvalId: '', previewId: '' };

beforeAll(async () => {
  await resetDatabase(db);
  jobs = await startJobRunner({
    connectionString: testDatabaseUrl(),
    logger: silent,
    // The deployment's jobs and handlers, so whatever a fuzzed route queues runs as it would there.
    handlers: appJobHandlers(t.deps, { transport: null, jobs: () => jobs! }),
  });
  outbox.jobs = jobs;
  await seedDemoData(db, { now: new Date() });
  const { email, password } = DEMO_ACCOUNTS[0];
  await send('/api/auth/sign-in/email', { json: { email, password }, jar: admin });
  await send('/api/auth/sign-up/email', {
    json: { email: 'fuzz@example.com', password: 'correct-horse-1', name: 'Fuzz' },
    jar: member,
  });
  // The contract routes' workspace owner, apart from the member whose sessions the auth routes end.
  Object.assign(owner, await signUpAccount(t, db, { email: 'owner@fuzz.test' }));
  const [quote] = await db.select({ id: quotes.id }).from(quotes).limit(1);
  const [approval] = await db.select({ id: answerApprovals.id }).from(answerApprovals).limit(1);
  // Its site is a closed local port: the one fetch a valid website-scraper call makes is refused at once.
  const [preview] = await db
    .insert(agentPreviews)
    .values({ websiteUrl: 'http://127.0.0.1:9/', email: 'dana@example.com', name: 'Dana' })
    .returning({ id: agentPreviews.id });
  Object.assign(ids, { quoteId: quote!.id, approvalId: approval!.id, previewId: preview!.id });
});
afterAll(async () => {
  await jobs?.stop();
  await close();
});

let sent = 0;

/** Sends from an address of its own, so per-address limits do not hide what lies behind them. */
async function send(
  path: string,
  options: {
    json?: unknown;
    body?: string | Uint8Array<ArrayBuffer>;
    contentType?: string;
    jar?: Map<string, string>;
    method?: string;
  },
) {
  sent += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
  };
  if (options.contentType) headers['content-type'] = options.contentType;
  const res = await t.request(path, {
    method: options.method ?? 'POST',
    headers,
    jar: options.jar,
    json: options.json,
    body: options.body,
  });
  return { status: res.status, text: await res.text() };
}

type Failure = { path: string; sent: string; status: number; answer: string };

function excerpt(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : value instanceof Uint8Array
        ? `<${value.length} bytes>`
        : JSON.stringify(value);
  return (text ?? String(value)).slice(0, 200);
}

/**
 * Sends every raw body, the valid sample, the sample with each field in turn set to each hostile
 * value, and random mutations of it; each answer of 5xx is collected as a failure.
 */
async function fuzzBody(
  path: string,
  sample: unknown,
  runs: number,
  jar: Map<string, string>,
  method = 'POST',
) {
  const failures: Failure[] = [];
  const check = (what: unknown, res: { status: number; text: string }) => {
    if (res.status >= 500)
      failures.push({ path, sent: excerpt(what), status: res.status, answer: res.text.slice(0, 300) });
  };
  for (const [label, contentType, body] of RAW_BODIES)
    check(label, await send(path, { body, contentType, jar, method }));
  check(sample, await send(path, { json: sample, jar, method }));
  for (const body of fieldByFieldBodies(sample)) check(body, await send(path, { json: body, jar, method }));
  for (const body of fc.sample(mutatedBody(sample), { seed: SEED, numRuns: runs }))
    check(body, await send(path, { json: body, jar, method }));
  return failures;
}

/** The sample written below, or for a route listed after this test was: its fields, each 'x'. */
function sampleOf(name: string, input: z.ZodType | undefined, samples: Record<string, unknown>): unknown {
  if (name in samples) return samples[name];
  return input instanceof z.ZodObject
    ? Object.fromEntries(Object.keys(input.shape).map((key) => [key, 'x']))
    : {};
}

function functionSamples(): Record<string, unknown> {
  const { quoteId, approvalId, previewId } = ids;
  return {
    'ai-chat': {
      messages: [{ role: 'user', content: 'How much is a banner?' }],
      agentType: 'quote',
      behavior: {
        chat_messages: 1,
        quote_requests: 0,
        return_visits: 0,
        time_on_site: 10,
        referral_source: 'ad',
      },
    },
    'approve-answer': { approvalId, action: 'reject', notes: 'Not now' },
    'submit-review': { rating: 5, comment: 'Great', quote_id: quoteId },
    'create-subscription': {
      planId: 'shopagent',
      email: 'buyer@example.com',
      businessName: 'Buyer Co',
      returnUrl: 'http://localhost:3000/',
    },
    'create-payment': { quoteId },
    'verify-payment': { sessionId: 'cs_test_123' },
    'send-quote-email': { quoteId, customerEmail: 'ann@example.com' },
    'send-automation-email': {
      type: 'quote_reminder',
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      quoteId,
      totalAmount: 100,
      agentType: 'quote',
    },
    'create-agent-preview': {
      website_url: 'https://example.com',
      email: 'dana@example.com',
      name: 'Dana',
      business_type: 'other',
      tone_preference: 'casual',
      business_facts: {
        minimumOrder: 'none',
        pricePerSqFt: 5.2,
        orderingFlow: 'Call',
        shippingPolicy: 'Free',
      },
    },
    'website-scraper': { url: 'http://127.0.0.1:9/', previewId },
    'generate-agent-preview': { previewId },
    'send-preview-email': { previewId, email: 'dana@example.com' },
    create_quote_with_customer: {
      customer_data: {
        name: 'Ann',
        email: 'ann@example.com',
        phone: '+1 555 0100',
        company: 'Co',
        source: 'web',
      },
      quote_data: {
        description: 'Banner',
        project_type: 'banner',
        material: 'premium-vinyl',
        quantity: 1,
        square_footage: 10,
        material_cost: 100,
        setup_fee: 50,
        subtotal: 150,
        tax_amount: 12,
        total_amount: 162,
      },
    },
  };
}

describe('hostile input never gets a 500', () => {
  const named = [
    ...FUNCTIONS.map((definition) => ({ definition, path: `/api/functions/${definition.name}` })),
    ...RPCS.map((definition) => ({ definition, path: `/api/rpc/${definition.name}` })),
  ];

  it.each(
    named.map(({ definition, path }) => [path, definition] as const),
  )('POST %s', async (path, definition) => {
    const sample = sampleOf(definition.name, definition.input, functionSamples());
    expect(await fuzzBody(path, sample, RUNS_PER_FUNCTION, admin)).toEqual([]);
  });

  const settings = '/api/workspaces/:workspaceId/settings';
  const CONTRACT_SAMPLES: Record<string, unknown> = {
    [`${settings}/contact`]: {
      businessName: 'Ace Wraps',
      phone: '+1 555 010 2030',
      email: 'hello@ace.test',
      website: 'https://ace.test',
      address: '1 Main St',
      hours: '9-5',
    },
    [`${settings}/branding`]: {
      primaryColor: '#112233',
      logoUrl: 'https://ace.test/logo.png',
      tagline: 'Wraps',
    },
    [`${settings}/features`]: FEATURE_DEFAULTS,
    [`${settings}/pricing`]: {
      taxRate: 0.07,
      setupFee: 150,
      minimumOrder: 300,
      materials: { 'standard-vinyl': 10 },
      upsells: [{ id: 'design', label: 'Design', price: 200 }],
    },
    [`${settings}/tone`]: { tone: 'casual' },
    [`${settings}/allowed-domains`]: { allowedDomains: ['shop.example.com'] },
  };
  const withBody = ROUTES.map(({ contract }) => contract).filter((contract) => contract.body);

  it.each(
    withBody.map((contract) => [`${contract.method} ${contract.path}`, contract] as const),
  )('%s', async (_, contract) => {
    // Ids other than the caller's workspace name nothing: the route must still answer 4xx, not 500.
    const params = Object.fromEntries(
      [...contract.path.matchAll(/:(\w+)/g)].map(([, name]) => [
        name,
        name === 'workspaceId' ? owner.workspaceId : randomUUID(),
      ]),
    );
    const path = routePath(contract.path, params);
    const sample = sampleOf(contract.path, contract.body, CONTRACT_SAMPLES);
    expect(await fuzzBody(path, sample, RUNS_PER_FUNCTION, owner.jar, contract.method)).toEqual([]);
  });

  const AUTH_SAMPLES: Record<string, unknown> = {
    '/sign-in/email': {
      email: 'fuzz@example.com',
      password: 'wrong-password-1',
      rememberMe: true,
      callbackURL: '/',
    },
    '/sign-up/email': {
      email: 'new@example.com',
      password: 'long-enough-1',
      name: 'New',
      image: 'https://example.com/a.png',
    },
    '/request-password-reset': {
      email: 'fuzz@example.com',
      redirectTo: 'http://localhost:3001/reset-password',
    },
    '/send-verification-email': { email: 'fuzz@example.com', callbackURL: '/' },
    '/reset-password': { newPassword: 'brand-new-secret-2', token: 'not-a-token' },
    '/verify-password': { password: 'wrong-password-1' },
    '/change-password': { currentPassword: 'wrong-password-1', newPassword: 'brand-new-secret-2' },
    '/change-email': { newEmail: 'other@example.com', callbackURL: '/' },
    '/update-user': { name: 'Fuzz', image: null },
    '/delete-user': { password: 'wrong-password-1' },
    '/revoke-session': { token: 'not-a-session' },
  };
  // Better Auth's own list of routes; the ones that end the member's sessions go last.
  const endsSessions = (path: string) => /sign-out|revoke|delete-user/.test(path);
  const authPosts = Object.values(t.deps.auth.api)
    .map((endpoint) => endpoint as unknown as { path?: string; options?: { method?: string | string[] } })
    .filter((endpoint) => endpoint.path && [endpoint.options?.method].flat().includes('POST'))
    .map((endpoint) => endpoint.path!)
    .sort((a, b) => Number(endsSessions(a)) - Number(endsSessions(b)));

  it.each(authPosts)(`POST ${AUTH_BASE_PATH}%s`, async (route) => {
    const path = `${AUTH_BASE_PATH}${route.replace(/:\w+/g, 'x')}`;
    expect(await fuzzBody(path, AUTH_SAMPLES[route] ?? {}, RUNS_PER_AUTH_ROUTE, member)).toEqual([]);
  });

  // Query and path values: percent-encoded as a browser would, plus raw sequences no encoder makes.
  const encoded = hostileString.map((text) =>
    [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
  );
  const rawValues = ['%00', 'a%00b', '%ED%A0%80', '%FF', '%', '%G0', '%%', '+', '', 'x'.repeat(5_000)];
  const queryValues = [...rawValues, ...fc.sample(encoded, { seed: SEED, numRuns: RUNS_PER_GET_ROUTE })];
  const authGets = Object.values(t.deps.auth.api)
    .map((endpoint) => endpoint as unknown as { path?: string; options?: { method?: string | string[] } })
    .filter((endpoint) => endpoint.path && [endpoint.options?.method].flat().includes('GET'))
    .map(
      (endpoint) => (v: string) =>
        `${AUTH_BASE_PATH}${endpoint.path!.replace(/:\w+/g, v)}?token=${v}&callbackURL=${v}`,
    );
  const getRoutes: ((v: string) => string)[] = [
    (v) => `/api/chat/events?conversationId=${v}&token=${v}&after=${v}`,
    (v) => `/api/widget/config?workspace=${v}&agent=${v}`,
    (v) => `/api/admin/outbox?to=${v}&limit=${v}`,
    (v) => `/test-checkout/${v}`,
    (v) => `/receipt/${v}`,
    (v) => `/embed/chat?workspace=${v}`,
    (v) => `/api/functions/${v}`,
    (v) => `/api/workspaces/${v}/settings`,
    ...authGets,
  ];

  it.each(getRoutes.map((route) => [route('{value}'), route] as const))('GET %s', async (_, route) => {
    const failures: Failure[] = [];
    for (const value of queryValues) {
      const path = route(value);
      const res = await send(path, { method: 'GET', jar: admin });
      if (res.status >= 500)
        failures.push({ path, sent: value, status: res.status, answer: res.text.slice(0, 300) });
    }
    expect(failures).toEqual([]);
  });
});
