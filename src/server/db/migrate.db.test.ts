import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/helpers/db';
import { MIGRATIONS_FOLDER, runMigrationsExclusively } from './migrate';

/**
 * Two app processes started at once on an empty database (compose, a rolling deploy): each runs
 * the migrations at start. One must wait for the other and then find nothing left to do, instead
 * of both running the first migration and one failing on "relation already exists".
 */
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('migrations at start, from several processes at once', () => {
  const admin = testDatabaseUrl();
  const name = `startup_${randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

  beforeAll(() => withClient(admin, (c) => c.query(`create database ${name}`)));
  afterAll(() => withClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`)));

  it('applies each migration once and runs the start-up work one process at a time', async () => {
    let inside = 0;
    let most = 0;
    const startUpWork = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((r) => setTimeout(r, 200));
      inside -= 1;
    };
    await Promise.all([0, 1, 2].map(() => runMigrationsExclusively(url, startUpWork)));
    expect(most).toBe(1);
    const applied = await withClient(url, (c) =>
      c.query<{ n: number; distinct_hashes: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      ),
    );
    expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
  });

  it('lets go of the lock when the start-up work fails, so the next process can start', async () => {
    await expect(
      runMigrationsExclusively(url, async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    let ran = false;
    await runMigrationsExclusively(url, async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
