import type { KnowledgeListParams } from '../../../domain/contracts/knowledge.contract';
import { KNOWLEDGE_TEXTS } from '../../../domain/knowledge/knowledge-texts';
import { ALL_CATEGORIES, type KnowledgeItemInput } from '../../../domain/validation/knowledge';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { listAnsweringAgents } from './answering-agents.repository';
import {
  deleteKnowledgeItem,
  insertKnowledgeItem,
  type KnowledgeItemRow,
  knowledgeTotals,
  listKnowledgeItems,
  updateKnowledgeItem,
} from './knowledge.repository';
import { countDocuments } from './knowledge-documents.repository';
import { latestScrapedPages } from './knowledge-scrapes.repository';

export async function listKnowledge(deps: AppDeps, options: { workspaceId: string } & KnowledgeListParams) {
  const { page, pageSize } = options;
  const { items, total } = await listKnowledgeItems(deps.db, {
    workspaceId: options.workspaceId,
    search: options.search,
    category: options.category === ALL_CATEGORIES ? null : options.category,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items, total, page, pageSize };
}

export function addKnowledgeItem(
  deps: AppDeps,
  options: { workspaceId: string; values: KnowledgeItemInput },
): Promise<KnowledgeItemRow> {
  return insertKnowledgeItem(deps.db, { ...options, at: deps.clock() });
}

export async function editKnowledgeItem(
  deps: AppDeps,
  options: { workspaceId: string; id: string; values: KnowledgeItemInput },
): Promise<KnowledgeItemRow> {
  const row = await updateKnowledgeItem(deps.db, { ...options, at: deps.clock() });
  if (!row) throw new AppError('NOT_FOUND', KNOWLEDGE_TEXTS.itemNotFound);
  return row;
}

export async function removeKnowledgeItem(deps: AppDeps, options: { workspaceId: string; id: string }) {
  if (!(await deleteKnowledgeItem(deps.db, options)))
    throw new AppError('NOT_FOUND', KNOWLEDGE_TEXTS.itemNotFound);
}

/** The Training Status card: what the agents answer from, and who can be tested. */
export async function trainingStatus(deps: AppDeps, workspaceId: string) {
  const [totals, documents, pages, agents] = await Promise.all([
    knowledgeTotals(deps.db, workspaceId),
    countDocuments(deps.db, workspaceId),
    latestScrapedPages(deps.db, workspaceId),
    listAnsweringAgents(deps.db, workspaceId),
  ]);
  return { ...totals, documents, pages, agents };
}
