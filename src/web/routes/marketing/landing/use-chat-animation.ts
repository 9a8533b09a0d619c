import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ANIMATION_TIMINGS } from '../../../../domain/ui-constants';

export type ChatTimings = Pick<
  typeof ANIMATION_TIMINGS,
  'typingIndicatorMs' | 'replyStartMs' | 'msPerChar' | 'demoRotationMs'
>;

/** What the sample chat shows at one moment of one conversation. */
export type ChatFrame = {
  typing: boolean;
  /** How many characters of the reply are written. */
  replyChars: number;
  /** The reply is complete and the closing line shows. */
  done: boolean;
};

/** Elapsed time that means "finished": the first render and reduced motion use it. */
export const FINISHED = Number.POSITIVE_INFINITY;

/** When the last character of a reply of `length` characters is written (the first one at replyStartMs). */
export function replyDoneAt(length: number, t: ChatTimings = ANIMATION_TIMINGS): number {
  return t.replyStartMs + Math.max(0, length - 1) * t.msPerChar;
}

/**
 * The frame `elapsedMs` after the customer's message appeared: nothing else until the typing
 * indicator at typingIndicatorMs, the reply typing out from replyStartMs at msPerChar per
 * character, then the closing line.
 */
export function chatFrameAt(
  length: number,
  elapsedMs: number,
  t: ChatTimings = ANIMATION_TIMINGS,
): ChatFrame {
  if (elapsedMs < t.typingIndicatorMs) return { typing: false, replyChars: 0, done: false };
  if (elapsedMs < t.replyStartMs) return { typing: true, replyChars: 0, done: false };
  const replyChars = Math.min(length, Math.floor((elapsedMs - t.replyStartMs) / t.msPerChar) + 1);
  return { typing: false, replyChars, done: elapsedMs >= replyDoneAt(length, t) };
}

/** When the next conversation takes over: demoRotationMs after this one finished. */
export function rotateAt(length: number, t: ChatTimings = ANIMATION_TIMINGS): number {
  return replyDoneAt(length, t) + t.demoRotationMs;
}

/**
 * Milliseconds from `elapsedMs` until the frame next changes, or until the rotation once the
 * conversation is finished; 0 means "rotate now".
 */
export function msUntilNextChange(
  length: number,
  elapsedMs: number,
  t: ChatTimings = ANIMATION_TIMINGS,
): number {
  if (elapsedMs < t.typingIndicatorMs) return t.typingIndicatorMs - elapsedMs;
  if (elapsedMs < t.replyStartMs) return t.replyStartMs - elapsedMs;
  const doneAt = replyDoneAt(length, t);
  if (elapsedMs < doneAt) {
    const sinceStart = elapsedMs - t.replyStartMs;
    return t.msPerChar - (sinceStart % t.msPerChar);
  }
  return Math.max(0, rotateAt(length, t) - elapsedMs);
}

export type ChatPosition = { index: number; elapsedMs: number };

/** pending: not yet running in the browser (server HTML, hydration); off: reduced motion. */
export type ChatAnimationState = 'pending' | 'playing' | 'off';

/** The conversation after `index`, from its start. */
export function nextConversation(index: number, count: number): ChatPosition {
  return { index: count > 0 ? (index + 1) % count : 0, elapsedMs: 0 };
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Follows the visitor's reduced-motion setting, including changes while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

/**
 * Drives the hero's sample chat. The first render is the first conversation, finished, so the
 * page has its content at once and nothing moves; after mount the chat holds it for the rotation
 * time, then plays the next conversations in turn. With reduced motion it stays finished.
 * Frames come from the clock (not from counting ticks), so throttled timers never slow it down.
 */
export function useChatAnimation(
  replyLengths: readonly number[],
): ChatPosition & { state: ChatAnimationState } {
  const reducedMotion = useReducedMotion();
  const [position, setPosition] = useState<ChatPosition>({ index: 0, elapsedMs: FINISHED });
  const [state, setState] = useState<ChatAnimationState>('pending');
  const shownIndex = useRef(0);
  shownIndex.current = position.index;
  const count = replyLengths.length;
  const lengthsKey = replyLengths.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: lengthsKey stands for replyLengths' contents
  useEffect(() => {
    // Whatever shows now (the first conversation, or the one reduced motion froze) is finished.
    let index = count > 0 ? shownIndex.current % count : 0;
    setPosition({ index, elapsedMs: FINISHED });
    const still = reducedMotion || count === 0;
    setState(still ? 'off' : 'playing');
    if (still) return;
    let startedAt = 0;
    let timer: number | undefined;

    const startConversation = (next: number) => {
      index = next;
      startedAt = performance.now();
      step();
    };
    const step = () => {
      const length = replyLengths[index] ?? 0;
      const elapsedMs = performance.now() - startedAt;
      const wait = msUntilNextChange(length, elapsedMs);
      if (wait === 0) {
        startConversation(nextConversation(index, count).index);
        return;
      }
      setPosition({ index, elapsedMs });
      timer = window.setTimeout(step, wait);
    };

    // Hold the finished conversation for the rotation time, then move on.
    timer = window.setTimeout(
      () => startConversation(nextConversation(index, count).index),
      ANIMATION_TIMINGS.demoRotationMs,
    );
    return () => window.clearTimeout(timer);
  }, [reducedMotion, count, lengthsKey]);

  return { ...position, state };
}
