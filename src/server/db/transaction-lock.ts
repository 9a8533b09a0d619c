import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Waits for, then holds until the transaction ends, a lock named by `key` (a PostgreSQL advisory
 * lock on its hash). For work that must not run twice at once but has no row to lock yet: the
 * second caller waits, then sees what the first wrote. Must run inside a transaction.
 */
export async function lockUntilCommit(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
