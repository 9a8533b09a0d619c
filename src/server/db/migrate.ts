import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/project-root';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = join(projectRoot(), 'drizzle');

/** Applies the generated SQL migrations in drizzle/ (idempotent: applied ones are skipped). */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/** Names the advisory lock that start-up work of every app process takes in turn. */
const STARTUP_LOCK = 'sales-agent-suite:startup';

/**
 * Migrations, then `then` (the seeds), with one app process at a time. Processes started together
 * on a fresh database would otherwise both find no migration applied and both run the first one;
 * drizzle's migrator takes no lock of its own. The lock is a session advisory lock on a connection
 * of its own, so `url` must keep its session: the direct URL, never a transaction pooler's, where
 * the lock and the statements after it could land on different server connections.
 */
export async function runMigrationsExclusively(url: string, then?: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A dropped connection surfaces as the failed query below, not as a crash.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await then?.();
    await client.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK]);
  } finally {
    // Ending the session releases the lock too, whatever failed above.
    await client.end().catch(() => {});
  }
}
