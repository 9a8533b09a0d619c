import { describe, expect, it } from 'vitest';
import { DEMO_CHAT_QUOTE } from '../../../domain/demo-quotes';
import { toCents } from '../../../domain/money';
import { MATERIALS, PROJECT_TYPES, quoteDataSchema } from '../../../domain/validation/secure-quote';
import {
  INSTANT_QUOTE_DEFAULTS,
  INSTANT_QUOTE_SQFT_MAX,
  INSTANT_QUOTE_TAX_PERCENT,
  isValidSquareFootage,
  priceInstantQuote,
} from './instant-quote-pricing';

describe('priceInstantQuote', () => {
  it('gives the spec demo quote for 150 sq ft of premium vinyl', () => {
    const quote = priceInstantQuote({
      projectType: 'vehicle-wrap',
      material: 'premium-vinyl',
      squareFootage: 150,
    });
    expect(quote).toMatchObject({
      material_cost: 2800,
      setup_fee: 400,
      subtotal: 3200,
      tax_amount: 256,
      total_amount: 3456,
      square_footage: 150,
      quantity: 1,
    });
  });

  it('opens on the demo quote', () => {
    expect(priceInstantQuote(INSTANT_QUOTE_DEFAULTS).total_amount).toBe(DEMO_CHAT_QUOTE.total_amount);
    expect(INSTANT_QUOTE_TAX_PERCENT).toBe((DEMO_CHAT_QUOTE.tax_amount / DEMO_CHAT_QUOTE.subtotal) * 100);
  });

  it('scales material with size and material, setup with the project type', () => {
    const base = { projectType: 'banner', material: 'standard-vinyl' } as const;
    const small = priceInstantQuote({ ...base, squareFootage: 30 });
    expect(small.material_cost).toBe(420); // 2800 × 30/150 × 75 %
    expect(small.setup_fee).toBe(150);
    expect(small.tax_amount).toBe(45.6);
    expect(small.total_amount).toBe(615.6);
  });

  it('always adds up exactly and passes the secure quote rules', () => {
    for (const projectType of PROJECT_TYPES) {
      for (const material of MATERIALS) {
        for (const squareFootage of [1, 7, 149, 150, 333, INSTANT_QUOTE_SQFT_MAX]) {
          const q = priceInstantQuote({ projectType, material, squareFootage });
          expect(toCents(q.material_cost) + toCents(q.setup_fee)).toBe(toCents(q.subtotal));
          expect(toCents(q.subtotal) + toCents(q.tax_amount)).toBe(toCents(q.total_amount));
          expect(quoteDataSchema.safeParse(q).success).toBe(true);
        }
      }
    }
  });
});

describe('isValidSquareFootage', () => {
  it('accepts whole square feet from 1 to the cap', () => {
    expect(isValidSquareFootage(1)).toBe(true);
    expect(isValidSquareFootage(INSTANT_QUOTE_SQFT_MAX)).toBe(true);
    expect(isValidSquareFootage(0)).toBe(false);
    expect(isValidSquareFootage(12.5)).toBe(false);
    expect(isValidSquareFootage(Number.NaN)).toBe(false);
    expect(isValidSquareFootage(INSTANT_QUOTE_SQFT_MAX + 1)).toBe(false);
  });
});
