import { CHAT_ERRORS } from '../../../domain/chat';
import { ApiError } from '../../lib/api';
import { ChatStreamError } from './chat-api';

/** An answer arrived but had no text in it. */
export class EmptyAnswerError extends Error {
  constructor() {
    super(CHAT_ERRORS.noResponse);
    this.name = 'EmptyAnswerError';
  }
}

/**
 * The inline text for a failed turn (spec main-site §8). A refusal the server explained (rate
 * limit, turn cap, message too long, unknown conversation) keeps the server's words, since they
 * say what to do; a failure before the conversation existed reads 'Failed to start conversation'.
 */
export function chatErrorMessage(error: unknown, options: { conversationStarted: boolean }): string {
  if (error instanceof EmptyAnswerError) return CHAT_ERRORS.noResponse;
  if (error instanceof ChatStreamError) return error.message || CHAT_ERRORS.aiResponse;
  if (error instanceof ApiError && error.code && error.status >= 400 && error.status < 500) {
    return error.message;
  }
  if (!(error instanceof Error)) return CHAT_ERRORS.generic;
  return options.conversationStarted ? CHAT_ERRORS.aiResponse : CHAT_ERRORS.startConversation;
}
