import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuoteNumber, QUOTE_NUMBER_PATTERN } from './quote-number';

describe('formatQuoteNumber', () => {
  it('pads the running number to five digits', () => {
    expect(formatQuoteNumber({ year: 2026, sequence: 42 })).toBe('Q-2026-00042');
    expect(formatQuoteNumber({ year: 2026, sequence: 1 })).toBe('Q-2026-00001');
  });

  it('grows past five digits instead of wrapping', () => {
    expect(formatQuoteNumber({ year: 2027, sequence: 123_456 })).toBe('Q-2027-123456');
  });

  it('never produces a demo seed number (four digits)', () => {
    expect(formatQuoteNumber({ year: 2026, sequence: 1 })).not.toBe('Q-2026-0001');
    expect(formatQuoteNumber({ year: 2026, sequence: 1 })).not.toMatch(/^Q-\d{4}-\d{4}$/);
  });

  it('gives different numbers for different sequence values, all matching the pattern', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (year, a, b) => {
          const first = formatQuoteNumber({ year, sequence: a });
          expect(first).toMatch(QUOTE_NUMBER_PATTERN);
          expect(first === formatQuoteNumber({ year, sequence: b })).toBe(a === b);
        },
      ),
    );
  });

  it('rejects values that are not a year or a positive whole sequence number', () => {
    expect(() => formatQuoteNumber({ year: 26, sequence: 1 })).toThrow(RangeError);
    expect(() => formatQuoteNumber({ year: 2026, sequence: 0 })).toThrow(RangeError);
    expect(() => formatQuoteNumber({ year: 2026, sequence: 1.5 })).toThrow(RangeError);
    expect(() => formatQuoteNumber({ year: 2026, sequence: Number.NaN })).toThrow(RangeError);
  });
});
