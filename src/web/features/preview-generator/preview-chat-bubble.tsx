import { BotIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One chat message; who says it is also said in words for screen readers. */
export function PreviewChatBubble({
  from,
  speaker,
  children,
}: {
  from: 'agent' | 'visitor';
  /** What screen readers hear before the text, e.g. 'You' or 'Your agent'. */
  speaker: string;
  children: ReactNode;
}) {
  if (from === 'agent') {
    return (
      <div className="flex max-w-[90%] gap-2 sm:max-w-[85%]">
        <BotIcon className="mt-1.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <p className="min-w-0 rounded-2xl rounded-bl-sm border bg-background px-4 py-2 text-sm whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">
          <span className="sr-only">{speaker}: </span>
          {children}
        </p>
      </div>
    );
  }
  return (
    <p className="ml-auto w-fit max-w-[90%] min-w-0 rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm whitespace-pre-wrap text-primary-foreground [overflow-wrap:anywhere] sm:max-w-[85%]">
      <span className="sr-only">{speaker}: </span>
      {children}
    </p>
  );
}
