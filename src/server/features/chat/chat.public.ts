// What other features may use of the chat (DESIGN.md §2 rule 1): the dashboard's test question
// and the agents that would answer it.

export { listAnsweringAgents, type WorkspaceAgent } from './agent-test.repository';
export { type AgentTestAnswer, askAgentAsTest } from './agent-test.service';
