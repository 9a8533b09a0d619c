import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_DEFAULT_RATING,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from '../../../domain/review-rules';
import { customers } from './customers';
import { quotes } from './quotes';
import { createdAt } from './sql-helpers';
import { workspaces } from './workspaces';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    quoteId: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    rating: integer().notNull().default(REVIEW_DEFAULT_RATING),
    comment: text(),
    platform: text().notNull().default('website'),
    // Reviews are published only after a person approves them.
    isApproved: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'reviews_rating_check',
      sql`${t.rating} between ${sql.raw(String(REVIEW_RATING_MIN))} and ${sql.raw(String(REVIEW_RATING_MAX))}`,
    ),
    check('reviews_comment_check', sql`char_length(${t.comment}) <= ${sql.raw(String(REVIEW_COMMENT_MAX))}`),
    // The moderation list's order (newest first, then id; nulls first as a plain DESC orders).
    index('reviews_workspace_created_idx').on(
      t.workspaceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_quote_id_idx').on(t.quoteId),
  ],
);
