import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd, fromCents, percentOfCents, sumDollars, toCents } from './money';

describe('toCents', () => {
  it('converts dollars to whole cents without float drift', () => {
    expect(toCents(3456)).toBe(345600);
    expect(toCents(2220.48)).toBe(222048);
    expect(toCents(164.48)).toBe(16448);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-12.345)).toBe(-1235);
  });

  it('accepts decimal strings such as Postgres numerics', () => {
    expect(toCents('2220.48')).toBe(222048);
    expect(toCents(' 3200.00 ')).toBe(320000);
  });

  it('returns NaN for values that are not numbers', () => {
    expect(toCents('abc')).toBeNaN();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('sumDollars', () => {
  it('adds exactly', () => {
    expect(sumDollars([3200, 256])).toBe(3456);
    expect(sumDollars([2056, 164.48])).toBe(2220.48);
    expect(sumDollars([0.1, 0.2, '0.3'])).toBe(0.6);
  });

  it('ignores values that are not numbers', () => {
    expect(sumDollars([10, 'n/a', Number.NaN])).toBe(10);
  });
});

describe('percentOfCents', () => {
  it('rounds to a whole cent', () => {
    expect(percentOfCents(129900, 92)).toBe(119508);
    expect(percentOfCents(1, 50)).toBe(1);
  });
});

describe('formatUsd', () => {
  it('formats with two decimals by default', () => {
    expect(formatUsd(3456)).toBe('$3,456.00');
    expect(formatUsd(2220.48)).toBe('$2,220.48');
  });

  it('formats with no decimals on request', () => {
    expect(formatUsd(12345, { decimals: 0 })).toBe('$12,345');
    expect(formatUsd(12345.6, { decimals: 0 })).toBe('$12,346');
    expect(formatUsd(-50, { decimals: 0 })).toBe('-$50');
  });
});

describe('formatUsd against Intl.NumberFormat', () => {
  // The formatter works from integer cents; Intl is the reference for every amount a page shows.
  const amounts = [
    0, 0.004, 0.005, 0.01, 0.49, 0.5, 0.99, 1, 1.005, 2.5, 3.5, 9.995, 99.99, 999.5, 1000, 1234.5, 12345.675,
    999999.99, 1000000, 123456789.01,
  ];
  for (const decimals of [0, 1, 2, 3]) {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    it(`writes what Intl writes with ${decimals} decimals`, () => {
      for (const amount of amounts.flatMap((a) => [a, -a])) {
        expect(formatUsd(amount, { decimals }), String(amount)).toBe(intl.format(fromCents(toCents(amount))));
      }
    });
  }
});
