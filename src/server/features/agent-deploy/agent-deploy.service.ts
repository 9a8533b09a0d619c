import { DEPLOY_MESSAGES, type DeployedAgentResult } from '../../../domain/contracts/agent-deploy.contract';
import { ONBOARDING_MESSAGES } from '../../../domain/contracts/onboarding.contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../accounts';
import { deployAgentOfType } from '../agents';
import { recordEvent } from '../analytics';
import { recordLiveAgentForCrm } from '../crm';
import { describePreviewTakeover, takenOverPreview, takeOverPreview } from '../previews';

/**
 * Deploy Live Agent (decision record 034), all or nothing in one transaction:
 * 1. the preview: taken over as onboarding's takeover does (knowledge, tone) when the workspace
 *    has not taken one over yet, which needs a verified address (decision 010); a workspace that
 *    already has its preview just uses it, so a second deploy overwrites nothing;
 * 2. the agent: the workspace's own agent of the preview's type as the owner left it, switched on
 *    if it was off; made from the preview only when there is none;
 * 3. with GoHighLevel connected, the connection notes that this agent feeds its location;
 * 4. an `agent_deployed` event.
 */
export async function deployLiveAgent(
  db: Database,
  options: { viewer: Viewer; workspaceId: string; previewId?: string; at: Date },
): Promise<DeployedAgentResult> {
  const { viewer, workspaceId, previewId, at } = options;
  if (!viewer.email) throw new AppError('FORBIDDEN', DEPLOY_MESSAGES.emailRequired);
  return db.transaction(async (tx) => {
    const taken = viewer.emailVerified
      ? await takeOverPreview(tx, { workspaceId, verifiedEmail: viewer.email, at, previewId })
      : await takenOverPreview(tx, workspaceId);
    if (!taken) {
      const seen = await describePreviewTakeover(tx, {
        workspaceId,
        email: viewer.email,
        emailVerified: viewer.emailVerified,
      });
      if (seen.status === 'unverified') throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.verifyFirst);
      throw new AppError('NOT_FOUND', DEPLOY_MESSAGES.noPreview);
    }
    // A workspace takes over one preview (decision 010): another one is not swapped in silently.
    if (previewId && taken.previewId !== previewId)
      throw new AppError('CONFLICT', DEPLOY_MESSAGES.otherPreview);

    const agent = await deployAgentOfType(tx, { workspaceId, template: taken.agent, at });
    // The preview's own workspace expired (30 days) and the workspace has no agent to switch on.
    if (!agent) throw new AppError('NOT_FOUND', DEPLOY_MESSAGES.noPreview);
    const crm = await recordLiveAgentForCrm(tx, { workspaceId, agentId: agent.id, at });
    await recordEvent(tx, {
      workspaceId,
      eventType: 'agent_deployed',
      entityId: agent.id,
      data: {
        previewId: taken.previewId,
        previewTakenOver: taken.newlyTaken,
        agentCreated: agent.created,
        agentActivated: agent.activated,
        crmLocationId: crm?.locationId ?? null,
        by: viewer.userId,
      },
      at,
    });
    return {
      status: 'deployed',
      previewId: taken.previewId,
      agent: { id: agent.id, agentName: agent.agentName, agentType: agent.agentType },
      previewTakenOver: taken.newlyTaken,
      agentCreated: agent.created,
      agentActivated: agent.activated,
      crm,
    };
  });
}
