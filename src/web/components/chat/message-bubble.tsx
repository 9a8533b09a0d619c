import { BotIcon, UserRoundIcon } from 'lucide-react';
import type { PropsWithChildren } from 'react';
import { cn } from '../../lib/cn';

const BUBBLE = 'min-w-0 rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]';
/** A message leaves room on the other side: 90 % of a phone's width, 85 % from sm up. */
const WIDTH = 'max-w-[90%] sm:max-w-[85%]';

/**
 * One message of a conversation, drawn alike in the live chat, the widget and the preview: the
 * agent's on the left after the bot icon, a team member's on the left under their name, the
 * visitor's on the right. Who says it is also said in words for screen readers ("{speaker}: "), as
 * a log is read out without its layout.
 */
export function MessageBubble({
  from,
  speaker,
  children,
}: PropsWithChildren<{
  from: 'agent' | 'person' | 'visitor';
  /** What screen readers hear before the text, e.g. the agent's name, 'You' or 'Customer'. */
  speaker: string;
}>) {
  if (from === 'person') {
    // A person, not the bot: their own icon and their name in sight, so the visitor knows who answers.
    return (
      <div className={cn('flex gap-2', WIDTH)}>
        <UserRoundIcon className="mt-6 size-5 shrink-0 text-brand" aria-hidden="true" />
        <div className="min-w-0">
          <p className="mb-1 text-xs font-medium text-muted-foreground" aria-hidden="true">
            {speaker}
          </p>
          <p className={cn(BUBBLE, 'rounded-bl-sm border border-brand/40 bg-background text-foreground')}>
            <span className="sr-only">{speaker}: </span>
            {children}
          </p>
        </div>
      </div>
    );
  }
  if (from === 'agent') {
    return (
      <div className={cn('flex gap-2', WIDTH)}>
        <BotIcon className="mt-1.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <p className={cn(BUBBLE, 'rounded-bl-sm border bg-background text-foreground')}>
          <span className="sr-only">{speaker}: </span>
          {children}
        </p>
      </div>
    );
  }
  return (
    <p className={cn(BUBBLE, WIDTH, 'ml-auto w-fit rounded-br-sm bg-primary text-primary-foreground')}>
      <span className="sr-only">{speaker}: </span>
      {children}
    </p>
  );
}
