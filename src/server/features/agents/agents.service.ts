import { effectiveRequireApproval, planAgentSetup } from '../../../domain/agent-setup';
import type { AgentType } from '../../../domain/agent-types';
import {
  AGENT_MESSAGES,
  type AgentSetup,
  type AgentSetupItem,
  type AgentView,
  type UpdateAgentBody,
} from '../../../domain/contracts/agents.contract';
import type { Database, Executor } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { AppError } from '../../lib/app-error';
import { saveTone } from '../workspace-settings';
import {
  type AgentRow,
  type AgentValues,
  activateAgent,
  deactivateAgents,
  findAgent,
  hasActiveAgentOfType,
  insertAgents,
  listAgentsOldestFirst,
  listWorkspaceAgents,
  updateAgent,
  updateAgentSetup,
} from './agents.repository';

export function toAgentView(row: AgentRow): AgentView {
  return {
    id: row.id,
    agentName: row.agentName,
    agentType: row.agentType,
    status: row.status,
    operationMode: row.operationMode,
    requireApproval: row.requireApproval,
    welcomeMessage: row.welcomeMessage ?? '',
    totalConversations: row.totalConversations,
    totalQuotesGenerated: row.totalQuotesGenerated,
    totalSalesClosed: row.totalSalesClosed,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}

export async function listAgents(db: Executor, workspaceId: string): Promise<{ agents: AgentView[] }> {
  return { agents: (await listWorkspaceAgents(db, workspaceId)).map(toAgentView) };
}

function toValues(item: AgentSetupItem): AgentValues {
  return {
    agentType: item.agentType,
    agentName: item.agentName,
    // Empty: the widget greets with the agent type's standard welcome.
    welcomeMessage: item.welcomeMessage || null,
    operationMode: item.operationMode,
    requireApproval: effectiveRequireApproval(item.operationMode, item.requireApproval),
  };
}

/**
 * The AI Agent Setup step: one active agent per chosen type (reusing existing ones, so saving again
 * never duplicates), the others switched off, and the agents' tone, all or nothing.
 */
export async function setUpAgents(
  db: Database,
  options: { workspaceId: string; setup: AgentSetup; at: Date },
): Promise<{ agents: AgentView[] }> {
  const { workspaceId, setup, at } = options;
  return db.transaction(async (tx) => {
    // Two saves at once (a double click) would otherwise both insert the same new types.
    await lockUntilCommit(tx, `agent-setup:${workspaceId}`);
    const existing = await listAgentsOldestFirst(tx, workspaceId);
    const plan = planAgentSetup(existing, setup.agents);
    for (const { id, agent } of plan.update) {
      await updateAgentSetup(tx, { workspaceId, agentId: id, values: toValues(agent), at });
    }
    await insertAgents(tx, { workspaceId, agents: plan.insert.map(toValues), at });
    await deactivateAgents(tx, { workspaceId, agentIds: plan.deactivate, at });
    await saveTone(tx, workspaceId, setup.tone);
    return listAgents(tx, workspaceId);
  });
}

/**
 * The owner's changes to one agent after onboarding, by id: its name and greeting (what customers
 * see), pausing and resuming it, and (spec) its operation mode or require-approval, where approval
 * holds only in safe mode. What is not sent stays as it is; all in one statement under the row lock.
 */
export async function updateAgentSettings(
  db: Database,
  options: { workspaceId: string; agentId: string; at: Date } & UpdateAgentBody,
): Promise<AgentView> {
  return db.transaction(async (tx) => {
    const current = await findAgent(tx, { ...options, lock: true });
    if (!current) throw new AppError('NOT_FOUND', AGENT_MESSAGES.agentNotFound);
    const operationMode = options.operationMode ?? current.operationMode;
    // Switching to safe mode without saying otherwise asks for approval: that is what safe mode is for.
    const wanted =
      options.requireApproval ?? (options.operationMode === 'safe' ? true : current.requireApproval);
    const row = await updateAgent(tx, {
      workspaceId: options.workspaceId,
      agentId: options.agentId,
      changes: {
        agentName: options.agentName ?? current.agentName,
        // Empty: the widget greets with the agent type's standard welcome again.
        welcomeMessage:
          options.welcomeMessage === undefined ? current.welcomeMessage : options.welcomeMessage || null,
        status: options.status ?? current.status,
        operationMode,
        requireApproval: effectiveRequireApproval(operationMode, wanted),
      },
      at: options.at,
    });
    return toAgentView(row!);
  });
}

/**
 * Gives the workspace an active agent of this type unless it has one (used when the owner takes
 * over their preview's agent); returns whether one was made. Runs in the caller's transaction.
 */
export async function ensureAgentOfType(
  tx: Executor,
  options: {
    workspaceId: string;
    agentType: AgentType;
    agentName: string;
    welcomeMessage: string | null;
    at: Date;
  },
): Promise<boolean> {
  await lockUntilCommit(tx, `agent-setup:${options.workspaceId}`);
  if (await hasActiveAgentOfType(tx, options)) return false;
  await insertAgents(tx, {
    workspaceId: options.workspaceId,
    agents: [
      {
        agentType: options.agentType,
        agentName: options.agentName,
        welcomeMessage: options.welcomeMessage,
        operationMode: 'live',
        requireApproval: false,
      },
    ],
    at: options.at,
  });
  return true;
}

export interface DeployedAgent {
  id: string;
  agentName: string;
  agentType: AgentType;
  /** A new agent was made from the template. */
  created: boolean;
  /** An agent that was switched off was switched back on. */
  activated: boolean;
}

/**
 * Deploy Live Agent: makes sure the workspace has a working agent of the template's type (any
 * type without a template) and says which. An existing agent is used as the owner left it (a
 * switched-off one is only switched back on), so a deploy never undoes the owner's edits; an
 * agent is made from the template only when the workspace has none of that type. Null when there
 * is neither a template nor any agent. Runs in the caller's transaction.
 */
export async function deployAgentOfType(
  tx: Executor,
  options: {
    workspaceId: string;
    template: { agentType: AgentType; agentName: string; welcomeMessage: string | null } | null;
    at: Date;
  },
): Promise<DeployedAgent | null> {
  const { workspaceId, template, at } = options;
  await lockUntilCommit(tx, `agent-setup:${workspaceId}`);
  const all = await listAgentsOldestFirst(tx, workspaceId);
  const fitting = template ? all.filter((agent) => agent.agentType === template.agentType) : all;
  // The newest working agent, else the newest switched-off one.
  const newestFirst = [...fitting].reverse();
  const working = newestFirst.find((agent) => agent.status !== 'inactive');
  const chosen = working ?? newestFirst[0];
  if (chosen) {
    if (!working) await activateAgent(tx, { workspaceId, agentId: chosen.id, at });
    return {
      id: chosen.id,
      agentName: chosen.agentName,
      agentType: chosen.agentType,
      created: false,
      activated: !working,
    };
  }
  if (!template) return null;
  await ensureAgentOfType(tx, { workspaceId, ...template, at });
  const made = (await listAgentsOldestFirst(tx, workspaceId)).findLast(
    (agent) => agent.agentType === template.agentType,
  );
  return {
    id: made!.id,
    agentName: made!.agentName,
    agentType: made!.agentType,
    created: true,
    activated: false,
  };
}
