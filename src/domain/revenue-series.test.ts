import { describe, expect, it } from 'vitest';
import { hasAnyRevenue } from './revenue-series';

describe('hasAnyRevenue', () => {
  it('is false for no days and for days of 0.00 only', () => {
    expect(hasAnyRevenue([])).toBe(false);
    expect(hasAnyRevenue([{ revenue: '0.00' }, { revenue: '0' }, { revenue: 0 }])).toBe(false);
  });

  it('is true as soon as one day has money, even a cent', () => {
    expect(hasAnyRevenue([{ revenue: '0.00' }, { revenue: '0.01' }])).toBe(true);
    expect(hasAnyRevenue([{ revenue: '-20.00' }])).toBe(true);
  });
});
