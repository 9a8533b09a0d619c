import { describe, expect, it } from 'vitest';
import { allowedHostName, frameAncestorSources } from './frame-ancestors';

describe('allowedHostName', () => {
  it.each([
    ['example.com', 'example.com'],
    ['Shop.Example.COM', 'shop.example.com'],
    ['  localhost ', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['*.example.com', '*.example.com'],
    ['https://example.com/', 'example.com'],
    ['http://example.com:8080/shop?x=1', 'example.com'],
    ['example.com.', 'example.com'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('reads %j as %j', (entry, host) => {
    expect(allowedHostName(entry)).toBe(host);
  });

  it.each([
    '',
    'exa mple.com',
    "example.com 'unsafe-inline'",
    'example.com; script-src *',
    '*',
    'example.*.com',
    '*.com',
    '[::1]',
    'user@example.com',
    '-example.com',
    'example..com',
    `${'a'.repeat(64)}.com`,
  ])('drops %j', (entry) => {
    expect(allowedHostName(entry)).toBeNull();
  });
});

describe('frameAncestorSources', () => {
  it('allows our own origin and each allowed host over http and https on any port', () => {
    expect(frameAncestorSources(['localhost', '127.0.0.1'])).toEqual([
      "'self'",
      'http://localhost:*',
      'https://localhost:*',
      'http://127.0.0.1:*',
      'https://127.0.0.1:*',
    ]);
  });

  it('lists a host once and leaves out entries that are no host', () => {
    expect(frameAncestorSources(['Example.com', 'https://example.com/', 'bad entry;'])).toEqual([
      "'self'",
      'http://example.com:*',
      'https://example.com:*',
    ]);
  });

  it('allows only our own origin when no domain is allowed', () => {
    expect(frameAncestorSources([])).toEqual(["'self'"]);
  });
});
