import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type DocumentStatus,
  type DocumentType,
  MAX_DOCUMENT_BYTES,
} from '../../../domain/knowledge/document-files';
import { SCRAPE_STATUSES, type ScrapeStatus } from '../../../domain/knowledge/scrape-plan';
import { createdAt, isNotBlank, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * An uploaded file (DESIGN.md §8): its parsed text becomes knowledge_base items that point back
 * here (and go with it). The bytes wait in `file_data` for the import job and are dropped once it
 * settles, ready or failed: PostgreSQL is the only store, and the items are what the agents read.
 */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text().$type<DocumentType>().notNull(),
    sizeBytes: integer().notNull(),
    status: text().$type<DocumentStatus>().notNull().default('queued'),
    error: text(),
    progress: integer().notNull().default(0),
    itemCount: integer().notNull().default(0),
    fileData: bytea(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('knowledge_documents_name_check', isNotBlank(t.name)),
    check('knowledge_documents_type_check', oneOf(t.type, DOCUMENT_TYPES)),
    check('knowledge_documents_status_check', oneOf(t.status, DOCUMENT_STATUSES)),
    check(
      'knowledge_documents_size_bytes_check',
      sql`${t.sizeBytes} between 1 and ${sql.raw(String(MAX_DOCUMENT_BYTES))}`,
    ),
    check('knowledge_documents_progress_check', sql`${t.progress} between 0 and 100`),
    check('knowledge_documents_item_count_check', sql`${t.itemCount} >= 0`),
    // A failed document says why; only a failed one does.
    check('knowledge_documents_error_check', sql`(${t.status} = 'failed') = (${t.error} is not null)`),
    index('knowledge_documents_workspace_created_idx').on(t.workspaceId, t.createdAt.desc()),
  ],
);

/** One read of the owner's website into the knowledge base, with its progress and outcome. */
export const knowledgeScrapes = pgTable(
  'knowledge_scrapes',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    status: text().$type<ScrapeStatus>().notNull().default('queued'),
    error: text(),
    pagesRead: integer().notNull().default(0),
    pagesLimit: integer().notNull(),
    itemsAdded: integer().notNull().default(0),
    itemsUpdated: integer().notNull().default(0),
    itemsRemoved: integer().notNull().default(0),
    itemsUnchanged: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('knowledge_scrapes_status_check', oneOf(t.status, SCRAPE_STATUSES)),
    check('knowledge_scrapes_error_check', sql`(${t.status} = 'failed') = (${t.error} is not null)`),
    index('knowledge_scrapes_workspace_created_idx').on(t.workspaceId, t.createdAt.desc()),
    // One read of a workspace's site at a time: a second click while one runs is refused.
    uniqueIndex('knowledge_scrapes_one_running_key')
      .on(t.workspaceId)
      .where(sql`${t.status} in ('queued', 'crawling')`),
  ],
);
