import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/helpers/db';
import { createDb } from './client';
import { executePrepared } from './prepared-statement';

// One connection, so the statement prepared by one call is the one the next call and the
// catalogue query see.
const single = createDb(testDatabaseUrl(), { max: 1 });
afterAll(() => single.close());

const preparedNames = async () =>
  (
    await single.db.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`)
  ).rows.map((row) => row.name);

describe('executePrepared', () => {
  it('prepares the statement once on a pooled connection and binds new values each time', async () => {
    const first = await executePrepared<{ n: number }>(
      single.db,
      'probe_sum',
      sql`select ${1}::int + 1 as n`,
    );
    const second = await executePrepared<{ n: number }>(
      single.db,
      'probe_sum',
      sql`select ${41}::int + 1 as n`,
    );
    expect([first, second]).toEqual([[{ n: 2 }], [{ n: 42 }]]);
    expect(await preparedNames()).toEqual(['probe_sum']);
  });

  it('inside a transaction runs the statement as an ordinary one, with the same result', async () => {
    const inside = await single.db.transaction((tx) =>
      executePrepared<{ n: number }>(tx, 'probe_in_tx', sql`select ${7}::int * 6 as n`),
    );
    expect(inside).toEqual([{ n: 42 }]);
    expect(await preparedNames()).not.toContain('probe_in_tx');
  });
});
