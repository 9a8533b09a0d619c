import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../domain/brands';
import { businessIdentity } from '../../../domain/business-identity';
import { quotePaidEmail, quoteReceiptEmail } from './quote-paid-emails';

const business = businessIdentity(BRANDS.default, {
  name: 'Acme Wraps',
  isPlatformDemo: false,
  contact: { phone: '{phone}', email: 'support@example.com', hours: 'Mon-Fri' },
});

const facts = {
  workspaceId: 'w1',
  quoteNumber: 'Q-2026-0001',
  amount: '3456.00',
  paidAt: new Date('2026-03-01T12:00:00Z'),
  business,
  defaultFrom: 'Sales Agent Suite <no-reply@mail.test>',
  customer: { name: 'Casey', email: 'casey@customer.test', company: null },
  receiptUrl: 'https://acme.test/receipt/cs_1',
  provider: 'stripe' as const,
  providerPaymentId: 'pi_1',
  paymentId: 'p1',
};

describe('quote payment e-mails', () => {
  it('print only the real contact details, never a placeholder', () => {
    const mail = quoteReceiptEmail({ ...facts, to: 'casey@customer.test' });
    expect(mail.text).toContain('Questions? Contact Acme Wraps:\nHours: Mon-Fri');
  });

  it('send the receipt in the business name, without a placeholder reply address', () => {
    const mail = quoteReceiptEmail({ ...facts, to: 'casey@customer.test' });
    expect(mail.subject).toBe('Receipt from Acme Wraps: quote Q-2026-0001 paid');
    expect(mail.text).toContain('Amount paid: $3,456.00');
    expect(mail.text).toContain('Date: March 1, 2026');
    expect(mail.text).toContain('Payment reference: pi_1');
    expect(mail.text).not.toMatch(/\{phone\}|example\.com|TEST MODE/);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.from).toBe('"Acme Wraps" <no-reply@mail.test>');
  });

  it('greet by the name the customer gave', () => {
    const mail = quoteReceiptEmail({ ...facts, to: 'casey@customer.test' });
    expect(mail.text.startsWith('Hello Casey,\n')).toBe(true);
  });

  it('never call a visitor who gave no name by the default visitor name', () => {
    const visitor = { name: 'Website Visitor', email: 'jordan@customer.test', company: null };
    const receipt = quoteReceiptEmail({ ...facts, customer: visitor, to: 'jordan@customer.test' });
    expect(receipt.text.startsWith('Hello,\n')).toBe(true);
    expect(receipt.text).not.toContain('Website Visitor');
    const notice = quotePaidEmail({
      ...facts,
      customer: visitor,
      to: 'owner@acme.test',
      dashboardUrl: 'https://app.test',
    });
    expect(notice.text).toContain('jordan@customer.test paid quote Q-2026-0001');
    expect(notice.text).not.toContain('Website Visitor');
  });
});
