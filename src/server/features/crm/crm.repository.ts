import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/agents';
import { authUsers } from '../../db/schema/auth';
import { crmConnections, crmOauthStates } from '../../db/schema/crm-connections';
import { workspaceMembers } from '../../db/schema/workspaces';

export type CrmConnectionRow = typeof crmConnections.$inferSelect;

export async function findConnection(db: Executor, workspaceId: string): Promise<CrmConnectionRow | null> {
  const [row] = await db.select().from(crmConnections).where(eq(crmConnections.workspaceId, workspaceId));
  return row ?? null;
}

/**
 * True while the workspace's changes are being recorded for its CRM: the condition the change
 * trigger (migration 0023) uses, so callers agree with it on what "connected" means.
 */
export async function isCrmConnected(db: Executor, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ workspaceId: crmConnections.workspaceId })
    .from(crmConnections)
    .where(and(eq(crmConnections.workspaceId, workspaceId), isNotNull(crmConnections.accessTokenSealed)));
  return Boolean(row);
}

/** The row under a lock held to the end of the transaction: one refresh at a time per workspace. */
export async function lockConnection(tx: Executor, workspaceId: string): Promise<CrmConnectionRow | null> {
  const [row] = await tx
    .select()
    .from(crmConnections)
    .where(eq(crmConnections.workspaceId, workspaceId))
    .for('update');
  return row ?? null;
}

export async function findConnectionByLocation(db: Executor, locationId: string) {
  const [row] = await db.select().from(crmConnections).where(eq(crmConnections.locationId, locationId));
  return row ?? null;
}

/** A Connect click: the row shows `connecting` until the callback stores tokens (tokens kept if any). */
export async function markConnecting(db: Executor, workspaceId: string, now: Date) {
  await db
    .insert(crmConnections)
    .values({ workspaceId, status: 'connecting', updatedAt: now })
    .onConflictDoUpdate({
      target: crmConnections.workspaceId,
      set: {
        updatedAt: now,
        status: sql`case when ${crmConnections.accessTokenSealed} is null then 'connecting' else ${crmConnections.status} end`,
      },
    });
}

export interface StoredTokens {
  accessTokenSealed: string;
  refreshTokenSealed: string;
  expiresAt: Date;
  scopes: string[];
  locationId: string | null;
  companyId: string | null;
}

export async function saveConnected(
  db: Executor,
  input: StoredTokens & { workspaceId: string; connectedBy: string | null; now: Date },
) {
  const values = {
    status: 'connected' as const,
    accessTokenSealed: input.accessTokenSealed,
    refreshTokenSealed: input.refreshTokenSealed,
    expiresAt: input.expiresAt,
    scopes: input.scopes,
    locationId: input.locationId,
    companyId: input.companyId,
    connectedBy: input.connectedBy,
    connectedAt: input.now,
    lastRefreshedAt: null,
    lastError: null,
    lastErrorAt: null,
  };
  await db
    .insert(crmConnections)
    .values({ workspaceId: input.workspaceId, ...values })
    .onConflictDoUpdate({ target: crmConnections.workspaceId, set: values });
}

export async function saveRefreshed(
  tx: Executor,
  input: Omit<StoredTokens, 'locationId' | 'companyId'> & { workspaceId: string; now: Date },
) {
  await tx
    .update(crmConnections)
    .set({
      status: 'connected',
      accessTokenSealed: input.accessTokenSealed,
      refreshTokenSealed: input.refreshTokenSealed,
      expiresAt: input.expiresAt,
      scopes: input.scopes,
      lastRefreshedAt: input.now,
      lastError: null,
      lastErrorAt: null,
    })
    .where(eq(crmConnections.workspaceId, input.workspaceId));
}

export async function saveError(db: Executor, input: { workspaceId: string; message: string; now: Date }) {
  await db
    .update(crmConnections)
    .set({ status: 'error', lastError: input.message, lastErrorAt: input.now })
    .where(eq(crmConnections.workspaceId, input.workspaceId));
}

export async function deleteConnection(db: Executor, workspaceId: string) {
  await db.delete(crmConnections).where(eq(crmConnections.workspaceId, workspaceId));
  await db.delete(crmOauthStates).where(eq(crmOauthStates.workspaceId, workspaceId));
}

export async function insertOauthState(
  db: Executor,
  input: {
    stateHash: string;
    workspaceId: string;
    userId: string;
    sessionHash: string;
    expiresAt: Date;
    now: Date;
  },
) {
  // Expired states are of no use to anyone: cleared here rather than by a sweeper.
  await db.delete(crmOauthStates).where(lt(crmOauthStates.expiresAt, input.now));
  await db.insert(crmOauthStates).values(input);
}

export type OauthStateRow = typeof crmOauthStates.$inferSelect;

export async function findOauthState(db: Executor, stateHash: string): Promise<OauthStateRow | null> {
  const [row] = await db.select().from(crmOauthStates).where(eq(crmOauthStates.stateHash, stateHash));
  return row ?? null;
}

/** Marks a state used if it still was unused and unexpired; false when another request took it. */
export async function consumeOauthState(db: Executor, stateHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(crmOauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(crmOauthStates.stateHash, stateHash),
        isNull(crmOauthStates.usedAt),
        gt(crmOauthStates.expiresAt, now),
      ),
    )
    .returning({ stateHash: crmOauthStates.stateHash });
  return rows.length === 1;
}

/** The unused, unexpired states this session started (a marketplace install with no state). */
export function pendingStatesOfSession(db: Executor, sessionHash: string, now: Date) {
  return db
    .select()
    .from(crmOauthStates)
    .where(
      and(
        eq(crmOauthStates.sessionHash, sessionHash),
        isNull(crmOauthStates.usedAt),
        gt(crmOauthStates.expiresAt, now),
      ),
    );
}

export async function ownerEmails(db: Executor, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ email: authUsers.email })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return rows.map((row) => row.email);
}

/** Saves the custom field ids on the workspace's connection; false when there is none. */
export async function saveCustomFieldIds(
  db: Executor,
  input: { workspaceId: string; temperatureFieldId: string | null; scoreFieldId: string | null },
): Promise<boolean> {
  const rows = await db
    .update(crmConnections)
    .set({ temperatureFieldId: input.temperatureFieldId, scoreFieldId: input.scoreFieldId })
    .where(
      and(eq(crmConnections.workspaceId, input.workspaceId), isNotNull(crmConnections.accessTokenSealed)),
    )
    .returning({ workspaceId: crmConnections.workspaceId });
  return rows.length === 1;
}

/**
 * Notes the deployed live agent on a connected workspace's connection; the location's id, or
 * null when the workspace has no connected CRM (then nothing is written).
 */
export async function saveLiveAgent(
  tx: Executor,
  input: { workspaceId: string; agentId: string; at: Date },
): Promise<{ locationId: string | null } | null> {
  const rows = await tx
    .update(crmConnections)
    .set({ liveAgentId: input.agentId, liveAgentDeployedAt: input.at })
    .where(
      and(eq(crmConnections.workspaceId, input.workspaceId), isNotNull(crmConnections.accessTokenSealed)),
    )
    .returning({ locationId: crmConnections.locationId });
  return rows[0] ?? null;
}

export async function findAgentName(db: Executor, agentId: string): Promise<string | null> {
  const [row] = await db.select({ agentName: agents.agentName }).from(agents).where(eq(agents.id, agentId));
  return row?.agentName ?? null;
}
