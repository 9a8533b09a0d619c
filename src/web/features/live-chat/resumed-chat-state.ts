import type { AgentType } from '../../../domain/agent-types';
import { AWAITING_APPROVAL_TEXT } from '../../../domain/chat';
import type { ResumedConversation } from '../../../domain/contracts/chat-resume.contract';
import { type ChatEntry, initialLiveChatState, type LiveChatState } from './chat-reducer';

export type OpenConversation = Extract<ResumedConversation, { status: 'open' }>;

function entryOf(message: OpenConversation['messages'][number]): ChatEntry {
  const { id, content } = message;
  switch (message.author) {
    case 'visitor':
      return { id, kind: 'message', role: 'user', content, from: 'turn' };
    case 'notice':
      return { id, kind: 'status', content };
    case 'person':
      return {
        id,
        kind: 'message',
        role: 'assistant',
        content,
        from: 'event',
        person: { name: message.authorName },
      };
    case 'agent':
      return { id, kind: 'message', role: 'assistant', content, from: 'event' };
  }
}

/**
 * The chat as it was, taken up from the server (a reload, another page of the site): the welcome
 * line, then the stored messages with their authors, then the note that an answer waits for a
 * team member. The agent-message stream resumes after the newest stored message, and the stored
 * agent messages count as seen, so none is shown twice.
 */
export function resumedLiveChatState(
  agentType: AgentType,
  welcomeMessage: string | undefined,
  conversation: OpenConversation,
  /** The conversation's token, as the chat's storage kept it (the server never sends it back). */
  conversationToken: string,
): LiveChatState {
  const initial = initialLiveChatState(agentType, welcomeMessage);
  const stored = conversation.messages.map(entryOf);
  const waiting: ChatEntry[] = conversation.awaitingApproval
    ? [{ id: 'resumed-awaiting', kind: 'status', content: AWAITING_APPROVAL_TEXT }]
    : [];
  const newest = conversation.messages.at(-1)?.createdAt ?? null;
  return {
    ...initial,
    entries: [...initial.entries, ...stored, ...waiting],
    conversation: {
      conversationId: conversation.conversationId,
      customerId: conversation.customerId,
      conversationToken,
    },
    eventsSince: newest,
    handedOff: conversation.handedOff,
    awaitingApproval: conversation.awaitingApproval,
    seenEventIds: conversation.messages.filter((m) => m.author !== 'visitor').map((m) => m.id),
  };
}
