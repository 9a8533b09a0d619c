import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { freePort } from '../src/server/lib/free-port';
import { workerDatabaseName } from './helpers/worker-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database; test files use their worker's copy (testDatabaseUrl()). */
    databaseUrl: string;
  }
}

/**
 * Starts a real PostgreSQL in a fresh folder for this run, migrates one database once and copies
 * it (CREATE DATABASE ... TEMPLATE) into one database per test worker, so files run in parallel
 * without racing on each other's rows: a worker runs its files one after another on its own
 * database (test/helpers/db.ts testDatabaseUrl()). Nothing is reused between runs.
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
    // The template must have no connection open while it is copied: the pool above is closed.
    const template = new URL(postgres.url).pathname.slice(1);
    const client = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/postgres') });
    await client.connect();
    try {
      for (let id = 1; id <= project.config.maxWorkers; id += 1) {
        await client.query(`create database "${workerDatabaseName(id)}" template "${template}"`);
      }
    } finally {
      await client.end();
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
