import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helpers/app';
import { countRows, getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { STORAGE_MESSAGES } from '../../../domain/quotes';
import { REVIEW_MESSAGES } from '../../../domain/review-rules';
import { analytics, customers, quotes, reviews, workspaces } from '../../db/schema/index';
import { DEMO_WORKSPACE } from '../../db/seed/demo-content';
import { buildCustomer, buildQuote, buildWorkspace } from '../../db/seed/factories';
import { seedReferenceData } from '../../db/seed/seed';
import { FUNCTIONS } from '../function-list';
import { SUBMIT_REVIEW_RATE_LIMIT, submitReviewFunction } from './reviews.functions';

const { db, close } = getTestDb();
const now = new Date('2026-05-04T09:30:00.000Z');
const clock = () => now;
const t = buildTestApp({ db, functions: [submitReviewFunction], env: { TRUST_PROXY: '1' }, clock });
let ip = 0;
let address = '';

afterAll(async () => {
  await close();
});

beforeEach(async () => {
  await resetDatabase(db);
  await seedReferenceData(db, { now });
  ip += 1;
  address = `203.0.113.${ip}`;
});

function submit(body: unknown, from = address): Promise<Response> {
  return t.request('/api/functions/submit-review', {
    method: 'POST',
    headers: { 'x-forwarded-for': from },
    json: body,
  });
}

/** A quote of a customer in a workspace other than the demo one. */
async function quoteElsewhere() {
  const [workspace] = await db.insert(workspaces).values(buildWorkspace()).returning();
  const [customer] = await db
    .insert(customers)
    .values(buildCustomer({ workspaceId: workspace!.id }))
    .returning();
  const [quote] = await db
    .insert(quotes)
    .values(buildQuote({ workspaceId: workspace!.id, customerId: customer!.id }))
    .returning();
  return { workspace: workspace!, customer: customer!, quote: quote! };
}

describe('POST /api/functions/submit-review', () => {
  it('stores an unapproved website review with rating 5 by default in the demo workspace', async () => {
    const res = await submit({});
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['id']);
    const [review] = await db.select().from(reviews).where(eq(reviews.id, body.id));
    expect(review).toEqual({
      id: body.id,
      workspaceId: DEMO_WORKSPACE.id,
      customerId: null,
      quoteId: null,
      rating: 5,
      comment: null,
      platform: 'website',
      isApproved: false,
      createdAt: now,
    });
    const [event] = await db.select().from(analytics);
    expect(event).toMatchObject({
      workspaceId: DEMO_WORKSPACE.id,
      eventType: 'review_submitted',
      entityId: body.id,
      data: { rating: 5, quote_id: null, timestamp: now.toISOString() },
    });
  });

  it('is registered in the function list the server uses', async () => {
    const app = buildTestApp({ db, functions: FUNCTIONS, clock });
    const res = await app.request('/api/functions/submit-review', { method: 'POST', json: { rating: 4 } });
    expect(res.status).toBe(200);
  });

  it('stores the rating and the sanitised comment', async () => {
    const res = await submit({ rating: 3, comment: '  <b>Good</b> work, a day late  ' });
    const [review] = await db
      .select()
      .from(reviews)
      .where(eq(reviews.id, (await res.json()).id));
    expect(review).toMatchObject({ rating: 3, comment: 'bGood/b work, a day late' });
  });

  it.each([0, 6, 2.5, -1, '5', null])('rejects the rating %s with the rating message', async (rating) => {
    const res = await submit({ rating, comment: 'Nice' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: REVIEW_MESSAGES.invalidRating,
    });
    expect(await db.select().from(reviews)).toHaveLength(0);
  });

  it('accepts a 400-character comment and rejects 401 characters', async () => {
    expect((await submit({ comment: 'a'.repeat(400) })).status).toBe(200);
    const before = await countRows(db);
    const res = await submit({ comment: 'a'.repeat(401) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(REVIEW_MESSAGES.commentTooLong);
    expect({ ...(await countRows(db)), rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
  });

  it('counts the length after sanitising: brackets and outer spaces do not count', async () => {
    const res = await submit({ comment: `  <${'a'.repeat(400)}>  ` });
    expect(res.status).toBe(200);
    const [review] = await db.select().from(reviews);
    expect(review!.comment).toHaveLength(400);
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['an id that is not a uuid', 'Q-2026-00001'],
  ])('answers 400 "Quote not found" for %s and stores nothing', async (_, quoteId) => {
    const before = await countRows(db);
    const res = await submit({ rating: 4, quote_id: quoteId });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Quote not found');
    expect({ ...(await countRows(db)), rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
  });

  it("ties a review about a quote to the quote's workspace and customer", async () => {
    const { workspace, customer, quote } = await quoteElsewhere();
    const res = await submit({ rating: 4, comment: 'Great van wrap', quote_id: quote.id });
    expect(res.status).toBe(200);
    const [review] = await db
      .select()
      .from(reviews)
      .where(eq(reviews.id, (await res.json()).id));
    expect(review).toMatchObject({
      workspaceId: workspace.id,
      customerId: customer.id,
      quoteId: quote.id,
      rating: 4,
      comment: 'Great van wrap',
      platform: 'website',
      isApproved: false,
    });
    const [event] = await db.select().from(analytics);
    expect(event).toMatchObject({ workspaceId: workspace.id, data: { quote_id: quote.id } });
  });

  it.each([
    ['customer_id', { customer_id: randomUUID() }],
    ['is_approved', { is_approved: true }],
    ['platform', { platform: 'google' }],
  ])('rejects the unknown key %s, so nobody can pick the customer or approve themselves', async (key, extra) => {
    const res = await submit({ rating: 5, ...extra });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain(key);
    expect(await db.select().from(reviews)).toHaveLength(0);
  });

  it('answers 400 for a NUL character in the comment, not 500', async () => {
    const res = await submit({ comment: 'Great\u0000' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(STORAGE_MESSAGES.unsupportedText);
    expect(await db.select().from(reviews)).toHaveLength(0);
  });

  it('answers 429 once a client address is over the limit', async () => {
    for (let i = 0; i < SUBMIT_REVIEW_RATE_LIMIT.limit; i += 1) expect((await submit({})).status).toBe(200);
    const res = await submit({});
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('RATE_LIMITED');
    expect(await db.select().from(reviews)).toHaveLength(SUBMIT_REVIEW_RATE_LIMIT.limit);
    expect((await submit({}, '203.0.113.250')).status).toBe(200);
  });
});
