// What other features may use of the team feature (DESIGN.md §2 rule 1).
export { awaitsInvitation } from './invitation-accept.service';
export { newInvitationToken } from './invitation-token';
export { teamRoutes } from './team.routes';
