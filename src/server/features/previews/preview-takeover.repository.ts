import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import type { Tone } from '../../../domain/validation/preview-questionnaire';
import type { Executor } from '../../db/client';
import { agentPreviews } from '../../db/schema/agent-previews';
import { agents } from '../../db/schema/agents';
import { knowledgeBase } from '../../db/schema/knowledge-base';

export interface PreviewRecord {
  id: string;
  websiteUrl: string;
  tone: Tone;
  /** The preview's own temporary workspace; null once the sweep removed it. */
  previewWorkspaceId: string | null;
  createdAt: Date;
}

const columns = {
  id: agentPreviews.id,
  websiteUrl: agentPreviews.websiteUrl,
  tone: agentPreviews.tonePreference,
  previewWorkspaceId: agentPreviews.workspaceId,
  createdAt: agentPreviews.createdAt,
};

/** The preview this workspace took over (a workspace takes over at most one). */
export async function findPreviewAdoptedBy(db: Executor, workspaceId: string): Promise<PreviewRecord | null> {
  const rows = await db
    .select(columns)
    .from(agentPreviews)
    .where(eq(agentPreviews.adoptedWorkspaceId, workspaceId))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest ready preview of this address that no workspace has taken over (as adoption picks it). */
export async function findAdoptablePreviewOfEmail(
  db: Executor,
  email: string,
): Promise<PreviewRecord | null> {
  const rows = await db
    .select(columns)
    .from(agentPreviews)
    .where(
      and(
        eq(agentPreviews.email, email.trim().toLowerCase()),
        eq(agentPreviews.status, 'ready'),
        isNotNull(agentPreviews.workspaceId),
        isNull(agentPreviews.adoptedWorkspaceId),
      ),
    )
    .orderBy(desc(agentPreviews.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPreviewAgent(
  db: Executor,
  previewWorkspaceId: string,
): Promise<{ agentType: AgentType; agentName: string; welcomeMessage: string | null } | null> {
  const rows = await db
    .select({
      agentType: agents.agentType,
      agentName: agents.agentName,
      welcomeMessage: agents.welcomeMessage,
    })
    .from(agents)
    .where(eq(agents.workspaceId, previewWorkspaceId))
    .orderBy(asc(agents.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function countPreviewKnowledge(db: Executor, previewWorkspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(knowledgeBase)
    .where(eq(knowledgeBase.workspaceId, previewWorkspaceId));
  return row?.n ?? 0;
}
