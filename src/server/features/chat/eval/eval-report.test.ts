import { describe, expect, it } from 'vitest';
import {
  behavioursBelowFull,
  conversationPassRate,
  emptyScores,
  emptySetScores,
  formatFailures,
  formatHeldOutSets,
  formatSetsTable,
  formatTable,
  overall,
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
        'noRepeat        |      0 |     0 | 100.0 %',
        'language        |      0 |     0 | 100.0 %',
        'noQuotePitch    |      0 |     0 | 100.0 %',
        'smallTalk       |      0 |     0 | 100.0 %',
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

describe('formatFailures with the reply', () => {
  it('marks held-out conversations and prints what the visitor read, on one line', () => {
    expect(
      formatFailures([
        {
          conversation: 'shop/held-out/hours',
          heldOut: true,
          turn: 1,
          user: 'wat time r u open',
          behaviour: 'grounded',
          expected: 'a fact from "Opening hours and how to reach us"',
          got: 'neither quoted, cited nor stated (sources: 0): "I am not able…"',
          reply: 'I am not able to answer that reliably.\nShall I ask a member of our team to help?',
        },
      ]),
    ).toBe(
      [
        '✗ [held-out] shop/held-out/hours turn 1 [grounded]',
        '    visitor:  wat time r u open',
        '    reply:    I am not able to answer that reliably. Shall I ask a member of our team to help?',
        '    expected: a fact from "Opening hours and how to reach us"',
        '    got:      neither quoted, cited nor stated (sources: 0): "I am not able…"',
      ].join('\n'),
    );
  });
});

describe('training and held-out', () => {
  it('prints both sets side by side, per behaviour and over all verdicts', () => {
    const training = emptySetScores();
    const heldOut = emptySetScores();
    Object.assign(training, { conversations: 2, turns: 3 });
    Object.assign(heldOut, { conversations: 1, turns: 1 });
    tally(training.behaviours, 'grounded', true);
    tally(training.behaviours, 'noInventedPrice', true);
    tally(heldOut.behaviours, 'grounded', false);
    tally(heldOut.behaviours, 'noInventedPrice', true);
    expect(overall(heldOut.behaviours)).toEqual({ passed: 1, total: 2 });
    const table = formatSetsTable({ training, heldOut }).split('\n');
    expect(table[0]).toMatch(/^behaviour +\| +training \| +held-out$/);
    expect(table).toContainEqual(expect.stringMatching(/^grounded +\| +1\/1 100\.0 % \| +0\/1 0\.0 %$/));
    expect(table).toContainEqual(expect.stringMatching(/^all verdicts +\| +2\/2 100\.0 % \| +1\/2 50\.0 %$/));
    expect(table.at(-1)).toMatch(/^conversations +\| +2 \(3 turns\) \| +1 \(1 turns\)$/);
  });

  it('counts a conversation as passed only when none of its verdicts failed, per set', () => {
    const failure = { turn: 1, user: 'x', behaviour: 'grounded' as const, expected: '', got: '' };
    const failures = [
      { ...failure, conversation: 'shop/a' },
      { ...failure, conversation: 'shop/a', turn: 2 },
      { ...failure, conversation: 'shop/held-out/b', heldOut: true },
    ];
    expect(conversationPassRate({ conversations: 5 }, failures, false)).toEqual({ passed: 4, total: 5 });
    expect(conversationPassRate({ conversations: 2 }, failures, true)).toEqual({ passed: 1, total: 2 });
  });
});

describe('each held-out set on its own', () => {
  it('prints every held-out set with its verdicts and its conversations passed in full', () => {
    const older = emptySetScores();
    const newer = emptySetScores();
    Object.assign(older, { conversations: 2, turns: 2 });
    Object.assign(newer, { conversations: 3, turns: 4 });
    tally(older.behaviours, 'grounded', true);
    tally(older.behaviours, 'noInventedPrice', true);
    tally(newer.behaviours, 'grounded', false);
    tally(newer.behaviours, 'grounded', false);
    tally(newer.behaviours, 'noInventedPrice', true);
    tally(newer.behaviours, 'noInventedPrice', true);
    const failure = { turn: 1, user: 'x', behaviour: 'grounded' as const, expected: '', got: '' };
    const lines = formatHeldOutSets({ fresh: older, fresh2: newer }, [
      { ...failure, conversation: 'shop/held-out/a', heldOut: true, heldOutSet: 'fresh2' },
      { ...failure, conversation: 'shop/held-out/a', heldOut: true, heldOutSet: 'fresh2', turn: 2 },
    ]).split('\n');
    expect(lines).toEqual([
      'held-out fresh: 2/2 100.0 % of verdicts, 2/2 conversations in full (100.0 %)',
      'held-out fresh2: 2/4 50.0 % of verdicts, 2/3 conversations in full (66.7 %)',
    ]);
  });

  it("names a failure's held-out set", () => {
    const text = formatFailures([
      {
        conversation: 'shop/held-out/b',
        heldOut: true,
        heldOutSet: 'fresh2',
        turn: 1,
        user: 'x',
        behaviour: 'grounded',
        expected: 'e',
        got: 'g',
      },
    ]);
    expect(text.split('\n')[0]).toBe('✗ [held-out fresh2] shop/held-out/b turn 1 [grounded]');
  });
});
