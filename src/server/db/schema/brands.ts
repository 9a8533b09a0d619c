import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { BRAND_KEYS, type BrandConfig, type BrandKey } from '../../../domain/brands';
import { oneOf, updatedAt } from './sql-helpers';

/** The brand configurations, kept in step with src/domain/brands.ts by the seed (an upsert). */
export const brands = pgTable(
  'brands',
  {
    key: text().$type<BrandKey>().primaryKey(),
    config: jsonb().$type<BrandConfig>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('brands_key_check', oneOf(t.key, BRAND_KEYS))],
);
