import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { anyWordQuery } from '../../../domain/search-terms';
import type { KnowledgeCategory, KnowledgeSource } from '../../../domain/validation/knowledge';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { knowledgeBase } from '../../db/schema/knowledge-base';

export type KnowledgeMatch = {
  id: string;
  title: string;
  content: string;
  category: string;
  rank: number;
};

/**
 * The workspace's knowledge items that share words with the question, best first (Postgres
 * full-text search over title, weighted higher, and content; see knowledge_base.search_vector
 * and the SQL function knowledge_search, which the chat turn's own statement calls as well).
 */
export async function searchKnowledge(
  db: Executor,
  options: { workspaceId: string; text: string; limit: number },
): Promise<KnowledgeMatch[]> {
  const query = anyWordQuery(options.text);
  if (!query) return [];
  const result = await db.execute<KnowledgeMatch>(sql`
    select id, title, content, category, rank
    from knowledge_search(${options.workspaceId}::uuid, ${query}, ${options.limit}::int)
    order by rank desc, updated_at desc`);
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** An item as the knowledge manager shows it. */
export interface KnowledgeItemRow {
  id: string;
  title: string;
  content: string;
  category: KnowledgeCategory;
  tags: string[];
  source: KnowledgeSource;
  documentId: string | null;
  updatedAt: Date;
}

const itemColumns = {
  id: knowledgeBase.id,
  title: knowledgeBase.title,
  content: knowledgeBase.content,
  category: knowledgeBase.category,
  tags: knowledgeBase.tags,
  source: knowledgeBase.source,
  documentId: knowledgeBase.documentId,
  updatedAt: knowledgeBase.updatedAt,
};

/**
 * One page of the workspace's items, newest change first: the spec's search (case-insensitive
 * substring of title or content) and category filter run here, so a workspace with thousands of
 * items sends the browser one page. The count of all matches comes in the same statement.
 */
export async function listKnowledgeItems(
  db: Executor,
  options: {
    workspaceId: string;
    search: string;
    category: KnowledgeCategory | null;
    limit: number;
    offset: number;
  },
): Promise<{ items: KnowledgeItemRow[]; total: number }> {
  const conditions = [eq(knowledgeBase.workspaceId, options.workspaceId)];
  if (options.category) conditions.push(eq(knowledgeBase.category, options.category));
  if (options.search !== '') {
    const pattern = containsPattern(options.search);
    conditions.push(or(ilike(knowledgeBase.title, pattern), ilike(knowledgeBase.content, pattern))!);
  }
  const rows = await db
    .select({ ...itemColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(knowledgeBase)
    .where(and(...conditions))
    .orderBy(desc(knowledgeBase.updatedAt), desc(knowledgeBase.id))
    .limit(options.limit)
    .offset(options.offset);
  if (rows.length > 0)
    return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]!.total };
  // A page past the end has no rows to carry the count: ask for it alone.
  if (options.offset === 0) return { items: [], total: 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(knowledgeBase)
    .where(and(...conditions));
  return { items: [], total: counted?.total ?? 0 };
}

export interface KnowledgeItemValues {
  title: string;
  content: string;
  category: KnowledgeCategory;
  tags: string[];
}

export async function insertKnowledgeItem(
  db: Executor,
  options: { workspaceId: string; values: KnowledgeItemValues; at: Date },
): Promise<KnowledgeItemRow> {
  const [row] = await db
    .insert(knowledgeBase)
    .values({
      workspaceId: options.workspaceId,
      ...options.values,
      source: 'manual',
      createdAt: options.at,
      updatedAt: options.at,
    })
    .returning(itemColumns);
  return row!;
}

/** Null when the item is not in the workspace (deleted meanwhile, or never there). */
export async function updateKnowledgeItem(
  db: Executor,
  options: { workspaceId: string; id: string; values: KnowledgeItemValues; at: Date },
): Promise<KnowledgeItemRow | null> {
  const [row] = await db
    .update(knowledgeBase)
    .set({ ...options.values, updatedAt: options.at })
    .where(and(eq(knowledgeBase.id, options.id), eq(knowledgeBase.workspaceId, options.workspaceId)))
    .returning(itemColumns);
  return row ?? null;
}

export async function deleteKnowledgeItem(
  db: Executor,
  options: { workspaceId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(knowledgeBase)
    .where(and(eq(knowledgeBase.id, options.id), eq(knowledgeBase.workspaceId, options.workspaceId)))
    .returning({ id: knowledgeBase.id });
  return rows.length > 0;
}

/** How many items the workspace's agents answer from, and when the newest change was made. */
export async function knowledgeTotals(
  db: Executor,
  workspaceId: string,
): Promise<{ items: number; lastUpdatedAt: Date | null }> {
  const [row] = await db
    .select({
      items: sql<number>`count(*)`.mapWith(Number),
      lastUpdatedAt: sql<Date | null>`max(${knowledgeBase.updatedAt})`.mapWith((v) =>
        v ? new Date(v) : null,
      ),
    })
    .from(knowledgeBase)
    .where(eq(knowledgeBase.workspaceId, workspaceId));
  return { items: row?.items ?? 0, lastUpdatedAt: row?.lastUpdatedAt ?? null };
}
