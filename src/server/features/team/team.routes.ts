import {
  acceptInvitationContract,
  changeMemberRoleContract,
  getTeamContract,
  inviteMemberContract,
  lookupInvitationContract,
  removeMemberContract,
  revokeInvitationContract,
} from '../../../domain/contracts/team.contract';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/contract-routes';
import type { RateRule } from '../rate-limit';
import { acceptInvitation, lookupInvitation } from './invitation-accept.service';
import { changeMemberRole, getTeam, inviteMember, removeMember, revokeInvitation } from './team.service';

/** Per client address: an invitee opens their link a few times; a script trying tokens is stopped. */
export const INVITATION_LINK_RATE_LIMIT: RateRule = {
  name: 'team.invitation-link',
  limit: 30,
  windowSeconds: 600,
};

export const teamRoutes = [
  route(getTeamContract, ({ deps, params, viewer }) =>
    getTeam(deps, { workspaceId: params.workspaceId, viewer }),
  ),
  route(inviteMemberContract, ({ deps, params, viewer, body }) =>
    inviteMember(deps, { workspaceId: params.workspaceId, viewer, invite: body }),
  ),
  route(revokeInvitationContract, ({ deps, params, viewer }) =>
    revokeInvitation(deps, { ...params, viewer }),
  ),
  route(changeMemberRoleContract, ({ deps, params, viewer, body }) =>
    changeMemberRole(deps, { ...params, viewer, role: body.role }),
  ),
  route(removeMemberContract, ({ deps, params, viewer }) => removeMember(deps, { ...params, viewer })),
  route(lookupInvitationContract, async ({ deps, c, body }) => {
    await deps.rateLimiter.enforce(INVITATION_LINK_RATE_LIMIT, [`ip:${clientIp(c, deps.env.TRUST_PROXY)}`]);
    return lookupInvitation(deps, body.token);
  }),
  route(acceptInvitationContract, async ({ deps, c, viewer, body }) => {
    await deps.rateLimiter.enforce(INVITATION_LINK_RATE_LIMIT, [`ip:${clientIp(c, deps.env.TRUST_PROXY)}`]);
    return acceptInvitation(deps, { viewer, token: body.token });
  }),
];
