import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredRouting } from '../../../domain/lead-routing';
import { AGENT_TYPES, type AgentType, agents } from './agents';
import { authUsers } from './auth';
import { customers } from './customers';
import { createdAt, isNotBlank, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

/** Created active on the first user message; quoted once a quote is e-mailed; closed by staff. */
export const CONVERSATION_STATUSES = ['active', 'quoted', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const MESSAGE_SENDERS = ['user', 'agent'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export interface MessageMetadata {
  /** The spec's default is 'general' (a message not tied to one agent type). */
  agent_type: string;
  timestamp?: string;
  validated?: boolean;
  [key: string]: unknown;
}

export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    // Linked once contact details are known; the conversation outlives a deleted customer.
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    agentId: uuid().references(() => agents.id, { onDelete: 'set null' }),
    agentType: text().$type<AgentType>(),
    platform: text().notNull().default('website'),
    status: text().$type<ConversationStatus>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // SHA-256 of the random token the visitor's chat holds: knowing a conversation's id is not
    // enough to read or continue it, and two first messages with one token make one conversation.
    visitorTokenHash: text(),
    /** Visitor messages so far, for the per-conversation turn cap. */
    userTurns: integer().notNull().default(0),
    /**
     * Messages of the conversation (every author), kept by a trigger on messages (migration 0018):
     * the dashboard's per-agent message counts sum it instead of counting every message.
     */
    messageCount: integer().notNull().default(0),
    // Set when the conversation is handed to a person: the agent stops auto-replying here.
    handoffAt: timestamp({ withTimezone: true }),
    handoffReason: text(),
    // The team member holding the conversation after Take over (the inbox); null while the agent
    // answers or while a handed-off conversation still waits for a person.
    heldBy: text().references(() => authUsers.id, { onDelete: 'set null' }),
    /** The lead-routing decision taken on the first message (spec: stored with its analytics event). */
    routing: jsonb().$type<StoredRouting>(),
  },
  (t) => [
    check('conversations_agent_type_check', oneOf(t.agentType, AGENT_TYPES)),
    check('conversations_status_check', oneOf(t.status, CONVERSATION_STATUSES)),
    index('conversations_workspace_created_idx').on(t.workspaceId, t.createdAt.desc()),
    // The dashboard's list order (latest message first, then id; nulls first as a plain DESC orders):
    // a page is a walk down this index.
    index('conversations_workspace_last_message_idx').on(
      t.workspaceId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A customer's conversations, with what the dashboard's name and e-mail search needs of them
    // (its workspace, order and id) so the search is an index-only scan (migration 0032). A
    // chat turn's update of last_message_at already writes every index of the row.
    index('conversations_customer_id_idx').on(t.customerId, t.workspaceId, t.lastMessageAt, t.id),
    // Smart Automations' "conversations handled alone" of the window: counted off this index
    // alone, without visiting 100k conversations' rows for handoff_at.
    index('conversations_workspace_created_unhanded_idx')
      .on(t.workspaceId, t.createdAt)
      .where(sql`${t.handoffAt} is null`),
    // The leads list filtered by routing queue (priority filter), in the list's own order.
    index('conversations_workspace_routing_action_idx').on(
      t.workspaceId,
      sql`(${t.routing} ->> 'action')`,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('conversations_workspace_visitor_token_key')
      .on(t.workspaceId, t.visitorTokenHash)
      .where(sql`${t.visitorTokenHash} is not null`),
    check('conversations_user_turns_check', sql`${t.userTurns} >= 0`),
    check('conversations_message_count_check', sql`${t.messageCount} >= 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text().$type<MessageSender>().notNull(),
    content: text().notNull(),
    metadata: jsonb().$type<MessageMetadata>().notNull().default({ agent_type: 'general' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_sender_check', oneOf(t.sender, MESSAGE_SENDERS)),
    check('messages_content_check', isNotBlank(t.content)),
    // With the id, and nulls first as a plain DESC orders: a turn's history (the newest messages
    // by created_at desc, id desc) stops after the window instead of sorting the whole conversation.
    index('messages_conversation_created_idx').on(
      t.conversationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
