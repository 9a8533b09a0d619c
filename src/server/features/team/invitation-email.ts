import { INVITATION_TTL_DAYS, type TeamRole } from '../../../domain/team';
import type { EmailMessage } from '../email';

export const INVITATION_EMAIL_KIND = 'team_invitation';

/** The invitation e-mail: who invites, to which workspace and role, and the link (sensitive). */
export function invitationEmail(options: {
  to: string;
  workspaceId: string;
  workspaceName: string;
  inviter: { name: string; email: string };
  role: TeamRole;
  url: string;
  productName: string;
}): EmailMessage {
  const inviter = options.inviter.name.trim() || options.inviter.email;
  const role = options.role === 'owner' ? 'an owner' : 'a member';
  return {
    kind: INVITATION_EMAIL_KIND,
    to: options.to,
    subject: `${inviter} invited you to join ${options.workspaceName} on ${options.productName}`,
    text: [
      `${inviter} (${options.inviter.email}) invited you to join ${options.workspaceName} on ${options.productName} as ${role}.`,
      '',
      `Accept the invitation (the link works for ${INVITATION_TTL_DAYS} days): ${options.url}`,
      '',
      `Sign in or create your account with this address (${options.to}) to accept.`,
      'If you did not expect this invitation, ignore this e-mail: nothing happens without you.',
    ].join('\n'),
    workspaceId: options.workspaceId,
    metadata: { purpose: 'team_invitation' },
    // The link is a key to the workspace: once SMTP has it, the stored copy loses it.
    sensitive: true,
  };
}
