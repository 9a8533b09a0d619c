import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Small builders shared by the schema modules. Column builders are functions because a builder
 * instance must not be shared between tables.
 */

/** `column in ('a', 'b')` for a CHECK constraint, built from one of our whitelists. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** E-mails we find-or-create by are stored trimmed and lower-case, so equality is a plain index hit. */
export function isNormalisedEmail(column: AnyPgColumn): SQL {
  return sql`${column} = lower(btrim(${column}))`;
}

export function isNotBlank(column: AnyPgColumn): SQL {
  return sql`btrim(${column}) <> ''`;
}

/** Money is exact: numeric(12,2) in Postgres, a string in TypeScript (see client.ts). */
export const money = () => numeric({ precision: 12, scale: 2 });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Drizzle sets it on every update it issues; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
