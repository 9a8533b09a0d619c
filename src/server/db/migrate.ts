import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../lib/project-root';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = join(projectRoot(), 'drizzle');

/** Applies the generated SQL migrations in drizzle/ (idempotent: applied ones are skipped). */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
