import {
  createKnowledgeContract,
  deleteKnowledgeContract,
  listKnowledgeContract,
  trainingStatusContract,
  updateKnowledgeContract,
} from '../../../domain/contracts/knowledge.contract';
import { route } from '../../http/contract-routes';
import type { KnowledgeItemRow } from './knowledge.repository';
import {
  addKnowledgeItem,
  editKnowledgeItem,
  listKnowledge,
  removeKnowledgeItem,
  trainingStatus,
} from './knowledge-items.service';

const itemOutput = (row: KnowledgeItemRow) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** The knowledge manager's items and status card (its test box is the chat's: agentTestRoutes) (src/domain/contracts/knowledge.contract.ts). */
export const knowledgeRoutes = [
  route(listKnowledgeContract, async ({ deps, params, query }) => {
    const page = await listKnowledge(deps, { workspaceId: params.workspaceId, ...query });
    return { ...page, items: page.items.map(itemOutput) };
  }),
  route(createKnowledgeContract, async ({ deps, params, body }) =>
    itemOutput(await addKnowledgeItem(deps, { workspaceId: params.workspaceId, values: body })),
  ),
  route(updateKnowledgeContract, async ({ deps, params, body }) =>
    itemOutput(
      await editKnowledgeItem(deps, { workspaceId: params.workspaceId, id: params.itemId, values: body }),
    ),
  ),
  route(deleteKnowledgeContract, async ({ deps, params }) => {
    await removeKnowledgeItem(deps, { workspaceId: params.workspaceId, id: params.itemId });
    return { deleted: true as const };
  }),
  route(trainingStatusContract, async ({ deps, params }) => {
    const status = await trainingStatus(deps, params.workspaceId);
    return { ...status, lastUpdatedAt: status.lastUpdatedAt?.toISOString() ?? null };
  }),
];
