import { describe, expect, it } from 'vitest';
import { DEMO_PRICING } from './demo-pricing';
import { DEMO_CHAT_QUOTE, DEMO_QUOTE_CARD } from './demo-quotes';
import { matchPublicQuote, publicQuoteOffers, upsellChoices } from './public-quote-pricing';
import { stepwiseBreakdown, stepwisePrice } from './stepwise-quote';
import { type QuoteDataInput, quoteDataSchema } from './validation/secure-quote';

const data = (input: QuoteDataInput) => quoteDataSchema.parse(input);

describe('matchPublicQuote', () => {
  it('accepts the chat quote, the engine with the workspace pricing', () => {
    expect(matchPublicQuote(DEMO_PRICING, data(DEMO_CHAT_QUOTE))?.totalAmount).toBe(3456);
  });

  it('accepts the demo card before tax, alone and with its upsells', () => {
    expect(matchPublicQuote(DEMO_PRICING, data(DEMO_QUOTE_CARD))?.totalAmount).toBe(3200);
    const withBoth = { ...DEMO_QUOTE_CARD, subtotal: 4050, total_amount: 4050 };
    const matched = matchPublicQuote(DEMO_PRICING, data(withBoth));
    expect(matched?.lineItems.map((line) => line.id)).toEqual([
      'material',
      'setup-fee',
      'window-tinting',
      'paint-protection',
    ]);
  });

  it('offers 0 % tax only for the demo card’s own job', () => {
    const bigger = { ...DEMO_QUOTE_CARD, square_footage: 300, material_cost: 5550, subtotal: 5950 };
    expect(matchPublicQuote(DEMO_PRICING, data({ ...bigger, total_amount: 5950 }))).toBeNull();
    expect(
      matchPublicQuote(DEMO_PRICING, data({ ...bigger, tax_amount: 476, total_amount: 6426 })),
    ).not.toBeNull();
  });

  it('accepts the stepwise chat’s keyword price for its fixed breakdown only', () => {
    const description = 'sprinter van wrap';
    const stepwise = { description, ...stepwiseBreakdown(stepwisePrice(description)) };
    expect(matchPublicQuote(DEMO_PRICING, data(stepwise))?.totalAmount).toBe(1800);
    // The same figures for another description are not its price (a car is 950).
    expect(matchPublicQuote(DEMO_PRICING, data({ ...stepwise, description: 'coupe' }))).toBeNull();
    // Nor for another job than the breakdown's.
    expect(matchPublicQuote(DEMO_PRICING, data({ ...stepwise, square_footage: 200 }))).toBeNull();
  });

  it('refuses a $1 total on a $5,940 job, and figures moved between fields', () => {
    const job = {
      project_type: 'vehicle-wrap',
      material: 'reflective-vinyl',
      square_footage: 230,
      quantity: 1,
    } as const;
    const right = {
      ...job,
      material_cost: 5100,
      setup_fee: 400,
      subtotal: 5500,
      tax_amount: 440,
      total_amount: 5940,
    };
    expect(matchPublicQuote(DEMO_PRICING, data(right))?.totalAmount).toBe(5940);
    expect(matchPublicQuote(DEMO_PRICING, data({ ...right, total_amount: 1 }))).toBeNull();
    expect(matchPublicQuote(DEMO_PRICING, data({ ...right, material_cost: 5540, tax_amount: 0 }))).toBeNull();
    expect(matchPublicQuote(DEMO_PRICING, data({ ...right, total_amount: 5940.01 }))).toBeNull();
  });

  it('prices nothing from rules without a workspace pricing, but the stepwise price still holds', () => {
    expect(matchPublicQuote(null, data(DEMO_CHAT_QUOTE))).toBeNull();
    const stepwise = { description: 'fleet', ...stepwiseBreakdown(stepwisePrice('fleet')) };
    expect(matchPublicQuote(null, data(stepwise))?.totalAmount).toBe(2500);
  });

  it('refuses a job the engine cannot price (a material the workspace does not sell)', () => {
    const pricing = { ...DEMO_PRICING, materials: { 'premium-vinyl': 18.5 } };
    expect(publicQuoteOffers(pricing, data({ ...DEMO_CHAT_QUOTE, material: 'standard-vinyl' }))).toEqual([]);
  });
});

describe('upsellChoices', () => {
  it('gives every subset in the workspace’s order', () => {
    expect(upsellChoices([{ id: 'a' }, { id: 'b' }])).toEqual([[], ['a'], ['b'], ['a', 'b']]);
  });

  it('keeps the work bounded for a long list: none or one of them', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ id: `u${i}` }));
    expect(upsellChoices(many)).toHaveLength(11);
  });
});
