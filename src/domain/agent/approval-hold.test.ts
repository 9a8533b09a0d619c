import { describe, expect, it } from 'vitest';
import { AWAITING_APPROVAL_TEXT } from '../chat';
import { AWAITING_QUOTE_APPROVAL_TEXT, holdingLine, mustHoldForApproval } from './approval-hold';

const plain = (message: string, text: string) =>
  mustHoldForApproval({ message, text, sources: [], quotedAmounts: [] });

describe('mustHoldForApproval', () => {
  it.each([
    'good evening',
    'Thanks a lot!',
    'hiya',
    '🙏',
    'what can you do for me?',
  ])('sends the reply to %j at once', (message) => {
    expect(plain(message, 'Hello, how can I help you today?')).toBe(false);
  });

  it('holds small talk whose reply still states a fact or a figure', () => {
    expect(
      mustHoldForApproval({
        message: 'hi',
        text: 'Hi! We are open until 6pm.',
        sources: ['k'],
        quotedAmounts: [],
      }),
    ).toBe(true);
    expect(plain('thanks', 'You are welcome, the total was $120.00.')).toBe(true);
  });

  it.each([
    'Do you print on canvas?',
    'hi, how much for 20 mugs?',
    'my order is late',
  ])('holds the answer to %j', (message) => {
    expect(plain(message, 'A short answer.')).toBe(true);
  });
});

describe('holdingLine', () => {
  it('speaks of the quote when a price was asked, of the answer otherwise', () => {
    expect(holdingLine('how much would 3 banners be')).toBe(AWAITING_QUOTE_APPROVAL_TEXT);
    expect(holdingLine('ok send it', [120])).toBe(AWAITING_QUOTE_APPROVAL_TEXT);
    expect(holdingLine('Do you deliver on weekends?')).toBe(AWAITING_APPROVAL_TEXT);
  });
});
