import { InfoIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { MessageBubble } from '../../components/chat/message-bubble';
import { Button } from '../../components/ui/button';
import { useScrolledToNewest } from '../../lib/use-scrolled-to-newest';
import type { ChatEntry } from './chat-reducer';

/** A team member whose name the reply did not carry. */
const PERSON_FALLBACK = 'Team member';

type ChatMessageListProps = {
  agentName: string;
  entries: ChatEntry[];
  /** The reply streaming in, or '' while the agent has not written anything yet; null when idle. */
  draft: string | null;
  onRetry: () => void;
  /** The quote wizard, shown in the conversation right after the entry `wizardAnchor`. */
  wizard?: ReactNode;
  wizardAnchor?: string | null;
};

function Entry({ entry, agentName, onRetry }: { entry: ChatEntry; agentName: string; onRetry: () => void }) {
  if (entry.kind === 'status') {
    return (
      <p className="mx-auto flex max-w-[90%] items-start gap-2 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{entry.content}</span>
      </p>
    );
  }
  if (entry.kind === 'error') {
    return (
      <div className="flex max-w-[85%] flex-col items-start gap-2 rounded-2xl rounded-bl-sm border border-destructive/50 bg-destructive/5 px-4 py-2 text-sm">
        <p className="flex items-center gap-2 font-medium text-destructive">
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {entry.content}
        </p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCcwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  if (entry.role === 'assistant' && entry.person) {
    return (
      <MessageBubble from="person" speaker={entry.person.name ?? PERSON_FALLBACK}>
        {entry.content}
      </MessageBubble>
    );
  }
  if (entry.role === 'assistant') {
    return (
      <MessageBubble from="agent" speaker={agentName}>
        {entry.content}
      </MessageBubble>
    );
  }
  return (
    <MessageBubble from="visitor" speaker="You">
      {entry.content}
    </MessageBubble>
  );
}

/**
 * The conversation. Finished messages go into a polite log, so each is read out once; the reply
 * that is still streaming is drawn outside the log and hidden from screen readers (reading every
 * piece would be noise) until it is complete. The quote wizard takes its place in the flow like a
 * message, so what is said after it stays at the bottom, in view. The area keeps itself scrolled
 * to the newest content, without smooth scrolling (reduced motion).
 */
export function ChatMessageList({
  agentName,
  entries,
  draft,
  onRetry,
  wizard,
  wizardAnchor,
}: ChatMessageListProps) {
  const scrollRef = useScrolledToNewest<HTMLElement>([entries.length, draft]);

  return (
    <section
      ref={scrollRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Conversation"
      className="flex-1 overflow-y-auto overscroll-contain bg-muted/30 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
    >
      <div role="log" aria-live="polite" aria-label="Messages">
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              <li className="flex flex-col" data-entry={entry.kind}>
                <Entry entry={entry} agentName={agentName} onRetry={onRetry} />
              </li>
              {wizard && entry.id === wizardAnchor ? <li>{wizard}</li> : null}
            </Fragment>
          ))}
        </ol>
      </div>
      {draft === null ? null : (
        <div aria-hidden="true" className="mt-3 flex flex-col" data-testid="chat-draft">
          {draft === '' ? (
            <p
              className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm border bg-background px-4 py-3"
              data-testid="typing-indicator"
            >
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-2 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </p>
          ) : (
            <MessageBubble from="agent" speaker={agentName}>
              {draft}
            </MessageBubble>
          )}
        </div>
      )}
    </section>
  );
}
