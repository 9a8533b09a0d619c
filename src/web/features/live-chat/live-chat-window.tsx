import { BotIcon, UsersIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { AgentType } from '../../../domain/agent-types';
import { Badge } from '../../components/ui/badge';
import { Spinner } from '../../components/ui/spinner';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { useLiveChat } from './use-live-chat';

// The wizard brings validation and the review form; only chats that talk about prices load it.
const QuoteWizard = lazy(async () => ({ default: (await import('./quote-wizard')).QuoteWizard }));

/** Shown while a person has the conversation; the chat stays usable and they answer here. */
export const TEAM_REPLY_NOTE = 'A team member will reply here. You can keep writing.';

type LiveChatWindowProps = { agentType: AgentType; agentName: string };

/**
 * A live chat with one of the agents: a window of fixed height with the agent's welcome line, the
 * conversation, the quote wizard when prices come up, and the message box with Send and Clear.
 */
export function LiveChatWindow({ agentType, agentName }: LiveChatWindowProps) {
  const id = useId();
  const chat = useLiveChat(agentType);
  const { state } = chat;
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // A prerendered page may be typed into before it hydrates: keep what is already in the box.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setText(typed);
  }, []);

  function submit() {
    // Blank input is ignored; while a turn runs the text stays in the box for the next one.
    if (chat.send(text)) setText('');
    inputRef.current?.focus();
  }

  const status = state.handedOff
    ? 'Team member'
    : state.awaitingApproval
      ? 'Awaiting a team member'
      : 'Online';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex h-[36rem] max-h-[calc(100dvh-5rem)] min-h-[26rem] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <header className="flex items-center gap-3 border-b px-4 py-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
          <BotIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="truncate text-base font-semibold">
            Chat with {agentName}
          </h2>
          <p className="text-xs text-muted-foreground">Answers in seconds, around the clock</p>
        </div>
        <Badge variant={state.handedOff ? 'secondary' : 'outline'} data-testid="chat-status">
          {state.handedOff ? <UsersIcon className="size-3" aria-hidden="true" /> : null}
          {status}
        </Badge>
      </header>

      <ChatMessageList
        agentName={agentName}
        entries={state.entries}
        draft={state.pending ? state.pending.draft : null}
        onRetry={() => {
          chat.retry();
          inputRef.current?.focus();
        }}
        wizardAnchor={state.wizardAnchor}
        wizard={
          state.wizard === 'open' ? (
            <Suspense fallback={<Spinner label="Loading the quote form" />}>
              <QuoteWizard
                reviewSubmitted={state.reviewSubmitted}
                conversation={state.conversation}
                onReviewSubmitted={chat.reviewSubmitted}
                onDismiss={() => {
                  chat.dismissWizard();
                  inputRef.current?.focus();
                }}
              />
            </Suspense>
          ) : null
        }
      />

      {/* Said once while a reply is on its way; the dots themselves are decoration. */}
      <output className="sr-only">{state.pending ? `${agentName} is typing…` : ''}</output>

      {state.handedOff ? (
        <p
          className="flex items-center gap-2 border-t bg-muted/60 px-4 py-2 text-sm"
          data-testid="team-reply-note"
        >
          <UsersIcon className="size-4 shrink-0 text-brand" aria-hidden="true" />
          {TEAM_REPLY_NOTE}
        </p>
      ) : null}

      <ChatComposer
        agentName={agentName}
        value={text}
        onChange={setText}
        onSubmit={submit}
        onClear={() => {
          chat.clear();
          setText('');
          inputRef.current?.focus();
        }}
        busy={state.pending !== null}
        error={state.error}
        inputRef={inputRef}
      />
    </section>
  );
}
