import { eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

/**
 * Counts one hit for a key within its window and returns the count so far (an atomic upsert, in
 * the SQL function rate_limit_hit; chat_accept_turn writes the same upsert out for a turn's two
 * hits, since calling the function there cost more than the insert: migration 0009).
 */
export async function incrementRateLimit(
  db: Executor,
  options: { key: string; windowStart: Date },
): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select rate_limit_hit(${options.key}, ${options.windowStart.toISOString()}::timestamptz) as count`,
  );
  return result.rows[0]!.count;
}

/** Takes one hit back from a key's window (never below zero): see RateLimiter.refund. */
export async function refundRateLimit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function deleteExpiredRateLimits(db: Database, options: { before: Date }): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, options.before))
    .returning({ key: rateLimits.key });
  return rows.length;
}
