import type { AgentType } from '../../../domain/agent-types';
import type { PreviewSummary, PreviewTakeover } from '../../../domain/contracts/onboarding.contract';
import type { Executor } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { adoptPreviewKnowledge } from './adopt-preview.service';
import {
  countPreviewKnowledge,
  findAdoptablePreviewOfEmail,
  findPreviewAdoptedBy,
  findPreviewAgent,
  type PreviewRecord,
} from './preview-takeover.repository';

async function summarize(db: Executor, preview: PreviewRecord) {
  const agent = preview.previewWorkspaceId ? await findPreviewAgent(db, preview.previewWorkspaceId) : null;
  const summary: PreviewSummary = {
    websiteUrl: preview.websiteUrl,
    agent: agent && { agentType: agent.agentType, agentName: agent.agentName },
    tone: preview.tone,
    knowledgeItems: preview.previewWorkspaceId
      ? await countPreviewKnowledge(db, preview.previewWorkspaceId)
      : null,
    createdAt: preview.createdAt.toISOString(),
  };
  return { summary, agent };
}

/**
 * What the AI Agent Setup step says about the owner's preview. Before the owner has verified their
 * address nothing about it is shown but that it exists: the address was typed by a visitor.
 */
export async function describePreviewTakeover(
  db: Executor,
  options: { workspaceId: string; email: string; emailVerified: boolean },
): Promise<PreviewTakeover> {
  const adopted = await findPreviewAdoptedBy(db, options.workspaceId);
  if (adopted) return { status: 'taken_over', preview: (await summarize(db, adopted)).summary };
  const candidate = await findAdoptablePreviewOfEmail(db, options.email);
  if (!candidate) return { status: 'none', preview: null };
  if (!options.emailVerified) return { status: 'unverified', preview: null };
  return { status: 'available', preview: (await summarize(db, candidate)).summary };
}

/**
 * Takes over the preview of a verified address into the workspace (its knowledge and tone, once;
 * a no-op when verification already did) and says what it was, with the preview's agent so the
 * caller can give the workspace one like it. Null when there is no preview to take over. The
 * caller has checked that the address is verified, and passes its transaction. With a previewId
 * only that preview is taken; `newlyTaken` says whether this call took it (false: taken before).
 */
export async function takeOverPreview(
  tx: Executor,
  options: { workspaceId: string; verifiedEmail: string; at: Date; previewId?: string },
): Promise<{
  previewId: string;
  newlyTaken: boolean;
  summary: PreviewSummary;
  agent: { agentType: AgentType; agentName: string; welcomeMessage: string | null } | null;
} | null> {
  // The adoption's own lock, taken first (advisory locks stack) so "before" cannot go stale.
  await lockUntilCommit(tx, `preview-adopt:${options.workspaceId}`);
  const before = await findPreviewAdoptedBy(tx, options.workspaceId);
  await adoptPreviewKnowledge(tx, {
    workspaceId: options.workspaceId,
    email: options.verifiedEmail,
    at: options.at,
    previewId: options.previewId,
  });
  const taken = before ?? (await findPreviewAdoptedBy(tx, options.workspaceId));
  if (!taken) return null;
  return { previewId: taken.id, newlyTaken: before === null, ...(await summarize(tx, taken)) };
}

/**
 * The preview this workspace took over, in takeOverPreview's shape, without taking any over (for
 * an owner whose address is not verified yet: what is already theirs, nothing more).
 */
export async function takenOverPreview(
  db: Executor,
  workspaceId: string,
): Promise<Awaited<ReturnType<typeof takeOverPreview>>> {
  const taken = await findPreviewAdoptedBy(db, workspaceId);
  return taken ? { previewId: taken.id, newlyTaken: false, ...(await summarize(db, taken)) } : null;
}
