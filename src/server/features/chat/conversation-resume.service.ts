import { CHAT_LIMIT_MESSAGES, CHAT_LIMITS } from '../../../domain/chat';
import { canResume, RESUME_MAX_MESSAGES } from '../../../domain/chat-resume';
import type {
  ResumeConversationBody,
  ResumedConversation,
  ResumedMessage,
} from '../../../domain/contracts/chat-resume.contract';
import { transcriptAuthor } from '../../../domain/inbox';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { hashConversationToken } from './chat-token';
import { sameHash } from './conversation-access';
import {
  findConversationOnWidget,
  hasPendingApproval,
  latestMessages,
  type StoredChatMessage,
} from './conversation-resume.repository';

function visitorView(message: StoredChatMessage): ResumedMessage {
  const author = transcriptAuthor(message);
  const name = message.metadata?.author_name;
  return {
    id: message.id,
    author,
    authorName: author === 'person' && typeof name === 'string' ? name : null,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * A visitor's widget conversation as their chat shows it again (a reload, another page of the
 * site): only for the holder of its token, only on its own workspace's widget. An unknown id, a
 * wrong token and another workspace's key are one 404, so ids and keys cannot be probed. A
 * conversation that is no longer the visitor's to continue (canResume) answers `ended`.
 */
export async function resumeConversation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  body: ResumeConversationBody,
): Promise<ResumedConversation> {
  const conversation = await findConversationOnWidget(deps.db, body);
  if (!conversation || !sameHash(hashConversationToken(body.token), conversation.visitorTokenHash))
    throw new AppError('NOT_FOUND', CHAT_LIMIT_MESSAGES.conversationNotFound);
  const resumable = canResume(conversation, {
    now: deps.clock(),
    maxTurns: CHAT_LIMITS.maxTurnsPerConversation,
  });
  if (!resumable || !conversation.customerId) return { status: 'ended' };
  const [stored, awaitingApproval] = await Promise.all([
    latestMessages(deps.db, { conversationId: conversation.id, limit: RESUME_MAX_MESSAGES }),
    hasPendingApproval(deps.db, conversation.id),
  ]);
  return {
    status: 'open',
    conversationId: conversation.id,
    customerId: conversation.customerId,
    handedOff: conversation.handoffAt !== null,
    awaitingApproval,
    messages: stored.map(visitorView),
  };
}
