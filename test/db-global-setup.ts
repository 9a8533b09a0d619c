import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../scripts/server-bundle.mjs';
import { createDb } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { runMigrations } from '../src/server/db/migrate';
import { freePort } from '../src/server/lib/free-port';
import { workerDatabaseName } from './helpers/worker-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database; test files use their worker's copy (testDatabaseUrl()). */
    databaseUrl: string;
    /** The same over PostgreSQL's Unix socket: the test files' own pools (test/helpers/db.ts). */
    databaseSocketUrl: string;
    /** The server bundled as `npm run build` bundles it, for tests that start it as a process. */
    serverEntry: string;
  }
}

/**
 * Starts a real PostgreSQL in a fresh folder for this run, migrates one database once and copies
 * it (CREATE DATABASE ... TEMPLATE) into one database per test worker, so files run in parallel
 * without racing on each other's rows: a worker runs its files one after another on its own
 * database (test/helpers/db.ts testDatabaseUrl()). Nothing is reused between runs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Tests that start the app as a child process (start-up, chaos, own-app) run this bundle:
  // starting the TypeScript sources through tsx took about three times the CPU of a start, for
  // each of about a dozen starts a run (decision 048). Inside the project, where the bundle
  // finds its packages; removed when the run ends. Bundled while PostgreSQL starts.
  const outputs = join(process.cwd(), '.test-output');
  await mkdir(outputs, { recursive: true });
  const serverDir = await mkdtemp(join(outputs, 'server-'));
  const bundling = bundleServer({ outfile: join(serverDir, 'index.js') }).then(
    () => undefined,
    (error: unknown) => error,
  );
  // Under os.tmpdir() (/tmp), which the `postgres` user can traverse when tests run as root.
  const dataDir = await mkdtemp(join(tmpdir(), 'agents-db-test-'));
  let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    // Thrown away after the run and never crashed (the tests that stop or kill PostgreSQL start
    // clusters of their own): commits need not wait for the disk (decision 048).
    // The tests' own pools send their many small queries over the Unix socket: a round trip
    // there costs about a tenth less CPU than over loopback TCP (decision 069).
    postgres = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      durable: false,
      unixSocket: true,
    });
    const client = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/postgres') });
    await client.connect();
    try {
      const { db, close } = createDb(postgres.url, { max: 1 });
      try {
        await runMigrations(db);
      } finally {
        await close();
      }
      // The template must have no connection open while it is copied: the pool above is closed.
      const template = new URL(postgres.url).pathname.slice(1);
      for (let id = 1; id <= project.config.maxWorkers; id += 1) {
        await client.query(`create database "${workerDatabaseName(id)}" template "${template}"`);
      }
    } finally {
      await client.end();
    }
  } catch (error) {
    await bundling;
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(serverDir, { recursive: true, force: true });
    throw error;
  }

  const bundleFailed = await bundling;
  if (bundleFailed) {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(serverDir, { recursive: true, force: true });
    throw bundleFailed;
  }

  project.provide('databaseUrl', postgres.url);
  project.provide('databaseSocketUrl', postgres.socketUrl ?? postgres.url);
  project.provide('serverEntry', join(serverDir, 'index.js'));
  const running = postgres;
  return async () => {
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(serverDir, { recursive: true, force: true });
  };
}
