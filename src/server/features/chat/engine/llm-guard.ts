import { unapprovedPrices } from '../../../../domain/agent/price-guard';
import { LlmReplyRejected } from './llm-errors';

/**
 * Holds model text back until it has passed the price guard. Text is released a sentence at a
 * time (a sentence ends at . ! ? followed by white space, or at a line break — so "$1,234.56"
 * is never cut), each checked against the amounts the quote tools produced so far. The first
 * sentence with an invented price throws LlmReplyRejected and nothing more is released.
 *
 * What is released, joined, is exactly the returned text: white space at the start and end is
 * held back, and steps of a multi-step turn (text, tool call, more text) are joined by a space.
 */
export interface GuardedText {
  push(text: string): void;
  /** A model step ended (e.g. before a tool call): its last words are released too. */
  endStep(): void;
  /** Releases the rest and returns the whole reply. */
  finish(): string;
}

const SENTENCE_END = /[.!?]\s|\n/g;

export function createGuardedText(options: {
  allowedAmounts: () => number[];
  emit?: (text: string) => void;
}): GuardedText {
  let buffer = '';
  let released = '';
  let heldSpace = '';

  function release(chunk: string) {
    const prices = unapprovedPrices(chunk, options.allowedAmounts());
    if (prices.length > 0) throw new LlmReplyRejected('invented_price', { prices });
    const content = chunk.trimEnd();
    const trailing = chunk.slice(content.length);
    const body = released === '' ? content.trimStart() : content;
    if (body !== '') {
      const piece = released === '' ? body : heldSpace + body;
      released += piece;
      heldSpace = trailing;
      options.emit?.(piece);
    } else if (released !== '') {
      heldSpace += trailing;
    }
  }

  function releaseComplete() {
    let end = -1;
    for (const match of buffer.matchAll(SENTENCE_END)) end = match.index + match[0].length;
    if (end < 0) return;
    const chunk = buffer.slice(0, end);
    buffer = buffer.slice(end);
    release(chunk);
  }

  return {
    push(text) {
      buffer += text;
      releaseComplete();
    },
    endStep() {
      if (buffer !== '') release(buffer);
      buffer = '';
      if (released !== '' && heldSpace === '') heldSpace = ' ';
    },
    finish() {
      if (buffer !== '') release(buffer);
      buffer = '';
      // Once more over the whole reply: a money word in one sentence and its number in the next
      // ("Total:\n3456") only read as a price together, and the chat service checks it whole too.
      const prices = unapprovedPrices(released, options.allowedAmounts());
      if (prices.length > 0) throw new LlmReplyRejected('invented_price', { prices });
      return released;
    },
  };
}
