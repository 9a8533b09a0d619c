import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type Speaker = 'customer' | 'agent';

/** One chat message; the speaker is also said in words for screen readers. */
export function ChatBubble({
  from,
  children,
  className,
}: {
  from: Speaker;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      className={cn(
        'w-fit max-w-[85%] rounded-2xl px-4 py-2 text-sm break-words',
        from === 'customer'
          ? 'ml-auto rounded-br-sm bg-primary text-primary-foreground'
          : 'rounded-bl-sm bg-muted text-foreground',
        className,
      )}
    >
      <span className="sr-only">{from === 'customer' ? 'Customer: ' : 'Agent: '}</span>
      {children}
    </p>
  );
}

/** Three dots in an agent bubble; they stay still for visitors who asked for reduced motion. */
export function TypingIndicator({ label = 'Agent is typing' }: { label?: string }) {
  return (
    <p
      className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3"
      data-testid="typing-indicator"
    >
      <span className="sr-only">{label}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </p>
  );
}
