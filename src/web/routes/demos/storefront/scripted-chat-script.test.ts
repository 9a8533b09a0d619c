import { describe, expect, it } from 'vitest';
import { buildScriptTimeline, finalFrame, type ScriptLine, STOREFRONT_SCRIPT } from './scripted-chat-script';

const timings = { typingMs: 500, replyMs: 1300, pauseMs: 1500 };

describe('buildScriptTimeline', () => {
  it('types before each agent line and pauses before each customer line', () => {
    const lines: ScriptLine[] = [
      { from: 'customer', text: 'a' },
      { from: 'agent', text: 'b' },
      { from: 'customer', text: 'c' },
      { from: 'agent', text: 'd' },
    ];
    expect(buildScriptTimeline(lines, timings)).toEqual([
      { atMs: 500, shown: 1, typing: true },
      { atMs: 1300, shown: 2, typing: false },
      { atMs: 2800, shown: 3, typing: false },
      { atMs: 3300, shown: 3, typing: true },
      { atMs: 4100, shown: 4, typing: false },
    ]);
  });

  it('ends with every line shown and no typing indicator, in time order', () => {
    const frames = buildScriptTimeline(STOREFRONT_SCRIPT, timings);
    expect(frames.at(-1)).toMatchObject(finalFrame(STOREFRONT_SCRIPT));
    const times = frames.map((f) => f.atMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('quotes the spec demo figures', () => {
    const text = STOREFRONT_SCRIPT.map((l) => l.text).join(' ');
    for (const figure of ['150 sq ft', '$2,800', '$400', '$3,200', '$256', '$3,456'])
      expect(text).toContain(figure);
  });
});
