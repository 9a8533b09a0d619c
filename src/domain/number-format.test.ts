import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './number-format';

describe('formatWholeNumber', () => {
  it('writes what Intl.NumberFormat en-US writes for whole numbers', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 42, 380, 999, 1000, 12345, 100000, 1234567, 987654321012]) {
      for (const signed of [value, -value]) expect(formatWholeNumber(signed)).toBe(intl.format(signed));
    }
  });
});
