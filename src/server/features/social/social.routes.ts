import {
  connectSocialPageContract,
  disconnectSocialPageContract,
  getSocialChannelsContract,
} from '../../../domain/contracts/social.contract';
import { route } from '../../http/contract-routes';
import { connectSocialPage, disconnectSocialPage, getSocialChannels } from './social-connection.service';

export const socialRoutes = [
  route(getSocialChannelsContract, ({ deps, params }) => getSocialChannels(deps, params.workspaceId)),
  route(connectSocialPageContract, ({ deps, params, body, viewer }) =>
    connectSocialPage(deps, { workspaceId: params.workspaceId, userId: viewer.userId, input: body }),
  ),
  route(disconnectSocialPageContract, ({ deps, params }) => disconnectSocialPage(deps, params.workspaceId)),
];
