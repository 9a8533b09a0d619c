import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters kept in Postgres so a limit holds across every app process.
 * key = '<bucket>:<subject>' (e.g. 'auth.sign-in:ip:203.0.113.9'); one row per key and window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [check('rate_limits_count_check', sql`${t.count} >= 0`)],
);
