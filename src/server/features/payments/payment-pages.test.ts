import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../domain/brands';
import { brandIdentity } from '../../../domain/business-identity';
import { escapeHtml, html } from '../../lib/html';
import {
  describePurchase,
  receiptNumberOf,
  renderPaymentMessagePage,
  renderReceiptPage,
  renderTestCheckoutPage,
  TEST_MODE_NOTICE,
} from './payment-pages';
import type { CheckoutDetails, CheckoutRow } from './payments.repository';

const ID = 'test_cs_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function checkout(overrides: Partial<CheckoutRow> = {}): CheckoutRow {
  return {
    id: '8f14e45f-ceea-467a-9c2b-000000000001',
    provider: 'test',
    providerSessionId: ID,
    kind: 'subscription',
    planId: 'shopagent',
    quoteId: null,
    workspaceId: null,
    email: 'owner@example.com',
    businessName: 'Acme Shop',
    amount: '297.00',
    currency: 'usd',
    status: 'open',
    paymentStatus: 'unpaid',
    successUrl: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/payment-canceled',
    url: `http://localhost:3000/test-checkout/${ID}`,
    expiresAt: null,
    createdAt: new Date('2026-03-04T10:00:00Z'),
    completedAt: null,
    ...overrides,
  };
}

const quoteDetails: CheckoutDetails = {
  checkout: checkout({ kind: 'quote', planId: null, quoteId: 'q-1', amount: '3456.00', businessName: null }),
  quote: {
    quoteNumber: 'Q-2026-0001',
    description: 'Full van wrap',
    lineItems: [
      { id: 'material', label: 'Premium vinyl, 150 sq ft', amount: '2800.00', quantity: 1 },
      { id: 'setup-fee', label: 'Setup fee', amount: '400.00' },
    ],
    materialCost: '2800.00',
    setupFee: '400.00',
    subtotal: '3200.00',
    taxAmount: '256.00',
    totalAmount: '3456.00',
  },
  providerPaymentId: null,
  duplicate: false,
};

describe('escapeHtml and html``', () => {
  it('escapes markup and quotes, and leaves nested html`` alone', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;',
    );
    expect(html`<p title="${'"><script>'}">${html`<b>${'<i>'}</b>`}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;script&gt;"><b>&lt;i&gt;</b></p>',
    );
  });
});

describe('describePurchase', () => {
  it('shows a plan at its monthly price', () => {
    expect(
      describePurchase({ checkout: checkout(), quote: null, providerPaymentId: null, duplicate: false }),
    ).toMatchObject({
      title: 'ShopAgent plan',
      lines: [{ label: 'ShopAgent — monthly subscription', amount: '$297.00' }],
      total: '$297.00',
      cadence: 'per month',
    });
  });

  it('itemises a quote with lines that add up to the charged total (no subtotal among them)', () => {
    expect(describePurchase(quoteDetails)).toEqual({
      title: 'Quote Q-2026-0001',
      description: 'Full van wrap',
      lines: [
        { label: 'Premium vinyl, 150 sq ft', amount: '$2,800.00' },
        { label: 'Setup fee', amount: '$400.00' },
        { label: 'Tax', amount: '$256.00' },
      ],
      total: '$3,456.00',
      cadence: null,
    });
  });

  it('shows an add-on as a line of its own', () => {
    // The landing card's quote with paint protection: stored without lines, no tax.
    const card: CheckoutDetails = {
      ...quoteDetails,
      checkout: { ...quoteDetails.checkout, amount: '3700.00' },
      quote: {
        ...quoteDetails.quote!,
        lineItems: [],
        subtotal: '3700.00',
        taxAmount: '0.00',
        totalAmount: '3700.00',
      },
    };
    expect(describePurchase(card).lines).toEqual([
      { label: 'Material', amount: '$2,800.00' },
      { label: 'Setup fee', amount: '$400.00' },
      { label: 'Add-ons', amount: '$500.00' },
    ]);
  });
});

describe('test checkout page', () => {
  it('is marked TEST MODE and offers Pay and Cancel forms while open, with no script', () => {
    const page = renderTestCheckoutPage({
      checkout: checkout(),
      quote: null,
      providerPaymentId: null,
      duplicate: false,
    });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('TEST MODE');
    expect(page).toContain(TEST_MODE_NOTICE);
    expect(page).toContain(`<form method="post" action="/api/payments/test-checkout/${ID}/pay">`);
    expect(page).toContain(`<form method="post" action="/api/payments/test-checkout/${ID}/cancel">`);
    expect(page).toContain('Pay $297.00 per month (test)');
    expect(page).toContain('name="viewport"');
    expect(page).not.toMatch(/<script/i);
  });

  it('shows the state instead of the buttons once paid, canceled or expired', () => {
    const paid = renderTestCheckoutPage({
      checkout: checkout({ status: 'complete', paymentStatus: 'paid', completedAt: new Date() }),
      quote: null,
      providerPaymentId: null,
      duplicate: false,
    });
    expect(paid).toContain('This test payment is complete.');
    expect(paid).toContain(`href="http://localhost:3000/payment-success?session_id=${ID}"`);
    expect(paid).not.toContain('<form');
    const canceled = renderTestCheckoutPage({
      checkout: checkout({ status: 'canceled' }),
      quote: null,
      providerPaymentId: null,
      duplicate: false,
    });
    expect(canceled).toContain('This checkout was canceled. No payment was made.');
    expect(canceled).not.toContain(`/${ID}/pay"`);
    expect(canceled).toContain(`/${ID}/renew"`);
    const expired = renderTestCheckoutPage({
      checkout: checkout({ status: 'expired' }),
      quote: null,
      providerPaymentId: null,
      duplicate: false,
    });
    expect(expired).toContain('This checkout has expired.');
  });

  it('escapes every stored value', () => {
    const page = renderTestCheckoutPage({
      ...quoteDetails,
      checkout: { ...quoteDetails.checkout, businessName: '<script>alert(1)</script>' },
      quote: { ...quoteDetails.quote!, description: '"><img src=x onerror=alert(2)>' },
    });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('receipt page', () => {
  const paid: CheckoutDetails = {
    ...quoteDetails,
    checkout: {
      ...quoteDetails.checkout,
      status: 'complete',
      paymentStatus: 'paid',
      completedAt: new Date('2026-03-05T14:30:00Z'),
    },
  };

  it('shows brand, number, date, items, amount paid, TEST MODE and how to save a PDF', () => {
    const page = renderReceiptPage(paid, brandIdentity(BRANDS.weprintwraps, { siteUrl: null }));
    expect(receiptNumberOf(paid)).toBe('R-20260305-8F14E45F');
    expect(page).toContain('WePrintWraps');
    expect(page).toContain('Receipt R-20260305-8F14E45F');
    expect(page).toContain('March 5, 2026 at 2:30 PM UTC');
    expect(page).toContain('$3,456.00');
    expect(page).toContain('Quote Q-2026-0001');
    expect(page).toContain('owner@example.com');
    expect(page).toContain('TEST MODE');
    expect(page).toContain('Built-in test checkout');
    expect(page).toContain('Save as PDF');
    expect(page).toContain('@media print');
  });

  it('has no TEST MODE marker for a Stripe payment', () => {
    const page = renderReceiptPage(
      { ...paid, checkout: { ...paid.checkout, provider: 'stripe' }, providerPaymentId: 'pi_123' },
      brandIdentity(BRANDS.default, { siteUrl: null }),
    );
    expect(page).not.toContain('TEST MODE');
    expect(page).toContain('Stripe');
    expect(page).toContain('pi_123');
  });

  it('404 page escapes its text too', () => {
    expect(renderPaymentMessagePage({ title: 'Not <found>', message: 'x' })).toContain(
      '<h1>Not &lt;found&gt;</h1>',
    );
  });
});

describe("receipt page's seller contact", () => {
  const paid: CheckoutDetails = {
    ...quoteDetails,
    checkout: {
      ...quoteDetails.checkout,
      status: 'complete',
      paymentStatus: 'paid',
      completedAt: new Date(),
    },
  };

  it('names the business and its real details, one per line', () => {
    const page = renderReceiptPage(paid, {
      name: 'Ace Wraps',
      contact: { phone: '+1 (555) 010-2030', email: 'hello@acewraps.test' },
    });
    expect(page).toContain('Ace Wraps');
    expect(page).toContain('Phone: +1 (555) 010-2030');
    expect(page).toContain('E-mail: hello@acewraps.test');
  });

  it('leaves the contact section out when no real detail is known, never a placeholder', () => {
    for (const brand of Object.values(BRANDS)) {
      const page = renderReceiptPage(paid, brandIdentity(brand, { siteUrl: null }));
      expect(page).not.toContain('Questions about this payment?');
      expect(page).not.toContain('{phone}');
      expect(page).not.toContain(brand.supportEmail);
    }
  });
});
