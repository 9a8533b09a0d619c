import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type AgentOperationMode, type AgentType, agents } from '../../db/schema/agents';

export type AgentRow = typeof agents.$inferSelect;

/** The dashboard's order (spec: agents by last_active_at descending); never-active agents last, oldest first. */
export async function listWorkspaceAgents(db: Executor, workspaceId: string): Promise<AgentRow[]> {
  return db
    .select()
    .from(agents)
    .where(eq(agents.workspaceId, workspaceId))
    .orderBy(sql`${agents.lastActiveAt} desc nulls last`, asc(agents.createdAt), asc(agents.id));
}

/** Oldest first: the order in which the setup reuses agents and the chat turn picks one. */
export async function listAgentsOldestFirst(db: Executor, workspaceId: string): Promise<AgentRow[]> {
  return db
    .select()
    .from(agents)
    .where(eq(agents.workspaceId, workspaceId))
    .orderBy(asc(agents.createdAt), asc(agents.id));
}

export interface AgentValues {
  agentType: AgentType;
  agentName: string;
  welcomeMessage: string | null;
  operationMode: AgentOperationMode;
  requireApproval: boolean;
}

export async function insertAgents(
  tx: Executor,
  options: { workspaceId: string; agents: AgentValues[]; at: Date },
): Promise<void> {
  if (options.agents.length === 0) return;
  await tx.insert(agents).values(
    options.agents.map((agent, index) => ({
      ...agent,
      workspaceId: options.workspaceId,
      status: 'active' as const,
      // Set apart by a millisecond each, so "oldest first" keeps the order the owner chose.
      createdAt: new Date(options.at.getTime() + index),
      updatedAt: options.at,
    })),
  );
}

export async function updateAgentSetup(
  tx: Executor,
  options: { workspaceId: string; agentId: string; values: AgentValues; at: Date },
): Promise<void> {
  await tx
    .update(agents)
    .set({ ...options.values, status: 'active', updatedAt: options.at })
    .where(and(eq(agents.id, options.agentId), eq(agents.workspaceId, options.workspaceId)));
}

export async function deactivateAgents(
  tx: Executor,
  options: { workspaceId: string; agentIds: string[]; at: Date },
): Promise<void> {
  if (options.agentIds.length === 0) return;
  await tx
    .update(agents)
    .set({ status: 'inactive', updatedAt: options.at })
    .where(and(inArray(agents.id, options.agentIds), eq(agents.workspaceId, options.workspaceId)));
}

export async function findAgent(
  db: Executor,
  options: { workspaceId: string; agentId: string; lock?: boolean },
): Promise<AgentRow | null> {
  const query = db
    .select()
    .from(agents)
    .where(and(eq(agents.id, options.agentId), eq(agents.workspaceId, options.workspaceId)))
    .limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The owner's later changes to one agent (Agents tab, Operation Modes), in one statement. */
export interface AgentChanges {
  agentName: string;
  welcomeMessage: string | null;
  status: AgentRow['status'];
  operationMode: AgentOperationMode;
  requireApproval: boolean;
}

export async function updateAgent(
  tx: Executor,
  options: { workspaceId: string; agentId: string; changes: AgentChanges; at: Date },
): Promise<AgentRow | null> {
  const rows = await tx
    .update(agents)
    .set({ ...options.changes, updatedAt: options.at })
    .where(and(eq(agents.id, options.agentId), eq(agents.workspaceId, options.workspaceId)))
    .returning();
  return rows[0] ?? null;
}

/** Whether the workspace has an agent of this type that is not switched off. */
export async function hasActiveAgentOfType(
  db: Executor,
  options: { workspaceId: string; agentType: AgentType },
): Promise<boolean> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(
      and(
        eq(agents.workspaceId, options.workspaceId),
        eq(agents.agentType, options.agentType),
        sql`${agents.status} <> 'inactive'`,
      ),
    )
    .orderBy(desc(agents.createdAt))
    .limit(1);
  return rows.length > 0;
}

/** Switches one agent back on (only its status: its name, welcome and mode are the owner's). */
export async function activateAgent(
  tx: Executor,
  options: { workspaceId: string; agentId: string; at: Date },
): Promise<void> {
  await tx
    .update(agents)
    .set({ status: 'active', updatedAt: options.at })
    .where(and(eq(agents.id, options.agentId), eq(agents.workspaceId, options.workspaceId)));
}
