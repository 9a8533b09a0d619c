import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PIPELINE_STAGES, type PipelineStage } from '../../../domain/pipeline';
import {
  MATERIALS,
  MAX_QUOTE_AMOUNT,
  type Material,
  PROJECT_TYPES,
  type ProjectType,
} from '../../../domain/validation/secure-quote';
import { conversations } from './conversations';
import { customers } from './customers';
import { createdAt, money, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

export const QUOTE_STATUSES = [
  'draft',
  'pending',
  'sent',
  'approved',
  'rejected',
  'expired',
  'paid',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** One priced line of a quote (material, setup fee, an upsell ...); amounts are decimal strings. */
export interface QuoteLineItem {
  id: string;
  label: string;
  amount: string;
  quantity?: number;
  [key: string]: unknown;
}

/**
 * Feeds the running part of quote numbers (see src/domain/quote-number.ts). A sequence hands every
 * caller its own value without locks, even across app processes, and never hands one out twice;
 * values of rolled-back transactions are skipped (gaps), which is acceptable for a reference number.
 */
export const quoteNumberSeq = pgSequence('quote_number_seq', { startWith: 1, increment: 1, minValue: 1 });

export const quotes = pgTable(
  'quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // No cascade: a customer with quotes (financial records) cannot be deleted by accident.
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    // Human-readable, e.g. Q-2026-0001; unique across the platform so it identifies a quote alone.
    quoteNumber: text().notNull().unique('quotes_quote_number_key'),
    status: text().$type<QuoteStatus>().notNull().default('pending'),
    description: text(),
    projectType: text().$type<ProjectType>().notNull(),
    material: text().$type<Material>(),
    quantity: integer().notNull().default(1),
    squareFootage: money(),
    materialCost: money().notNull().default('0'),
    setupFee: money().notNull().default('0'),
    subtotal: money().notNull().default('0'),
    taxAmount: money().notNull().default('0'),
    totalAmount: money().notNull(),
    lineItems: jsonb().$type<QuoteLineItem[]>().notNull().default([]),
    /** Where the deal stands (src/domain/pipeline.ts); moved by events and by the owner. */
    pipelineStage: text().$type<PipelineStage>().notNull().default('lead'),
    validUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check('quotes_project_type_check', oneOf(t.projectType, PROJECT_TYPES)),
    check('quotes_material_check', oneOf(t.material, MATERIALS)),
    check('quotes_quantity_check', sql`${t.quantity} >= 1`),
    check('quotes_square_footage_check', sql`${t.squareFootage} >= 0`),
    check('quotes_material_cost_check', sql`${t.materialCost} >= 0`),
    check('quotes_setup_fee_check', sql`${t.setupFee} >= 0`),
    check('quotes_subtotal_check', sql`${t.subtotal} >= 0`),
    check('quotes_tax_amount_check', sql`${t.taxAmount} >= 0`),
    check(
      'quotes_total_amount_check',
      sql`${t.totalAmount} > 0 and ${t.totalAmount} <= ${sql.raw(String(MAX_QUOTE_AMOUNT))}`,
    ),
    // The dashboard's list order (newest first, then id; nulls first as a plain DESC orders): a page
    // is a walk down this index. The conversation and total after the key make the analytics'
    // reads of a window's quotes index-only scans (migration 0032).
    index('quotes_workspace_created_idx').on(
      t.workspaceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.conversationId,
      t.totalAmount,
    ),
    index('quotes_workspace_status_idx').on(t.workspaceId, t.status),
    // A customer's quotes, with what the dashboard's name and e-mail search needs of them (its
    // workspace, order and id), so the search reads the matches from this index alone (decision
    // 057). It also serves the customer foreign key's lookups, as the plain index it replaced did.
    index('quotes_customer_id_idx').on(t.customerId, t.workspaceId, t.createdAt, t.id),
    index('quotes_conversation_id_idx').on(t.conversationId),
    check('quotes_pipeline_stage_check', oneOf(t.pipelineStage, PIPELINE_STAGES)),
    index('quotes_workspace_stage_idx').on(t.workspaceId, t.pipelineStage),
    index('quotes_quote_number_trgm_idx').using('gin', t.quoteNumber.op('gin_trgm_ops')),
    // The expired-quote sweep reads only open quotes that can lapse, by their validity.
    index('quotes_open_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.status} in ('pending', 'sent') and ${t.validUntil} is not null`),
  ],
);
