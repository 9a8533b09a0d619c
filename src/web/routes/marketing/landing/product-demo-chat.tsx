import { useEffect, useRef, useState } from 'react';
import { ANIMATION_TIMINGS } from '../../../../domain/ui-constants';
import { Button } from '../../../components/ui/button';
import { useScrolledToNewest } from '../../../lib/use-scrolled-to-newest';
import { ChatBubble, TypingIndicator } from './chat-bubbles';
import type { ProductDemo } from './product-demos';

type Message = { id: number; from: 'customer' | 'agent'; text: string };

/**
 * A tab's sample conversation. The visitor picks a question; the scripted bot reply follows
 * after the landing demo's reply delay, with a typing indicator meanwhile.
 */
export function ProductDemoChat({ demo }: { demo: ProductDemo }) {
  const [messages, setMessages] = useState<Message[]>(() => [
    { id: 0, from: 'customer', text: demo.opening.question },
    { id: 1, from: 'agent', text: demo.opening.answer },
  ]);
  const [asked, setAsked] = useState<string[]>([]);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const log = useScrolledToNewest<HTMLDivElement>([messages.length, waiting]);

  const ask = (question: string, answer: string) => {
    if (waiting) return;
    setAsked((current) => [...current, question]);
    setMessages((current) => [...current, { id: current.length, from: 'customer', text: question }]);
    setWaiting(true);
    timer.current = window.setTimeout(() => {
      setMessages((current) => [...current, { id: current.length, from: 'agent', text: answer }]);
      setWaiting(false);
    }, ANIMATION_TIMINGS.landingBotReplyDelayMs);
  };

  const remaining = demo.suggestions.filter((s) => !asked.includes(s.question));

  return (
    <div className="space-y-4">
      {/* Fixed height: replies arrive without pushing the rest of the page down. */}
      <div
        ref={log}
        role="log"
        aria-label={`${demo.label} sample conversation`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard
        tabIndex={0}
        className="flex h-72 flex-col gap-3 overflow-y-auto rounded-xl border bg-background p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {messages.map((m) => (
          <ChatBubble key={m.id} from={m.from}>
            {m.text}
          </ChatBubble>
        ))}
        {waiting ? <TypingIndicator label={`${demo.label} is typing`} /> : null}
      </div>
      <div className="min-h-9">
        {remaining.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted-foreground">Try asking:</span>
            {remaining.map((s) => (
              <Button
                key={s.question}
                size="sm"
                variant="outline"
                disabled={waiting}
                onClick={() => ask(s.question, s.answer)}
              >
                {s.question}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">That is the sample; the full demo has more.</p>
        )}
      </div>
    </div>
  );
}
