import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { createDb, type Database, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema/index';
import { workerDatabaseUrl } from './worker-database';

/**
 * This worker's test database (test/db-global-setup.ts makes one per worker from the migrated
 * template): files of one worker run one after another on it, other workers have their own.
 */
export function testDatabaseUrl(): string {
  return workerDatabaseUrl(inject('databaseUrl'));
}

/**
 * A pool on this worker's test database, over PostgreSQL's Unix socket (test/db-global-setup.ts):
 * the tests' and their in-process apps' queries, most of the tier's round trips. Close it in
 * afterAll. Child processes, job runners and anything given a URL keep testDatabaseUrl() (TCP).
 */
export function getTestDb(): Db {
  return createDb(workerDatabaseUrl(inject('databaseSocketUrl')));
}

/** Every table of the app schema; drizzle's migrations table is not in the schema, so it stays. */
export const APP_TABLE_NAMES: readonly string[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/**
 * Empties every app table in one statement, so test files start from a known state. Jobs
 * queued by earlier tests go too: their rows are gone, and a worker started later would
 * otherwise spend its first seconds on them before it reaches the test's own job.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = APP_TABLE_NAMES.map((name) => `"${name}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
  // Before any job runner started on this database there is no pg-boss schema, and nothing to clear.
  await db.execute(
    sql.raw(
      `do $$ begin if to_regclass('pgboss.job') is not null then delete from pgboss.job; end if; end $$`,
    ),
  );
}

/** The Postgres error behind a failed query (drizzle wraps it); fails if the query succeeded. */
export async function catchPgError(
  query: PromiseLike<unknown>,
): Promise<{ code?: string; constraint?: string }> {
  try {
    await query;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      const pgError = current as Error & { code?: string; constraint?: string };
      if (typeof pgError.code === 'string' && /^[0-9A-Z]{5}$/.test(pgError.code)) return pgError;
      current = current.cause;
    }
    throw error;
  }
  throw new Error('expected the query to fail, but it succeeded');
}

/** Row counts of every app table, for "nothing changed" checks. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of APP_TABLE_NAMES) {
    const result = await db.execute<{ count: number }>(
      sql.raw(`select count(*)::int as count from "${name}"`),
    );
    counts[name] = result.rows[0]!.count;
  }
  return counts;
}
