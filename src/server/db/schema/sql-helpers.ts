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

/**
 * A text column's value as a uuid when it is one exactly as Postgres prints uuids (lowercase,
 * hyphenated), else null: the same matches as comparing `uuid_column::text = column`, but the uuid
 * reaches a table through its primary key. Checked by length, hyphen places and what is left once
 * the hex digits are removed rather than by a regular expression (PostgreSQL's regex engine cost
 * about 10 µs a row). An index may hold this expression so that a read gets it without computing
 * it: the read must then use this same builder on the same column (decision 043).
 */
export function canonicalUuidOf(column: AnyPgColumn): SQL {
  return sql`(case
  when length(${column}) = 36 and translate(${column}, '0123456789abcdef', '') = '----'
    and substr(${column}, 9, 1) = '-' and substr(${column}, 14, 1) = '-'
    and substr(${column}, 19, 1) = '-' and substr(${column}, 24, 1) = '-'
  then ${column}::uuid end)`;
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
