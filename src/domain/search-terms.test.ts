import { describe, expect, it } from 'vitest';
import { anyWordQuery } from './search-terms';

describe('anyWordQuery', () => {
  it('joins the words of a question with OR', () => {
    expect(anyWordQuery('How much does a van wrap cost?')).toMatch(
      /^how \| much \| does \| van \| wrap \| cost( \||$)/,
    );
  });

  it("keeps the visitor's own words before any concept's other words", () => {
    // "van" brings a large vehicle group; "long" (→ turnaround) must still be searched.
    const query = anyWordQuery('how long will my van be off the road for the wrap?', 16, 12)!;
    expect(query.split(' | ').slice(0, 11)).toEqual([
      'how',
      'long',
      'will',
      'my',
      'van',
      'be',
      'off',
      'the',
      'road',
      'for',
      'wrap',
    ]);
  });

  it('lets no tsquery operator or quote through', () => {
    expect(anyWordQuery("wrap & (vinyl) | !tint 'x' <-> :*")).toBe('wrap | vinyl | tint');
  });

  it('folds accents and drops duplicates', () => {
    expect(anyWordQuery('Café cafe CAFÉ')).toBe('cafe');
  });

  it('is null when nothing searchable is left', () => {
    expect(anyWordQuery('?! a')).toBeNull();
    expect(anyWordQuery('')).toBeNull();
  });

  it('keeps at most the given number of words', () => {
    expect(anyWordQuery('one two three four five', 3)).toBe('one | two | three');
  });
});
