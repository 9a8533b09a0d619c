import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { cancelUrlFor, checkoutOrigin, fillSessionId, successUrlFor } from './return-urls';

const dev = parseEnv({ NODE_ENV: 'test' });
const prod = parseEnv({
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://sales.example.com',
  DASHBOARD_URL: 'https://app.sales.example.com',
  TRUSTED_ORIGINS: 'https://weprintwraps.com',
});

describe('checkoutOrigin', () => {
  it('keeps a trusted origin of the caller, without its path', () => {
    expect(checkoutOrigin(dev, 'http://localhost:3000/checkout/shopagent?x=1')).toBe('http://localhost:3000');
    expect(checkoutOrigin(dev, 'http://weprintwraps.localhost:3000')).toBe(
      'http://weprintwraps.localhost:3000',
    );
    expect(checkoutOrigin(prod, 'https://weprintwraps.com/checkout')).toBe('https://weprintwraps.com');
    expect(checkoutOrigin(prod, 'https://app.sales.example.com')).toBe('https://app.sales.example.com');
  });

  it('falls back to PUBLIC_URL for anything else', () => {
    for (const candidate of [
      undefined,
      null,
      '',
      'null',
      'not a url',
      'https://evil.example.net/checkout',
      'https://sales.example.com.evil.net',
      'http://localhost:3000', // a dev origin is not trusted in production
      'javascript:alert(1)',
      'https://user@weprintwraps.com.evil.net',
    ]) {
      expect(checkoutOrigin(prod, candidate), String(candidate)).toBe('https://sales.example.com');
    }
    expect(checkoutOrigin(dev, 'https://evil.example.net')).toBe('http://localhost:3000');
  });
});

describe('return URLs', () => {
  it('carry Stripe’s literal placeholder and the quote id', () => {
    expect(successUrlFor('https://a.example', null)).toBe(
      'https://a.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(successUrlFor('https://a.example', 'q1')).toBe(
      'https://a.example/payment-success?session_id={CHECKOUT_SESSION_ID}&quote_id=q1',
    );
    expect(cancelUrlFor('https://a.example', null)).toBe('https://a.example/payment-canceled');
    expect(cancelUrlFor('https://a.example', { quoteId: 'q1', checkoutId: 'c1' })).toBe(
      'https://a.example/payment-canceled?quote_id=q1&checkout=c1',
    );
    expect(fillSessionId(successUrlFor('https://a.example', 'q1'), 'test_cs_a-b_c')).toBe(
      'https://a.example/payment-success?session_id=test_cs_a-b_c&quote_id=q1',
    );
  });
});
