// What other features may use of knowledge (DESIGN.md §2 rule 1).

export { listAnsweringAgents, type WorkspaceAgent } from './answering-agents.repository';
export { importDocumentJob, scrapeWebsiteJob } from './knowledge.jobs';
export { type KnowledgeMatch, searchKnowledge } from './knowledge.repository';
export { knowledgeRoutes } from './knowledge.routes';
export { failStalledKnowledgeImports, knowledgeJobHandlers } from './knowledge-job-handlers';
export { knowledgeSourceRoutes } from './knowledge-sources.routes';
