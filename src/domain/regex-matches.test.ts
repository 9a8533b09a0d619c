import { describe, expect, it } from 'vitest';
import { allMatches } from './regex-matches';

const listed = (text: string, pattern: RegExp) =>
  allMatches(text, pattern).map((m) => ({ at: m.index, text: m[0], groups: m.groups }));
const expected = (text: string, pattern: RegExp) =>
  [...text.matchAll(new RegExp(pattern))].map((m) => ({ at: m.index, text: m[0], groups: m.groups }));

describe('allMatches', () => {
  it.each([
    ['no tint, not premium, no need', /\bno?t?\s+(?<what>\p{L}+)/giu],
    ['call me back, call me Dave', /(?<![\p{L}])call\s+me(?<next>\s+\p{L}+)?/giu],
    ['nothing here', /order/giu],
    ['a😀b', /(?:)/gu],
    ['a😀b', /(?:)/g],
    ['one. two! three?', /[.!?]*/g],
  ])('lists the matches of %j as matchAll does', (text, pattern) => {
    expect(listed(text, pattern)).toEqual(expected(text, pattern));
  });

  it('starts where the pattern stands and leaves it there', () => {
    const pattern = /a/g;
    pattern.lastIndex = 2;
    const text = 'aaaa';
    const copy = new RegExp(pattern);
    copy.lastIndex = 2;
    expect(listed(text, pattern)).toEqual(
      [...text.matchAll(copy)].map((m) => ({ at: m.index, text: m[0], groups: m.groups })),
    );
    expect(pattern.lastIndex).toBe(2);
  });

  it('lets the caller use the same pattern while it reads the matches', () => {
    const pattern = /\d+/g;
    const seen = allMatches('1 22 333', pattern).map((m) => `${m[0]}:${allMatches(m[0], pattern).length}`);
    expect(seen).toEqual(['1:1', '22:1', '333:1']);
  });

  it('refuses a pattern that is not global, as matchAll does', () => {
    expect(() => allMatches('abc', /b/)).toThrow(TypeError);
  });
});
