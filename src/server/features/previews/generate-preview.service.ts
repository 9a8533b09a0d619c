import type { GenerateAgentPreviewResponse } from '../../../domain/contracts/previews.contract';
import {
  factsKnowledge,
  firstCustomerInquiry,
  generateFailedMessage,
  PREVIEW_TEXTS,
  previewAgentType,
} from '../../../domain/preview';
import { businessNameOf } from '../../../domain/website/website-knowledge';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { chatEngineOf, runChatTurn } from '../chat';
import { knowledgeFromAnalysis, type WebsiteAnalysis } from '../website-analysis';
import { failPreviewPhase } from './fail-preview-phase';
import {
  findPreviewWorkspace,
  insertPreviewWorkspace,
  type PreviewWorkspace,
} from './preview-workspace.repository';
import { findPreview, type PreviewRow, updatePreview } from './previews.repository';

/** The embedded chat of a preview's agent (same site, so our own pages may frame it). */
export function previewWidgetUrl(publicKey: string): string {
  // Shown inline in the result, not in a widget panel: the chat offers no Close button there.
  return `/embed/chat?workspace=${encodeURIComponent(publicKey)}&inline=1`;
}

/**
 * `generate-agent-preview`: gives the preview an agent of its own that knows what the website
 * analysis found (and the facts the visitor typed), then asks it a realistic first customer
 * question through the chat engine, as a customer would. The preview is 'generating' meanwhile,
 * then 'ready'; a failure marks it failed in the ai_generation phase, and Retry reuses the agent
 * already made. A ready preview answers with what it stored.
 */
export async function generateAgentPreview(
  deps: AppDeps,
  options: { previewId: string; clientIp: string; requestOrigin: string | undefined },
): Promise<GenerateAgentPreviewResponse> {
  const preview = await findPreview(deps.db, options.previewId);
  if (!preview) throw new AppError('NOT_FOUND', PREVIEW_TEXTS.notFound);
  if (preview.status === 'ready' && preview.customerInquiry && preview.generatedResponse)
    return resultOf(preview.customerInquiry, preview.generatedResponse, preview.widgetUrl);
  if (!preview.siteData) throw new AppError('CONFLICT', PREVIEW_TEXTS.notAnalyzed);

  await updatePreview(deps.db, preview.id, {
    status: 'generating',
    failedPhase: null,
    errorMessage: null,
    at: deps.clock(),
  });
  try {
    const analysis = preview.siteData as unknown as WebsiteAnalysis;
    const workspace = await previewWorkspaceOf(deps, preview, analysis);
    const agentType = previewAgentType(preview.businessType);
    const inquiry = firstCustomerInquiry({
      offerings: analysis.offerings ?? [],
      policyKinds: (analysis.policies ?? []).map((p) => p.kind),
      openingHours: analysis.openingHours ?? [],
    });
    const answer = await runChatTurn(deps, {
      input: {
        messages: [{ role: 'user', content: inquiry }],
        agentType,
        workspaceKey: workspace.publicKey,
      },
      clientIp: options.clientIp,
      requestOrigin: options.requestOrigin,
      engine: chatEngineOf(deps),
    });
    const widgetUrl = previewWidgetUrl(workspace.publicKey);
    await updatePreview(deps.db, preview.id, {
      status: 'ready',
      customerInquiry: inquiry,
      generatedResponse: answer.message,
      widgetUrl,
      at: deps.clock(),
    });
    return resultOf(inquiry, answer.message, widgetUrl);
  } catch (error) {
    throw await failPreviewPhase(deps, {
      previewId: preview.id,
      phase: 'ai_generation',
      error,
      messageOf: generateFailedMessage,
    });
  }
}

function resultOf(customerInquiry: string, generatedResponse: string, widgetUrl: string | null) {
  return { customerInquiry, generatedResponse, ...(widgetUrl ? { widgetUrl } : {}) };
}

/** The preview's workspace, made once (with its agent and knowledge, in one transaction). */
async function previewWorkspaceOf(
  deps: AppDeps,
  preview: PreviewRow,
  analysis: WebsiteAnalysis,
): Promise<PreviewWorkspace> {
  if (preview.workspaceId) {
    const existing = await findPreviewWorkspace(deps.db, preview.workspaceId);
    if (existing) return existing;
  }
  // The business's own name ('Acme Wraps'), not its page title ('Acme Wraps | Vehicle Wraps in Austin').
  const name = businessNameOf(analysis).slice(0, 80);
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    // Two generations at once (a double click, two tabs) must not make two workspaces: the
    // second waits for the first here and takes its workspace.
    const locked = await findPreview(tx, preview.id, { lock: true });
    const made = locked?.workspaceId ? await findPreviewWorkspace(tx, locked.workspaceId) : null;
    if (made) return made;
    const workspace = await insertPreviewWorkspace(tx, {
      name,
      tone: preview.tonePreference,
      agentType: previewAgentType(preview.businessType),
      knowledge: [...knowledgeFromAnalysis(analysis), ...factsKnowledge(preview.businessFacts, name)],
      at,
    });
    await updatePreview(tx, preview.id, { workspaceId: workspace.id, at });
    return workspace;
  });
}
