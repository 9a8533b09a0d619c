import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

/** Counts one hit for a key within its window and returns the count so far (atomic upsert). */
export async function incrementRateLimit(
  db: Database,
  options: { key: string; windowStart: Date },
): Promise<number> {
  const rows = await db
    .insert(rateLimits)
    .values({ key: options.key, windowStart: options.windowStart, count: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return rows[0]!.count;
}

export async function deleteExpiredRateLimits(db: Database, options: { before: Date }): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, options.before))
    .returning({ key: rateLimits.key });
  return rows.length;
}
