import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, lastForwardedAddress } from './client-ip';

describe('client address', () => {
  it('takes the entry our proxy appended, not what the client wrote first', () => {
    expect(lastForwardedAddress('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(lastForwardedAddress(' 198.51.100.7 ')).toBe('198.51.100.7');
    expect(lastForwardedAddress('')).toBeUndefined();
    expect(lastForwardedAddress(undefined)).toBeUndefined();
  });

  it('ignores proxy headers unless TRUST_PROXY is set', async () => {
    const app = (trust: boolean) => {
      const a = new Hono();
      a.get('/', (c) => c.text(clientIp(c, trust)));
      return a;
    };
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' };
    expect(await (await app(true).request('/', { headers })).text()).toBe('203.0.113.9');
    expect(await (await app(false).request('/', { headers })).text()).not.toContain('6.6.6.6');
  });
});
