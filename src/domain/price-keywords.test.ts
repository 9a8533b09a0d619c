import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPriceIntent, PRICE_INTENT_WINDOW, PRICE_KEYWORDS } from './price-keywords';

const m = (content: string) => ({ content });

describe('PRICE_KEYWORDS', () => {
  it('is the exact spec list', () => {
    expect(PRICE_KEYWORDS).toEqual([
      'price',
      'cost',
      'quote',
      'how much',
      'pricing',
      'estimate',
      'budget',
      'fee',
      'charge',
      'rate',
      'expense',
      'afford',
      'wrap cost',
      'total cost',
      'installation cost',
      'material cost',
    ]);
    expect(PRICE_INTENT_WINDOW).toBe(3);
  });
});

describe('hasPriceIntent', () => {
  it.each([
    'How much for a van wrap?',
    'Can I get a QUOTE',
    "What's the installation cost?",
    'what are your rates',
    'Is there a setup fee?',
    'I have a budget of 3k',
    'Can you estimate it',
  ])('detects %j', (content) => {
    expect(hasPriceIntent([m(content)])).toBe(true);
  });

  it.each([
    'Hello there',
    'I feel great',
    'Do you generate logos?',
    'coffee?',
    '',
  ])('ignores %j', (content) => {
    expect(hasPriceIntent([m(content)])).toBe(false);
  });

  it('looks at the last 3 messages only', () => {
    const older = [m('what is the price'), m('hi'), m('ok'), m('thanks')];
    expect(hasPriceIntent(older)).toBe(false);
    expect(hasPriceIntent(older.slice(0, 3))).toBe(true);
    expect(hasPriceIntent([m('hi'), m('price?'), m('ok'), m('thanks')])).toBe(true);
    expect(hasPriceIntent([])).toBe(false);
  });

  it('fires for any keyword placed in any of the last 3 messages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('hello', 'ok', 'great'), { maxLength: 5 }),
        fc.constantFrom(...PRICE_KEYWORDS),
        fc.integer({ min: 0, max: 2 }),
        (fillers, keyword, back) => {
          const messages = [...fillers, 'one', 'two', 'three'].map(m);
          messages[messages.length - 1 - back] = m(`so, ${keyword.toUpperCase()}?`);
          expect(hasPriceIntent(messages)).toBe(true);
        },
      ),
    );
  });
});
