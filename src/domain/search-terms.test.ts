import { describe, expect, it } from 'vitest';
import { anyWordQuery } from './search-terms';

describe('anyWordQuery', () => {
  it('joins the words of a question with OR', () => {
    expect(anyWordQuery('How much does a van wrap cost?')).toBe('how | much | does | van | wrap | cost');
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
