import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { agentPreviews } from '../../db/schema/agent-previews';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { seedDemoData } from '../../db/seed/seed';
import { FUNCTIONS, RPCS } from '../function-list';

const { db, close } = getTestDb();
const t = buildTestApp({ db, functions: FUNCTIONS, rpcs: RPCS, env: { TRUST_PROXY: 'true' } });
const admin = new Map<string, string>();
let requests = 0;
let previewId = '';

/** Each request from its own address, so no rate limit answers in place of the check under test. */
function send(path: string, json: unknown, jar = admin) {
  requests += 1;
  return t.request(path, {
    method: 'POST',
    json,
    jar,
    headers: { 'x-forwarded-for': `198.51.100.${requests % 250}` },
  });
}

beforeAll(async () => {
  await resetDatabase(db);
  await seedDemoData(db, { now: new Date() });
  const { email, password } = DEMO_ACCOUNTS[0];
  await send('/api/auth/sign-in/email', { email, password });
  const [preview] = await db
    .insert(agentPreviews)
    .values({ websiteUrl: 'https://example.com' })
    .returning({ id: agentPreviews.id });
  previewId = preview!.id;
});
afterAll(close);

const long = (n: number) => 'x'.repeat(n);
const url = (n: number) => `https://example.com/${long(n - 20)}`;
const preview = { website_url: 'https://example.com', email: 'dana@example.com', name: 'Dana' };
const quoteData = {
  project_type: 'banner',
  material: 'premium-vinyl',
  quantity: 1,
  square_footage: 10,
  material_cost: 100,
  setup_fee: 0,
  subtotal: 100,
  tax_amount: 0,
  total_amount: 100,
};
const quote = (customer: object, data: object = {}) => ({
  customer_data: { email: 'ann@example.com', ...customer },
  quote_data: { ...quoteData, ...data },
});

// [what, route, body, the message of the 400]
const cases: [string, string, unknown, string][] = [
  [
    'a preview name',
    'functions/create-agent-preview',
    { ...preview, name: long(201) },
    'Name must be at most 200 characters',
  ],
  [
    'a preview website',
    'functions/create-agent-preview',
    { ...preview, website_url: url(2049) },
    'Website URL must be at most 2048 characters',
  ],
  [
    'a preview fact',
    'functions/create-agent-preview',
    { ...preview, business_facts: { shippingPolicy: long(4001) } },
    'Shipping policy must be at most 4000 characters',
  ],
  [
    'a website to analyse',
    'functions/website-scraper',
    { url: url(2049), previewId: '00000000-0000-4000-8000-000000000000' },
    'Website URL must be at most 2048 characters',
  ],
  [
    'a customer name',
    'rpc/create_quote_with_customer',
    quote({ name: long(201) }),
    'Name must be at most 200 characters',
  ],
  [
    'a phone number',
    'rpc/create_quote_with_customer',
    quote({ phone: long(41) }),
    'Phone must be at most 40 characters',
  ],
  [
    'a company',
    'rpc/create_quote_with_customer',
    quote({ company: long(201) }),
    'Company must be at most 200 characters',
  ],
  [
    'a lead source',
    'rpc/create_quote_with_customer',
    quote({ source: long(101) }),
    'Source must be at most 100 characters',
  ],
  [
    'a quote description',
    'rpc/create_quote_with_customer',
    quote({}, { description: long(4001) }),
    'Description must be at most 4000 characters',
  ],
  [
    'a checkout return URL',
    'functions/create-subscription',
    { planId: 'shopagent', email: 'a@b.co', businessName: 'Co', returnUrl: url(2049) },
    'Return URL must be at most 2048 characters',
  ],
  [
    'a follow-up customer name',
    'functions/send-automation-email',
    { type: 'quote_reminder', customerEmail: 'a@b.co', customerName: long(201) },
    'Customer name must be at most 200 characters',
  ],
  [
    'a workspace key',
    'functions/ai-chat',
    { messages: [{ role: 'user', content: 'hi' }], workspaceKey: long(101) },
    'Workspace key must be at most 100 characters',
  ],
  [
    'a referral source',
    'functions/ai-chat',
    {
      messages: [{ role: 'user', content: 'hi' }],
      behavior: {
        chat_messages: 1,
        quote_requests: 0,
        return_visits: 0,
        time_on_site: 1,
        referral_source: long(101),
      },
    },
    'Referral source must be at most 100 characters',
  ],
  [
    'review notes',
    'functions/approve-answer',
    { approvalId: '00000000-0000-4000-8000-000000000000', action: 'reject', notes: long(1001) },
    'Notes must be at most 1000 characters',
  ],
  [
    'a new account name',
    'auth/sign-up/email',
    { email: 'new@example.com', password: 'long-enough-1', name: long(201) },
    'Name must be at most 200 characters',
  ],
  [
    'a new account image',
    'auth/sign-up/email',
    { email: 'new@example.com', password: 'long-enough-1', name: 'N', image: url(2049) },
    'Image URL must be at most 2048 characters',
  ],
  ['a renamed account', 'auth/update-user', { name: long(500_000) }, 'Name must be at most 200 characters'],
];

describe('every stored text field has a stated limit: over it is a 400 that says so', () => {
  it.each(cases)('%s (%s)', async (_, route, body, message) => {
    const res = await send(`/api/${route}`, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('stores nothing of the refused previews', async () => {
    expect((await db.select({ id: agentPreviews.id }).from(agentPreviews)).map((r) => r.id)).toEqual([
      previewId,
    ]);
  });
});
