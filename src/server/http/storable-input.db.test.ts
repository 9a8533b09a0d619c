import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../test/helpers/db';
import { UNSTORABLE_TEXT_MESSAGE } from '../../domain/validation/storable-text';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { seedDemoData } from '../db/seed/seed';
import { FUNCTIONS, RPCS } from '../features/function-list';

const { db, close } = getTestDb();
const t = buildTestApp({ db, functions: FUNCTIONS, rpcs: RPCS, env: { TRUST_PROXY: 'true' } });
const admin = new Map<string, string>();
let requests = 0;

/** Each request from its own address, so no rate limit answers in place of the check under test. */
function send(path: string, init: RequestInit & { json?: unknown } = {}) {
  requests += 1;
  const headers = { 'x-forwarded-for': `198.51.100.${requests % 250}`, ...init.headers };
  return t.request(path, { ...init, headers, jar: admin });
}

beforeAll(async () => {
  await resetDatabase(db);
  await seedDemoData(db, { now: new Date() });
  const { email, password } = DEMO_ACCOUNTS[0];
  await send('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
});
afterAll(close);

const preview = { website_url: 'https://example.com', email: 'dana@example.com', name: 'Dana' };

describe('text PostgreSQL cannot store is refused where it arrives (400, never 500)', () => {
  it.each([
    ['/api/functions/create-agent-preview', { ...preview, name: 'Da\u0000na' }, 'name'],
    [
      '/api/functions/create-agent-preview',
      { ...preview, business_facts: { orderingFlow: 'x\u0000' } },
      'business_facts.orderingFlow',
    ],
    ['/api/functions/ai-chat', { messages: [{ role: 'user', content: 'hi\u0000' }] }, 'messages.0.content'],
    [
      '/api/functions/create-subscription',
      { planId: 'shopagent', email: 'a@b.co', businessName: 'Co\u0000', returnUrl: 'https://example.com' },
      'businessName',
    ],
    ['/api/functions/verify-payment', { sessionId: 'cs_\u0000' }, 'sessionId'],
    [
      '/api/functions/send-automation-email',
      { type: 'quote_reminder', customerEmail: 'a@b.co', customerName: 'Ann\ud800' },
      'customerName',
    ],
    [
      '/api/rpc/create_quote_with_customer',
      { customer_data: { email: 'a@b.co', '\u0000': 1 } },
      'customer_data.\u0000',
    ],
    [
      '/api/auth/request-password-reset',
      { email: 'a\u0000@b.co', redirectTo: 'http://localhost:3001/reset-password' },
      'email',
    ],
    [
      '/api/auth/sign-up/email',
      { email: 'new@example.com', password: 'long-enough-1', name: '\udc00' },
      'name',
    ],
  ])('%s with %j', async (path, json, field) => {
    const res = await send(path, { method: 'POST', json });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: UNSTORABLE_TEXT_MESSAGE,
      details: [{ path: field, message: UNSTORABLE_TEXT_MESSAGE }],
    });
  });

  it.each([
    '/api/admin/outbox?to=%00',
    '/test-checkout/%00',
    '/receipt/abc%00',
    '/api/auth/reset-password/x%00?callbackURL=%2F',
  ])('%s', async (path) => {
    const res = await send(path);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('BAD_REQUEST');
  });
});
