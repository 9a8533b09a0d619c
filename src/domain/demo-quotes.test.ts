import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from './demo-pricing';
import { DASHBOARD_DEMO_QUOTE, DEMO_CHAT_QUOTE, DEMO_QUOTE_CARD, UPSELLS } from './demo-quotes';
import { toCents } from './money';
import { calculateQuote, type PricingRules, type QuoteRequest } from './quote-engine';
import { toQuoteData } from './quote-engine-output';
import { quoteDataSchema } from './validation/secure-quote';

describe('demo quotes', () => {
  it('has the spec figures on the card', () => {
    expect(DEMO_QUOTE_CARD).toMatchObject({
      material_cost: 2800,
      setup_fee: 400,
      subtotal: 3200,
      tax_amount: 0,
      total_amount: 3200,
      square_footage: 150,
    });
  });

  it('has the spec figures on the chat quote', () => {
    expect(DEMO_CHAT_QUOTE).toMatchObject({
      material_cost: 2800,
      setup_fee: 400,
      subtotal: 3200,
      tax_amount: 256,
      total_amount: 3456,
      square_footage: 150,
    });
  });

  it('has the dashboard demo amounts', () => {
    expect(DASHBOARD_DEMO_QUOTE).toMatchObject({ subtotal: 2056, tax_amount: 164.48, total_amount: 2220.48 });
  });

  it('adds up exactly, in cents', () => {
    for (const q of [DEMO_QUOTE_CARD, DEMO_CHAT_QUOTE, DASHBOARD_DEMO_QUOTE]) {
      expect(toCents(q.material_cost) + toCents(q.setup_fee)).toBe(toCents(q.subtotal));
      expect(toCents(q.subtotal) + toCents(q.tax_amount)).toBe(toCents(q.total_amount));
      expect(quoteDataSchema.safeParse(q).success).toBe(true);
    }
  });

  it('offers the two upsells', () => {
    expect(UPSELLS.map((u) => [u.name, u.price])).toEqual([
      ['Window Tinting', 350],
      ['Paint Protection', 500],
    ]);
  });
});

/** The demo figures are the quote engine's output, not numbers typed in twice. */
describe('demo quotes come out of the quote engine', () => {
  function engineQuote(rules: PricingRules, request: QuoteRequest) {
    const result = calculateQuote(rules, request);
    if (!result.ok) throw new Error(result.message);
    const { description: _description, ...data } = toQuoteData(result.quote);
    return data;
  }
  const figures = ({ description: _description, ...rest }: { description: string }) => rest;
  const request = {
    projectType: 'vehicle-wrap',
    material: 'premium-vinyl',
    squareFootage: 150,
    quantity: 1,
  } as const;

  it('gives the chat quote with the demo pricing', () => {
    expect(engineQuote(DEMO_PRICING, request)).toEqual(figures(DEMO_CHAT_QUOTE));
  });

  it('gives the card (no tax) with the demo pricing at 0 % tax', () => {
    expect(engineQuote({ ...DEMO_PRICING, taxRate: 0 }, request)).toEqual(figures(DEMO_QUOTE_CARD));
  });

  it('offers the card’s upsells at the demo pricing’s prices', () => {
    expect(UPSELLS.map((u) => [u.id, u.price])).toEqual(DEMO_PRICING.upsells.map((u) => [u.id, u.price]));
    const withBoth = calculateQuote(DEMO_PRICING, { ...request, upsellIds: UPSELLS.map((u) => u.id) });
    expect(withBoth.ok && withBoth.quote.subtotal).toBe(DEMO_QUOTE_CARD.subtotal + 350 + 500);
  });

  it('gives the dashboard demo quote from its own split (360 sq ft standard vinyl at 4.60)', () => {
    const rules: PricingRules = {
      ...DEMO_PRICING,
      materials: { 'standard-vinyl': 4.6 },
      materialRoundingUsd: 0,
    };
    expect(
      engineQuote(rules, {
        projectType: 'vehicle-wrap',
        material: 'standard-vinyl',
        squareFootage: 360,
        quantity: 1,
      }),
    ).toEqual(figures(DASHBOARD_DEMO_QUOTE));
  });
});
