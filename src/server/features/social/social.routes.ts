import {
  connectSocialPageContract,
  disconnectSocialPageContract,
  getSocialChannelsContract,
} from '../../../domain/contracts/social.contract';
import { workingAgentTypes } from '../../../domain/setup-steps';
import { route } from '../../http/contract-routes';
import { AppError } from '../../lib/app-error';
import { listAgents } from '../agents';
import { connectSocialPage, disconnectSocialPage, getSocialChannels } from './social-connection.service';

export const NO_SOCIAL_AGENT =
  'This workspace has no SocialAgent working, so a Page connected here would not be answered. Add a SocialAgent to your plan first.';

export const socialRoutes = [
  route(getSocialChannelsContract, ({ deps, params }) => getSocialChannels(deps, params.workspaceId)),
  route(connectSocialPageContract, async ({ deps, params, body, viewer }) => {
    // Only a SocialAgent answers a Page's messages (the navigation shows Social to such
    // workspaces alone); a Page connected elsewhere would take DMs nobody answers.
    if (!workingAgentTypes(await listAgents(deps.db, params.workspaceId)).includes('social'))
      throw new AppError('FORBIDDEN', NO_SOCIAL_AGENT);
    return connectSocialPage(deps, { workspaceId: params.workspaceId, userId: viewer.userId, input: body });
  }),
  // Disconnecting stays open to every workspace: a Page connected before its agent was switched
  // off must still be removable.
  route(disconnectSocialPageContract, ({ deps, params }) => disconnectSocialPage(deps, params.workspaceId)),
];
