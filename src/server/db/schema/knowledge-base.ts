import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { KNOWLEDGE_CATEGORIES, type KnowledgeCategory } from '../../../domain/validation/knowledge';
import { createdAt, isNotBlank, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

export const KNOWLEDGE_SOURCES = ['manual', 'upload', 'scrape', 'preview'] as const;
export type KnowledgeSource = (typeof KNOWLEDGE_SOURCES)[number];

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
    // Full-text search for the built-in engine's retrieval. Tags are not in the vector: Postgres
    // rejects array_to_string (STABLE, not IMMUTABLE) in a generated column, so match tags with
    // `tags && ...` or ILIKE beside the @@ query instead.
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("content", '')), 'B')`,
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
  ],
);
