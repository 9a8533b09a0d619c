import { parseUrl } from './url';

/**
 * Rules of a workspace's team: roles, invitations and the one-owner-at-least rule. Pure; the
 * server's team feature applies them inside its transactions.
 */

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** An invitation link works for a week. */
export const INVITATION_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_PATH = '/invite';

export const TEAM_MESSAGES = {
  alreadyMember: 'This person is already a member of the workspace.',
  lastOwner: 'A workspace needs at least one owner. Make someone else an owner first.',
  memberNotFound: 'This person is not a member of the workspace.',
  invitationNotFound: 'This invitation is not valid any more. Ask the workspace owner for a new one.',
  invitationExpired: 'This invitation has expired. Ask the workspace owner to send a new one.',
  invitationUsed: 'This invitation has already been accepted.',
  wrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  unverifiedInviter:
    'Confirm your own e-mail address before inviting others: we only send invitations for verified accounts.',
  demoWorkspace: 'The demo workspace cannot invite members. Sign up for your own workspace to build a team.',
  tooManyInvitations: 'Too many invitations in a short time. Please wait a while and try again.',
} as const;

export type InvitationState = 'open' | 'expired' | 'accepted' | 'revoked';

export function invitationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

export function invitationState(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The invitation link's token: 43 URL-safe characters (32 random bytes, base64url). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function invitationUrl(dashboardUrl: string, token: string): string {
  return `${dashboardUrl.replace(/\/+$/, '')}${INVITATION_PATH}/${token}`;
}

/**
 * The token of an invitation page address (`…/invite/TOKEN`), e.g. the callback a sign-up from
 * that page carries; null for any other address.
 */
export function invitationTokenFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = parseUrl(url, 'http://relative.invalid')?.pathname;
  if (!path) return null;
  const match = /^\/invite\/([^/]+)\/?$/.exec(path);
  const token = match?.[1];
  return token && INVITATION_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Whether a workspace would still have an owner after `userId` changes to `nextRole` (null:
 * leaves). A workspace nobody can administer could never be repaired by its own people.
 */
export function keepsAnOwner(
  members: readonly { userId: string; role: TeamRole }[],
  userId: string,
  nextRole: TeamRole | null,
): boolean {
  return members.some((m) => (m.userId === userId ? nextRole === 'owner' : m.role === 'owner'));
}
