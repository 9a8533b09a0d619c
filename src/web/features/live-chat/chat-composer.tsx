import { Loader2Icon, MessageSquarePlusIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';
import { CHAT_LIMITS } from '../../../domain/chat';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { describedBy } from '../../lib/aria';
import { cn } from '../../lib/cn';

/** The counter appears once a message is this close to the cap; shorter ones need no counting. */
export const COUNTER_VISIBLE_FROM = CHAT_LIMITS.maxMessageChars - 400;

type ChatComposerProps = {
  agentName: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  /**
   * Clear says "New chat" (the widget, where the conversation is kept across pages and Clear is
   * how a visitor leaves it for a new one).
   */
  newChat?: boolean;
  /** A turn is running: the text can be written but not sent yet. */
  busy: boolean;
  /** The inline error of the last failed turn. */
  error: string | null;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/** The message box with Send and Clear. Enter sends; Shift+Enter starts a new line. */
export function ChatComposer({
  agentName,
  value,
  onChange,
  onSubmit,
  onClear,
  newChat = false,
  busy,
  error,
  inputRef,
}: ChatComposerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const showCounter = value.length >= COUNTER_VISIBLE_FROM;
  const blank = value.trim() === '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character: its Enter confirms the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2 border-t bg-card p-3 sm:p-4">
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Label htmlFor={`${id}-message`} className="sr-only">
        Message {agentName}
      </Label>
      <textarea
        ref={inputRef}
        id={`${id}-message`}
        rows={2}
        value={value}
        maxLength={CHAT_LIMITS.maxMessageChars}
        placeholder="Type your message…"
        autoComplete="off"
        enterKeyHint="send"
        aria-describedby={describedBy(error && errorId, showCounter && counterId)}
        // maxLength stops typing; the slice also covers text set by other means (autofill, scripts).
        onChange={(e) => onChange(e.target.value.slice(0, CHAT_LIMITS.maxMessageChars))}
        onKeyDown={handleKeyDown}
        className="max-h-40 min-h-16 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:text-sm"
      />
      <div className="flex items-center gap-2">
        {showCounter ? (
          <p
            id={counterId}
            className={cn(
              'text-xs tabular-nums',
              value.length >= CHAT_LIMITS.maxMessageChars
                ? 'font-medium text-destructive'
                : 'text-muted-foreground',
            )}
          >
            {value.length}/{CHAT_LIMITS.maxMessageChars}
            <span className="sr-only"> characters</span>
          </p>
        ) : null}
        <div className="ml-auto flex gap-2">
          <Button type="button" variant="outline" onClick={onClear}>
            {newChat ? <MessageSquarePlusIcon aria-hidden="true" /> : <Trash2Icon aria-hidden="true" />}
            {newChat ? 'New chat' : 'Clear'}
          </Button>
          {/* Disabled while blank, which also keeps a prerendered form from submitting natively. */}
          <Button type="submit" disabled={blank || busy}>
            {busy ? (
              <Loader2Icon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <SendIcon aria-hidden="true" />
            )}
            Send
          </Button>
        </div>
      </div>
    </form>
  );
}
