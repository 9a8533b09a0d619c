import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-01T12:00:00Z');
const minus = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [60 * S, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [H, '1 hour ago'],
    [23 * H, '23 hours ago'],
    [D, '1 day ago'],
    [3 * D + 5 * H, '3 days ago'],
    [-5 * M, 'Just now'],
  ])('%d ms ago → %s', (ms, text) => {
    expect(relativeTime(minus(ms), now)).toBe(text);
  });

  it('always reads as one of the four forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: -D, max: 400 * D }), (ms) => {
        expect(relativeTime(minus(ms), now)).toMatch(
          /^(Just now|1 (minute|hour|day) ago|\d+ (minutes|hours|days) ago)$/,
        );
      }),
    );
  });
});
