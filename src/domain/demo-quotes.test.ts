import { describe, expect, it } from 'vitest';
import { DASHBOARD_DEMO_QUOTE, DEMO_CHAT_QUOTE, DEMO_QUOTE_CARD, UPSELLS } from './demo-quotes';
import { toCents } from './money';
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
