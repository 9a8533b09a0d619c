import { describe, expect, it } from 'vitest';
import { factsSummary, initialFactsForm, PRICE_MESSAGES, parseFactsForm } from './preview-facts-form';

const EMPTY = { minimumOrder: '', pricePerSqFt: '', orderingFlow: '', shippingPolicy: '' } as const;

describe('initialFactsForm', () => {
  it('pre-fills the known site with no minimum and 5.20 per sq ft', () => {
    expect(initialFactsForm('https://www.weprintwraps.com', undefined)).toEqual({
      ...EMPTY,
      minimumOrder: 'none',
      pricePerSqFt: '5.20',
    });
  });

  it('starts empty for any other site, and with earlier answers when there are some', () => {
    expect(initialFactsForm('https://acme.com', null)).toEqual(EMPTY);
    expect(initialFactsForm('https://acme.com', { shippingPolicy: 'Free over $50' })).toEqual({
      ...EMPTY,
      shippingPolicy: 'Free over $50',
    });
  });
});

describe('parseFactsForm', () => {
  it('nothing filled in is the same as skipping', () => {
    expect(parseFactsForm({ ...EMPTY, orderingFlow: '   ', shippingPolicy: '<>' })).toEqual({
      ok: true,
      facts: null,
    });
  });

  it('keeps what was filled in, sanitised', () => {
    expect(
      parseFactsForm({
        minimumOrder: 'custom',
        pricePerSqFt: '4.5',
        orderingFlow: '  Order <b>online</b> ',
        shippingPolicy: 'Ships in 2 days',
      }),
    ).toEqual({
      ok: true,
      facts: {
        minimumOrder: 'custom',
        pricePerSqFt: 4.5,
        orderingFlow: 'Order bonline/b',
        shippingPolicy: 'Ships in 2 days',
      },
    });
  });

  it.each([
    ['5.205', PRICE_MESSAGES.decimals],
    ['-1', PRICE_MESSAGES.negative],
    ['abc', PRICE_MESSAGES.notANumber],
  ])('refuses the price %j', (price, message) => {
    expect(parseFactsForm({ ...EMPTY, pricePerSqFt: price })).toEqual({
      ok: false,
      errors: { pricePerSqFt: message },
    });
  });

  it('accepts a price of 0 and two decimals', () => {
    expect(parseFactsForm({ ...EMPTY, pricePerSqFt: '0' })).toEqual({ ok: true, facts: { pricePerSqFt: 0 } });
    expect(parseFactsForm({ ...EMPTY, pricePerSqFt: '12.34' })).toEqual({
      ok: true,
      facts: { pricePerSqFt: 12.34 },
    });
  });
});

describe('factsSummary', () => {
  it('says every fact in one line', () => {
    expect(
      factsSummary({
        minimumOrder: 'minimum_amount',
        pricePerSqFt: 5.2,
        orderingFlow: 'Online',
        shippingPolicy: 'Free',
      }),
    ).toBe('Minimum order amount · $5.20 per sq ft · Ordering: Online · Shipping: Free');
  });
});
