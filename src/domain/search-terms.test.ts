import { describe, expect, it } from 'vitest';
import { anyWordQuery } from './search-terms';

describe('anyWordQuery', () => {
  it('joins the words of a question with OR', () => {
    expect(anyWordQuery('How much does a van wrap cost?')).toMatch(/^van \| wrap \| cost( \||$)/);
  });

  it("keeps the visitor's own words before any concept's other words", () => {
    // "van" brings a large vehicle group; "long" (→ turnaround) must still be searched.
    const query = anyWordQuery('how long will my van be off the road for the wrap?', 16, 12)!.split(' | ');
    expect(query.slice(0, 4)).toEqual(['long', 'van', 'road', 'wrap']);
    expect(query).toContain('turnaround');
  });

  it("searches a long message's question first, and spends no place on words that say nothing", () => {
    const query = anyWordQuery(
      'i wore the linen dress to one dinner and it doesnt sit right on me, can i still return it',
    )!.split(' | ');
    expect(query[0]).toBe('return');
    expect(query).not.toContain('the');
    expect(query).not.toContain('can');
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
    expect(anyWordQuery('red green blue pink gold', 3)).toBe('red | green | blue');
  });
});
