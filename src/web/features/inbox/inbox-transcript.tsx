import { InfoIcon, UserRoundIcon } from 'lucide-react';
import type { TranscriptMessage } from '../../../domain/contracts/inbox.contract';
import { MessageBubble } from '../../components/chat/message-bubble';
import { useScrolledToNewest } from '../../lib/use-scrolled-to-newest';

/** A reply Meta did not deliver to a Messenger or Instagram customer, and why. */
function NotSent({ reason }: { reason: string | undefined }) {
  if (!reason) return null;
  return (
    <p
      className="max-w-[90%] text-right text-xs text-destructive sm:max-w-[75%]"
      data-testid="reply-not-sent"
    >
      {reason}
    </p>
  );
}

function TranscriptLine({ message, agentName }: { message: TranscriptMessage; agentName: string }) {
  switch (message.author) {
    case 'visitor':
      // The team reads the customer on the left, themselves and the agent on the right.
      return (
        <div className="flex justify-start">
          <p className="max-w-[90%] rounded-2xl rounded-bl-sm bg-muted px-4 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] sm:max-w-[75%]">
            <span className="sr-only">Customer: </span>
            {message.content}
          </p>
        </div>
      );
    case 'notice':
      return (
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
          <InfoIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {message.content}
        </p>
      );
    case 'person':
      return (
        <div className="flex flex-col items-end gap-0.5">
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <UserRoundIcon className="size-3" aria-hidden="true" />
            {message.authorName ?? 'Team member'}
          </span>
          <MessageBubble from="visitor" speaker={message.authorName ?? 'Team member'}>
            {message.content}
          </MessageBubble>
          <NotSent reason={message.notSent} />
        </div>
      );
    case 'agent':
      return (
        <div className="flex flex-col items-end gap-0.5">
          <span className="text-xs text-muted-foreground">{agentName}</span>
          <div className="flex w-full justify-end">
            <p className="max-w-[90%] rounded-2xl rounded-br-sm border bg-background px-4 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] sm:max-w-[75%]">
              <span className="sr-only">{agentName}: </span>
              {message.content}
            </p>
          </div>
          <NotSent reason={message.notSent} />
        </div>
      );
  }
}

/**
 * The conversation as a log: new lines are announced politely to screen readers (role="log"
 * implies aria-live="polite"), and the view follows the newest line.
 */
export function InboxTranscript({
  messages,
  agentName,
}: {
  messages: TranscriptMessage[];
  agentName: string;
}) {
  const ref = useScrolledToNewest<HTMLDivElement>([messages.length]);
  if (messages.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <div
      ref={ref}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-[60dvh] overflow-y-auto rounded-lg border bg-card p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
      data-testid="inbox-transcript"
    >
      <div role="log" aria-live="polite" aria-label="Conversation" className="flex flex-col gap-3">
        {messages.map((message) => (
          <TranscriptLine key={message.id} message={message} agentName={agentName} />
        ))}
      </div>
    </div>
  );
}
