import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_HASH } from './html-document';
import { securityHeaders } from './security-headers';

const app = new Hono();
app.use('*', securityHeaders({ production: true }));
app.get('*', (c) => c.text('ok'));

describe('securityHeaders', () => {
  it('gives pages the CSP (with the boot script hash), framing and referrer policies', async () => {
    const res = await app.request('/features');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${BOOT_SCRIPT_HASH}`);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('gives hashed assets only what applies to them', async () => {
    const res = await app.request('/assets/index-abc.js');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});
