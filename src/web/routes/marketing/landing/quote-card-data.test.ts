import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from '../../../../domain/demo-pricing';
import { DEMO_QUOTE_CARD } from '../../../../domain/demo-quotes';
import { matchPublicQuote } from '../../../../domain/public-quote-pricing';
import { quoteDataSchema } from '../../../../domain/validation/secure-quote';
import { demoQuoteWithUpsells } from './quote-card-data';

describe('demo quote card data', () => {
  it('is the spec figures with no add-on chosen', () => {
    expect(demoQuoteWithUpsells([])).toEqual({ ...DEMO_QUOTE_CARD });
    expect(demoQuoteWithUpsells([])).toMatchObject({
      material_cost: 2800,
      setup_fee: 400,
      subtotal: 3200,
      tax_amount: 0,
      total_amount: 3200,
      square_footage: 150,
    });
  });

  it('adds window tinting (+350) and paint protection (+500) to the subtotal, total and description', () => {
    expect(demoQuoteWithUpsells(['window-tinting'])).toMatchObject({
      subtotal: 3550,
      total_amount: 3550,
      material_cost: 2800,
      setup_fee: 400,
      description: 'Full vehicle wrap (demo) + Window Tinting (+$350.00)',
    });
    expect(demoQuoteWithUpsells(['paint-protection', 'window-tinting'])).toMatchObject({
      subtotal: 4050,
      total_amount: 4050,
      description: 'Full vehicle wrap (demo) + Window Tinting (+$350.00) + Paint Protection (+$500.00)',
    });
  });

  it("always passes the secure quote creation rules and the server's price check", () => {
    for (const selected of [
      [],
      ['window-tinting'],
      ['paint-protection'],
      ['window-tinting', 'paint-protection'],
    ] as const) {
      const parsed = quoteDataSchema.safeParse(demoQuoteWithUpsells(selected));
      expect(parsed.success).toBe(true);
      // The server stores only the quote engine's figures; the card's are exactly those.
      expect(matchPublicQuote(DEMO_PRICING, parsed.data!)).not.toBeNull();
    }
  });
});
