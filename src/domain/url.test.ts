import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostnameOf, isHttpUrl } from './url';

describe('isHttpUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1',
    'https://shop.example.co.uk',
    'http://localhost:3000',
    'http://127.0.0.1:8080/x',
    'HTTPS://Example.COM',
  ])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://javascript:alert(1)',
    'https://mailto:x@example.com',
    'https://user:pass@example.com',
    'https://not a url',
    'https://example',
    'https://exa_mple.com',
    'https://ftp://example.com',
  ])('rejects %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });

  it('accepts every generated http(s) web URL with a dotted host', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        fc.pre(!/@/.test(url.split('/')[2] ?? '') && /\.[a-z]{2,}$/i.test(new URL(url).hostname));
        expect(isHttpUrl(url)).toBe(true);
      }),
    );
  });
});

describe('hostnameOf', () => {
  it('returns the lower-cased host or null', () => {
    expect(hostnameOf('https://WWW.Example.com:8443/a')).toBe('www.example.com');
    expect(hostnameOf('not a url')).toBeNull();
  });
});
