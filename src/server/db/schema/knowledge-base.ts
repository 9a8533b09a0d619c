import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_SOURCES,
  type KnowledgeCategory,
  type KnowledgeSource,
} from '../../../domain/validation/knowledge';
import { knowledgeDocuments } from './knowledge-documents';
import { createdAt, isNotBlank, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const knowledgeBase = pgTable(
  'knowledge_base',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    category: text().$type<KnowledgeCategory>().notNull().default('general'),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    source: text().$type<KnowledgeSource>().notNull().default('manual'),
    // An uploaded document's items go with it (deleting the document deletes them).
    documentId: uuid().references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    // Website items: the site and section they state ('website:acme.example:#contact'), so a
    // re-read finds and updates them, and a fingerprint of what the site said when last written.
    sourceKey: text(),
    sourceHash: text(),
    // Full-text search for the built-in engine's retrieval. Tags are not in the vector: Postgres
    // rejects array_to_string (STABLE, not IMMUTABLE) in a generated column, so match tags with
    // `tags && ...` or ILIKE beside the @@ query instead. Typographic apostrophes (websites and
    // documents use them) are read as plain ones: the parser took "women’s" for one word, "women’",
    // which the visitor's "women" never matched (migration 0043).
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', translate(coalesce("title", ''), '’‘', '''''')), 'A') || setweight(to_tsvector('english', translate(coalesce("content", ''), '’‘', '''''')), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('knowledge_base_title_check', isNotBlank(t.title)),
    check('knowledge_base_content_check', isNotBlank(t.content)),
    check('knowledge_base_category_check', oneOf(t.category, KNOWLEDGE_CATEGORIES)),
    check('knowledge_base_source_check', oneOf(t.source, KNOWLEDGE_SOURCES)),
    index('knowledge_base_search_vector_idx').using('gin', t.searchVector),
    index('knowledge_base_workspace_updated_idx').on(t.workspaceId, t.updatedAt.desc()),
    index('knowledge_base_document_id_idx').on(t.documentId),
    uniqueIndex('knowledge_base_workspace_source_key_key')
      .on(t.workspaceId, t.sourceKey)
      .where(sql`${t.sourceKey} is not null`),
  ],
);
