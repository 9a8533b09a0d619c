import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../domain/team';
import type { Executor } from '../../db/client';
import { authUsers } from '../../db/schema/auth';
import { workspaceInvitations } from '../../db/schema/workspace-invitations';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces';

const open = and(isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));

export async function findTeamWorkspace(db: Executor, workspaceId: string) {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, isPlatformDemo: workspaces.isPlatformDemo })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return rows[0] ?? null;
}

/** Members with their address and name, owners first, then by when they joined. */
export async function listMembers(db: Executor, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      email: authUsers.email,
      name: authUsers.name,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(sql`${workspaceMembers.role} = 'owner' desc`, workspaceMembers.createdAt, authUsers.email);
}

/** Invitations neither accepted nor revoked (expired ones too, so the owner can send them again). */
export async function listOpenInvitations(db: Executor, workspaceId: string) {
  return db
    .select({
      id: workspaceInvitations.id,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      createdAt: workspaceInvitations.createdAt,
      expiresAt: workspaceInvitations.expiresAt,
      invitedBy: authUsers.email,
    })
    .from(workspaceInvitations)
    .leftJoin(authUsers, eq(authUsers.id, workspaceInvitations.invitedByUserId))
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), open))
    .orderBy(desc(workspaceInvitations.createdAt));
}

export async function isMemberByEmail(db: Executor, options: { workspaceId: string; email: string }) {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, options.workspaceId),
        eq(sql`lower(${authUsers.email})`, options.email),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Closes whatever invitation to this address is open, so a new one can take its place. */
export async function revokeOpenInvitationsTo(
  tx: Executor,
  options: { workspaceId: string; email: string; at: Date },
) {
  await tx
    .update(workspaceInvitations)
    .set({ revokedAt: options.at })
    .where(
      and(
        eq(workspaceInvitations.workspaceId, options.workspaceId),
        eq(workspaceInvitations.email, options.email),
        open,
      ),
    );
}

export async function insertInvitation(
  tx: Executor,
  values: {
    workspaceId: string;
    email: string;
    role: TeamRole;
    tokenHash: string;
    invitedByUserId: string;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  const [row] = await tx
    .insert(workspaceInvitations)
    .values(values)
    .returning({ id: workspaceInvitations.id });
  return row!;
}

/** Revokes one open invitation of the workspace; false when there is none with this id. */
export async function revokeInvitationById(
  tx: Executor,
  options: { workspaceId: string; invitationId: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(workspaceInvitations)
    .set({ revokedAt: options.at })
    .where(
      and(
        eq(workspaceInvitations.id, options.invitationId),
        eq(workspaceInvitations.workspaceId, options.workspaceId),
        open,
      ),
    )
    .returning({ id: workspaceInvitations.id });
  return rows.length > 0;
}

/** The invitation behind a link, with its workspace's name; `lock` holds it until commit. */
export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: workspaceInvitations.id,
      workspaceId: workspaceInvitations.workspaceId,
      workspaceName: workspaces.name,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      expiresAt: workspaceInvitations.expiresAt,
      acceptedAt: workspaceInvitations.acceptedAt,
      acceptedByUserId: workspaceInvitations.acceptedByUserId,
      revokedAt: workspaceInvitations.revokedAt,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, tokenHash))
    .limit(1);
  const rows = options.lock ? await query.for('update', { of: workspaceInvitations }) : await query;
  return rows[0] ?? null;
}

export async function markInvitationAccepted(
  tx: Executor,
  options: { id: string; userId: string; at: Date },
) {
  await tx
    .update(workspaceInvitations)
    .set({ acceptedAt: options.at, acceptedByUserId: options.userId })
    .where(eq(workspaceInvitations.id, options.id));
}

/** Is an invitation to this address open and unexpired (with this token, when one is given)? */
export async function hasOpenInvitation(
  db: Executor,
  options: { email: string; now: Date; tokenHash?: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: workspaceInvitations.id })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.email, options.email),
        open,
        gt(workspaceInvitations.expiresAt, options.now),
        options.tokenHash ? eq(workspaceInvitations.tokenHash, options.tokenHash) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertMembership(
  tx: Executor,
  values: { workspaceId: string; userId: string; role: TeamRole; createdAt: Date },
) {
  await tx.insert(workspaceMembers).values(values).onConflictDoNothing();
}

export async function updateMemberRole(
  tx: Executor,
  options: { workspaceId: string; userId: string; role: TeamRole },
) {
  await tx
    .update(workspaceMembers)
    .set({ role: options.role })
    .where(
      and(eq(workspaceMembers.workspaceId, options.workspaceId), eq(workspaceMembers.userId, options.userId)),
    );
}

export async function deleteMember(tx: Executor, options: { workspaceId: string; userId: string }) {
  await tx
    .delete(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, options.workspaceId), eq(workspaceMembers.userId, options.userId)),
    );
}
