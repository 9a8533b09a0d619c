import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { authSessions, authUsers, authVerifications } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/user-profiles';
import { userRoles } from '../../db/schema/user-roles';
import { type WorkspaceMemberRole, workspaceMembers, workspaces } from '../../db/schema/workspaces';

export async function findProfile(db: Executor, userId: string) {
  const rows = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function insertProfile(
  tx: Executor,
  options: { userId: string; workspaceId: string; email: string; businessName?: string | null },
) {
  await tx.insert(userProfiles).values(options).onConflictDoNothing({ target: userProfiles.userId });
}

export async function listMemberWorkspaceIds(db: Executor, userId: string): Promise<string[]> {
  return (await listMemberships(db, userId)).map((m) => m.workspaceId);
}

/**
 * What the viewer may reach, in one statement (one pool checkout per request, not two): whether
 * the user is a platform admin, and their memberships, oldest first.
 */
export async function readViewerAccess(
  db: Executor,
  userId: string,
): Promise<{ isAdmin: boolean; memberships: Array<{ workspaceId: string; role: WorkspaceMemberRole }> }> {
  const result = await db.execute<{
    is_admin: boolean;
    workspace_id: string | null;
    role: WorkspaceMemberRole | null;
  }>(sql`
    select exists (
             select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin'
           ) as is_admin,
           ${workspaceMembers.workspaceId} as workspace_id, ${workspaceMembers.role} as role
    -- One row even for a user without memberships, to carry the admin flag.
    from (select 1) one
    left join ${workspaceMembers} on ${workspaceMembers.userId} = ${userId}
    order by ${workspaceMembers.createdAt}`);
  return {
    isAdmin: result.rows[0]?.is_admin ?? false,
    memberships: result.rows.flatMap((row) =>
      row.workspace_id && row.role ? [{ workspaceId: row.workspace_id, role: row.role }] : [],
    ),
  };
}

export type ViewerAccess = Awaited<ReturnType<typeof readViewerAccess>>;

/**
 * The same access, found from a session token instead of a user id, with the user it belongs to
 * (null for a token no session has). It checks nothing about the session (its signature, its
 * expiry): the viewer uses it only for the user Better Auth's own lookup of the session returned.
 */
export async function readViewerAccessBySessionToken(
  db: Executor,
  token: string,
): Promise<(ViewerAccess & { userId: string }) | null> {
  const result = await db.execute<{
    user_id: string;
    is_admin: boolean;
    workspace_id: string | null;
    role: WorkspaceMemberRole | null;
  }>(sql`
    select ${authSessions.userId} as user_id,
           exists (
             select 1 from ${userRoles}
             where ${userRoles.userId} = ${authSessions.userId} and ${userRoles.role} = 'admin'
           ) as is_admin,
           ${workspaceMembers.workspaceId} as workspace_id, ${workspaceMembers.role} as role
    from ${authSessions}
    left join ${workspaceMembers} on ${workspaceMembers.userId} = ${authSessions.userId}
    where ${authSessions.token} = ${token}
    order by ${workspaceMembers.createdAt}`);
  const first = result.rows[0];
  if (!first) return null;
  return {
    userId: first.user_id,
    isAdmin: first.is_admin,
    memberships: result.rows.flatMap((row) =>
      row.workspace_id && row.role ? [{ workspaceId: row.workspace_id, role: row.role }] : [],
    ),
  };
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

/**
 * `businessName` is the business the person named when they signed up for it (trial form, plan
 * checkout): it goes on their profile too, so onboarding's business step starts with it instead
 * of asking again. A workspace named only after its person ("Ann's workspace") passes none.
 */
export async function insertWorkspaceWithOwner(
  tx: Executor,
  options: { userId: string; name: string; email: string; businessName?: string },
) {
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: options.name, slug: slugFrom(options.name) })
    .returning({ id: workspaces.id });
  await tx
    .insert(workspaceMembers)
    .values({ workspaceId: workspace!.id, userId: options.userId, role: 'owner' });
  await insertProfile(tx, {
    userId: options.userId,
    workspaceId: workspace!.id,
    email: options.email,
    businessName: options.businessName ?? null,
  });
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

export interface AccountUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The account of an address (stored lower-case), locked for the rest of the transaction. */
export async function lockUserByEmail(tx: Executor, email: string): Promise<AccountUser | null> {
  const rows = await tx
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      emailVerified: authUsers.emailVerified,
    })
    .from(authUsers)
    .where(eq(authUsers.email, email))
    .for('update');
  return rows[0] ?? null;
}

/**
 * A user with no password and an unverified address, as Better Auth stores one (its own tables,
 * our migrations): they choose a password through the e-mailed link, which also proves the address.
 */
export async function insertUnverifiedUser(
  tx: Executor,
  options: { email: string; name: string; at: Date },
): Promise<AccountUser> {
  const [row] = await tx
    .insert(authUsers)
    .values({
      id: randomUUID(),
      email: options.email,
      name: options.name,
      emailVerified: false,
      createdAt: options.at,
      updatedAt: options.at,
    })
    .returning({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      emailVerified: authUsers.emailVerified,
    });
  return row!;
}

/**
 * A password-reset token as Better Auth keeps one (identifier 'reset-password:<token>', the user's
 * id as value), written in the caller's transaction so the e-mail carrying it and the account it
 * opens commit together. Better Auth's own reset route consumes it; a database test pins the format.
 */
export async function insertPasswordResetToken(
  tx: Executor,
  options: { userId: string; token: string; expiresAt: Date; at: Date },
): Promise<void> {
  await tx.insert(authVerifications).values({
    id: randomUUID(),
    identifier: `reset-password:${options.token}`,
    value: options.userId,
    expiresAt: options.expiresAt,
    createdAt: options.at,
    updatedAt: options.at,
  });
}

/** false → true once; true when this call verified the address (it was not before). */
export async function markEmailVerified(
  tx: Executor,
  options: { userId: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(authUsers)
    .set({ emailVerified: true, updatedAt: options.at })
    .where(and(eq(authUsers.id, options.userId), eq(authUsers.emailVerified, false)))
    .returning({ id: authUsers.id });
  return rows.length > 0;
}

/**
 * Every workspace by name with its first owner's e-mail, for the platform admins' switcher;
 * `q` filters by name, slug or owner e-mail (case-insensitive). One more row than the limit
 * is read so the caller can say the list was cut.
 */
export async function listAllWorkspaces(db: Executor, options: { q?: string; limit: number }) {
  // Written out with aliases: drizzle leaves columns unqualified inside a select's sql.
  const owner = sql<string | null>`(
    select u.email from workspace_members m join auth_users u on u.id = m.user_id
    where m.workspace_id = "workspaces"."id" and m.role = 'owner'
    order by m.created_at limit 1
  )`;
  const pattern = options.q ? containsPattern(options.q) : null;
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      slug: workspaces.slug,
      ownerEmail: owner,
      isPlatformDemo: workspaces.isPlatformDemo,
      createdAt: workspaces.createdAt,
    })
    .from(workspaces)
    .where(
      pattern
        ? sql`(${workspaces.name} ilike ${pattern} or ${workspaces.slug} ilike ${pattern} or ${owner} ilike ${pattern})`
        : undefined,
    )
    .orderBy(sql`lower(${workspaces.name})`, workspaces.id)
    .limit(options.limit + 1);
}
