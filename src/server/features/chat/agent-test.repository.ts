import { and, asc, eq, ne } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import type { PricingRules } from '../../../domain/quote-engine';
import type { Tone } from '../../../domain/validation/preview-questionnaire';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { workspaces } from '../../db/schema/workspaces';

/** What a test question needs of its workspace: what a chat turn reads, minus the conversation. */
export async function findTestWorkspace(
  db: Executor,
  workspaceId: string,
): Promise<{ id: string; name: string; tone: Tone; pricing: PricingRules | null } | null> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      tone: workspaces.tone,
      settings: workspaces.settings,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!row) return null;
  return { id: row.id, name: row.name, tone: row.tone, pricing: row.settings.pricing ?? null };
}

export interface WorkspaceAgent {
  id: string;
  name: string;
  agentType: AgentType;
}

/** The agents that answer visitors (not switched off), oldest first, as a chat turn picks them. */
export async function listAnsweringAgents(db: Executor, workspaceId: string): Promise<WorkspaceAgent[]> {
  return db
    .select({ id: agents.id, name: agents.agentName, agentType: agents.agentType })
    .from(agents)
    .where(and(eq(agents.workspaceId, workspaceId), ne(agents.status, 'inactive')))
    .orderBy(asc(agents.createdAt), asc(agents.id));
}
