import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { effectiveRequireApproval } from '../../../domain/agent-setup';
import type { AgentType } from '../../../domain/agent-types';
import type { BrandKey } from '../../../domain/brands';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { workspaces } from '../../db/schema/workspaces';

/** The colour the owner chose in onboarding's branding, as stored (unchecked). */
export const brandingColor = sql<string | null>`${workspaces.settings} -> 'branding' ->> 'primaryColor'`;

export interface WidgetWorkspace {
  brandKey: BrandKey;
  isPlatformDemo: boolean;
  /** The owner's chosen colour (onboarding's branding), unchecked. */
  primaryColor: string | null;
  /** The agent that answers in the widget; null when the workspace has no active one. */
  agent: {
    agentName: string;
    agentType: AgentType;
    welcomeMessage: string | null;
    /** A person checks its answers before they are sent (effectiveRequireApproval). */
    answersChecked: boolean;
  } | null;
}

/**
 * The workspace with this public key and the agent its widget talks to: of the requested type if
 * it has one, else its oldest active agent (as the chat turn picks it: oldest first). A snippet
 * pasted with a data-agent the workspace no longer has (the owner changed agents since) keeps
 * working with the agent it has now, rather than saying the chat is not available.
 */
export async function findWidgetWorkspace(
  db: Executor,
  options: { publicKey: string; agentType?: AgentType },
): Promise<WidgetWorkspace | null> {
  const requestedFirst = options.agentType
    ? sql`(${agents.agentType} = ${options.agentType}) desc nulls last`
    : sql`1`;
  const rows = await db
    .select({
      brandKey: workspaces.brandKey,
      isPlatformDemo: workspaces.isPlatformDemo,
      primaryColor: brandingColor,
      agentName: agents.agentName,
      agentType: agents.agentType,
      welcomeMessage: agents.welcomeMessage,
      operationMode: agents.operationMode,
      requireApproval: agents.requireApproval,
    })
    .from(workspaces)
    .leftJoin(agents, and(eq(agents.workspaceId, workspaces.id), ne(agents.status, 'inactive')))
    .where(eq(workspaces.publicKey, options.publicKey))
    .orderBy(requestedFirst, asc(agents.createdAt), asc(agents.id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { brandKey, isPlatformDemo, primaryColor, agentName, agentType, welcomeMessage } = row;
  const answersChecked = row.operationMode
    ? effectiveRequireApproval(row.operationMode, row.requireApproval ?? false)
    : false;
  return {
    brandKey,
    isPlatformDemo,
    primaryColor,
    agent: agentName && agentType ? { agentName, agentType, welcomeMessage, answersChecked } : null,
  };
}

/** The side the owner chose for the launcher, as stored (unchecked). */
const launcherPosition = sql<string | null>`${workspaces.settings} -> 'widget' ->> 'position'`;

/** The colour and side facts of the workspace with this public key (for its launcher), or null. */
export async function findLauncherLook(
  db: Executor,
  publicKey: string,
): Promise<{ isPlatformDemo: boolean; primaryColor: string | null; position: string | null } | null> {
  const rows = await db
    .select({
      isPlatformDemo: workspaces.isPlatformDemo,
      primaryColor: brandingColor,
      position: launcherPosition,
    })
    .from(workspaces)
    .where(eq(workspaces.publicKey, publicKey))
    .limit(1);
  return rows[0] ?? null;
}

/** The hosts allowed to frame this workspace's widget; null when no workspace has the key. */
export async function findAllowedDomains(db: Executor, publicKey: string): Promise<string[] | null> {
  const rows = await db
    .select({ allowedDomains: workspaces.allowedDomains })
    .from(workspaces)
    .where(eq(workspaces.publicKey, publicKey))
    .limit(1);
  return rows[0]?.allowedDomains ?? null;
}
