import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { freePort } from '../src/server/lib/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * Starts a real PostgreSQL in a fresh folder for this run, migrates it once and hands its URL to
 * the db test files (inject('databaseUrl')). Nothing is reused between runs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Under os.tmpdir() (/tmp), which the `postgres` user can traverse when tests run as root.
  const dataDir = await mkdtemp(join(tmpdir(), 'agents-db-test-'));
  let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    postgres = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    const { db, close } = createDb(postgres.url, { max: 1 });
    try {
      await runMigrations(db);
    } finally {
      await close();
    }
  } catch (error) {
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('databaseUrl', postgres.url);
  const running = postgres;
  return async () => {
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
