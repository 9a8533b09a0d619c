import { describe, expect, it } from 'vitest';
import { HOURS_SAVED_ASSUMPTIONS, hoursSaved } from './automation-impact';

describe('hoursSaved', () => {
  it('is zero when nothing was automated', () => {
    expect(hoursSaved({ followUpEmails: 0, conversationsHandled: 0, quotesGenerated: 0 })).toBe(0);
  });

  it('adds each kind of work at its stated minutes and rounds to a tenth of an hour', () => {
    // 12 e-mails × 5 + 10 chats × 6 + 3 quotes × 15 = 165 minutes = 2.75 h → 2.8
    expect(hoursSaved({ followUpEmails: 12, conversationsHandled: 10, quotesGenerated: 3 })).toBe(2.8);
  });

  it('follows the assumptions it is given', () => {
    const slow = { ...HOURS_SAVED_ASSUMPTIONS, minutesPerQuote: 60 };
    expect(hoursSaved({ followUpEmails: 0, conversationsHandled: 0, quotesGenerated: 2 }, slow)).toBe(2);
  });
});
