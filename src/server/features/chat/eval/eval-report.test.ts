import { describe, expect, it } from 'vitest';
import {
  behavioursBelowFull,
  emptyScores,
  formatFailures,
  formatTable,
  passRate,
  tally,
} from './eval-report';

describe('tally and passRate', () => {
  it('counts passes per behaviour; nothing asked counts as nothing failed', () => {
    const scores = emptyScores();
    tally(scores, 'quote', true);
    tally(scores, 'quote', false);
    tally(scores, 'tone', true);
    expect(scores.quote).toEqual({ passed: 1, total: 2 });
    expect(passRate(scores.quote)).toBe(50);
    expect(passRate(scores.handoff)).toBe(100);
    expect(behavioursBelowFull({ behaviours: scores })).toEqual(['quote']);
  });
});

describe('formatTable', () => {
  it('prints behaviour | passed | total | rate, one row per behaviour', () => {
    const scores = emptyScores();
    for (let i = 0; i < 3; i++) tally(scores, 'grounded', i < 2);
    tally(scores, 'noInventedPrice', true);
    expect(formatTable(scores)).toBe(
      [
        'behaviour       | passed | total |    rate',
        '----------------|--------|-------|--------',
        'grounded        |      2 |     3 |  66.7 %',
        'quote           |      0 |     0 | 100.0 %',
        'quoteOffered    |      0 |     0 | 100.0 %',
        'handoff         |      0 |     0 | 100.0 %',
        'noInventedPrice |      1 |     1 | 100.0 %',
        'tone            |      0 |     0 | 100.0 %',
      ].join('\n'),
    );
  });
});

describe('formatFailures', () => {
  it('names the conversation, turn, behaviour, what was expected and what came', () => {
    expect(formatFailures([])).toBe('no failures');
    expect(
      formatFailures([
        {
          conversation: 'shop/order-status',
          turn: 2,
          user: 'hello?',
          behaviour: 'handoff',
          expected: 'handed off, team e-mailed',
          got: 'not handed off, 0 chat_handoff e-mail(s)',
        },
      ]),
    ).toBe(
      [
        '✗ shop/order-status turn 2 [handoff]',
        '    visitor:  hello?',
        '    expected: handed off, team e-mailed',
        '    got:      not handed off, 0 chat_handoff e-mail(s)',
      ].join('\n'),
    );
  });
});
