import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsAnyKeyword,
  containsKeyword,
  keywordPattern,
  matchedKeywords,
  normalizeForMatching,
  WORD_FORMS,
  wordForms,
} from './keyword-match';

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
    expect(containsKeyword('are you charging for setup', 'charge')).toBe(true);
    expect(containsKeyword('we rushed it', 'rush')).toBe(true);
    expect(containsKeyword('two emergencies', 'emergency')).toBe(true);
    expect(containsKeyword('custom-designed', 'custom design')).toBe(true);
  });

  it('matches the spelled-out derivations', () => {
    expect(containsKeyword('send a quotation', 'quote')).toBe(true);
    expect(containsKeyword('rough estimation', 'estimate')).toBe(true);
    expect(containsKeyword('bit pricey', 'price')).toBe(true);
    expect(containsKeyword('too expensive', 'expense')).toBe(true);
    expect(containsKeyword('affordability matters', 'afford')).toBe(true);
    expect(containsKeyword('needed urgently', 'urgent')).toBe(true);
    expect(containsKeyword('by this weekend', 'this week')).toBe(true);
  });

  it('does not match inside other words', () => {
    expect(containsKeyword('I feel great', 'fee')).toBe(false);
    expect(containsKeyword('coffee please', 'fee')).toBe(false);
    expect(containsKeyword('feed the cat', 'fee')).toBe(false);
    expect(containsKeyword('generate a logo', 'rate')).toBe(false);
    expect(containsKeyword('cargo bay', 'car')).toBe(false);
    expect(containsKeyword('a caravan', 'van')).toBe(false);
    expect(containsKeyword('phone charger', 'charge')).toBe(false);
    expect(containsKeyword('a honey badger, or ratel', 'rate')).toBe(false);
    expect(containsKeyword('top-rated, 5-star rating', 'rate')).toBe(false);
    expect(containsKeyword('a fleeting thought', 'fleet')).toBe(false);
  });

  it('matches multi-word keywords across spaces or hyphens', () => {
    expect(containsKeyword('How  much is it', 'how much')).toBe(true);
    expect(containsKeyword('this is time-sensitive', 'time sensitive')).toBe(true);
    expect(containsKeyword('somehow much', 'how much')).toBe(false);
  });

  it('lets anything follow an open keyword', () => {
    const multi = keywordPattern('multi', { open: true });
    expect(multi.test('multiple vans')).toBe(true);
    expect(multi.test('multi-vehicle')).toBe(true);
    expect(multi.test('multi')).toBe(true);
    expect(multi.test('semimulti')).toBe(false);
  });

  it('accepts only the listed prefixes', () => {
    const van = keywordPattern('van', { prefixes: ['mini', 'cara'] });
    expect(van.test('a minivan')).toBe(true);
    expect(van.test('two minivans')).toBe(true);
    expect(van.test('caravan')).toBe(true);
    expect(van.test('van')).toBe(true);
    expect(van.test('Evan')).toBe(false);
    expect(van.test('advantage')).toBe(false);
  });

  it('rejects a blank keyword', () => {
    expect(() => keywordPattern('  ')).toThrow('A keyword cannot be blank');
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

describe('containsAnyKeyword', () => {
  it('is true when any keyword matches', () => {
    expect(containsAnyKeyword('a QUOTATION please', ['fee', 'quote'])).toBe(true);
    expect(containsAnyKeyword('I feel fine', ['fee', 'quote'])).toBe(false);
    expect(containsAnyKeyword('anything', [])).toBe(false);
  });
});

describe('wordForms', () => {
  it('inflects regular words by rule', () => {
    expect(wordForms('budget')).toEqual(['budget', 'budgets', 'budgeted', 'budgeting']);
    expect(wordForms('rush')).toEqual(['rush', 'rushes', 'rushed', 'rushing']);
    expect(wordForms('charge')).toEqual(['charge', 'charges', 'charged', 'charging']);
    expect(wordForms('emergency')).toEqual(['emergency', 'emergencies', 'emergencied', 'emergencying']);
    expect(wordForms('today')).toEqual(['today', 'todays', 'todayed', 'todaying']);
  });

  it('gives short words a plural only', () => {
    expect(wordForms('fee')).toEqual(['fee', 'fees']);
    expect(wordForms('car')).toEqual(['car', 'cars']);
    expect(wordForms('van')).toEqual(['van', 'vans']);
  });

  it('uses the spelled-out list where one exists, in any case', () => {
    expect(wordForms('Rate')).toEqual(['rate', 'rates']);
    expect(wordForms('quote')).toBe(WORD_FORMS.quote);
  });

  it('lists each word first among its own forms, in lower case, without repeats', () => {
    for (const [word, forms] of Object.entries(WORD_FORMS)) {
      expect(forms[0]).toBe(word);
      expect(new Set(forms).size).toBe(forms.length);
      for (const form of forms) expect(form).toMatch(/^[a-z]+$/);
    }
  });
});

describe('normalizeForMatching', () => {
  it.each([
    ['need it A.S.A.P.', 'need it ASAP'],
    ['a.s.a.p please', 'asap please'],
    ['(A.S.A.P)', '(ASAP)'],
    ['a coupé', 'a coupe'],
    ['No dots here.', 'No dots here.'],
    ['version 1.2.3', 'version 1.2.3'],
    ['e.g. this', 'eg this'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForMatching(input)).toBe(expected);
  });

  it('lets dotted initialisms and accents match', () => {
    expect(containsKeyword('Need it A.S.A.P.!', 'asap')).toBe(true);
    expect(containsKeyword('a.s.a.p', 'asap')).toBe(true);
    expect(keywordPattern('coupe').test(normalizeForMatching('Coupé'))).toBe(true);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeForMatching(text);
        expect(normalizeForMatching(once)).toBe(once);
      }),
    );
  });
});
