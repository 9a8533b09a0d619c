import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/helpers/db';
import { parseEnv } from '../env';
import { freePort } from '../lib/free-port';
import { createLogger } from '../lib/logger';
import { type RunningServer, startServer } from './start-server';

/**
 * With DATABASE_URL through a transaction pooler and DATABASE_DIRECT_URL beside it, what needs a
 * session of its own (the LISTEN connection) uses the direct one and everything else the pooled
 * one. The two URLs here reach the same server and differ in application_name, which
 * pg_stat_activity shows for each connection.
 */
const base = testDatabaseUrl();
const tagged = (name: string) => {
  const url = new URL(base);
  url.searchParams.set('application_name', name);
  return url.toString();
};

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('DATABASE_DIRECT_URL', () => {
  it('carries the LISTEN connection; the app and the job queue use DATABASE_URL', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      DASHBOARD_PORT: String(await freePort()),
      DATABASE_URL: tagged('via-pooler'),
      DATABASE_DIRECT_URL: tagged('direct'),
      SEED_DEMO: 'false',
    });
    server = await startServer(env, createLogger('silent'));
    const unsubscribe = await server.deps.realtime!.subscribeWorkspace({ allWorkspaces: true }, () => {});

    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      const { rows } = await client.query<{ application_name: string; query: string }>(
        `select application_name, query from pg_stat_activity
         where application_name in ('via-pooler', 'direct') and pid <> pg_backend_pid()`,
      );
      const listening = rows.filter((r) => /^listen /i.test(r.query));
      expect(listening.map((r) => r.application_name)).toEqual(['direct']);
      // Nothing else holds a direct connection: the migrations' one was closed after start-up.
      expect(rows.filter((r) => r.application_name === 'direct')).toHaveLength(1);
      expect(rows.some((r) => r.application_name === 'via-pooler')).toBe(true);
    } finally {
      await client.end();
      unsubscribe();
    }
  });
});
