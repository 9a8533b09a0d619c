import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesConversationSearch, matchesQuoteSearch } from './search';

const quote = { quote_number: 'Q-2025-0042', customer: { name: 'Ann Lee', email: 'ann@acme.com' } };
const conversation = { customer: { name: 'Bob Ray', email: 'bob@shop.io' } };

describe('matchesQuoteSearch', () => {
  it('matches name, e-mail and quote number case-insensitively', () => {
    expect(matchesQuoteSearch(quote, 'ann lee')).toBe(true);
    expect(matchesQuoteSearch(quote, 'ACME')).toBe(true);
    expect(matchesQuoteSearch(quote, 'q-2025')).toBe(true);
    expect(matchesQuoteSearch(quote, 'zed')).toBe(false);
  });

  it('matches everything for a blank query and tolerates a missing customer', () => {
    expect(matchesQuoteSearch(quote, '  ')).toBe(true);
    expect(matchesQuoteSearch({ quote_number: null, customer: null }, 'x')).toBe(false);
    expect(matchesQuoteSearch({ quote_number: 'Q-1', customer: null }, 'q-1')).toBe(true);
  });

  it('finds a quote by any substring of its number, in any case', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (number, a, b) => {
        const start = a % number.length;
        const part = number.slice(start, start + 1 + (b % (number.length - start)));
        fc.pre(part.trim() === part && part !== '');
        expect(matchesQuoteSearch({ quote_number: number }, part.toUpperCase())).toBe(
          number.toLowerCase().includes(part.toUpperCase().toLowerCase()),
        );
      }),
    );
  });
});

describe('matchesConversationSearch', () => {
  it('matches name and e-mail case-insensitively', () => {
    expect(matchesConversationSearch(conversation, 'BOB')).toBe(true);
    expect(matchesConversationSearch(conversation, 'shop.io')).toBe(true);
    expect(matchesConversationSearch(conversation, 'ann')).toBe(false);
    expect(matchesConversationSearch({}, '')).toBe(true);
    expect(matchesConversationSearch({ customer: null }, 'a')).toBe(false);
  });
});
