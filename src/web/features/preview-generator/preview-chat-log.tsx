import { MessageBubble } from '../../components/chat/message-bubble';
import { useScrolledToNewest } from '../../lib/use-scrolled-to-newest';
import type { ChatMessage } from './preview-generator-reducer';

/**
 * The questionnaire so far. A polite log, so screen readers read each new question once; it keeps
 * itself scrolled to the newest message (instantly: no smooth scrolling, for reduced motion).
 */
export function PreviewChatLog({ messages }: { messages: ChatMessage[] }) {
  const scrollRef = useScrolledToNewest<HTMLDivElement>([messages.length]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-live="polite"
      aria-label="Preview questionnaire"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-80 min-h-40 overflow-y-auto rounded-xl border bg-muted/30 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li key={message.id} className="flex flex-col" data-from={message.from}>
            <MessageBubble from={message.from} speaker={message.from === 'agent' ? 'Agent' : 'You'}>
              {message.text}
            </MessageBubble>
          </li>
        ))}
      </ol>
    </div>
  );
}
