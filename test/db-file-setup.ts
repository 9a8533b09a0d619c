import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { testDatabaseUrl } from './helpers/db';
import { removeFileTempDirs } from './helpers/file-temp-dirs';

// Runs for every database-tier file (setupFiles), although a worker keeps its imported modules
// from one file to the next (vitest.config.ts, isolate: false; decision 036). Its beforeAll runs
// before the file's own hooks, its afterAll hooks after them.

afterAll(removeFileTempDirs);

/** This worker's database's sessions but the asking one: server process id, name, last query. */
async function sessions(): Promise<{ pid: number; application_name: string; query: string }[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl(), application_name: 'db-file-setup' });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pid, application_name, left(query, 120) as query from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * A file must close every connection it opened on its worker's database. The files of a worker
 * share one process now, so a pool or job runner left running would live on into the next file
 * (taking its jobs, holding its locks) and fail it far from the cause; this fails the file that
 * left it instead. Sessions already there when the file started are not its doing. A closed
 * connection's server process takes a moment to go, hence the few seconds of looking again.
 */
let before = new Set<number>();
beforeAll(async () => {
  before = new Set((await sessions()).map((session) => session.pid));
});
afterAll(async () => {
  let left: Awaited<ReturnType<typeof sessions>> = [];
  for (let attempt = 0; attempt < 25; attempt += 1) {
    left = (await sessions()).filter((session) => !before.has(session.pid));
    if (left.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const what = left.map((s) => `${s.application_name || '(no name)'}: ${s.query}`).join('; ');
  throw new Error(`this file left ${left.length} connection(s) open on its database: ${what}`);
});
