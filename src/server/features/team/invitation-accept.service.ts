import type { InvitationPreview } from '../../../domain/contracts/team.contract';
import { invitationState, TEAM_MESSAGES, type TeamRole } from '../../../domain/team';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { AppError } from '../../lib/app-error';
import { attachProfileToWorkspace, confirmAddressByInvitation, type Viewer } from '../accounts';
import { hashInvitationToken } from './invitation-token';
import {
  findInvitationByTokenHash,
  hasOpenInvitation,
  insertMembership,
  markInvitationAccepted,
} from './team.repository';

const notFound = () => new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);

/** What an invitation link offers, for its page; a revoked or unknown link is simply not found. */
export async function lookupInvitation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<InvitationPreview> {
  const invitation = await findInvitationByTokenHash(deps.db, hashInvitationToken(token));
  if (!invitation) throw notFound();
  const state = invitationState(invitation, deps.clock());
  if (state === 'revoked') throw notFound();
  return {
    workspaceName: invitation.workspaceName,
    email: invitation.email,
    role: invitation.role,
    state,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Joins the workspace the invitation is for. The link alone is not enough: the viewer must be
 * signed in with the very address it was sent to. The token proves that address (it was e-mailed
 * there only, as a verification link is), so an unverified account becomes verified here rather
 * than sent round a confirmation e-mail (decision 097); without the token nothing is verified, and
 * a signed-in account with another address joins nothing. Accepting twice is harmless.
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'clock' | 'hooks'>,
  options: { viewer: Viewer; token: string },
): Promise<{ workspaceId: string; workspaceName: string; role: TeamRole }> {
  const { viewer } = options;
  const now = deps.clock();
  const tokenHash = hashInvitationToken(options.token);
  return deps.db.transaction(async (tx) => {
    const found = await findInvitationByTokenHash(tx, tokenHash);
    if (!found) throw notFound();
    // The team's turn-taking lock first (team.service.ts takes it before touching invitations),
    // then the invitation's row: the same order everywhere, so the two never deadlock.
    await lockUntilCommit(tx, `team:${found.workspaceId}`);
    const invitation = await findInvitationByTokenHash(tx, tokenHash, { lock: true });
    if (!invitation) throw notFound();
    const result = {
      workspaceId: invitation.workspaceId,
      workspaceName: invitation.workspaceName,
      role: invitation.role,
    };
    const state = invitationState(invitation, now);
    if (state === 'revoked') throw notFound();
    if (state === 'accepted') {
      if (invitation.acceptedByUserId === viewer.userId) return result;
      throw new AppError('CONFLICT', TEAM_MESSAGES.invitationUsed);
    }
    if (state === 'expired') throw new AppError('GONE', TEAM_MESSAGES.invitationExpired);
    if (viewer.email.trim().toLowerCase() !== invitation.email)
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.wrongAccount(invitation.email));
    if (!viewer.emailVerified)
      await confirmAddressByInvitation(tx, {
        userId: viewer.userId,
        email: viewer.email,
        at: now,
        adoptPreview: deps.hooks.previews.adopt,
      });

    await insertMembership(tx, {
      workspaceId: invitation.workspaceId,
      userId: viewer.userId,
      role: invitation.role,
      createdAt: now,
    });
    await markInvitationAccepted(tx, { id: invitation.id, userId: viewer.userId, at: now });
    await attachProfileToWorkspace(tx, {
      userId: viewer.userId,
      workspaceId: invitation.workspaceId,
      email: viewer.email,
    });
    return result;
  });
}

/**
 * Is this new user waiting to join a workspace by invitation, so that their own empty workspace
 * should not be made? At sign-up, only when they came from the invitation's link (its token,
 * for their address); later (the /api/me repair), while any invitation to their address is open.
 */
export async function awaitsInvitation(
  db: Executor,
  options: { email: string; now: Date; via: { token: string } | 'any-open-invitation' },
): Promise<boolean> {
  return hasOpenInvitation(db, {
    email: options.email.trim().toLowerCase(),
    now: options.now,
    tokenHash: options.via === 'any-open-invitation' ? undefined : hashInvitationToken(options.via.token),
  });
}
