import { date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { PipelineStage } from '../../../domain/pipeline';
import type { QuoteStatus } from './quotes';
import { workspaces } from './workspaces';

// The dashboard's counts of a workspace's conversations and quotes per UTC day of creation, kept
// by triggers on conversations and quotes in the same transaction as the rows they count
// (migration 0036, decision 053). The cards, the pipeline, the list totals and the daily series
// read a few hundred of these rows instead of counting 100,000 conversations on every request.
// Rows are never removed when a count returns to zero; readers only sum them.

/** Conversations started per workspace and UTC day. */
export const conversationDailyCounts = pgTable(
  'conversation_daily_counts',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    conversations: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day] })],
);

/**
 * Quotes created per workspace and UTC day, by status and pipeline stage (what the cards and the
 * pipeline group by), with the sum of their totals: a status change or a stage move moves one
 * quote from one row to another.
 */
export const quoteDailyCounts = pgTable(
  'quote_daily_counts',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    status: text().$type<QuoteStatus>().notNull(),
    pipelineStage: text().$type<PipelineStage>().notNull(),
    quotes: integer().notNull().default(0),
    /** Unbounded numeric: a day's sum of money(12,2) totals can exceed one quote's bound. */
    total: numeric().notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day, t.status, t.pipelineStage] })],
);
