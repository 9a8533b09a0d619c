import { describe, expect, it } from 'vitest';
import { emailFunctionFailedText, QUOTE_EMAIL_TEXTS, type QuoteAmounts, quoteStatement } from './quotes';

const columns: QuoteAmounts = {
  lineItems: [],
  materialCost: '2800.00',
  setupFee: '400.00',
  subtotal: '3200.00',
  taxAmount: '256.00',
  totalAmount: '3456.00',
};

describe('quote e-mail texts', () => {
  it('are the spec texts', () => {
    expect(QUOTE_EMAIL_TEXTS.sent).toBe('Quote Sent Successfully!');
    expect(QUOTE_EMAIL_TEXTS.sendFailedTitle).toBe('Error Sending Quote');
    expect(QUOTE_EMAIL_TEXTS.sendFailedFallback).toBe('Failed to send quote. Please try again.');
    expect(emailFunctionFailedText('Quote not found')).toBe('Failed to send email: Quote not found');
  });
});

describe('quoteStatement', () => {
  it('itemises material and setup fee from the columns when the quote has no line items', () => {
    expect(quoteStatement(columns)).toEqual({
      items: [
        { label: 'Material', amount: '2800.00' },
        { label: 'Setup fee', amount: '400.00' },
      ],
      totals: [
        { label: 'Subtotal', amount: '3200.00' },
        { label: 'Tax', amount: '256.00' },
        { label: 'Total', amount: '3456.00' },
      ],
    });
  });

  it("uses the quote's own line items, with quantities, and leaves out a zero tax and a zero setup fee", () => {
    const lines = quoteStatement({
      ...columns,
      taxAmount: '0.00',
      totalAmount: '3200.00',
      lineItems: [
        { label: 'Premium vinyl, 150 sq ft', amount: '2800.00', quantity: 1 },
        { label: 'Window tinting', amount: '700.00', quantity: 2 },
      ],
    });
    expect(lines.items).toEqual([
      { label: 'Premium vinyl, 150 sq ft', amount: '2800.00' },
      { label: 'Window tinting × 2', amount: '700.00' },
    ]);
    expect(lines.totals.map((row) => row.label)).toEqual(['Subtotal', 'Total']);
    expect(quoteStatement({ ...columns, setupFee: '0.00' }).items).toEqual([
      { label: 'Material', amount: '2800.00' },
    ]);
  });
});
