import { LockIcon, SendIcon } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import {
  INITIAL_SOCIAL_DEMO_STATE,
  isSocialDemoLocked,
  SOCIAL_DEMO_BUSINESS,
  SOCIAL_DEMO_MAX_LENGTH,
  SOCIAL_DEMO_REPLY_DELAY_MS,
  SOCIAL_DEMO_SUGGESTIONS,
  socialDemoReducer,
} from './social-demo-script';

function TypingIndicator() {
  return (
    <div className="flex items-center gap-2 px-4 pb-2 text-xs text-muted-foreground">
      <span className="flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {SOCIAL_DEMO_BUSINESS} is typing…
    </div>
  );
}

function LockedNotice({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div id="social-demo-locked" className="space-y-3 border-t bg-muted/60 p-4 text-sm">
      <h3 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 font-semibold focus:outline-none">
        <LockIcon className="size-4" aria-hidden="true" />
        Demo limit reached
      </h3>
      <p>
        This scripted demo stops after a few messages. Chat with the live agent to keep the conversation
        going, or start your own SocialAgent.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild size="sm">
          <Link to="/agent-demo-social/live">Chat with the live agent</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/checkout/socialagent">Start SocialAgent</Link>
        </Button>
      </div>
    </div>
  );
}

/** Scripted DM conversation: replies come from social-demo-script.ts after a short typing pause. */
export function SocialDemoChat() {
  const [state, dispatch] = useReducer(socialDemoReducer, INITIAL_SOCIAL_DEMO_STATE);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const lockedHeadingRef = useRef<HTMLHeadingElement>(null);
  const locked = isSocialDemoLocked(state);

  useEffect(() => {
    if (!state.awaitingReply) return;
    const timer = setTimeout(() => dispatch({ type: 'reply' }), SOCIAL_DEMO_REPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.awaitingReply]);

  // Scrolls the message list only (not the page) so the newest message stays in view.
  const messageCount = state.messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && messageCount > 1) log.scrollTop = log.scrollHeight;
  }, [messageCount]);

  // The focused input is disabled when the demo locks; move focus to the explanation instead.
  useEffect(() => {
    if (locked) lockedHeadingRef.current?.focus();
  }, [locked]);

  const send = (text: string) => {
    if (!text.trim() || state.awaitingReply || locked) return;
    dispatch({ type: 'send', text });
    setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  return (
    <section
      aria-labelledby="social-demo-chat-heading"
      className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-lg"
    >
      <div className="flex items-center gap-3 border-b p-4">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
        >
          LB
        </span>
        <div>
          <h2 id="social-demo-chat-heading" className="font-semibold">
            {SOCIAL_DEMO_BUSINESS}
          </h2>
          <p className="text-xs text-muted-foreground">Direct message · answered by SocialAgent</p>
        </div>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-label={`Conversation with ${SOCIAL_DEMO_BUSINESS}`}
        className="h-80 space-y-3 overflow-y-auto p-4 text-sm"
      >
        {state.messages.map((message) => (
          <p
            key={message.id}
            className={cn(
              'w-fit max-w-[85%] rounded-2xl px-4 py-2 break-words',
              message.sender === 'customer'
                ? 'ml-auto rounded-br-sm bg-primary text-primary-foreground'
                : 'rounded-bl-sm bg-muted',
            )}
          >
            <span className="sr-only">
              {message.sender === 'customer' ? 'You: ' : `${SOCIAL_DEMO_BUSINESS}: `}
            </span>
            {message.text}
          </p>
        ))}
      </div>
      {state.awaitingReply ? <TypingIndicator /> : null}
      {locked ? (
        <LockedNotice headingRef={lockedHeadingRef} />
      ) : (
        <div className="flex flex-wrap gap-2 border-t px-4 pt-3">
          {SOCIAL_DEMO_SUGGESTIONS.map((suggestion) => (
            <Button
              key={suggestion}
              size="sm"
              variant="outline"
              disabled={state.awaitingReply}
              onClick={() => send(suggestion)}
              wrap
              className="py-1.5 text-left"
            >
              {suggestion}
            </Button>
          ))}
        </div>
      )}
      <form onSubmit={onSubmit} className="flex gap-2 p-4">
        <label htmlFor="social-demo-input" className="sr-only">
          Message {SOCIAL_DEMO_BUSINESS}
        </label>
        <Input
          id="social-demo-input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={SOCIAL_DEMO_MAX_LENGTH}
          placeholder={locked ? 'Demo limit reached' : 'Type a message…'}
          autoComplete="off"
          disabled={locked}
          aria-describedby={locked ? 'social-demo-locked' : undefined}
        />
        <Button type="submit" disabled={locked || state.awaitingReply || !draft.trim()}>
          <SendIcon aria-hidden="true" />
          Send
        </Button>
      </form>
    </section>
  );
}
