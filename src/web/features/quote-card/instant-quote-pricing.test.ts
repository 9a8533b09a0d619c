import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from '../../../domain/demo-pricing';
import { DEMO_CHAT_QUOTE } from '../../../domain/demo-quotes';
import { toCents } from '../../../domain/money';
import { matchPublicQuote } from '../../../domain/public-quote-pricing';
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

  it('prices with the quote engine at the demo pricing (material rounded up to $50, one setup fee)', () => {
    const small = priceInstantQuote({ projectType: 'banner', material: 'standard-vinyl', squareFootage: 30 });
    expect(small.material_cost).toBe(400); // 30 × 12.50 = 375, rounded up to 400
    expect(small.setup_fee).toBe(400);
    expect(small.tax_amount).toBe(64);
    expect(small.total_amount).toBe(864);
  });

  it('always adds up exactly and passes the secure quote rules', () => {
    for (const projectType of PROJECT_TYPES) {
      for (const material of MATERIALS) {
        for (const squareFootage of [1, 7, 149, 150, 333, INSTANT_QUOTE_SQFT_MAX]) {
          const q = priceInstantQuote({ projectType, material, squareFootage });
          expect(toCents(q.material_cost) + toCents(q.setup_fee)).toBe(toCents(q.subtotal));
          expect(toCents(q.subtotal) + toCents(q.tax_amount)).toBe(toCents(q.total_amount));
          const parsed = quoteDataSchema.safeParse(q);
          expect(parsed.success).toBe(true);
          // What create_quote_with_customer accepts: exactly the engine's figures.
          expect(matchPublicQuote(DEMO_PRICING, parsed.data!)).not.toBeNull();
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
