import { bigint, pgSequence, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * Where knowledge versions come from: one sequence for every workspace, so a version never names
 * two states of the knowledge, not even across workspaces or after a workspace is deleted.
 */
export const knowledgeVersionSeq = pgSequence('knowledge_version_seq', {
  startWith: 1,
  increment: 1,
  minValue: 1,
});

/**
 * The version of each workspace's knowledge: renewed (from knowledge_version_seq) by every
 * statement that inserts, updates, deletes or truncates knowledge_base items (triggers of
 * migration 0037), in that statement's transaction. A search result read together with a version
 * is therefore the result for every turn that reads the same version, which lets an app process
 * keep the results of questions asked before (docs/decisions/052-chat-knowledge-reuse.md).
 * No foreign key: a workspace's deletion removes its items, and the trigger that then renews its
 * version must not fail on the workspace row being gone.
 */
export const knowledgeVersions = pgTable('knowledge_versions', {
  workspaceId: uuid().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});
