import { describe, expect, it } from 'vitest';
import { LlmReplyRejected } from './llm-errors';
import { createGuardedText } from './llm-guard';

function guarded(allowed: number[] = []) {
  const emitted: string[] = [];
  const text = createGuardedText({ allowedAmounts: () => allowed, emit: (t) => emitted.push(t) });
  return { text, emitted };
}

describe('guarded text', () => {
  it('releases whole sentences only, never cutting inside an amount', () => {
    const { text, emitted } = guarded([1234.56]);
    text.push('  The total is $1,234');
    expect(emitted).toEqual([]);
    text.push('.56 with tax. Want');
    expect(emitted).toEqual(['The total is $1,234.56 with tax.']);
    text.push(' it e-mailed?');
    expect(text.finish()).toBe('The total is $1,234.56 with tax. Want it e-mailed?');
    expect(emitted).toEqual(['The total is $1,234.56 with tax.', ' Want it e-mailed?']);
  });

  it('joins the text of several model steps with a space, each step ending a sentence', () => {
    const { text, emitted } = guarded();
    text.push('Let me check that for you');
    text.endStep();
    text.push('Done! ');
    text.endStep();
    expect(text.finish()).toBe('Let me check that for you Done!');
    expect(emitted.join('')).toBe('Let me check that for you Done!');
  });

  it('sees amounts the tools produce after it was created', () => {
    const allowed: number[] = [];
    const text = createGuardedText({ allowedAmounts: () => allowed });
    allowed.push(99);
    text.push('It is $99.\n');
    expect(text.finish()).toBe('It is $99.');
  });

  it('checks the whole reply at the end, for a price split over two lines', () => {
    const { text } = guarded();
    text.push('Your total is\n3456.');
    expect(() => text.finish()).toThrow(LlmReplyRejected);
  });

  it('throws at the first sentence with an invented price and releases nothing after it', () => {
    const { text, emitted } = guarded([100]);
    text.push('Setup is $100. ');
    expect(() => text.push('A wrap is $2,000. More soon.')).toThrow(LlmReplyRejected);
    expect(emitted).toEqual(['Setup is $100.']);
  });
});
