import { resumeConversationContract } from '../../../domain/contracts/chat-resume.contract';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/contract-routes';
import type { RateRule } from '../rate-limit';
import { resumeConversation } from './conversation-resume.service';

/**
 * Per client address: a visitor's chat asks once per page it is opened on; a script trying
 * tokens is stopped long before it could find one (128 random bits).
 */
export const CHAT_RESUME_RATE_LIMIT: RateRule = { name: 'chat.resume', limit: 60, windowSeconds: 600 };

export const chatResumeRoutes = [
  route(resumeConversationContract, async ({ deps, c, body }) => {
    await deps.rateLimiter.enforce(CHAT_RESUME_RATE_LIMIT, [`ip:${clientIp(c, deps.env.TRUST_PROXY)}`]);
    return resumeConversation(deps, body);
  }),
];
