import { describe, expect, it } from 'vitest';
import { businessContactLines, quoteReceiptEmail } from './quote-paid-emails';

const facts = {
  workspaceId: 'w1',
  quoteNumber: 'Q-2026-0001',
  amount: '3456.00',
  paidAt: new Date('2026-03-01T12:00:00Z'),
  business: { businessName: 'Acme Wraps', phone: '{phone}', email: 'support@example.com', hours: 'Mon-Fri' },
  customer: { name: 'Casey', email: 'casey@customer.test', company: null },
  receiptUrl: 'https://acme.test/receipt/cs_1',
  provider: 'stripe' as const,
  providerPaymentId: 'pi_1',
  paymentId: 'p1',
};

describe('quote payment e-mails', () => {
  it('print only the real contact details, never a placeholder', () => {
    expect(businessContactLines(facts.business)).toEqual(['Hours: Mon-Fri']);
    expect(
      businessContactLines({ businessName: 'A', phone: '+1 555 0100', website: 'https://www.example.com' }),
    ).toEqual(['Phone: +1 555 0100']);
  });

  it('send the receipt in the business name, without a placeholder reply address', () => {
    const mail = quoteReceiptEmail({ ...facts, to: 'casey@customer.test' });
    expect(mail.subject).toBe('Receipt from Acme Wraps: quote Q-2026-0001 paid');
    expect(mail.text).toContain('Amount paid: $3,456.00');
    expect(mail.text).toContain('Date: March 1, 2026');
    expect(mail.text).toContain('Payment reference: pi_1');
    expect(mail.text).not.toMatch(/\{phone\}|example\.com|TEST MODE/);
    expect(mail.replyTo).toBeUndefined();
  });
});
