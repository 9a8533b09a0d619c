import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle; repositories accept either so callers can group writes. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Db {
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

// bigint/bigserial (int8) come back as strings from pg; numeric too (exactness for money).
// Counts are small enough for JS numbers, so int8 is parsed; numeric stays a string on purpose.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function createDb(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { pool, db, close: () => pool.end() };
}
