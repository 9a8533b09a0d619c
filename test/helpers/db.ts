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
 * The app tables a reset has to empty: those holding rows, and those whose own sequence (a serial
 * or identity column) has handed out a value, which `restart identity` sets back. One statement.
 */
const TABLES_IN_USE = `
  select name from (values ${APP_TABLE_NAMES.map((name) => `('${name}', exists (select from "${name}"))`).join(', ')})
    as app_table (name, has_rows)
  where has_rows
  union
  select owner.relname from pg_depend dependency
    join pg_class sequence on sequence.oid = dependency.objid and sequence.relkind = 'S'
    join pg_class owner on owner.oid = dependency.refobjid
  where dependency.classid = 'pg_class'::regclass and dependency.refclassid = 'pg_class'::regclass
    and dependency.deptype in ('a', 'i') and owner.relnamespace = current_schema()::regnamespace
    and owner.relname in (${APP_TABLE_NAMES.map((name) => `'${name}'`).join(', ')})
    -- The planner may call it before the join has kept only sequences; it refuses anything else.
    and case when sequence.relkind = 'S' then pg_sequence_last_value(sequence.oid) end is not null`;

/**
 * Empties the app tables, so test files start from a known state: every table that holds a row,
 * in one statement, with the sequences they own set back, as a truncate of all of them would
 * leave it. Tables already empty are left alone: TRUNCATE gives each table and index it names new
 * files, about a tenth of a second of PostgreSQL's CPU for all 40 even when they are empty, and
 * most of the tier's resets (one before each of several hundred tests) find rows in a few tables
 * only (decision 073). Jobs queued by earlier tests go too: their rows are gone, and a worker
 * started later would otherwise spend its first seconds on them before it reaches the test's own
 * job.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const inUse = await db.execute<{ name: string }>(sql.raw(TABLES_IN_USE));
  const tables = inUse.rows.map(({ name }) => `"${name}"`).join(', ');
  if (tables) await db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
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
