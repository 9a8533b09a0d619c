import { describe, expect, it } from 'vitest';
import { answeredMessageIndex } from './approval-context';

describe('answeredMessageIndex', () => {
  it('is the customer’s last message, after earlier ones and the agent’s answers', () => {
    expect(
      answeredMessageIndex([
        { author: 'visitor' },
        { author: 'agent' },
        { author: 'visitor' },
        { author: 'visitor' },
        { author: 'notice' },
      ]),
    ).toBe(3);
  });

  it('is -1 when no customer message is in view', () => {
    expect(answeredMessageIndex([])).toBe(-1);
    expect(answeredMessageIndex([{ author: 'agent' }, { author: 'person' }])).toBe(-1);
  });
});
