import type { ApprovalView } from '../../../domain/contracts/approvals.contract';
import type { Database } from '../../db/client';
import { transcriptsBefore } from '../inbox';
import { listPendingApprovals } from './approvals.repository';

/** A queue longer than this is worked from its oldest end; the rest shows as it empties. */
export const APPROVAL_QUEUE_LIMIT = 50;
/** The messages shown before each draft. */
export const APPROVAL_CONTEXT_MESSAGES = 6;

/**
 * The answers waiting for review with the conversation around each: one workspace's (its members),
 * or every workspace's (platform admins).
 */
export async function listApprovalQueue(
  db: Database,
  options: { workspaceId: string | null },
): Promise<{ approvals: ApprovalView[] }> {
  const pending = await listPendingApprovals(db, {
    workspaceId: options.workspaceId,
    limit: APPROVAL_QUEUE_LIMIT,
  });
  // The draft answers the visitor's message just before it; later messages came after.
  const transcripts = await transcriptsBefore(db, {
    moments: pending.map((approval) => ({
      key: approval.id,
      conversationId: approval.conversationId,
      before: new Date(approval.createdAt.getTime() + 1),
    })),
    limit: APPROVAL_CONTEXT_MESSAGES,
  });
  const approvals = pending.map((approval) => ({
    id: approval.id,
    workspaceId: approval.workspaceId,
    workspaceName: approval.workspaceName,
    status: approval.status,
    draftContent: approval.draftContent,
    createdAt: approval.createdAt.toISOString(),
    agentName: approval.agentName,
    conversation: {
      id: approval.conversationId,
      platform: approval.platform,
      customerName: approval.customerName,
      customerEmail: approval.customerEmail,
      messages: transcripts.get(approval.id) ?? [],
    },
  }));
  return { approvals };
}
