import { testAgentContract } from '../../../domain/contracts/knowledge.contract';
import { route } from '../../http/contract-routes';
import { askAgentAsTest } from './agent-test.service';

/**
 * The knowledge manager's test box: a question answered by the chat engine with the workspace's
 * knowledge, stored nowhere. Served by the chat, which owns the engine (the knowledge feature
 * only lists the items and which agents answer from them).
 */
export const agentTestRoutes = [
  route(testAgentContract, ({ deps, params, body }) =>
    askAgentAsTest(deps, { workspaceId: params.workspaceId, question: body.question, agentId: body.agentId }),
  ),
];
