import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { REVIEW_MODERATION_MESSAGES } from '../../../domain/contracts/reviews.contract';
import { REVIEW_MESSAGES } from '../../../domain/review-rules';
import { customers, quotes, reviews, workspaceMembers, workspaces } from '../../db/schema/index';
import { buildCustomer, buildQuote } from '../../db/seed/factories';

const { db, close } = getTestDb();
const t = buildTestApp({ db });
let owner: TestAccount;
let stranger: TestAccount;
let reviewId = '';

afterAll(close);

beforeEach(async () => {
  await resetDatabase(db);
  owner = await signUpAccount(t, db, { email: 'owner@reviews.test' });
  stranger = await signUpAccount(t, db, { email: 'stranger@reviews.test' });
  const [customer] = await db
    .insert(customers)
    .values(buildCustomer({ workspaceId: owner.workspaceId, name: 'Robin Reviewer' }))
    .returning();
  const [quote] = await db
    .insert(quotes)
    .values(buildQuote({ workspaceId: owner.workspaceId, customerId: customer!.id }))
    .returning();
  const [review] = await db
    .insert(reviews)
    .values({
      workspaceId: owner.workspaceId,
      customerId: customer!.id,
      quoteId: quote!.id,
      rating: 4,
      comment: 'Great wrap',
    })
    .returning();
  reviewId = review!.id;
});

const path = (account: TestAccount, id = reviewId) => `/api/workspaces/${account.workspaceId}/reviews/${id}`;

describe('review moderation', () => {
  it('lists the workspace’s reviews with their customer and quote, waiting for approval', async () => {
    const res = await t.request(`/api/workspaces/${owner.workspaceId}/reviews`, { jar: owner.jar });
    expect(res.status).toBe(200);
    const { items } = await res.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: reviewId,
      rating: 4,
      comment: 'Great wrap',
      isApproved: false,
      customerName: 'Robin Reviewer',
    });
    expect(items[0].quoteNumber).toEqual(expect.any(String));
  });

  it('lets the owner approve, re-rate and edit a review, an empty comment becoming none', async () => {
    const res = await t.request(path(owner), {
      method: 'PATCH',
      jar: owner.jar,
      json: { isApproved: true, rating: 5, comment: '  ' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isApproved: true, rating: 5, comment: null });
    const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ isApproved: true, rating: 5, comment: null });
  });

  it('refuses a bad rating or an empty change with the message, changing nothing', async () => {
    for (const [json, message] of [
      [{ rating: 9 }, REVIEW_MESSAGES.invalidRating],
      [{}, REVIEW_MODERATION_MESSAGES.nothingToChange],
      [{ comment: 'x'.repeat(401) }, REVIEW_MESSAGES.commentTooLong],
    ] as const) {
      const res = await t.request(path(owner), { method: 'PATCH', jar: owner.jar, json });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain(message);
    }
    const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ isApproved: false, rating: 4, comment: 'Great wrap' });
  });

  it('deletes a review; a second delete is 404', async () => {
    expect((await t.request(path(owner), { method: 'DELETE', jar: owner.jar })).status).toBe(200);
    expect(await db.select().from(reviews)).toHaveLength(0);
    expect((await t.request(path(owner), { method: 'DELETE', jar: owner.jar })).status).toBe(404);
  });

  it('keeps other workspaces and plain members out, changing nothing', async () => {
    // Another owner, through their own workspace's path: the review is not there.
    const viaOwn = await t.request(path(stranger), {
      method: 'PATCH',
      jar: stranger.jar,
      json: { isApproved: true },
    });
    expect(viaOwn.status).toBe(404);
    // Through the owner's path: not a member.
    const viaOther = await t.request(path(owner), { method: 'DELETE', jar: stranger.jar });
    expect(viaOther.status).toBe(403);
    expect(
      (await t.request(`/api/workspaces/${owner.workspaceId}/reviews`, { jar: stranger.jar })).status,
    ).toBe(403);
    // A plain member reads but does not change.
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: stranger.userId, role: 'member' });
    expect(
      (await t.request(`/api/workspaces/${owner.workspaceId}/reviews`, { jar: stranger.jar })).status,
    ).toBe(200);
    expect((await t.request(path(owner), { method: 'DELETE', jar: stranger.jar })).status).toBe(403);
    expect((await t.request(`/api/workspaces/${owner.workspaceId}/reviews`)).status).toBe(401);
    expect(await db.select().from(reviews)).toHaveLength(1);
  });

  it('the owner shows or hides approved reviews in the widget; members read the choice only', async () => {
    const display = `/api/workspaces/${owner.workspaceId}/reviews/display`;
    const list = async () =>
      (await t.request(`/api/workspaces/${owner.workspaceId}/reviews`, { jar: owner.jar })).json();
    expect((await list()).showOnWidget).toBe(false);
    const on = await t.request(display, { method: 'PUT', jar: owner.jar, json: { showOnWidget: true } });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ showOnWidget: true });
    expect((await list()).showOnWidget).toBe(true);
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    // Other settings stay as they were.
    expect(workspace!.settings).toMatchObject({ reviewsOnWidget: true });

    expect(
      (await t.request(display, { method: 'PUT', jar: stranger.jar, json: { showOnWidget: false } })).status,
    ).toBe(403);
    expect(
      (await t.request(display, { method: 'PUT', jar: owner.jar, json: { showOnWidget: 'yes' } })).status,
    ).toBe(400);
    expect((await list()).showOnWidget).toBe(true);
  });
});
