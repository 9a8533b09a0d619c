// What other features may use of the agents feature (DESIGN.md §2 rule 1).

export { agentRoutes } from './agents.routes';
export { type DeployedAgent, deployAgentOfType, ensureAgentOfType, listAgents } from './agents.service';
