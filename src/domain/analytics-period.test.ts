import { describe, expect, it } from 'vitest';
import { analyticsWindow, zeroFill } from './analytics-period';

describe('analyticsWindow', () => {
  it('covers the last N UTC days, today included', () => {
    const window = analyticsWindow(new Date('2026-03-10T23:30:00-05:00'), 7);
    // 23:30 in New York is already the 11th in UTC.
    expect(window.from.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(window.dates).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('crosses month and leap-day boundaries', () => {
    const window = analyticsWindow(new Date('2028-03-01T12:00:00Z'), 3);
    expect(window.dates).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('zeroFill', () => {
  it('keeps the rows and fills the quiet days', () => {
    const filled = zeroFill(['2026-01-01', '2026-01-02', '2026-01-03'], [{ date: '2026-01-02', n: 4 }], {
      n: 0,
    });
    expect(filled).toEqual([
      { date: '2026-01-01', n: 0 },
      { date: '2026-01-02', n: 4 },
      { date: '2026-01-03', n: 0 },
    ]);
  });
});
