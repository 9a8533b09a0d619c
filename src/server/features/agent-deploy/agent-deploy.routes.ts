import { deployAgentContract } from '../../../domain/contracts/agent-deploy.contract';
import { route } from '../../http/contract-routes';
import { deployLiveAgent } from './agent-deploy.service';

export const agentDeployRoutes = [
  route(deployAgentContract, ({ deps, viewer, params, body }) =>
    deployLiveAgent(deps.db, {
      viewer,
      workspaceId: params.workspaceId,
      previewId: body.previewId,
      at: deps.clock(),
    }),
  ),
];
