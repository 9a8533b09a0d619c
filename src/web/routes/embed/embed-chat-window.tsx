import { BotIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { WidgetConfig } from '../../../domain/contracts/widget.contract';
import { Button } from '../../components/ui/button';
import { ChatMessageList } from '../../features/live-chat/chat-message-list';
import { ChatStatusBadge, ChatWindowFooter, useChatDraft } from '../../features/live-chat/chat-window-parts';
import { useLiveChat } from '../../features/live-chat/use-live-chat';
import { agentMessageCount } from './unread-count';
import type { HostBridge } from './use-host-bridge';

type EmbedChatWindowProps = {
  config: WidgetConfig;
  workspaceKey: string;
  bridge: HostBridge;
  /** Grows each time the loader shows the panel: the message box takes the focus. */
  focusRequest: number;
};

/**
 * The widget's chat: the live demos' engine, hooks and parts (useLiveChat, the message list and
 * the composer) for the workspace's own agent, filling the frame. The quote wizard of the demos
 * stays out: it prices the demo's own job, not this business's (the agent quotes in the chat).
 */
export function EmbedChatWindow({ config, workspaceKey, bridge, focusRequest }: EmbedChatWindowProps) {
  const { agentName, agentType, welcomeMessage } = config;
  const chat = useLiveChat(agentType, { workspaceKey, welcomeMessage });
  const { state } = chat;
  const draft = useChatDraft(chat);
  const { inputRef, focus } = draft;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request moves the focus.
  useEffect(() => {
    if (focusRequest > 0) focus();
  }, [focusRequest]);

  // Agent messages that arrive while the panel is hidden show as a count on the launcher.
  const agentMessages = agentMessageCount(state.entries);
  const seen = useRef(agentMessages);
  const { visible, reportUnread } = bridge;
  useEffect(() => {
    if (visible) seen.current = agentMessages;
    else if (agentMessages > seen.current) reportUnread(agentMessages - seen.current);
  }, [visible, agentMessages, reportUnread]);

  return (
    <main className="flex h-dvh min-h-0 flex-col bg-card text-card-foreground">
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
          <BotIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-base leading-tight font-semibold [overflow-wrap:anywhere]">
            Chat with {agentName}
          </h1>
          <p className="truncate text-xs text-muted-foreground">Answers in seconds, around the clock</p>
        </div>
        <ChatStatusBadge state={state} />
        {bridge.closable ? (
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2"
            aria-label="Close chat"
            onClick={bridge.close}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </header>

      <ChatMessageList
        agentName={agentName}
        entries={state.entries}
        draft={state.pending ? state.pending.draft : null}
        onRetry={() => {
          chat.retry();
          inputRef.current?.focus();
        }}
      />

      <ChatWindowFooter agentName={agentName} chat={chat} draft={draft} />
    </main>
  );
}
