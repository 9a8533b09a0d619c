import type { BrandKey } from '../../../domain/brands';
import type { DeferredAction } from '../../db/schema/answer-approvals';
import { queueEmail } from '../email';
import { countOtherPendingApprovals, insertApproval, lockConversationForHold } from './approvals.repository';
import { type HandoffDeps, handoffRecipients } from './handoff.service';

export const HELD_ANSWER_EMAIL_KIND = 'answer_approval';

/**
 * Holds the agent's answer for a reviewer (safe mode) and tells the team by e-mail, as a handoff
 * does: once per conversation per burst. An answer held while an earlier one of the same
 * conversation still waits sends nothing more (the reviewer sees both when they open it); once
 * all are decided, the next held answer e-mails again. The conversation's row is locked so two
 * turns held at once cannot both believe they are the first. A draft the visitor's next message
 * superseded counts as still waiting for this rule: the reviewer was told of the burst already.
 */
export async function holdAnswerForApproval(
  deps: HandoffDeps,
  values: {
    workspaceId: string;
    brandKey: BrandKey;
    conversationId: string;
    agentId: string;
    draftContent: string;
    deferredActions: DeferredAction[];
    visitorMessage: string;
    at: Date;
    /** A draft of this burst was pending (and e-mailed) until the visitor wrote again: no second e-mail. */
    teamAlreadyTold?: boolean;
  },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockConversationForHold(tx, values.conversationId);
    const { id } = await insertApproval(tx, values);
    const waiting = await countOtherPendingApprovals(tx, {
      conversationId: values.conversationId,
      exceptId: id,
    });
    if (waiting > 0 || values.teamAlreadyTold) return;
    const link = `${deps.dashboardUrl}/dashboard/conversations/${values.conversationId}`;
    for (const to of await handoffRecipients(tx, values.workspaceId, {
      brands: deps.brands,
      brandKey: values.brandKey,
    })) {
      await queueEmail(deps.outbox(), tx, {
        kind: HELD_ANSWER_EMAIL_KIND,
        to,
        subject: 'An answer in your chat waits for your approval',
        text: `Your agent is in safe mode: its answer reaches the customer only once you approve it, and the customer is waiting.\n\nThe customer wrote:\n${values.visitorMessage}\n\nThe agent's draft:\n${values.draftContent}\n\nApprove, edit or reject it: ${link}\n\nMore answers held in this conversation before you review it are not e-mailed again.\n`,
        workspaceId: values.workspaceId,
        metadata: { conversation_id: values.conversationId },
      });
    }
  });
}
