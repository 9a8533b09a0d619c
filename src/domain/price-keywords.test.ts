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

  // Realistic chat lines: every form the spec's "contains a price keyword" means, and the
  // look-alike words it does not.
  it.each([
    ['Could you send me a quotation for two vans?', true],
    ['Do you have quotations for fleets?', true],
    ['Are you quoting per square foot?', true],
    ['You quoted my neighbour last month', true],
    ['How are you estimating the labour?', true],
    ['A rough estimation is fine', true],
    ['Sounds a bit pricey', true],
    ['How is a partial wrap priced?', true],
    ['Is it affordable for a small shop?', true],
    ['Affordability is my main worry', true],
    ['Is it expensive?', true],
    ['Not looking for anything too inexpensive', true],
    ['What are your rates?', true],
    ['Any extra charges for removal?', true],
    ['I was charged twice last time', true],
    ['Are you charging for the design?', true],
    ['What would the total costs be?', true],
    ['Is the wrap-cost per panel?', true],
    ['Is it costly to remove?', true],
    ['Setup fees?', true],
    ['How much?', true],
    ['I feel the blue looks better', false],
    ['Thanks for the feedback', false],
    ['Grab a coffee while you wait', false],
    ['Can you generate a mock-up?', false],
    ['Print them as separate decals', false],
    ['Is the colour accurate?', false],
    ['Does the van need a charger port cut-out?', false],
    ['You are the top-rated shop in town', false],
    ['Is a ratel a badger?', false],
    ['I love the cargo van design', false],
  ])('%j → %s', (content, expected) => {
    expect(hasPriceIntent([m(content)])).toBe(expected);
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
