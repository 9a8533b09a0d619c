import { and, desc, eq, sql } from 'drizzle-orm';
import { PLACEHOLDER_CUSTOMER_NAMES } from '../../../domain/customer-name';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { quotes } from '../../db/schema/quotes';
import { reviews } from '../../db/schema/reviews';
import { workspaces } from '../../db/schema/workspaces';

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

/** The owner's "show approved reviews in the widget" choice; null when there is no such workspace. */
export async function findReviewDisplay(db: Executor, workspaceId: string): Promise<boolean | null> {
  const rows = await db
    .select({ on: sql<boolean | null>`(${workspaces.settings} ->> 'reviewsOnWidget')::boolean` })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return rows.length === 0 ? null : rows[0]!.on === true;
}

/** Sets the choice inside the workspace's settings, leaving every other key as it is. */
export async function setReviewDisplay(db: Executor, options: { workspaceId: string; on: boolean }) {
  const rows = await db
    .update(workspaces)
    .set({
      settings: sql`${workspaces.settings} || jsonb_build_object('reviewsOnWidget', ${options.on}::boolean)`,
      updatedAt: new Date(),
    })
    .where(eq(workspaces.id, options.workspaceId))
    .returning({ id: workspaces.id });
  return rows.length > 0;
}

/**
 * The approved reviews of the workspace with this widget key, when its owner shows them: mean
 * rating, count, and the newest comments with the customer's first name only (none for a customer
 * who never gave one: 'Website' is the first word of our placeholder, not a name).
 */
export async function findWidgetReviews(db: Executor, options: { publicKey: string; quotes: number }) {
  const summary = await db.execute<{ average: string | null; count: string; on: boolean | null }>(sql`
    select round(avg(r.rating)::numeric, 1)::text as average, count(r.id)::text as count,
      (w.settings ->> 'reviewsOnWidget')::boolean as on
    from workspaces w left join reviews r on r.workspace_id = w.id and r.is_approved
    where w.public_key = ${options.publicKey}
    group by w.id`);
  const row = summary.rows[0];
  if (!row?.on || Number(row.count) === 0) return null;
  const latest = await db.execute<{ rating: number; comment: string; author: string | null }>(sql`
    select r.rating, r.comment,
      case when btrim(c.name) = any(${sql.param([...PLACEHOLDER_CUSTOMER_NAMES])}::text[]) then null
        else nullif(split_part(btrim(c.name), ' ', 1), '') end as author
    from reviews r
    join workspaces w on w.id = r.workspace_id
    left join customers c on c.id = r.customer_id
    where w.public_key = ${options.publicKey} and r.is_approved and nullif(btrim(r.comment), '') is not null
    order by r.created_at desc, r.id desc
    limit ${options.quotes}`);
  return { average: Number(row.average), count: Number(row.count), latest: latest.rows };
}
