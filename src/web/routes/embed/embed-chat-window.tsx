import { XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { WidgetConfig } from '../../../domain/contracts/widget.contract';
import { Button } from '../../components/ui/button';
import type { ConversationMeta } from '../../features/live-chat/chat-api';
import { ChatMessageList } from '../../features/live-chat/chat-message-list';
import { ChatWindowFooter, ChatWindowHeader, useChatDraft } from '../../features/live-chat/chat-window-parts';
import { type LiveChatOptions, useLiveChat } from '../../features/live-chat/use-live-chat';
import { forgetConversation, storeConversation } from './stored-conversation';
import { agentMessageCount } from './unread-count';
import type { HostBridge } from './use-host-bridge';
import { WidgetReviewsStrip } from './widget-reviews';

type EmbedChatWindowProps = {
  config: WidgetConfig;
  workspaceKey: string;
  bridge: HostBridge;
  /** The conversation this browser kept, read back from the server; null for a new chat. */
  resumed: LiveChatOptions['resumed'];
  /** Grows each time the loader shows the panel: the message box takes the focus. */
  focusRequest: number;
};

/**
 * The widget's chat: the live demos' engine, hooks and parts (useLiveChat, the message list and
 * the composer) for the workspace's own agent, filling the frame. The quote wizard of the demos
 * stays out: it prices the demo's own job, not this business's (the agent quotes in the chat).
 */
export function EmbedChatWindow({
  config,
  workspaceKey,
  resumed,
  bridge,
  focusRequest,
}: EmbedChatWindowProps) {
  const { agentName, agentType, welcomeMessage } = config;
  const chat = useLiveChat(agentType, { workspaceKey, welcomeMessage, resumed });
  const { state } = chat;
  const draft = useChatDraft(chat);
  const { inputRef, focus } = draft;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request moves the focus.
  useEffect(() => {
    if (focusRequest > 0) focus();
  }, [focusRequest]);

  // Agent messages that arrive while the panel is hidden show as a count on the launcher. What the
  // visitor saw is kept with the conversation, so the launcher on the site's other pages counts
  // from the same point (/embed/unread, decision 095).
  const agentMessages = agentMessageCount(state.entries);
  const [seen, setSeen] = useState(agentMessages);
  const { visible, reportUnread } = bridge;
  useEffect(() => {
    if (visible) setSeen(agentMessages);
    else if (agentMessages > seen) reportUnread(agentMessages - seen);
  }, [visible, agentMessages, seen, reportUnread]);
  useKeptConversation(workspaceKey, state.conversation, seen);

  return (
    <main className="flex h-dvh min-h-0 flex-col bg-card text-card-foreground">
      <ChatWindowHeader
        agentName={agentName}
        state={state}
        headingLevel={1}
        answersChecked={config.answersChecked}
        action={
          bridge.closable ? (
            <Button
              variant="ghost"
              size="icon"
              className="-mr-2"
              aria-label="Close chat"
              onClick={bridge.close}
            >
              <XIcon aria-hidden="true" />
            </Button>
          ) : null
        }
      />

      {config.reviews ? <WidgetReviewsStrip reviews={config.reviews} /> : null}

      <ChatMessageList
        agentName={agentName}
        entries={state.entries}
        draft={state.pending ? state.pending.draft : null}
        onRetry={() => {
          chat.retry();
          inputRef.current?.focus();
        }}
      />

      <ChatWindowFooter agentName={agentName} chat={chat} draft={draft} newChat />
    </main>
  );
}

/**
 * Keeps the conversation in the frame's storage once it exists, with how many of its replies the
 * visitor saw, so the next page takes it up; New chat (the conversation cleared) forgets it, so the
 * next page starts afresh too.
 */
function useKeptConversation(workspaceKey: string, conversation: ConversationMeta | null, seen: number) {
  const id = conversation?.conversationId ?? null;
  const token = conversation?.conversationToken ?? null;
  const kept = useRef(id);
  useEffect(() => {
    if (id && token) storeConversation(workspaceKey, { conversationId: id, token, seen });
    else if (kept.current) forgetConversation(workspaceKey);
    kept.current = id;
  }, [workspaceKey, id, token, seen]);
}
