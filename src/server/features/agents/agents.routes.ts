import {
  listAgentsContract,
  setUpAgentsContract,
  updateAgentModeContract,
} from '../../../domain/contracts/agents.contract';
import { route } from '../../http/contract-routes';
import { changeAgentMode, listAgents, setUpAgents } from './agents.service';

export const agentRoutes = [
  route(listAgentsContract, ({ deps, params }) => listAgents(deps.db, params.workspaceId)),
  route(setUpAgentsContract, ({ deps, params, body }) =>
    setUpAgents(deps.db, { workspaceId: params.workspaceId, setup: body, at: deps.clock() }),
  ),
  route(updateAgentModeContract, ({ deps, params, body }) =>
    changeAgentMode(deps.db, { ...params, ...body, at: deps.clock() }),
  ),
];
