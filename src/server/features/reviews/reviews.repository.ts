import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { quotes } from '../../db/schema/quotes';
import { reviews } from '../../db/schema/reviews';

/** Whose quote it is: a review about a quote belongs to the quote's workspace and customer. */
export async function findQuoteOwner(
  tx: Executor,
  quoteId: string,
): Promise<{ workspaceId: string; customerId: string } | null> {
  const rows = await tx
    .select({ workspaceId: quotes.workspaceId, customerId: quotes.customerId })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertReview(
  tx: Executor,
  values: typeof reviews.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  return row!;
}

const reviewRow = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  platform: reviews.platform,
  isApproved: reviews.isApproved,
  createdAt: reviews.createdAt,
  customerName: customers.name,
  quoteNumber: quotes.quoteNumber,
};

function selectReviews(db: Executor) {
  return db
    .select(reviewRow)
    .from(reviews)
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(quotes, eq(quotes.id, reviews.quoteId));
}

export function findWorkspaceReviews(db: Executor, options: { workspaceId: string; limit: number }) {
  return selectReviews(db)
    .where(eq(reviews.workspaceId, options.workspaceId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(options.limit);
}

export async function findWorkspaceReview(db: Executor, options: { workspaceId: string; reviewId: string }) {
  const rows = await selectReviews(db)
    .where(and(eq(reviews.workspaceId, options.workspaceId), eq(reviews.id, options.reviewId)))
    .limit(1);
  return rows[0] ?? null;
}

/** One statement, scoped to the workspace: false when no such review is there. */
export async function updateWorkspaceReview(
  db: Executor,
  options: { workspaceId: string; reviewId: string },
  change: Partial<Pick<typeof reviews.$inferInsert, 'isApproved' | 'rating' | 'comment'>>,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set(change)
    .where(and(eq(reviews.workspaceId, options.workspaceId), eq(reviews.id, options.reviewId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function deleteWorkspaceReview(
  db: Executor,
  options: { workspaceId: string; reviewId: string },
): Promise<boolean> {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.workspaceId, options.workspaceId), eq(reviews.id, options.reviewId)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
