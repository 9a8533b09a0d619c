import {
  listAgentsContract,
  setUpAgentsContract,
  updateAgentContract,
} from '../../../domain/contracts/agents.contract';
import { route } from '../../http/contract-routes';
import { listAgents, setUpAgents, updateAgentSettings } from './agents.service';

export const agentRoutes = [
  route(listAgentsContract, ({ deps, params }) => listAgents(deps.db, params.workspaceId)),
  route(setUpAgentsContract, ({ deps, params, body }) =>
    setUpAgents(deps.db, { workspaceId: params.workspaceId, setup: body, at: deps.clock() }),
  ),
  route(updateAgentContract, ({ deps, params, body }) =>
    updateAgentSettings(deps.db, { ...params, ...body, at: deps.clock() }),
  ),
];
