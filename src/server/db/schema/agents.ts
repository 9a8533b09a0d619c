import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { AGENT_TYPES, type AgentType } from '../../../domain/agent-types';
import { createdAt, isNotBlank, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

export { AGENT_TYPES, type AgentType };
export const AGENT_STATUSES = ['active', 'busy', 'inactive'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
/** In safe mode replies may need a human's approval (require_approval); live mode sends directly. */
export const AGENT_OPERATION_MODES = ['live', 'safe'] as const;
export type AgentOperationMode = (typeof AGENT_OPERATION_MODES)[number];

export const agents = pgTable(
  'agents',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    agentName: text().notNull(),
    agentType: text().$type<AgentType>().notNull(),
    status: text().$type<AgentStatus>().notNull().default('active'),
    operationMode: text().$type<AgentOperationMode>().notNull().default('live'),
    requireApproval: boolean().notNull().default(false),
    totalConversations: integer().notNull().default(0),
    totalQuotesGenerated: integer().notNull().default(0),
    totalSalesClosed: integer().notNull().default(0),
    lastActiveAt: timestamp({ withTimezone: true }),
    welcomeMessage: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('agents_agent_name_check', isNotBlank(t.agentName)),
    check('agents_agent_type_check', oneOf(t.agentType, AGENT_TYPES)),
    check('agents_status_check', oneOf(t.status, AGENT_STATUSES)),
    check('agents_operation_mode_check', oneOf(t.operationMode, AGENT_OPERATION_MODES)),
    check('agents_total_conversations_check', sql`${t.totalConversations} >= 0`),
    check('agents_total_quotes_generated_check', sql`${t.totalQuotesGenerated} >= 0`),
    check('agents_total_sales_closed_check', sql`${t.totalSalesClosed} >= 0`),
    index('agents_workspace_last_active_idx').on(t.workspaceId, t.lastActiveAt.desc()),
  ],
);

/**
 * Each agent's running activity for the dashboard's Agents tab: its conversations, their messages
 * (the sum of conversations.message_count), the quotes of those conversations, and the latest
 * message time seen. Kept by triggers on conversations and quotes (migration 0024) in the same
 * transaction as the rows they count, so the tab reads a few rows per agent instead of counting
 * 100k conversations. A separate table, not columns on agents: the spec's total_* fields there are
 * the demo's marketing figures, and a hot counter row must not lock the agent's settings row.
 *
 * Striped (decision 031): an agent's counts are spread over up to AGENT_ACTIVITY_SLOTS rows, each
 * writing database session adding to the slot of its backend, so concurrent chats of one agent do
 * not wait on one row until each other's commit. Readers sum the slots (agentActivityTotals).
 */
export const agentActivity = pgTable(
  'agent_activity',
  {
    agentId: uuid()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    slot: smallint().notNull().default(0),
    conversationCount: integer().notNull().default(0),
    messageCount: bigint({ mode: 'number' }).notNull().default(0),
    quoteCount: integer().notNull().default(0),
    /** The latest message of its conversations ever seen (a deleted conversation does not rewind it). */
    lastMessageAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.slot] })],
);

/** How many rows an agent's counts are spread over (agent_activity_slot() in migration 0026). */
export const AGENT_ACTIVITY_SLOTS = 64;
