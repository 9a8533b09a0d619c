import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port';
import { findPgTools } from './backup';
import { createDb } from './client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import { loadPgBinaries, type PgBinaries } from './pg-binaries';
import { seedDemoData, seedReferenceData } from './seed/seed';

/**
 * `npm run db:backup` and `npm run db:restore` (the CLI, in a child process, as a user runs it)
 * on an embedded database of their own: seeded, backed up, damaged, restored, and every table,
 * row and sequence compared with what it was.
 *
 * pg_dump only dumps servers of its own major version or older. When the machine's newest pg_dump
 * is older than the embedded PostgreSQL (Debian 12 ships 15, the npm package brings 18), the same
 * launcher runs the distribution's PostgreSQL server of pg_dump's version instead.
 */
const ENTRY = join(process.cwd(), 'src/server/db/backup-cli.ts');

async function chooseServer(): Promise<{ binaries?: PgBinaries; reason?: string }> {
  const [dump] = await findPgTools('pg_dump');
  const [restore] = await findPgTools('pg_restore');
  if (!dump || !restore) return { reason: 'pg_dump/pg_restore are not installed (postgresql-client)' };
  const major = Math.min(dump.major, restore.major);
  const embedded = await loadPgBinaries();
  if (major >= Number.parseInt(embedded.label, 10)) return {};
  const bin = `/usr/lib/postgresql/${major}/bin`;
  const binaries = { initdb: `${bin}/initdb`, pg_ctl: `${bin}/pg_ctl`, postgres: `${bin}/postgres` };
  if (!Object.values(binaries).every((path) => existsSync(path)))
    return {
      reason: `pg_dump ${major} is older than the embedded PostgreSQL and no PostgreSQL ${major} server is installed`,
    };
  return { binaries: { ...binaries, nativeDir: `/usr/lib/postgresql/${major}`, label: `${major}-system` } };
}

const server = await chooseServer();

function cli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Each table's row count and a hash of its rows in a fixed order, and each sequence's position. */
async function snapshot(client: pg.Client): Promise<Record<string, string>> {
  const tables = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const result: Record<string, string> = {};
  for (const { schema, name } of tables.rows) {
    const { rows } = await client.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as h from "${schema}"."${name}" t`,
    );
    result[`${schema}.${name}`] = `${rows[0]!.n} rows ${rows[0]!.h ?? '-'}`;
  }
  const sequences = await client.query<{ name: string; last_value: string | null }>(
    `select schemaname || '.' || sequencename as name, last_value::text from pg_sequences order by 1`,
  );
  for (const { name, last_value } of sequences.rows) result[`sequence ${name}`] = last_value ?? 'unused';
  return result;
}

describe.skipIf(server.reason !== undefined)(
  `backup and restore (${server.reason ?? 'pg_dump custom format'})`,
  () => {
    let dataDir: string;
    let postgres: EmbeddedPostgres;
    let client: pg.Client;
    let env: Record<string, string>;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'agents-backup-'));
      const port = await freePort();
      postgres = await startEmbeddedPostgres({ dataDir, port, binaries: server.binaries });
      const { db, close } = createDb(postgres.url, { max: 2 });
      try {
        await runMigrations(db);
        const now = new Date('2026-03-02T10:00:00Z');
        await seedReferenceData(db, { now });
        await seedDemoData(db, { now });
      } finally {
        await close();
      }
      client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) };
    }, 120_000);

    afterAll(async () => {
      await client?.end();
      await postgres?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('brings back every table, row and sequence after rows were deleted, changed and a table dropped', async () => {
      const before = await snapshot(client);
      expect(before['public.messages']).not.toMatch(/^0 rows/);
      expect(before['public.customers']).not.toMatch(/^0 rows/);
      expect(before['public.knowledge_base']).not.toMatch(/^0 rows/);

      const file = join(dataDir, 'nightly.dump');
      const backup = await cli(['backup', file], env);
      expect(backup.output).toContain(`to ${file}`);
      expect(backup.code).toBe(0);
      // pg_dump's custom format: restorable selectively and in parallel, compressed.
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('PGDMP');

      await client.query('delete from messages');
      await client.query(`update customers set name = name || ' (changed)'`);
      await client.query('drop table knowledge_base cascade');
      await client.query(`select nextval(pg_get_serial_sequence('drizzle.__drizzle_migrations', 'id'))`);
      const damaged = await snapshot(client);
      expect(damaged).not.toEqual(before);

      const restore = await cli(['restore', file], env);
      expect(restore.output).toContain(`Restored ${file}`);
      expect(restore.code).toBe(0);
      expect(await snapshot(client)).toEqual(before);
      // Two CLI runs in child processes (tsx start-up included): a hang guard, not a speed target.
    }, 120_000);

    it('refuses to run without a file to restore, and says why a restore failed', async () => {
      const usage = await cli(['restore'], env);
      expect(usage.code).toBe(2);
      expect(usage.output).toContain('Usage:');

      const missing = await cli(['restore', join(dataDir, 'no-such.dump')], env);
      expect(missing.code).toBe(1);
      expect(missing.output).toMatch(/pg_restore exited with 1: .*no-such\.dump/);
    }, 120_000);
  },
);
