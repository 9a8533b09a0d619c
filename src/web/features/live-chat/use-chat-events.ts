import { useEffect, useEffectEvent } from 'react';
import { CHAT_STREAM_EVENTS } from '../../../domain/chat';
import type { ConversationMeta } from './chat-api';

export type AgentMessageEvent = {
  id: string;
  content: string;
  createdAt: string;
  /** The agent, a team member, or the team's notice ("a person has joined"). */
  author: 'agent' | 'person' | 'notice';
  /** The team member's name, on their replies. */
  authorName: string | null;
  notice: string | null;
};

const AUTHORS = ['agent', 'person', 'notice'] as const;

function parseAgentMessage(data: unknown): AgentMessageEvent | null {
  try {
    const value = JSON.parse(String(data)) as Record<string, unknown>;
    if (typeof value.id !== 'string' || typeof value.content !== 'string') return null;
    const author = AUTHORS.find((a) => a === value.author) ?? 'agent';
    return {
      id: value.id,
      content: value.content,
      createdAt: String(value.createdAt ?? ''),
      author,
      authorName: author === 'person' && typeof value.authorName === 'string' ? value.authorName : null,
      notice: typeof value.notice === 'string' ? value.notice : null,
    };
  } catch {
    return null;
  }
}

/**
 * Listens for agent messages that arrive outside the visitor's own turns (an answer a team member
 * approved, a team member's reply) on `GET /api/chat/events`. Opened once the conversation has
 * its first answer and closed when it is cleared or the page goes. EventSource reconnects by
 * itself; each reconnection replays messages newer than `since`, so the caller drops repeats by id.
 */
export function useChatEvents(
  conversation: ConversationMeta | null,
  since: string | null,
  onMessage: (message: AgentMessageEvent) => void,
): void {
  const deliver = useEffectEvent(onMessage);
  const conversationId = conversation?.conversationId;
  const token = conversation?.conversationToken;

  useEffect(() => {
    if (!conversationId || !token || !since || typeof EventSource === 'undefined') return;
    const query = new URLSearchParams({ conversationId, token, after: since });
    const source = new EventSource(`/api/chat/events?${query}`);
    const handle = (event: MessageEvent) => {
      const message = parseAgentMessage(event.data);
      if (message) deliver(message);
    };
    source.addEventListener(CHAT_STREAM_EVENTS.message, handle);
    return () => {
      source.removeEventListener(CHAT_STREAM_EVENTS.message, handle);
      source.close();
    };
  }, [conversationId, token, since]);
}
