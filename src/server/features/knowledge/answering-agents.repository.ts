import { and, asc, eq, ne } from 'drizzle-orm';
import type { AgentType } from '../../../domain/agent-types';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';

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
