import { APPROVAL_MESSAGES } from '../../../domain/chat';
import type { ApproveAnswerInput } from '../../../domain/contracts/chat.contract';
import { sanitizeText } from '../../../domain/sanitize';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { publishChatEvent } from '../../realtime/realtime';
import { recordEvent } from '../analytics';
import { answerInsteadOfRejectedDraft, type TeamMember } from '../inbox';
import { decideApproval, findApproval, lockApproval } from './approvals.repository';
import { insertMessage, touchConversation } from './chat.repository';
import { prepareDeferredActions, writeDeferredActions } from './deferred-actions';

export const APPROVAL_EVENTS = { sent: 'answer_approved', rejected: 'answer_rejected' } as const;

/**
 * A reviewer's decision on an answer held in safe mode (spec dashboard §4: pending → approved,
 * then sent; or rejected). Approving sends the (possibly edited) text into the conversation as
 * the agent's message, and the visitor's open chat receives it through the realtime channel.
 * The row is locked, so of two reviewers deciding at once only the first decision counts. What
 * the held answer did that the customer would notice (a quote e-mail) happens with the approval,
 * in its transaction, and never after a rejection. A rejection answers the visitor too: with the
 * reviewer's own reply, or by handing the conversation to the team inbox with a note that a team
 * member will reply (the visitor was told one would confirm, and must not wait unseen).
 */
export async function approveAnswer(
  deps: AppDeps,
  options: {
    input: ApproveAnswerInput;
    /** Who decides; their own reply to a rejected draft is signed as their team replies are. */
    reviewer: TeamMember;
    /** A workspace route's scope: an approval of another workspace is not found. */
    workspaceId?: string;
  },
): Promise<{ message: string; status: 'sent' | 'rejected' }> {
  const { input } = options;
  const now = deps.clock();
  // Read before the lock: the deferred actions' outside work happens outside the transaction. A
  // decision that then loses the race leaves at most an unused checkout session, which expires.
  const held = input.action === 'approve' ? await findApproval(deps.db, input.approvalId) : null;
  const inScope = !options.workspaceId || held?.workspaceId === options.workspaceId;
  const prepared =
    held?.status === 'pending' && inScope
      ? await prepareDeferredActions(deps, { workspaceId: held.workspaceId, actions: held.deferredActions })
      : [];
  return deps.db.transaction(async (tx) => {
    const approval = await lockApproval(tx, input.approvalId);
    if (!approval || (options.workspaceId && approval.workspaceId !== options.workspaceId))
      throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
    if (approval.status === 'superseded') throw new AppError('CONFLICT', APPROVAL_MESSAGES.superseded);
    if (approval.status !== 'pending') throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyReviewed);
    const edited = input.editedContent ? sanitizeText(input.editedContent) : '';
    const notes = input.notes?.trim() || null;

    if (input.action === 'reject') {
      await decideApproval(tx, {
        approvalId: approval.id,
        status: 'rejected',
        editedContent: edited || null,
        notes,
        reviewedBy: options.reviewer.userId,
        messageId: null,
        at: now,
      });
      // The visitor was told a team member would confirm: someone does, now or from the inbox.
      const outcome = await answerInsteadOfRejectedDraft(deps, tx, {
        workspaceId: approval.workspaceId,
        conversationId: approval.conversationId,
        member: options.reviewer,
        reply: input.reply ?? null,
        at: now,
      });
      await recordEvent(tx, {
        workspaceId: approval.workspaceId,
        eventType: APPROVAL_EVENTS.rejected,
        entityId: approval.id,
        data: { conversation_id: approval.conversationId, replied: outcome === 'replied' },
        at: now,
      });
      return {
        message:
          outcome === 'replied' ? APPROVAL_MESSAGES.rejectedWithReply : APPROVAL_MESSAGES.rejectedToInbox,
        status: 'rejected',
      };
    }

    const content = edited || approval.draftContent;
    const message = await insertMessage(tx, {
      workspaceId: approval.workspaceId,
      conversationId: approval.conversationId,
      sender: 'agent',
      content,
      metadata: {
        agent_type: 'general',
        timestamp: now.toISOString(),
        validated: true,
        approval_id: approval.id,
        edited: content !== approval.draftContent,
      },
      at: now,
    });
    await touchConversation(tx, { conversationId: approval.conversationId, at: now, visitorTurn: false });
    // On Messenger or Instagram the approved answer goes out with the Send API.
    await deps.hooks.socialReply(deps, tx, {
      conversationId: approval.conversationId,
      messageId: message.id,
      content,
    });
    await writeDeferredActions(deps, tx, { conversationId: approval.conversationId, prepared });
    await decideApproval(tx, {
      approvalId: approval.id,
      status: 'sent',
      editedContent: edited || null,
      notes,
      reviewedBy: options.reviewer.userId,
      messageId: message.id,
      at: now,
    });
    await recordEvent(tx, {
      workspaceId: approval.workspaceId,
      eventType: APPROVAL_EVENTS.sent,
      entityId: approval.id,
      data: { conversation_id: approval.conversationId, edited: content !== approval.draftContent },
      at: now,
    });
    await publishChatEvent(tx, {
      conversationId: approval.conversationId,
      type: 'message',
      messageId: message.id,
    });
    return { message: APPROVAL_MESSAGES.sent, status: 'sent' };
  });
}
