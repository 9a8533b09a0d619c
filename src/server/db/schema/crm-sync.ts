import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CRM_CHANGE_KINDS,
  CRM_CHANGE_STATUSES,
  CRM_ENTITY_KINDS,
  type CrmChangeKind,
  type CrmChangeStatus,
  type CrmEntityKind,
} from '../../../domain/crm-sync';
import { createdAt, oneOf } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * One change to send to the workspace's CRM (an outbox; decision record 026). Written by
 * triggers on customers, conversations and quotes, in the transaction of the change, and only
 * while the workspace has a connected CRM. A pg-boss job (`crm.sync-change`) delivers each one;
 * `status` says where it stands, so a lost job is found again and a retried one does nothing twice.
 */
export const crmSyncChanges = pgTable(
  'crm_sync_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text().$type<CrmChangeKind>().notNull(),
    // No foreign keys: a change outlives nothing it names (deleted rows are skipped when synced).
    customerId: uuid().notNull(),
    conversationId: uuid(),
    quoteId: uuid(),
    status: text().$type<CrmChangeStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    queuedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('crm_sync_changes_kind_check', oneOf(t.kind, CRM_CHANGE_KINDS)),
    check('crm_sync_changes_status_check', oneOf(t.status, CRM_CHANGE_STATUSES)),
    // The dispatcher reads the open changes only.
    index('crm_sync_changes_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'queued')`),
    index('crm_sync_changes_workspace_idx').on(t.workspaceId, t.createdAt.desc()),
  ],
);

/**
 * Our id ↔ the provider's id, per workspace and kind: unique both ways, so a retried job finds
 * the contact or opportunity it created instead of creating a second one.
 */
export const crmEntityLinks = pgTable(
  'crm_entity_links',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text().$type<CrmEntityKind>().notNull(),
    ourId: uuid().notNull(),
    providerId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.kind, t.ourId] }),
    uniqueIndex('crm_entity_links_provider_idx').on(t.workspaceId, t.kind, t.providerId),
    check('crm_entity_links_kind_check', oneOf(t.kind, CRM_ENTITY_KINDS)),
  ],
);

/**
 * The provider's request budget per location, shared by every app process: the current
 * one-second window and its count, and until when a 429 told us to wait.
 */
export const crmRateLimits = pgTable('crm_rate_limits', {
  locationId: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
  blockedUntil: timestamp({ withTimezone: true }),
});
