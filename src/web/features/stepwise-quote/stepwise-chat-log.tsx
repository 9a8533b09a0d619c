import { BotIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useScrolledToNewest } from '../../lib/use-scrolled-to-newest';
import type { ChatMessage } from './stepwise-chat-reducer';

/**
 * The conversation so far. A log region, so screen readers announce each new message; it scrolls
 * itself to the newest one (instantly: no smooth scrolling to respect reduced motion).
 */
export function StepwiseChatLog({ messages, label }: { messages: ChatMessage[]; label: string }) {
  const scrollRef = useScrolledToNewest<HTMLDivElement>([messages.length]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="h-72 overflow-y-auto rounded-lg border bg-muted/30 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ol className="flex flex-col gap-3 text-sm">
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn('flex max-w-[85%] gap-2', message.from === 'user' ? 'ml-auto justify-end' : '')}
          >
            {message.from === 'agent' ? (
              <BotIcon className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
            ) : null}
            <p
              className={cn(
                'min-w-0 rounded-2xl px-4 py-2 [overflow-wrap:anywhere]',
                message.from === 'user'
                  ? 'rounded-br-sm bg-primary text-primary-foreground'
                  : 'rounded-bl-sm border bg-background',
              )}
            >
              <span className="sr-only">{message.from === 'user' ? 'You: ' : 'QuoteAgent: '}</span>
              {message.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
