import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import { calculateFlatQuote, type FlatQuoteRules, keywordPricer } from './quote-engine-flat';
import {
  STEPWISE_BREAKDOWN,
  STEPWISE_DEFAULT_PRICE,
  STEPWISE_PRICE_RULES,
  stepwiseBreakdown,
  stepwisePrice,
} from './stepwise-quote';

const RULES: FlatQuoteRules = STEPWISE_BREAKDOWN;

describe('keywordPricer', () => {
  const price = keywordPricer(
    [
      { keywords: [{ keyword: 'fleet' }], price: 2500 },
      { keywords: [{ keyword: 'van', prefixes: ['mini'] }], price: 1800 },
    ],
    1299,
  );

  it('takes the first rule with a matching keyword, in any of its forms', () => {
    expect(price('a fleet of vans')).toBe(2500);
    expect(price('two minivans')).toBe(1800);
    expect(price('Fleets')).toBe(2500);
  });

  it('falls back to the default price', () => {
    expect(price('a banner')).toBe(1299);
    expect(price('Evan’s bakery sign')).toBe(1299);
  });

  it('prices the stepwise demo (stepwisePrice is this pricer with the spec rules)', () => {
    const spec = keywordPricer(STEPWISE_PRICE_RULES, STEPWISE_DEFAULT_PRICE);
    for (const text of ['fleet', 'Sprinter', 'food truck', 'coupé', 'sign', 'multi-vehicle', '']) {
      expect(stepwisePrice(text)).toBe(spec(text));
    }
  });
});

describe('calculateFlatQuote', () => {
  it('splits 1299 into subtotal 92 %, tax 8 %, material 60 %, setup 150, with itemised lines', () => {
    const quote = calculateFlatQuote(1299, RULES);
    expect(quote).toEqual({
      projectType: 'custom',
      material: 'standard-vinyl',
      quantity: 1,
      squareFootage: 100,
      materialCost: 779.4,
      setupFee: 150,
      subtotal: 1195.08,
      taxAmount: 103.92,
      totalAmount: 1299,
      lineItems: [
        { id: 'material', kind: 'material', label: 'Material', amount: 779.4 },
        { id: 'setup-fee', kind: 'setup', label: 'Setup fee', amount: 150 },
        { id: 'design-installation', kind: 'flat', label: 'Design and installation', amount: 265.68 },
      ],
      description: 'Custom project (flat price)',
    });
  });

  it('uses the given description', () => {
    expect(calculateFlatQuote(950, RULES, '  Coupe, matte finish ').description).toBe('Coupe, matte finish');
  });

  it('shows one flat line when material and setup exceed the subtotal', () => {
    expect(calculateFlatQuote(100, RULES).lineItems).toEqual([
      { id: 'project', kind: 'flat', label: 'Project price', amount: 92 },
    ]);
  });

  it('refuses totals that are not amounts', () => {
    expect(() => calculateFlatQuote(Number.NaN, RULES)).toThrow(RangeError);
    expect(() => calculateFlatQuote(-1, RULES)).toThrow(RangeError);
  });

  it('itemises exactly the subtotal and matches the stepwise breakdown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const quote = calculateFlatQuote(cents / 100, RULES);
        const lines = quote.lineItems.reduce((sum, line) => sum + toCents(line.amount), 0);
        expect(lines).toBe(toCents(quote.subtotal));
        expect(quote.lineItems.every((line) => line.amount >= 0)).toBe(true);
        expect(toCents(quote.subtotal) + toCents(quote.taxAmount)).toBe(cents);
        const breakdown = stepwiseBreakdown(cents / 100);
        expect([
          breakdown.subtotal,
          breakdown.tax_amount,
          breakdown.material_cost,
          breakdown.total_amount,
        ]).toEqual([quote.subtotal, quote.taxAmount, quote.materialCost, quote.totalAmount]);
      }),
    );
  });
});
