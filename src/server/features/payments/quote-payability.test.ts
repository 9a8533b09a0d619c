import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payments';
import { payableQuoteCents, quotePayability } from './quote-payability';

describe('payableQuoteCents', () => {
  it('charges the exact total of a pending, sent or approved quote in cents', () => {
    expect(payableQuoteCents({ status: 'pending', paid: false, totalAmount: '3456.00' })).toBe(345600);
    expect(payableQuoteCents({ status: 'sent', paid: false, totalAmount: '0.01' })).toBe(1);
    expect(payableQuoteCents({ status: 'approved', paid: false, totalAmount: '1000000.00' })).toBe(
      100_000_000,
    );
  });

  it('refuses other statuses and quotes paid before', () => {
    for (const status of ['draft', 'rejected', 'expired', 'paid'] as const) {
      expect(() => payableQuoteCents({ status, paid: false, totalAmount: '10.00' })).toThrow(
        PAYMENT_MESSAGES.quoteNotPayable,
      );
    }
    expect(() => payableQuoteCents({ status: 'approved', paid: true, totalAmount: '10.00' })).toThrow(
      PAYMENT_MESSAGES.quoteNotPayable,
    );
  });

  it('refuses amounts not above 0 or above 1,000,000', () => {
    for (const totalAmount of ['0.00', '-5.00', '1000000.01', 'abc']) {
      expect(() => payableQuoteCents({ status: 'pending', paid: false, totalAmount }), totalAmount).toThrow(
        PAYMENT_MESSAGES.amountOutOfRange,
      );
    }
  });
});

describe('quotePayability', () => {
  it('says why a quote cannot be paid instead of throwing', () => {
    expect(quotePayability({ status: 'sent', paid: false, totalAmount: '12.34' })).toEqual({
      ok: true,
      cents: 1234,
    });
    expect(quotePayability({ status: 'rejected', paid: false, totalAmount: '12.34' })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.quoteNotPayable,
    });
    expect(quotePayability({ status: 'pending', paid: false, totalAmount: '0.00' })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.amountOutOfRange,
    });
  });
});
