import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type AnswerApprovalStatus,
  answerApprovals,
  type DeferredAction,
} from '../../db/schema/answer-approvals';
import { conversations } from '../../db/schema/conversations';

/** Serialises the holds of one conversation (the held-answer e-mail goes with the first only). */
export async function lockConversationForHold(tx: Executor, conversationId: string): Promise<void> {
  await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
}

/** The conversation's answers still waiting for review, other than this one. */
export async function countOtherPendingApprovals(
  tx: Executor,
  options: { conversationId: string; exceptId: string },
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(answerApprovals)
    .where(
      and(
        eq(answerApprovals.conversationId, options.conversationId),
        eq(answerApprovals.status, 'pending'),
        ne(answerApprovals.id, options.exceptId),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The visitor wrote again: the conversation's drafts still waiting for review answer what came
 * before, so they are marked superseded (never sent, never approvable). Returns how many were,
 * and what they would have done once approved (their quote e-mails), for the next answer to carry.
 */
export async function supersedePendingApprovals(
  db: Executor,
  options: { conversationId: string },
): Promise<{ count: number; deferredActions: DeferredAction[] }> {
  const rows = await db
    .update(answerApprovals)
    // Nobody reviewed it: reviewed_at and reviewed_by stay empty.
    .set({ status: 'superseded' })
    .where(
      and(eq(answerApprovals.conversationId, options.conversationId), eq(answerApprovals.status, 'pending')),
    )
    .returning({ deferredActions: answerApprovals.deferredActions });
  return { count: rows.length, deferredActions: rows.flatMap((row) => row.deferredActions) };
}

export async function insertApproval(
  tx: Executor,
  values: {
    workspaceId: string;
    conversationId: string;
    agentId: string;
    draftContent: string;
    deferredActions: DeferredAction[];
    at: Date;
  },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(answerApprovals)
    .values({
      workspaceId: values.workspaceId,
      conversationId: values.conversationId,
      agentId: values.agentId,
      draftContent: values.draftContent,
      deferredActions: values.deferredActions,
      status: 'pending',
      createdAt: values.at,
    })
    .returning({ id: answerApprovals.id });
  return row!;
}

export interface PendingApproval {
  id: string;
  workspaceId: string;
  conversationId: string;
  draftContent: string;
  deferredActions: DeferredAction[];
  status: AnswerApprovalStatus;
}

const approvalColumns = {
  id: answerApprovals.id,
  workspaceId: answerApprovals.workspaceId,
  conversationId: answerApprovals.conversationId,
  draftContent: answerApprovals.draftContent,
  deferredActions: answerApprovals.deferredActions,
  status: answerApprovals.status,
};

export async function findApproval(tx: Executor, approvalId: string): Promise<PendingApproval | null> {
  const rows = await tx
    .select(approvalColumns)
    .from(answerApprovals)
    .where(eq(answerApprovals.id, approvalId));
  return rows[0] ?? null;
}

/**
 * Whether an answer still waiting in this conversation holds a quote e-mail: the quote exists
 * and is on its way, so a later turn must not price and create another one.
 */
export async function hasHeldQuoteEmail(db: Executor, conversationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: answerApprovals.id })
    .from(answerApprovals)
    .where(
      and(
        eq(answerApprovals.conversationId, conversationId),
        eq(answerApprovals.status, 'pending'),
        sql`${answerApprovals.deferredActions} @> '[{"type":"send_quote_email"}]'::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Locks the approval row so two reviewers cannot both decide it. */
export async function lockApproval(tx: Executor, approvalId: string): Promise<PendingApproval | null> {
  const rows = await tx
    .select(approvalColumns)
    .from(answerApprovals)
    .where(eq(answerApprovals.id, approvalId))
    .for('update');
  return rows[0] ?? null;
}

export async function decideApproval(
  tx: Executor,
  values: {
    approvalId: string;
    status: Extract<AnswerApprovalStatus, 'sent' | 'rejected'>;
    editedContent: string | null;
    notes: string | null;
    reviewedBy: string;
    messageId: string | null;
    at: Date;
  },
): Promise<void> {
  await tx
    .update(answerApprovals)
    .set({
      status: values.status,
      editedContent: values.editedContent,
      notes: values.notes,
      reviewedBy: values.reviewedBy,
      reviewedAt: values.at,
      messageId: values.messageId,
    })
    .where(and(eq(answerApprovals.id, values.approvalId), sql`${answerApprovals.status} = 'pending'`));
}
