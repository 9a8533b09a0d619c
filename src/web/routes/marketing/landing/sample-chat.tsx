import { memo } from 'react';
import { ChatBubble, TypingIndicator } from './chat-bubbles';
import { SAMPLE_CONVERSATIONS, type SampleConversation } from './sample-conversations';
import { type ChatFrame, chatFrameAt, FINISHED, useChatAnimation } from './use-chat-animation';

const REPLY_LENGTHS = SAMPLE_CONVERSATIONS.map((c) => c.reply.length);

function ConversationView({ conversation, frame }: { conversation: SampleConversation; frame: ChatFrame }) {
  return (
    <div className="flex flex-col gap-3">
      <ChatBubble from="customer">{conversation.customer}</ChatBubble>
      {frame.typing ? <TypingIndicator /> : null}
      {frame.replyChars > 0 ? (
        <ChatBubble from="agent">{conversation.reply.slice(0, frame.replyChars)}</ChatBubble>
      ) : null}
      {frame.done ? (
        <p className="text-center text-xs font-medium text-success" data-testid="sample-chat-closing">
          <span aria-hidden="true">✓ </span>
          {conversation.closing}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Every conversation, finished and invisible, in the chat's one grid cell: it only sets the box's
 * height, so it renders once, not on each of the animation's steps (one every few milliseconds).
 */
const SizingCopies = memo(function SizingCopies() {
  return SAMPLE_CONVERSATIONS.map((c) => (
    <div key={c.agent} aria-hidden="true" className="invisible col-start-1 row-start-1">
      <ConversationView conversation={c} frame={chatFrameAt(c.reply.length, FINISHED)} />
    </div>
  ));
});

/**
 * The hero's animated sample chat. Built from text and CSS only (no images or web fonts: the
 * hero heading stays the largest paint). Every conversation is also laid out, finished and
 * invisible, in the same grid cell, so the box is as tall as the tallest one at any width and
 * the animation never shifts the page.
 */
export function SampleChat() {
  const { index, elapsedMs, state } = useChatAnimation(REPLY_LENGTHS);
  const conversation = SAMPLE_CONVERSATIONS[index] ?? SAMPLE_CONVERSATIONS[0]!;
  const frame = chatFrameAt(conversation.reply.length, elapsedMs);

  return (
    <figure
      aria-labelledby="sample-chat-title"
      className="w-full max-w-md overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-lg"
      data-testid="sample-chat"
      data-animation={state}
    >
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
        >
          AI
        </span>
        <figcaption id="sample-chat-title" className="min-w-0 flex-1 text-sm">
          <span className="block truncate font-semibold">{conversation.agent}</span>
          <span className="block truncate text-muted-foreground">
            Sample conversation · {conversation.channel}
          </span>
        </figcaption>
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <span aria-hidden="true" className="size-2 rounded-full bg-success" />
          Online
        </span>
      </div>
      <div className="grid p-4">
        <SizingCopies />
        {/* The animated copy is hidden from screen readers, which get the finished text below. */}
        <div aria-hidden="true" className="col-start-1 row-start-1" data-testid="sample-chat-live">
          {/* Keyed by conversation: a new one gets new bubbles instead of resizing (and moving) the old. */}
          <ConversationView key={index} conversation={conversation} frame={frame} />
        </div>
        <div className="sr-only">
          <ChatBubble from="customer">{conversation.customer}</ChatBubble>
          <ChatBubble from="agent">{conversation.reply}</ChatBubble>
          <p>{conversation.closing}</p>
        </div>
      </div>
    </figure>
  );
}
