import { BotIcon, UserIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { prefersReducedMotion } from '../../../lib/scroll';
import { buildScriptTimeline, finalFrame, SCRIPT_START, STOREFRONT_SCRIPT } from './scripted-chat-script';

/**
 * The fixed conversation, played once after the page loads. The first line is the prerendered
 * state; with reduced motion the whole conversation appears at once instead of line by line.
 * It is not a live region: it changes on its own, and announcing it would talk over the visitor.
 */
export function ScriptedChat() {
  const id = useId();
  const [frame, setFrame] = useState(SCRIPT_START);

  useEffect(() => {
    if (prefersReducedMotion()) {
      setFrame(finalFrame(STOREFRONT_SCRIPT));
      return;
    }
    const timers = buildScriptTimeline(STOREFRONT_SCRIPT).map((f) =>
      window.setTimeout(() => setFrame({ shown: f.shown, typing: f.typing }), f.atMs),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  return (
    <Card asChild>
      <section aria-labelledby={`${id}-heading`}>
        <CardHeader>
          <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
            A quote in one conversation
          </h2>
          <CardDescription>How QuoteAgent answers a customer on your website.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="flex min-h-80 flex-col gap-3 text-sm" aria-label="Sample conversation">
            {STOREFRONT_SCRIPT.slice(0, frame.shown).map((line, index) => (
              <li
                // The script is fixed, so a line's position is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className={cn(
                  'flex max-w-[90%] gap-2 motion-safe:animate-fade-in',
                  line.from === 'customer' && 'ml-auto flex-row-reverse',
                )}
              >
                {line.from === 'agent' ? (
                  <BotIcon className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
                ) : (
                  <UserIcon className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <p
                  className={cn(
                    'min-w-0 rounded-2xl px-4 py-2',
                    line.from === 'customer'
                      ? 'rounded-br-sm bg-primary text-primary-foreground'
                      : 'rounded-bl-sm border bg-background',
                  )}
                >
                  <span className="sr-only">{line.from === 'customer' ? 'Customer: ' : 'QuoteAgent: '}</span>
                  {line.text}
                </p>
              </li>
            ))}
            {frame.typing ? (
              <li className="flex gap-2">
                <BotIcon className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
                <span className="flex items-center gap-1 rounded-2xl rounded-bl-sm border bg-background px-4 py-3">
                  <span className="sr-only">QuoteAgent is typing</span>
                  {[0, 150, 300].map((delay) => (
                    <span
                      key={delay}
                      aria-hidden="true"
                      className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
                      style={{ animationDelay: `${delay}ms` }}
                    />
                  ))}
                </span>
              </li>
            ) : null}
          </ol>
        </CardContent>
      </section>
    </Card>
  );
}
