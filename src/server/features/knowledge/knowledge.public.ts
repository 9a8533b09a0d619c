// What other features may use of knowledge (DESIGN.md §2 rule 1).
export { type KnowledgeMatch, searchKnowledge } from './knowledge.repository';
export { failStalledKnowledgeImports, knowledgeJobHandlers } from './knowledge-job-handlers';
