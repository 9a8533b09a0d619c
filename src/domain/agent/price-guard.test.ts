import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '../money';
import { findPrices, statedPrices, unapprovedPrices } from './price-guard';

describe('findPrices', () => {
  it.each([
    ['Your total is $3,456.', [3456]],
    ['That comes to 3456 USD.', [3456]],
    ['Premium vinyl is $18.50 per sq ft.', [18.5]],
    ['Roughly 3.2k dollars all in.', [3200]],
    ['About €500 in Europe.', [500]],
    ['500€ or £20', [500, 20]],
    ['US$ 99 or USD 1200', [99, 1200]],
    ['It was 50 cents a sticker.', [0.5]],
    ['Budget $3K-$5K?', [3000, 5000]],
    ['Somewhere between $900-1,200 usually', [900, 1200]],
    ['900 to 1,200 dollars', [900, 1200]],
    ['A $1.2 million fleet deal', [1_200_000]],
    ['Subtotal: 3,200.00 plus tax', [3200]],
    ['Premium vinyl 18.50 per sq ft', [18.5]],
    ['The total is 3456.', [3456]],
    ['Your price: 2800 plus tax', [2800]],
    ['The cost would be about 950, including setup', [950]],
    ['Material $2,800.00, setup $400.00, tax $256.00, total $3,456.00.', [2800, 400, 256, 3456]],
    ['It’s $97/mo', [97]],
    ['Pay 5 bucks', [5]],
  ])('%j → %j', (text, prices) => {
    expect(findPrices(text)).toEqual(prices);
  });

  it.each([
    'We wrapped 3 vans and 150 sq ft of glass.',
    'A 10x15 ft banner, about 150 square feet.',
    'It covers 12.50 sq ft.',
    'Call 555-123-4567 or (555) 123-4567 or 555.123.4567.',
    'Your quote number is Q-2026-00042.',
    'Sales tax is 8% (8.00%) on the subtotal.',
    'Founded in 2019, open since 1998.',
    'Install takes 2 to 3 days; design 1.50 hours.',
    'A 5-year warranty, 30 days notice, 99.9% uptime.',
    'The total of 3 vans is ready in 2 weeks.',
    'Rated 4.80 stars by 1,200 customers.',
    'Version 2.10 of the app, dated 12.05.2026.',
    'A 3 m² banner, 2 days, 12 pieces.',
    'Tax of 8% applies.',
    'The price of 3 wraps depends on size.',
  ])('no price in %j', (text) => {
    expect(findPrices(text)).toEqual([]);
  });

  it('reads every way formatUsd writes an amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const amount = cents / 100;
        expect(findPrices(`Total: ${formatUsd(amount)} today.`)).toEqual([amount]);
        expect(findPrices(`About ${formatUsd(amount, { decimals: 0 })}!`)).toEqual([Math.round(amount)]);
      }),
    );
  });

  it('keeps the earlier name', () => {
    expect(statedPrices('About $1,234.56 or $ 99, USD 1200, 450 dollars and 1,200 USD.')).toEqual([
      1234.56, 99, 1200, 450, 1200,
    ]);
  });
});

describe('unapprovedPrices', () => {
  it('lets through only the amounts the quote tools produced', () => {
    expect(unapprovedPrices('Your total is $3,456.00 including $256 tax.', [3456, 256])).toEqual([]);
    expect(unapprovedPrices('Your total is $3,456.00, usually $4,000.', [3456])).toEqual([4000]);
  });

  it('allows a cent of rounding, not more', () => {
    expect(unapprovedPrices('$18.51', [18.5])).toEqual([]);
    expect(unapprovedPrices('$18.52', [18.5])).toEqual([18.52]);
    expect(unapprovedPrices('$3.5k', [3456])).toEqual([3500]);
  });

  it('lists each unapproved price once and ignores non-prices', () => {
    expect(unapprovedPrices('$99 now, $99 later, for 3 vans and 150 sq ft', [])).toEqual([99]);
    expect(unapprovedPrices('Quote Q-2026-00042 for 2 trucks, call 555-123-4567', [])).toEqual([]);
  });

  it('refuses any price when nothing was quoted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const text = `That would be ${formatUsd(cents / 100)}.`;
        expect(unapprovedPrices(text, [])).toEqual([cents / 100]);
        expect(unapprovedPrices(text, [cents / 100])).toEqual([]);
      }),
    );
  });
});
