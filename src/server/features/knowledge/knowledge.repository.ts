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
 * full-text search over title, weighted higher, and content; see knowledge_base.search_vector).
 */
export async function searchKnowledge(
  db: Executor,
  options: { workspaceId: string; text: string; limit: number },
): Promise<KnowledgeMatch[]> {
  const query = anyWordQuery(options.text);
  if (!query) return [];
  const result = await db.execute<KnowledgeMatch>(sql`
    select id, title, content, category, ts_rank_cd(search_vector, q) as rank
    from knowledge_base, to_tsquery('english', ${query}) q
    where workspace_id = ${options.workspaceId} and search_vector @@ q
    order by rank desc, updated_at desc
    limit ${options.limit}`);
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}
