// What other parts of the server use of Deploy Live Agent (decision record 034).
export { deployGhlAgentFunction } from './agent-deploy.functions';
export { agentDeployRoutes } from './agent-deploy.routes';
