import { resumeConversationContract } from '../../../domain/contracts/chat-resume.contract';
import { unreadRepliesContract } from '../../../domain/contracts/chat-unread.contract';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/contract-routes';
import type { RateRule } from '../rate-limit';
import { resumeConversation } from './conversation-resume.service';
import { countUnreadReplies } from './conversation-unread.service';

/**
 * Per client address: a visitor's chat asks once per page it is opened on; a script trying
 * tokens is stopped long before it could find one (128 random bits).
 */
export const CHAT_RESUME_RATE_LIMIT: RateRule = { name: 'chat.resume', limit: 60, windowSeconds: 600 };

/**
 * Per client address: the widget's hidden counter asks once per page view of a visitor who has a
 * conversation (no conversation kept, no request). Two hundred in ten minutes is a page every three
 * seconds; a script trying tokens is stopped long before it could find one.
 */
export const CHAT_UNREAD_RATE_LIMIT: RateRule = { name: 'chat.unread', limit: 200, windowSeconds: 600 };

export const chatResumeRoutes = [
  route(resumeConversationContract, async ({ deps, c, body }) => {
    await deps.rateLimiter.enforce(CHAT_RESUME_RATE_LIMIT, [`ip:${clientIp(c, deps.env.TRUST_PROXY)}`]);
    return resumeConversation(deps, body);
  }),
  route(unreadRepliesContract, async ({ deps, c, body }) => {
    await deps.rateLimiter.enforce(CHAT_UNREAD_RATE_LIMIT, [`ip:${clientIp(c, deps.env.TRUST_PROXY)}`]);
    return countUnreadReplies(deps, body);
  }),
];
