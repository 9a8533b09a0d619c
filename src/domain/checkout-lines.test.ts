import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteCheckoutLines } from './checkout-lines';

const VAN = {
  lineItems: [
    { label: 'Premium vinyl, 150 sq ft', amount: '2800.00', quantity: 1 },
    { label: 'Setup fee', amount: '400.00' },
  ],
  materialCost: '2800.00',
  setupFee: '400.00',
  subtotal: '3200.00',
  taxAmount: '256.00',
};

const sum = (lines: { amountCents: number }[]) => lines.reduce((s, l) => s + l.amountCents, 0);

describe('quoteCheckoutLines', () => {
  it("lists the quote's lines and the tax, never the subtotal: they add up to the total", () => {
    const lines = quoteCheckoutLines(VAN, 345_600);
    expect(lines).toEqual([
      { label: 'Premium vinyl, 150 sq ft', amountCents: 280_000 },
      { label: 'Setup fee', amountCents: 40_000 },
      { label: 'Tax', amountCents: 25_600 },
    ]);
    expect(sum(lines)).toBe(345_600);
  });

  it('shows an add-on in the subtotal beyond the lines as a line of its own', () => {
    // The landing card's quote with window tinting: stored without lines, 0 % tax.
    const card = { ...VAN, lineItems: [], subtotal: '3550.00', taxAmount: '0.00' };
    expect(quoteCheckoutLines(card, 355_000)).toEqual([
      { label: 'Material', amountCents: 280_000 },
      { label: 'Setup fee', amountCents: 40_000 },
      { label: 'Add-ons', amountCents: 35_000 },
    ]);
    const withUpsellLine = {
      ...VAN,
      lineItems: [...VAN.lineItems, { label: 'Window tinting', amount: '350.00' }],
      subtotal: '3550.00',
      taxAmount: '284.00',
    };
    expect(quoteCheckoutLines(withUpsellLine, 383_400).map((l) => l.label)).toEqual([
      'Premium vinyl, 150 sq ft',
      'Setup fee',
      'Window tinting',
      'Tax',
    ]);
  });

  it('names the item count and always agrees with the charged amount to the cent', () => {
    const three = {
      ...VAN,
      lineItems: [{ label: 'Banner', amount: '30.00', quantity: 3 }],
      subtotal: '30.00',
      taxAmount: '2.40',
    };
    expect(quoteCheckoutLines(three, 3240)[0]).toEqual({ label: 'Banner × 3', amountCents: 3000 });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (items, extra, tax, charged) => {
          const itemsCents = items.reduce((s, c) => s + c, 0);
          const quote = {
            lineItems: items.map((c, i) => ({ label: `Item ${i}`, amount: (c / 100).toFixed(2) })),
            materialCost: '0',
            setupFee: '0',
            subtotal: ((itemsCents + extra) / 100).toFixed(2),
            taxAmount: (tax / 100).toFixed(2),
          };
          expect(sum(quoteCheckoutLines(quote, charged))).toBe(charged);
        },
      ),
    );
  });
});
