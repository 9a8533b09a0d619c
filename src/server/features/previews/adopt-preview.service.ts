import type { Executor } from '../../db/client';
import { copyPreviewKnowledge, findLatestPreviewWorkspaceOfEmail } from './preview-workspace.repository';

/**
 * A visitor who made a preview and then signs up with the same address starts with what the
 * preview learnt from their website (its knowledge and tone), so their own agent is not blank.
 * Runs in the sign-up's transaction; returns how many knowledge items were adopted.
 */
export async function adoptPreviewKnowledge(
  tx: Executor,
  options: { workspaceId: string; email: string; at: Date },
): Promise<number> {
  const preview = await findLatestPreviewWorkspaceOfEmail(tx, options.email);
  if (!preview) return 0;
  return copyPreviewKnowledge(tx, {
    fromWorkspaceId: preview.workspaceId,
    toWorkspaceId: options.workspaceId,
    tone: preview.tone,
    at: options.at,
  });
}
