import { describe, expect, it } from 'vitest';
import { parseQuantity, parseSquareFootage } from './agent/quote-request-numbers';
import { spelledNumbersAsDigits, valueOfNumberWords } from './number-words';

describe('numbers written in words', () => {
  it.each([
    ['two hundred and twenty', 220],
    ['two hundred twenty', 220],
    ['ninety-five', 95],
    ['twenty five', 25],
    ['a hundred', 100],
    ['one thousand two hundred and fifty', 1250],
    ['three thousand', 3000],
    ['nineteen', 19],
  ])('reads "%s" as %i', (words, value) => {
    expect(valueOfNumberWords(words)).toBe(value);
  });

  it.each([
    'two three',
    'five twenty',
    'hundred',
    'twenty thirty',
    'one one',
  ])('does not make one number of "%s"', (words) => {
    expect(valueOfNumberWords(words)).toBeUndefined();
  });

  it('rewrites numbers of several words, and words the parsers do not read alone, as digits', () => {
    expect(spelledNumbersAsDigits('around two hundred and twenty sq ft, premium')).toBe(
      'around 220 sq ft, premium',
    );
    expect(spelledNumbersAsDigits('ninety sq ft each')).toBe('90 sq ft each');
    expect(spelledNumbersAsDigits('a thousand flyers')).toBe('1000 flyers');
  });

  it('leaves single words the parsers read, and words that are not numbers, as they are', () => {
    expect(spelledNumbersAsDigits('the blue one, or two of them')).toBe('the blue one, or two of them');
    expect(spelledNumbersAsDigits('someone had a hundredth try')).toBe('someone had a hundredth try');
  });

  it('gives the size and count parsers the number the customer wrote out', () => {
    expect(parseSquareFootage('a full wrap on my transit, around two hundred and twenty sq ft')).toBe(220);
    expect(parseSquareFootage('ninety-six sq ft of perforated vinyl')).toBe(96);
    expect(parseQuantity('we need twenty five vans wrapped')).toBe(25);
  });
});

describe('single number words beside the ones that share their start', () => {
  it('reads "fourteen" and "seventeen" whole in sizes and counts', () => {
    expect(parseSquareFootage('fourteen sq ft of cast vinyl')).toBe(14);
    expect(parseQuantity('seventeen vans')).toBe(17);
  });
});
