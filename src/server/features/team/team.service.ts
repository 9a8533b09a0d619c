import type { InviteMember, TeamView } from '../../../domain/contracts/team.contract';
import {
  invitationExpiresAt,
  invitationState,
  invitationUrl,
  keepsAnOwner,
  TEAM_MESSAGES,
  type TeamRole,
} from '../../../domain/team';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { AppError } from '../../lib/app-error';
import { detachProfileFromWorkspace, type Viewer } from '../accounts';
import { PRODUCT_NAME } from '../auth';
import { queueEmail } from '../email';
import type { RateRule } from '../rate-limit';
import { invitationEmail } from './invitation-email';
import { newInvitationToken } from './invitation-token';
import {
  deleteMember,
  findTeamWorkspace,
  insertInvitation,
  isMemberByEmail,
  listMembers,
  listOpenInvitations,
  revokeInvitationById,
  revokeOpenInvitationsTo,
  updateMemberRole,
} from './team.repository';

/**
 * Invitations send e-mail to addresses an owner types, so they are limited per workspace and per
 * inviting user: enough for a small business's team, far too few for a spammer.
 */
export const INVITATION_RATE_LIMITS = {
  workspace: { name: 'team.invite.workspace', limit: 20, windowSeconds: 24 * 60 * 60 },
  user: { name: 'team.invite.user', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** The team as the viewer may see it: members for everyone, invitations for those who manage. */
export async function getTeam(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: { workspaceId: string; viewer: Viewer },
  db: Executor = deps.db,
): Promise<TeamView> {
  const now = deps.clock();
  const members = await listMembers(db, options.workspaceId);
  // From the rows just read, not the session's roles: an owner who just stepped down manages no more.
  const manage =
    options.viewer.isAdmin || members.some((m) => m.userId === options.viewer.userId && m.role === 'owner');
  const invitations = manage ? await listOpenInvitations(db, options.workspaceId) : [];
  return {
    canManage: manage,
    members: members.map((m) => ({
      userId: m.userId,
      email: m.email,
      name: m.name,
      role: m.role,
      joinedAt: m.joinedAt.toISOString(),
      isYou: m.userId === options.viewer.userId,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      invitedAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      state: invitationState({ acceptedAt: null, revokedAt: null, expiresAt: i.expiresAt }, now) as
        | 'open'
        | 'expired',
      invitedBy: i.invitedBy,
    })),
  };
}

/**
 * Invites a person by e-mail: in one transaction any open invitation to them is replaced, the
 * new one stored (its token only as a hash) and the e-mail with the link queued. Only a verified
 * inviter may make us e-mail an address, and never from the public demo workspace, whose owner
 * password is published.
 */
export async function inviteMember(
  deps: AppDeps,
  options: { workspaceId: string; viewer: Viewer; invite: InviteMember },
): Promise<TeamView> {
  const { viewer, workspaceId, invite } = options;
  if (!viewer.emailVerified) throw new AppError('FORBIDDEN', TEAM_MESSAGES.unverifiedInviter);
  const workspace = await findTeamWorkspace(deps.db, workspaceId);
  if (!workspace) throw new AppError('NOT_FOUND', 'Workspace not found');
  if (workspace.isPlatformDemo) throw new AppError('FORBIDDEN', TEAM_MESSAGES.demoWorkspace);
  await deps.rateLimiter.enforce(
    INVITATION_RATE_LIMITS.workspace,
    [`workspace:${workspaceId}`],
    TEAM_MESSAGES.tooManyInvitations,
  );
  await deps.rateLimiter.enforce(
    INVITATION_RATE_LIMITS.user,
    [`user:${viewer.userId}`],
    TEAM_MESSAGES.tooManyInvitations,
  );
  const now = deps.clock();
  const { token, tokenHash } = newInvitationToken();
  return deps.db.transaction(async (tx) => {
    // Team changes of one workspace take turns, so two invitations to one address cannot race.
    await lockUntilCommit(tx, `team:${workspaceId}`);
    if (await isMemberByEmail(tx, { workspaceId, email: invite.email }))
      throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember);
    await revokeOpenInvitationsTo(tx, { workspaceId, email: invite.email, at: now });
    await insertInvitation(tx, {
      workspaceId,
      email: invite.email,
      role: invite.role,
      tokenHash,
      invitedByUserId: viewer.userId,
      expiresAt: invitationExpiresAt(now),
      createdAt: now,
    });
    await queueEmail(
      deps.outbox(),
      tx,
      invitationEmail({
        to: invite.email,
        workspaceId,
        workspaceName: workspace.name,
        inviter: { name: viewer.name, email: viewer.email },
        role: invite.role,
        url: invitationUrl(deps.env.dashboardUrl, token),
        productName: PRODUCT_NAME,
      }),
    );
    return getTeam(deps, { workspaceId, viewer }, tx);
  });
}

export async function revokeInvitation(
  deps: AppDeps,
  options: { workspaceId: string; invitationId: string; viewer: Viewer },
): Promise<TeamView> {
  return deps.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `team:${options.workspaceId}`);
    const revoked = await revokeInvitationById(tx, { ...options, at: deps.clock() });
    if (!revoked) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
    return getTeam(deps, options, tx);
  });
}

/** A change of one member's role or their removal (`role: null`), never leaving no owner. */
async function changeMembership(
  deps: AppDeps,
  options: { workspaceId: string; userId: string; viewer: Viewer; role: TeamRole | null },
): Promise<TeamView> {
  const { workspaceId, userId, role } = options;
  return deps.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `team:${workspaceId}`);
    const members = await listMembers(tx, workspaceId);
    if (!members.some((m) => m.userId === userId))
      throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
    if (!keepsAnOwner(members, userId, role)) throw new AppError('CONFLICT', TEAM_MESSAGES.lastOwner);
    if (role) {
      await updateMemberRole(tx, { workspaceId, userId, role });
    } else {
      await deleteMember(tx, { workspaceId, userId });
      await detachProfileFromWorkspace(tx, { workspaceId, userId });
    }
    return getTeam(deps, options, tx);
  });
}

export function changeMemberRole(
  deps: AppDeps,
  options: { workspaceId: string; userId: string; viewer: Viewer; role: TeamRole },
) {
  return changeMembership(deps, options);
}

export function removeMember(
  deps: AppDeps,
  options: { workspaceId: string; userId: string; viewer: Viewer },
) {
  return changeMembership(deps, { ...options, role: null });
}
