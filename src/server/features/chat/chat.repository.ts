import { and, desc, eq, sql } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import type { BrandKey } from '../../../domain/brands';
import type { StoredRouting } from '../../../domain/lead-routing';
import type { PricingRules } from '../../../domain/quote-engine';
import type { Tone } from '../../../domain/validation/preview-questionnaire';
import type { Executor } from '../../db/client';
import { executePrepared } from '../../db/prepared-statement';
import {
  type ConversationStatus,
  conversations,
  type MessageMetadata,
  messages,
} from '../../db/schema/conversations';
import type { CustomerMetadata } from '../../db/schema/customers';
import type { KnowledgeMatch } from '../knowledge';

export interface ChatWorkspace {
  id: string;
  name: string;
  tone: Tone;
  brandKey: BrandKey;
  pricing: PricingRules | null;
}

export interface ChatAgent {
  id: string;
  agentName: string;
  agentType: AgentType;
  operationMode: 'live' | 'safe';
  requireApproval: boolean;
}

export interface ChatConversation {
  id: string;
  customerId: string | null;
  status: ConversationStatus;
  handoffAt: Date | null;
  /** The conversation's newest message before this turn's; null when the turn created it. */
  previousMessageAt: Date | null;
}

export interface ChatCustomer {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  /** An address the visitor typed that another customer has (see src/domain/typed-email.ts). */
  unverifiedEmail: string | null;
  metadata: CustomerMetadata;
}

/** A new conversation's rows, made only if the turn creates it (ids chosen by the caller). */
export interface ConversationStart {
  conversationId: string;
  customerId: string;
  customerName: string;
  routing: StoredRouting;
  events: { eventType: string; data: Record<string, unknown> }[];
}

export interface AcceptTurnInput {
  at: Date;
  workspaceKey: string | null;
  agentType: AgentType;
  /** Null for a first message: the token's conversation is created unless it exists. */
  conversationId: string | null;
  /** Null when the visitor sent no token. */
  tokenHash: string | null;
  ip: { key: string; windowStart: Date; limit: number };
  /** The key is prefix + conversation id + suffix (the id is known only in the database). */
  conversation: { keyPrefix: string; keySuffix: string; windowStart: Date; limit: number };
  /**
   * A call with no Origin header (another server using the public key) also counts against the
   * workspace: key prefix + workspace id + suffix (the id is known only in the database). Null
   * for a browser's call.
   */
  server: { keyPrefix: string; keySuffix: string; windowStart: Date; limit: number } | null;
  maxTurns: number;
  content: string;
  metadata: MessageMetadata;
  /** Merged into the customer's metadata. */
  profile: CustomerMetadata | null;
  historyLimit: number;
  /**
   * Knowledge to read with the turn (knowledge_search's any-word query), or null. `version`: the
   * workspace's knowledge version whose result for this query and limit the caller already holds
   * (null for none); while it is current the search is not run and the result's knowledge is null.
   */
  knowledge: { query: string; limit: number; version?: number | null } | null;
  /** Set outside a transaction: a turn that must arm the abandoned-chat check is not taken. */
  armIfBefore: Date | null;
  start: ConversationStart | null;
}

export type AcceptTurnRefusal =
  | 'ip_limited'
  | 'no_workspace'
  | 'not_found'
  | 'conversation_limited'
  | 'workspace_limited'
  | 'too_many_turns'
  | 'needs_transaction';

export type AcceptTurnResult =
  | { status: AcceptTurnRefusal }
  | {
      status: 'accepted';
      created: boolean;
      workspace: ChatWorkspace;
      agent: ChatAgent | null;
      conversation: ChatConversation;
      customer: ChatCustomer | null;
      /** The newest messages (this turn's included), oldest first. */
      history: { sender: 'user' | 'agent'; content: string }[];
      /**
       * The knowledge asked for, best first; null when none was asked for, or when the caller's
       * knowledge version is still the current one (then the caller's own result stands).
       */
      knowledge: KnowledgeMatch[] | null;
      /** The workspace's knowledge version this turn read (null: its knowledge never changed). */
      knowledgeVersion: number | null;
    };

type AcceptedRow = Extract<AcceptTurnResult, { status: 'accepted' }>;
type Wire<T> = { [K in keyof T]: T[K] extends Date | null ? string | null : T[K] };
type AcceptedWire = Omit<AcceptedRow, 'conversation'> & { conversation: Wire<ChatConversation> };

const at = (value: Date | null) => (value ? value.toISOString() : null);
const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

/**
 * The first half of a chat turn in one statement (the SQL function chat_accept_turn, migration
 * 0003, as 0009 and 0010 redefined it): the workspace and its agent, the conversation (created
 * with its visitor customer, routing and events on the first message), both rate limits, the
 * turn cap, the visitor's message, the conversation moved on, the behaviour profile merged, and
 * the customer and the history the reply needs. Atomic on its own; pass a transaction to add
 * writes to the turn.
 */
export async function acceptTurn(tx: Executor, input: AcceptTurnInput): Promise<AcceptTurnResult> {
  const start = startOf(input);
  const rows = await executePrepared<{ turn: AcceptTurnResult | AcceptedWire }>(
    tx,
    'chat_accept_turn',
    sql`
    select chat_accept_turn(
      ${at(input.at)}::timestamptz, ${input.workspaceKey}, ${input.agentType},
      ${input.conversationId}::uuid, ${input.tokenHash},
      ${input.ip.key}, ${at(input.ip.windowStart)}::timestamptz, ${input.ip.limit}::int,
      ${input.conversation.keyPrefix}, ${input.conversation.keySuffix},
      ${at(input.conversation.windowStart)}::timestamptz, ${input.conversation.limit}::int,
      ${input.server?.keyPrefix ?? null}, ${input.server?.keySuffix ?? null},
      ${at(input.server?.windowStart ?? null)}::timestamptz, ${input.server?.limit ?? null}::int,
      ${input.maxTurns}::int, ${input.content}, ${json(input.metadata)}::jsonb,
      ${json(input.profile)}::jsonb, ${input.historyLimit}::int,
      ${input.knowledge?.query ?? null}, ${input.knowledge?.limit ?? 0}::int,
      ${input.knowledge?.version ?? null}::bigint, ${at(input.armIfBefore)}::timestamptz, ${json(start)}::jsonb) as turn`,
  );
  return fromWire(rows[0]!.turn);
}

/**
 * Several turns in one statement and one transaction (chat_accept_turns, migrations 0035 and 0039):
 * each with the result chat_accept_turn gives it in the order given, in that order. When every
 * turn is plainly accepted the batch is written with set statements; otherwise each turn goes
 * through chat_accept_turn in turn. Never two turns of one conversation (see turn-acceptor.ts).
 */
export async function acceptTurns(
  db: Executor,
  inputs: readonly AcceptTurnInput[],
): Promise<AcceptTurnResult[]> {
  const turns = inputs.map((input) => ({
    at: at(input.at),
    workspace_key: input.workspaceKey,
    agent_type: input.agentType,
    conversation_id: input.conversationId,
    token_hash: input.tokenHash,
    ip_key: input.ip.key,
    ip_window_start: at(input.ip.windowStart),
    ip_limit: input.ip.limit,
    conversation_key_prefix: input.conversation.keyPrefix,
    conversation_key_suffix: input.conversation.keySuffix,
    conversation_window_start: at(input.conversation.windowStart),
    conversation_limit: input.conversation.limit,
    server_key_prefix: input.server?.keyPrefix ?? null,
    server_key_suffix: input.server?.keySuffix ?? null,
    server_window_start: at(input.server?.windowStart ?? null),
    server_limit: input.server?.limit ?? null,
    max_turns: input.maxTurns,
    content: input.content,
    metadata: input.metadata,
    profile: input.profile,
    history_limit: input.historyLimit,
    knowledge_query: input.knowledge?.query ?? null,
    knowledge_limit: input.knowledge?.limit ?? 0,
    knowledge_version: input.knowledge?.version ?? null,
    arm_if_before: at(input.armIfBefore),
    start: startOf(input),
  }));
  const rows = await executePrepared<{ turns: (AcceptTurnResult | AcceptedWire)[] }>(
    db,
    'chat_accept_turns',
    sql`select chat_accept_turns(${JSON.stringify(turns)}::jsonb) as turns`,
  );
  const results = rows[0]!.turns;
  if (results.length !== inputs.length) throw new Error('chat_accept_turns: one result per turn expected');
  return results.map(fromWire);
}

function startOf(input: AcceptTurnInput) {
  return (
    input.start && {
      conversation_id: input.start.conversationId,
      customer_id: input.start.customerId,
      customer_name: input.start.customerName,
      routing: input.start.routing,
      events: input.start.events.map((e) => ({ event_type: e.eventType, data: e.data })),
    }
  );
}

function fromWire(turn: AcceptTurnResult | AcceptedWire): AcceptTurnResult {
  if (turn.status !== 'accepted') return { status: turn.status };
  const wire = turn as AcceptedWire;
  const { conversation } = wire;
  return {
    ...wire,
    conversation: {
      ...conversation,
      handoffAt: conversation.handoffAt ? new Date(conversation.handoffAt) : null,
      previousMessageAt: conversation.previousMessageAt ? new Date(conversation.previousMessageAt) : null,
    },
  };
}

export interface AgentReply {
  workspaceId: string;
  conversationId: string;
  content: string;
  metadata: MessageMetadata;
  at: Date;
}

/**
 * Stores agent replies and moves each conversation's last_message_at forward, all in one
 * statement (chat_store_replies); see reply-writer.ts for who groups them.
 */
export async function insertAgentReplies(db: Executor, replies: readonly AgentReply[]): Promise<void> {
  const rows = replies.map((reply) => ({
    workspace_id: reply.workspaceId,
    conversation_id: reply.conversationId,
    content: reply.content,
    metadata: reply.metadata,
    at: at(reply.at),
  }));
  await executePrepared(
    db,
    'chat_store_replies',
    sql`select chat_store_replies(${JSON.stringify(rows)}::jsonb)`,
  );
}

export async function insertMessage(
  tx: Executor,
  values: {
    workspaceId: string;
    conversationId: string;
    sender: 'user' | 'agent';
    content: string;
    metadata: MessageMetadata;
    at: Date;
  },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(messages)
    .values({
      workspaceId: values.workspaceId,
      conversationId: values.conversationId,
      sender: values.sender,
      content: values.content,
      metadata: values.metadata,
      createdAt: values.at,
    })
    .returning({ id: messages.id });
  return row!;
}

/**
 * A message stored outside a chat turn (a channel's customer message the agent does not answer,
 * a person's reply made elsewhere): stored, and the conversation moved on, a customer's message
 * counted as their turn.
 */
export async function appendMessage(
  tx: Executor,
  values: Parameters<typeof insertMessage>[1],
): Promise<{ id: string }> {
  const row = await insertMessage(tx, values);
  await touchConversation(tx, {
    conversationId: values.conversationId,
    at: values.at,
    visitorTurn: values.sender === 'user',
  });
  return row;
}

/** Moves last_message_at forward (never back) and counts a visitor turn when asked to. */
export async function touchConversation(
  tx: Executor,
  options: { conversationId: string; at: Date; visitorTurn: boolean },
): Promise<void> {
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${options.at.toISOString()}::timestamptz)`,
      updatedAt: options.at,
      userTurns: options.visitorTurn ? sql`${conversations.userTurns} + 1` : conversations.userTurns,
    })
    .where(eq(conversations.id, options.conversationId));
}

/** The newest `limit` messages, returned oldest first. */
export async function recentMessages(
  tx: Executor,
  options: { conversationId: string; limit: number },
): Promise<{ sender: 'user' | 'agent'; content: string }[]> {
  const rows = await tx
    .select({ sender: messages.sender, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, options.conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit);
  return rows.reverse();
}

/** Marks the conversation as a person's; returns false if it already was (so one e-mail goes out). */
export async function markHandoff(
  tx: Executor,
  options: { conversationId: string; reason: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(conversations)
    .set({ handoffAt: options.at, handoffReason: options.reason, updatedAt: options.at })
    .where(and(eq(conversations.id, options.conversationId), sql`${conversations.handoffAt} is null`))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

export interface AgentMessage {
  id: string;
  content: string;
  createdAt: Date;
  /** Tells a team member's reply and the team's notices from the agent's own (src/domain/inbox.ts). */
  metadata: MessageMetadata;
}

/** Agent messages of the conversation, oldest first: one by id, or all after a moment. */
export async function agentMessages(
  tx: Executor,
  options: { conversationId: string; messageId?: string; after?: Date },
): Promise<AgentMessage[]> {
  return tx
    .select({
      id: messages.id,
      content: messages.content,
      createdAt: messages.createdAt,
      metadata: messages.metadata,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, options.conversationId),
        eq(messages.sender, 'agent'),
        options.messageId ? eq(messages.id, options.messageId) : undefined,
        options.after ? sql`${messages.createdAt} > ${options.after.toISOString()}::timestamptz` : undefined,
      ),
    )
    .orderBy(messages.createdAt)
    .limit(50);
}

export async function findConversationById(
  tx: Executor,
  conversationId: string,
): Promise<{ id: string; workspaceId: string; visitorTokenHash: string | null } | null> {
  const rows = await tx
    .select({
      id: conversations.id,
      workspaceId: conversations.workspaceId,
      visitorTokenHash: conversations.visitorTokenHash,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return rows[0] ?? null;
}
