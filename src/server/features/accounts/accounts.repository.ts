import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { userProfiles } from '../../db/schema/user-profiles';
import { userRoles } from '../../db/schema/user-roles';
import { type WorkspaceMemberRole, workspaceMembers, workspaces } from '../../db/schema/workspaces';

export async function findProfile(db: Executor, userId: string) {
  const rows = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function hasRole(db: Database, options: { userId: string; role: 'admin' | 'member' }) {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, options.userId), eq(userRoles.role, options.role)))
    .limit(1);
  return rows.length > 0;
}

export async function insertProfile(
  tx: Executor,
  options: { userId: string; workspaceId: string; email: string },
) {
  await tx.insert(userProfiles).values(options).onConflictDoNothing({ target: userProfiles.userId });
}

export async function listMemberWorkspaceIds(db: Executor, userId: string): Promise<string[]> {
  return (await listMemberships(db, userId)).map((m) => m.workspaceId);
}

/** The workspaces a user belongs to and their role in each, oldest membership first. */
export async function listMemberships(
  db: Executor,
  userId: string,
): Promise<Array<{ workspaceId: string; role: WorkspaceMemberRole }>> {
  return db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(workspaceMembers.createdAt);
}

/** The workspace made for this user at sign-up (they own it); null for an invited member. */
export async function findOwnedWorkspaceId(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner')))
    .orderBy(workspaceMembers.createdAt)
    .limit(1);
  return rows[0]?.workspaceId ?? null;
}

function slugFrom(value: string): string {
  const base = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'workspace'}-${randomBytes(3).toString('hex')}`;
}

export async function insertWorkspaceWithOwner(
  tx: Executor,
  options: { userId: string; name: string; email: string },
) {
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: options.name, slug: slugFrom(options.name) })
    .returning({ id: workspaces.id });
  await tx
    .insert(workspaceMembers)
    .values({ workspaceId: workspace!.id, userId: options.userId, role: 'owner' });
  await insertProfile(tx, { userId: options.userId, workspaceId: workspace!.id, email: options.email });
  return workspace!.id;
}

/** The user's workspaces with their names and the user's role there, oldest membership first. */
export async function listWorkspaceSummaries(
  db: Executor,
  userId: string,
): Promise<Array<{ id: string; name: string; role: WorkspaceMemberRole }>> {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(workspaceMembers.createdAt);
}

/**
 * The business website the workspace's people gave in their profiles (onboarding's business
 * step), an owner's first; null when none is saved.
 */
export async function findWorkspaceWebsite(db: Executor, workspaceId: string): Promise<string | null> {
  const rows = await db
    .select({ website: userProfiles.website })
    .from(workspaceMembers)
    .innerJoin(userProfiles, eq(userProfiles.userId, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        isNotNull(userProfiles.website),
        sql`btrim(${userProfiles.website}) <> ''`,
      ),
    )
    .orderBy(sql`${workspaceMembers.role} = 'owner' desc`, workspaceMembers.createdAt)
    .limit(1);
  return rows[0]?.website?.trim() ?? null;
}
