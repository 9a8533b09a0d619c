import type { Executor } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import {
  claimPreview,
  copyPreviewKnowledge,
  findAdoptablePreviewById,
  findAdoptablePreviewClaimedBy,
  findLatestAdoptablePreviewOfEmail,
  markPreviewAdopted,
  workspaceHasAdoptedPreview,
} from './preview-workspace.repository';

/**
 * A visitor who made a preview and then signs up with the same address starts with what the
 * preview learnt from their website (its knowledge and tone), so their own agent is not blank.
 * The preview's address was typed by an anonymous visitor, so the caller adopts only for an
 * owner who has proved the address is theirs (a verified e-mail). A workspace adopts at most one
 * preview, once, however often this runs; returns how many knowledge items were adopted.
 *
 * A preview the workspace's trial carried from the preview's result page (claimPreviewForTrial)
 * comes first, whatever address it was made with: its id is known only to the browser that made
 * it, so whoever started the trial with it made the preview.
 */
export async function adoptPreviewKnowledge(
  tx: Executor,
  options: { workspaceId: string; email: string; at: Date; previewId?: string },
): Promise<number> {
  // A verification link opened twice at once must not copy the knowledge twice.
  await lockUntilCommit(tx, `preview-adopt:${options.workspaceId}`);
  if (await workspaceHasAdoptedPreview(tx, options.workspaceId)) return 0;
  // A named preview (deploy-ghl-agent) is taken only when it is the owner's, never another one instead.
  const preview = options.previewId
    ? await findAdoptablePreviewById(tx, {
        previewId: options.previewId,
        email: options.email,
        workspaceId: options.workspaceId,
      })
    : ((await findAdoptablePreviewClaimedBy(tx, options.workspaceId)) ??
      (await findLatestAdoptablePreviewOfEmail(tx, options.email)));
  if (!preview) return 0;
  const adopted = await copyPreviewKnowledge(tx, {
    fromWorkspaceId: preview.workspaceId,
    toWorkspaceId: options.workspaceId,
    tone: preview.tone,
    at: options.at,
  });
  await markPreviewAdopted(tx, { previewId: preview.id, workspaceId: options.workspaceId, at: options.at });
  return adopted;
}

/**
 * Start Free Trial on a preview's result carries the preview into the new workspace; it is adopted
 * (adoptPreviewKnowledge) only once the trial's owner verifies their address, as any adoption.
 */
export async function claimPreviewForTrial(
  tx: Executor,
  options: { previewId: string; workspaceId: string; at: Date },
): Promise<boolean> {
  return claimPreview(tx, options);
}
