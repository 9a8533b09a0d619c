import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsKeyword, keywordPattern, matchedKeywords } from './keyword-match';

describe('containsKeyword', () => {
  it('matches whole words in any case', () => {
    expect(containsKeyword('What is the PRICE?', 'price')).toBe(true);
    expect(containsKeyword('price', 'price')).toBe(true);
  });

  it('matches common inflections', () => {
    expect(containsKeyword('how is it priced', 'price')).toBe(true);
    expect(containsKeyword('any fees?', 'fee')).toBe(true);
    expect(containsKeyword('is it affordable', 'afford')).toBe(true);
    expect(containsKeyword('you quoted me', 'quote')).toBe(true);
    expect(containsKeyword('costing', 'cost')).toBe(true);
  });

  it('does not match inside other words', () => {
    expect(containsKeyword('I feel great', 'fee')).toBe(false);
    expect(containsKeyword('coffee please', 'fee')).toBe(false);
    expect(containsKeyword('feed the cat', 'fee')).toBe(false);
    expect(containsKeyword('generate a logo', 'rate')).toBe(false);
    expect(containsKeyword('cargo bay', 'car')).toBe(false);
    expect(containsKeyword('a caravan', 'van')).toBe(false);
  });

  it('matches multi-word keywords across spaces or hyphens', () => {
    expect(containsKeyword('How  much is it', 'how much')).toBe(true);
    expect(containsKeyword('this is time-sensitive', 'time sensitive')).toBe(true);
    expect(containsKeyword('somehow much', 'how much')).toBe(false);
  });

  it('takes a custom suffix for prefix-style keywords', () => {
    expect(keywordPattern('multi', '[\\p{L}-]*').test('multiple vans')).toBe(true);
    expect(keywordPattern('multi', '[\\p{L}-]*').test('semimulti')).toBe(false);
  });

  it('escapes regular-expression characters', () => {
    expect(containsKeyword('a+b here', 'a+b')).toBe(true);
    expect(containsKeyword('aab here', 'a+b')).toBe(false);
  });

  it('finds a keyword wherever it stands alone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{0,20}$/), fc.stringMatching(/^[a-z ]{0,20}$/), (a, b) => {
        expect(containsKeyword(`${a} budget ${b}`, 'budget')).toBe(true);
      }),
    );
  });
});

describe('matchedKeywords', () => {
  it('returns matches in list order, once each', () => {
    expect(
      matchedKeywords('fleet of trucks, full wrap, fleet again', ['full wrap', 'fleet', 'custom design']),
    ).toEqual(['full wrap', 'fleet']);
  });
});
