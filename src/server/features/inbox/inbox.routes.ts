import {
  closeConversationContract,
  getInboxConversationContract,
  handBackConversationContract,
  replyToConversationContract,
  takeOverConversationContract,
} from '../../../domain/contracts/inbox.contract';
import { route } from '../../http/contract-routes';
import type { Viewer } from '../accounts';
import {
  closeConversation,
  getInboxConversation,
  handBackConversation,
  replyToConversation,
  takeOverConversation,
  teamMemberOf,
} from './inbox.service';

const memberOf = (viewer: Viewer) => teamMemberOf(viewer);

export const inboxRoutes = [
  route(getInboxConversationContract, ({ deps, params }) => getInboxConversation(deps, params)),
  route(takeOverConversationContract, ({ deps, params, viewer }) =>
    takeOverConversation(deps, { ...params, member: memberOf(viewer) }),
  ),
  route(replyToConversationContract, ({ deps, params, viewer, body }) =>
    replyToConversation(deps, { ...params, member: memberOf(viewer), content: body.content }),
  ),
  route(handBackConversationContract, ({ deps, params }) => handBackConversation(deps, params)),
  route(closeConversationContract, ({ deps, params }) => closeConversation(deps, params)),
];
