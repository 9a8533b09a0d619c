import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

/**
 * Runs a hot statement as a named prepared statement: each pooled connection parses and plans it
 * once and then only binds values, which on the chat turn is worth about a tenth of the turns a
 * second (docs/decisions/011-named-statements-for-the-chat-turn.md). Inside a transaction the
 * handle has no pool to name it on, so it runs as an ordinary statement; the result is the same.
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  executor: Executor,
  name: string,
  query: SQL,
): Promise<Row[]> {
  if ('$client' in executor) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await executor.$client.query<Row>({ name, text, values: params });
    return result.rows;
  }
  const result = await executor.execute(query);
  return result.rows as Row[];
}
