import { CHAT_LIMIT_MESSAGES, CHAT_LIMITS } from '../../../domain/chat';
import { canResume } from '../../../domain/chat-resume';
import type { UnreadReplies, UnreadRepliesBody } from '../../../domain/contracts/chat-unread.contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { hashConversationToken } from './chat-token';
import { sameHash } from './conversation-access';
import { countRepliesToVisitor, findConversationOnWidget } from './conversation-resume.repository';

/**
 * How many replies of a visitor's widget conversation came after the ones they saw, for the
 * launcher on a page where the chat was not opened. "Seen" is the chat frame's own count of the
 * replies it had on screen, kept beside the conversation, so the launcher and the open chat agree.
 * The same checks as resume: an unknown id, a wrong token and another workspace's key are one 404.
 * A conversation the chat would start afresh (canResume) has nothing waiting: 0.
 */
export async function countUnreadReplies(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  body: UnreadRepliesBody,
): Promise<UnreadReplies> {
  const conversation = await findConversationOnWidget(deps.db, body);
  if (!conversation || !sameHash(hashConversationToken(body.token), conversation.visitorTokenHash))
    throw new AppError('NOT_FOUND', CHAT_LIMIT_MESSAGES.conversationNotFound);
  const resumable = canResume(conversation, {
    now: deps.clock(),
    maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
  });
  if (!resumable || !conversation.customerId) return { count: 0 };
  const replies = await countRepliesToVisitor(deps.db, conversation.id);
  return { count: Math.max(0, replies - body.seen) };
}
