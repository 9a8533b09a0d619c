import { sql } from 'drizzle-orm';
import { anyWordQuery } from '../../../domain/search-terms';
import type { Executor } from '../../db/client';

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
