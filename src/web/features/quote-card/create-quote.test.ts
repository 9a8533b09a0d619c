import { describe, expect, it } from 'vitest';
import { checkoutUrlOf } from './checkout-tab';
import { readCreateQuoteResponse } from './create-quote';

const row = { quote_id: 'a1b2', quote_number: 'Q-2025-0001', customer_id: 'c3d4' };

describe('readCreateQuoteResponse', () => {
  it('reads an object answer', () => {
    expect(readCreateQuoteResponse(row)).toEqual(row);
  });

  it('uses the first element of an array answer', () => {
    expect(readCreateQuoteResponse([row, { ...row, quote_number: 'other' }])).toEqual(row);
  });

  it('refuses anything without a quote id and number', () => {
    for (const body of [null, [], {}, { quote_id: 'a1b2' }, [{ quote_number: 'Q-1' }], 'Q-1']) {
      expect(() => readCreateQuoteResponse(body)).toThrow('Unexpected RPC response format');
    }
  });
});

describe('checkoutUrlOf', () => {
  const base = 'http://localhost:3000/agent-demo-storefront';

  it('resolves the test checkout path against the page', () => {
    expect(checkoutUrlOf('/test-checkout/cs_1', base)).toBe('http://localhost:3000/test-checkout/cs_1');
    expect(checkoutUrlOf('https://checkout.stripe.com/c/pay/cs_1', base)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
  });

  it('refuses anything that is not a web address', () => {
    expect(() => checkoutUrlOf('javascript:alert(1)', base)).toThrow('Unexpected checkout URL');
    expect(() => checkoutUrlOf('data:text/html,hi', base)).toThrow('Unexpected checkout URL');
  });
});
