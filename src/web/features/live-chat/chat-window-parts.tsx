import { BotIcon, UsersIcon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { chatHeaderLine } from '../../../domain/chat';
import { Badge } from '../../components/ui/badge';
import { ChatComposer } from './chat-composer';
import type { LiveChatState } from './chat-reducer';
import type { LiveChat } from './use-live-chat';

/** Shown while a person has the conversation; the chat stays usable and they answer here. */
const TEAM_REPLY_NOTE = 'A team member will reply here. You can keep writing.';

/** Once a team member has answered: who the visitor is talking to now. */
function teamNote(state: LiveChatState): string {
  const replied = state.entries.findLast((e) => e.kind === 'message' && e.person);
  const name = replied?.kind === 'message' ? replied.person?.name : null;
  return name ? `You are chatting with ${name} from our team. You can keep writing.` : TEAM_REPLY_NOTE;
}

/** The message box's text and focus, shared by the live chats and the widget's chat. */
export function useChatDraft(chat: LiveChat) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const focus = () => inputRef.current?.focus();
  function submit() {
    // Blank input is ignored; while a turn runs the text stays in the box for the next one.
    if (chat.send(text)) setText('');
    focus();
  }
  return { text, setText, inputRef, submit, focus };
}

/** Who answers now: the agent, a person, or the agent waiting for a person's approval. */
export function ChatStatusBadge({ state }: { state: LiveChatState }) {
  const status = state.handedOff
    ? 'Team member'
    : state.awaitingApproval
      ? 'Awaiting a team member'
      : 'Online';
  return (
    <Badge variant={state.handedOff ? 'secondary' : 'outline'} data-testid="chat-status">
      {state.handedOff ? <UsersIcon className="size-3" aria-hidden="true" /> : null}
      {status}
    </Badge>
  );
}

type ChatWindowHeaderProps = {
  agentName: string;
  state: LiveChatState;
  /** h1 where the chat is the page (the widget's frame), h2 inside a page. */
  headingLevel: 1 | 2;
  titleId?: string;
  /** At the end of the bar (the widget's Close button). */
  action?: ReactNode;
  /** A person checks the agent's answers before they are sent (the widget's config). */
  answersChecked?: boolean;
};

/** The agent's avatar and name, the promise of quick answers, and who answers now. */
export function ChatWindowHeader({
  agentName,
  state,
  headingLevel,
  titleId,
  action,
  answersChecked = false,
}: ChatWindowHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const line = chatHeaderLine({ ...state, answersChecked });
  return (
    <header className="flex items-center gap-2 border-b px-4 py-3 sm:gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
        <BotIcon className="size-5" aria-hidden="true" />
      </span>
      {/* The status sits under the name, beside the promise, so a long agent name keeps the
          bar's width (in the widget's narrow panel it took four lines beside the badge). */}
      <div className="min-w-0 flex-1">
        <Heading id={titleId} className="text-base leading-tight font-semibold [overflow-wrap:anywhere]">
          Chat with {agentName}
        </Heading>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <ChatStatusBadge state={state} />
          {line ? <p className="text-xs text-muted-foreground">{line}</p> : null}
        </div>
      </div>
      {action}
    </header>
  );
}

type ChatWindowFooterProps = {
  agentName: string;
  chat: LiveChat;
  draft: ReturnType<typeof useChatDraft>;
  /** Clear says "New chat" (see ChatComposer). */
  newChat?: boolean;
};

/** Below the messages: the typing announcement, the team note once handed off, the composer. */
export function ChatWindowFooter({ agentName, chat, draft, newChat }: ChatWindowFooterProps) {
  const { state } = chat;
  return (
    <>
      {/* Said once while a reply is on its way; the dots themselves are decoration. */}
      <output className="sr-only">{state.pending ? `${agentName} is typing…` : ''}</output>

      {state.handedOff ? (
        <p
          className="flex items-center gap-2 border-t bg-muted/60 px-4 py-2 text-sm"
          data-testid="team-reply-note"
        >
          <UsersIcon className="size-4 shrink-0 text-brand" aria-hidden="true" />
          {teamNote(state)}
        </p>
      ) : null}

      <ChatComposer
        // Whom the message goes to, as a screen reader announces the box.
        agentName={state.handedOff ? 'the team' : agentName}
        value={draft.text}
        onChange={draft.setText}
        onSubmit={draft.submit}
        onClear={() => {
          chat.clear();
          draft.setText('');
          draft.focus();
        }}
        newChat={newChat}
        busy={state.pending !== null}
        error={state.error}
        inputRef={draft.inputRef}
      />
    </>
  );
}
