import { lazy, Suspense, useEffect, useId } from 'react';
import type { AgentType } from '../../../domain/agent-types';
import { Spinner } from '../../components/ui/spinner';
import { ChatMessageList } from './chat-message-list';
import { ChatWindowFooter, ChatWindowHeader, useChatDraft } from './chat-window-parts';
import { type LiveChatOptions, useLiveChat } from './use-live-chat';

// The wizard brings validation and the review form; only chats that talk about prices load it.
const QuoteWizard = lazy(async () => ({ default: (await import('./quote-wizard')).QuoteWizard }));

type LiveChatWindowProps = {
  agentType: AgentType;
  agentName: string;
  /** The business the chat talks to (its public key) and its welcome line; the platform demo's otherwise. */
  options?: LiveChatOptions;
  /** Off for a business that sells at catalogue prices: it has no quotes to e-mail. */
  quoteWizard?: boolean;
};

/**
 * A live chat with one of the agents: a window of fixed height with the agent's welcome line, the
 * conversation, the quote wizard when prices come up, and the message box with Send and Clear.
 */
export function LiveChatWindow({ agentType, agentName, options, quoteWizard = true }: LiveChatWindowProps) {
  const id = useId();
  const chat = useLiveChat(agentType, options);
  const { state } = chat;
  const draft = useChatDraft(chat);
  const { inputRef, setText } = draft;

  // A prerendered page may be typed into before it hydrates: keep what is already in the box.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setText(typed);
  }, [inputRef, setText]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex h-[36rem] max-h-[calc(100dvh-5rem)] min-h-[26rem] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <ChatWindowHeader agentName={agentName} state={state} headingLevel={2} titleId={`${id}-title`} />

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
          quoteWizard && state.wizard === 'open' ? (
            <Suspense fallback={<Spinner label="Loading the quote form" />}>
              <QuoteWizard
                reviewSubmitted={state.reviewSubmitted}
                conversation={state.conversation}
                quote={state.quote}
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

      <ChatWindowFooter agentName={agentName} chat={chat} draft={draft} />
    </section>
  );
}
