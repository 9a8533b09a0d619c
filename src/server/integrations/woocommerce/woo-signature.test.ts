import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidWooSignature, wooSignature } from './woo-signature';

const body = new TextEncoder().encode('{"id":37,"name":"Harbor Rain Jacket","price":"129.00"}');
// What WooCommerce computes: base64 of the raw HMAC-SHA256 of the exact body.
const signed = createHmac('sha256', 'whsec').update(body).digest('base64');

describe('the WooCommerce webhook signature', () => {
  it('is base64(HMAC-SHA256(secret, body))', () => {
    expect(wooSignature(body, 'whsec')).toBe(signed);
  });

  it('accepts the exact body signed with the secret', () => {
    expect(isValidWooSignature(body, signed, 'whsec')).toBe(true);
  });

  it('refuses another secret, a changed byte, a missing or truncated header and an empty secret', () => {
    expect(isValidWooSignature(body, signed, 'other')).toBe(false);
    const changed = new Uint8Array(body);
    changed[changed.length - 3] = 0x39;
    expect(isValidWooSignature(changed, signed, 'whsec')).toBe(false);
    expect(isValidWooSignature(body, undefined, 'whsec')).toBe(false);
    expect(isValidWooSignature(body, signed.slice(0, -2), 'whsec')).toBe(false);
    expect(isValidWooSignature(body, createHmac('sha256', '').update(body).digest('base64'), '')).toBe(false);
  });

  it('does not take the hex form (a common mistake) for the base64 one', () => {
    const hex = createHmac('sha256', 'whsec').update(body).digest('hex');
    expect(isValidWooSignature(body, hex, 'whsec')).toBe(false);
  });
});
