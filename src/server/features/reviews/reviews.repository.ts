import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
