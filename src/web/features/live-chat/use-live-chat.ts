import { useEffect, useReducer, useRef } from 'react';
import type { AgentType } from '../../../domain/agent-types';
import { CHAT_ERRORS } from '../../../domain/chat';
import { toast } from '../../lib/toast';
import { readBehaviourProfile } from './behaviour-profile';
import { type ConversationMeta, sendChatTurn } from './chat-api';
import { chatErrorMessage, EmptyAnswerError } from './chat-errors';
import { initialLiveChatState, type LiveChatState, liveChatReducer, turnMessages } from './chat-reducer';
import { type OpenConversation, resumedLiveChatState } from './resumed-chat-state';
import { useChatEvents } from './use-chat-events';

export type LiveChat = {
  state: LiveChatState;
  send: (text: string) => boolean;
  retry: () => void;
  clear: () => void;
  dismissWizard: () => void;
  reviewSubmitted: () => void;
};

/**
 * An embedded widget's chat: the workspace it talks to (its public key), its agent's welcome line,
 * and the conversation it takes up (after a reload or on another page of the site), if any.
 */
export type LiveChatOptions = {
  workspaceKey?: string;
  welcomeMessage?: string;
  resumed?: { conversation: OpenConversation; token: string } | null;
};

/**
 * A live chat with one agent type: the conversation state, its turns against ai-chat (streamed),
 * and the agent messages that arrive between turns. A turn that finishes after Clear (or after
 * the page went away) is ignored, so it cannot write into the new conversation.
 */
export function useLiveChat(agentType: AgentType, options: LiveChatOptions = {}): LiveChat {
  const [state, dispatch] = useReducer(liveChatReducer, agentType, (type) =>
    options.resumed
      ? resumedLiveChatState(
          type,
          options.welcomeMessage,
          options.resumed.conversation,
          options.resumed.token,
        )
      : initialLiveChatState(type, options.welcomeMessage),
  );
  // Each turn and each Clear gets a new number; only the latest turn may change the state.
  const turnRef = useRef(0);
  const abortRef = useRef<AbortController | null>(null);
  const messageIdRef = useRef(0);

  useEffect(() => () => abortRef.current?.abort(), []);

  useChatEvents(state.conversation, state.eventsSince, (message) =>
    dispatch({
      type: 'agent-message',
      id: message.id,
      content: message.content,
      author: message.author,
      authorName: message.authorName,
      notice: message.notice,
    }),
  );

  async function runTurn(snapshot: LiveChatState, userEntryId: string) {
    const turn = ++turnRef.current;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    const current = () => turn === turnRef.current;
    let conversation: ConversationMeta | null = snapshot.conversation;
    try {
      const response = await sendChatTurn(
        {
          messages: turnMessages(snapshot, userEntryId),
          agentType,
          workspaceKey: options.workspaceKey,
          conversationId: conversation?.conversationId ?? null,
          conversationToken: conversation?.conversationToken ?? null,
          behavior: readBehaviourProfile(),
        },
        {
          signal: controller.signal,
          onStart: (meta) => {
            conversation = meta;
            if (current()) dispatch({ type: 'started', conversation: meta });
          },
          onDelta: (text) => {
            if (current()) dispatch({ type: 'delta', text });
          },
          onReset: () => {
            if (current()) dispatch({ type: 'reset-draft' });
          },
        },
      );
      if (!current()) return;
      if (!response.message?.trim()) throw new EmptyAnswerError();
      dispatch({ type: 'answered', response, at: new Date().toISOString() });
    } catch (error) {
      if (!current() || controller.signal.aborted) return;
      dispatch({
        type: 'failed',
        error: chatErrorMessage(error, { conversationStarted: conversation !== null }),
      });
      toast.error(CHAT_ERRORS.sendFailedToast, { description: CHAT_ERRORS.sendFailed });
    }
  }

  /** Sends the visitor's message; false when there was nothing to send or a turn is still running. */
  function send(text: string): boolean {
    const action = { type: 'send', text, id: `u${++messageIdRef.current}` } as const;
    const next = liveChatReducer(state, action);
    if (next === state || !next.pending) return false;
    dispatch(action);
    void runTurn(next, next.pending.userEntryId);
    return true;
  }

  function retry() {
    const next = liveChatReducer(state, { type: 'retry' });
    if (next === state || !next.pending) return;
    dispatch({ type: 'retry' });
    void runTurn(next, next.pending.userEntryId);
  }

  function clear() {
    turnRef.current += 1;
    abortRef.current?.abort();
    abortRef.current = null;
    dispatch({ type: 'clear' });
  }

  return {
    state,
    send,
    retry,
    clear,
    dismissWizard: () => dispatch({ type: 'wizard-dismissed' }),
    reviewSubmitted: () => dispatch({ type: 'review-submitted' }),
  };
}
