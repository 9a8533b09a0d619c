import { describe, expect, it } from 'vitest';
import { ANIMATION_TIMINGS } from '../../../../domain/ui-constants';
import {
  chatFrameAt,
  FINISHED,
  msUntilNextChange,
  nextConversation,
  replyDoneAt,
  rotateAt,
} from './use-chat-animation';

const LENGTH = 10; // a ten-character reply: written from 1300 ms to 1300 + 9 × 18 = 1462 ms

describe('sample chat timeline', () => {
  it('uses the spec timings', () => {
    expect(ANIMATION_TIMINGS.typingIndicatorMs).toBe(500);
    expect(ANIMATION_TIMINGS.replyStartMs).toBe(1300);
    expect(ANIMATION_TIMINGS.msPerChar).toBe(18);
    expect(ANIMATION_TIMINGS.demoRotationMs).toBe(2000);
  });

  it('shows only the customer message before 0.5 s', () => {
    expect(chatFrameAt(LENGTH, 0)).toEqual({ typing: false, replyChars: 0, done: false });
    expect(chatFrameAt(LENGTH, 499)).toEqual({ typing: false, replyChars: 0, done: false });
  });

  it('shows the typing indicator from 0.5 s until the reply starts at 1.3 s', () => {
    expect(chatFrameAt(LENGTH, 500)).toEqual({ typing: true, replyChars: 0, done: false });
    expect(chatFrameAt(LENGTH, 1299)).toEqual({ typing: true, replyChars: 0, done: false });
  });

  it('types the reply at one character per 18 ms from 1.3 s', () => {
    expect(chatFrameAt(LENGTH, 1300)).toEqual({ typing: false, replyChars: 1, done: false });
    expect(chatFrameAt(LENGTH, 1317).replyChars).toBe(1);
    expect(chatFrameAt(LENGTH, 1318).replyChars).toBe(2);
    expect(chatFrameAt(LENGTH, 1300 + 5 * 18).replyChars).toBe(6);
  });

  it('finishes with the whole reply and the closing line, never more characters than the reply has', () => {
    expect(replyDoneAt(LENGTH)).toBe(1462);
    expect(chatFrameAt(LENGTH, 1461)).toEqual({ typing: false, replyChars: 9, done: false });
    expect(chatFrameAt(LENGTH, 1462)).toEqual({ typing: false, replyChars: LENGTH, done: true });
    expect(chatFrameAt(LENGTH, 60_000)).toEqual({ typing: false, replyChars: LENGTH, done: true });
    expect(chatFrameAt(LENGTH, FINISHED)).toEqual({ typing: false, replyChars: LENGTH, done: true });
  });

  it('handles a one-character and an empty reply', () => {
    expect(replyDoneAt(1)).toBe(1300);
    expect(chatFrameAt(1, 1300)).toEqual({ typing: false, replyChars: 1, done: true });
    expect(chatFrameAt(0, 1300)).toEqual({ typing: false, replyChars: 0, done: true });
  });

  it('rotates 2 s after the conversation finished', () => {
    expect(rotateAt(LENGTH)).toBe(1462 + 2000);
  });

  it('schedules the next change exactly when the frame changes', () => {
    expect(msUntilNextChange(LENGTH, 0)).toBe(500);
    expect(msUntilNextChange(LENGTH, 200)).toBe(300);
    expect(msUntilNextChange(LENGTH, 500)).toBe(800);
    expect(msUntilNextChange(LENGTH, 1300)).toBe(18);
    expect(msUntilNextChange(LENGTH, 1310)).toBe(8);
    expect(msUntilNextChange(LENGTH, 1462)).toBe(2000);
    expect(msUntilNextChange(LENGTH, 3000)).toBe(462);
    expect(msUntilNextChange(LENGTH, 3462)).toBe(0);
    expect(msUntilNextChange(LENGTH, 10_000)).toBe(0);
  });

  it('walks the whole timeline frame by frame, each step changing what is shown', () => {
    let elapsed = 0;
    let previous = chatFrameAt(LENGTH, elapsed);
    const seen = [previous];
    for (let wait = msUntilNextChange(LENGTH, elapsed); wait > 0; wait = msUntilNextChange(LENGTH, elapsed)) {
      elapsed += wait;
      const frame = chatFrameAt(LENGTH, elapsed);
      if (elapsed < rotateAt(LENGTH)) expect(frame).not.toEqual(previous);
      previous = frame;
      seen.push(frame);
    }
    expect(elapsed).toBe(rotateAt(LENGTH));
    // customer only, typing, 10 reply lengths (the last one done), then the rotation point
    expect(seen.map((f) => f.replyChars)).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10]);
    expect(seen.filter((f) => f.typing)).toHaveLength(1);
  });

  it('cycles through the conversations from their start', () => {
    expect(nextConversation(0, 3)).toEqual({ index: 1, elapsedMs: 0 });
    expect(nextConversation(2, 3)).toEqual({ index: 0, elapsedMs: 0 });
    expect(nextConversation(0, 1)).toEqual({ index: 0, elapsedMs: 0 });
    expect(nextConversation(0, 0)).toEqual({ index: 0, elapsedMs: 0 });
  });
});
