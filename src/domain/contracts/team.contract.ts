import { z } from 'zod';
import { INVITATION_TOKEN_PATTERN, TEAM_MESSAGES, TEAM_ROLES } from '../team';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../validation/email';
import { defineRoute } from './route-contract';

/**
 * A workspace's team: members with their role, and the invitations its owners sent. Every
 * member may see who is on the team; only owners (and platform admins) see invitations and
 * change anything.
 */

export const INVALID_EMAIL = 'Please enter a valid email address.';

export const teamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  invitedAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(['open', 'expired']),
  invitedBy: z.string().nullable(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Open and expired invitations, newest first; empty for a viewer who cannot manage the team. */
  invitations: z.array(teamInvitationSchema),
  canManage: z.boolean(),
});
export type TeamView = z.infer<typeof teamSchema>;

export const inviteMemberSchema = z.strictObject({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL)
    .refine(isValidEmail, INVALID_EMAIL),
  role: z.enum(TEAM_ROLES, { error: 'The role must be owner or member.' }).default('member'),
});
export type InviteMember = z.output<typeof inviteMemberSchema>;

export const changeRoleSchema = z.strictObject({
  role: z.enum(TEAM_ROLES, { error: 'The role must be owner or member.' }),
});

const params = z.strictObject({ workspaceId: z.uuid() });
const tag = 'Team';
const base = '/api/workspaces/:workspaceId';

export const getTeamContract = defineRoute({
  method: 'GET',
  path: `${base}/team`,
  summary: "The workspace's members and, for owners, its open invitations",
  tag,
  access: 'workspace',
  params,
  output: teamSchema,
});

export const inviteMemberContract = defineRoute({
  method: 'POST',
  path: `${base}/invitations`,
  summary: 'Invites a person by e-mail (the link works for 7 days); replaces an open invitation to them',
  tag,
  access: 'workspace',
  role: 'owner',
  params,
  body: inviteMemberSchema,
  output: teamSchema,
  status: 201,
});

export const revokeInvitationContract = defineRoute({
  method: 'DELETE',
  path: `${base}/invitations/:invitationId`,
  summary: 'Revokes an invitation: its link stops working',
  tag,
  access: 'workspace',
  role: 'owner',
  params: z.strictObject({ workspaceId: z.uuid(), invitationId: z.uuid() }),
  output: teamSchema,
});

const memberParams = z.strictObject({ workspaceId: z.uuid(), userId: z.string().min(1).max(100) });

export const changeMemberRoleContract = defineRoute({
  method: 'PATCH',
  path: `${base}/members/:userId`,
  summary: "Changes a member's role (a workspace keeps at least one owner)",
  tag,
  access: 'workspace',
  role: 'owner',
  params: memberParams,
  body: changeRoleSchema,
  output: teamSchema,
});

export const removeMemberContract = defineRoute({
  method: 'DELETE',
  path: `${base}/members/:userId`,
  summary: 'Removes a member from the workspace (never its last owner)',
  tag,
  access: 'workspace',
  role: 'owner',
  params: memberParams,
  output: teamSchema,
});

export const invitationTokenSchema = z.strictObject({
  token: z.string({ error: TEAM_MESSAGES.invitationNotFound }).regex(INVITATION_TOKEN_PATTERN, {
    error: TEAM_MESSAGES.invitationNotFound,
  }),
});

export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  state: z.enum(['open', 'expired', 'accepted']),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

// The token travels in the body, not the path: paths end up in logs, histories and referrers.
export const lookupInvitationContract = defineRoute({
  method: 'POST',
  path: '/api/invitations/lookup',
  summary: 'What an invitation link offers: the workspace, the address it was sent to, the role',
  tag,
  access: 'public',
  body: invitationTokenSchema,
  output: invitationPreviewSchema,
});

export const acceptInvitationContract = defineRoute({
  method: 'POST',
  path: '/api/invitations/accept',
  summary: 'Joins the workspace, signed in with the verified address the invitation was sent to',
  tag,
  access: 'user',
  body: invitationTokenSchema,
  output: z.object({ workspaceId: z.uuid(), workspaceName: z.string(), role: z.enum(TEAM_ROLES) }),
});
