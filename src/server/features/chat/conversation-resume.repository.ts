import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { answerApprovals } from '../../db/schema/answer-approvals';
import {
  type ConversationStatus,
  conversations,
  type MessageMetadata,
  messages,
} from '../../db/schema/conversations';
import { workspaces } from '../../db/schema/workspaces';

export interface ResumableConversation {
  id: string;
  customerId: string | null;
  status: ConversationStatus;
  userTurns: number;
  lastMessageAt: Date;
  handoffAt: Date | null;
  visitorTokenHash: string | null;
}

/** The conversation with this id on the widget of the workspace with this public key, or null. */
export async function findConversationOnWidget(
  db: Executor,
  options: { conversationId: string; workspaceKey: string },
): Promise<ResumableConversation | null> {
  const rows = await db
    .select({
      id: conversations.id,
      customerId: conversations.customerId,
      status: conversations.status,
      userTurns: conversations.userTurns,
      lastMessageAt: conversations.lastMessageAt,
      handoffAt: conversations.handoffAt,
      visitorTokenHash: conversations.visitorTokenHash,
    })
    .from(conversations)
    .innerJoin(workspaces, eq(workspaces.id, conversations.workspaceId))
    .where(and(eq(conversations.id, options.conversationId), eq(workspaces.publicKey, options.workspaceKey)))
    .limit(1);
  return rows[0] ?? null;
}

export interface StoredChatMessage {
  id: string;
  sender: 'user' | 'agent';
  content: string;
  metadata: MessageMetadata | null;
  createdAt: Date;
}

/** The newest `limit` messages of the conversation, oldest first. */
export async function latestMessages(
  db: Executor,
  options: { conversationId: string; limit: number },
): Promise<StoredChatMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      sender: messages.sender,
      content: messages.content,
      metadata: messages.metadata,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, options.conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit);
  return rows.reverse();
}

/** Whether an answer of the conversation waits for a team member's approval. */
export async function hasPendingApproval(db: Executor, conversationId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(answerApprovals)
    .where(and(eq(answerApprovals.conversationId, conversationId), eq(answerApprovals.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The conversation's replies to the visitor: the agent's and the team's messages, not the notices
 * (the same messages the widget's chat counts as replies; see transcriptAuthor).
 */
export async function countRepliesToVisitor(db: Executor, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.sender, 'agent'),
        sql`(${messages.metadata}->>'author') is distinct from 'notice'`,
      ),
    );
  return row?.count ?? 0;
}
