import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { type AnswerApprovalStatus, answerApprovals } from '../../db/schema/answer-approvals';
import { conversations } from '../../db/schema/conversations';
import { customers } from '../../db/schema/customers';
import { workspaces } from '../../db/schema/workspaces';

export interface QueuedApproval {
  id: string;
  workspaceId: string;
  workspaceName: string;
  status: AnswerApprovalStatus;
  draftContent: string;
  createdAt: Date;
  agentName: string | null;
  conversationId: string;
  platform: string;
  customerName: string | null;
  customerEmail: string | null;
}

/** The pending answers, oldest first (the longest-waiting visitor first); one workspace or all. */
export async function listPendingApprovals(
  db: Executor,
  options: { workspaceId: string | null; limit: number },
): Promise<QueuedApproval[]> {
  return db
    .select({
      id: answerApprovals.id,
      workspaceId: answerApprovals.workspaceId,
      workspaceName: workspaces.name,
      status: answerApprovals.status,
      draftContent: answerApprovals.draftContent,
      createdAt: answerApprovals.createdAt,
      agentName: agents.agentName,
      conversationId: answerApprovals.conversationId,
      platform: conversations.platform,
      customerName: customers.name,
      customerEmail: customers.email,
    })
    .from(answerApprovals)
    .innerJoin(workspaces, eq(workspaces.id, answerApprovals.workspaceId))
    .innerJoin(conversations, eq(conversations.id, answerApprovals.conversationId))
    .leftJoin(customers, eq(customers.id, conversations.customerId))
    .leftJoin(agents, eq(agents.id, answerApprovals.agentId))
    .where(
      and(
        eq(answerApprovals.status, 'pending'),
        options.workspaceId ? eq(answerApprovals.workspaceId, options.workspaceId) : undefined,
      ),
    )
    .orderBy(asc(answerApprovals.createdAt), asc(answerApprovals.id))
    .limit(options.limit);
}
