import { describe, expect, it } from 'vitest';
import {
  isLocalHostName,
  isSameSite,
  normalizeStartUrl,
  pageKey,
  pageLinkOf,
  parseWebUrl,
  siteKey,
  URL_REASONS,
} from './site-url';

function url(text: string) {
  const parsed = parseWebUrl(text);
  if (!parsed) throw new Error(`bad test URL ${text}`);
  return parsed;
}

describe('normalizeStartUrl', () => {
  it('adds https:// when the scheme is missing and drops the fragment', () => {
    const result = normalizeStartUrl('  lonestarwraps.example/services#top ');
    expect(result.ok && result.url.href).toBe('https://lonestarwraps.example/services');
  });

  it('keeps an explicit http scheme and port', () => {
    const result = normalizeStartUrl('http://127.0.0.1:8080/');
    expect(result.ok && result.url.href).toBe('http://127.0.0.1:8080/');
  });

  it('reads host:port without a scheme as a host', () => {
    const result = normalizeStartUrl('shop.example:8443/menu');
    expect(result.ok && result.url.href).toBe('https://shop.example:8443/menu');
  });

  it('turns decimal, hex and octal IPv4 hosts into dotted form', () => {
    for (const input of ['http://2130706433/', 'http://0x7f.1/', 'http://017700000001/']) {
      const result = normalizeStartUrl(input);
      expect(result.ok && result.url.hostname).toBe('127.0.0.1');
    }
  });

  it('refuses other schemes, credentials and nonsense', () => {
    expect(normalizeStartUrl('ftp://files.example/')).toEqual({ ok: false, reason: URL_REASONS.scheme });
    expect(normalizeStartUrl('file:///etc/passwd')).toEqual({ ok: false, reason: URL_REASONS.scheme });
    expect(normalizeStartUrl('https://user:pw@shop.example/')).toEqual({
      ok: false,
      reason: URL_REASONS.credentials,
    });
    expect(normalizeStartUrl('not a url')).toEqual({ ok: false, reason: URL_REASONS.invalid });
    expect(normalizeStartUrl('')).toEqual({ ok: false, reason: URL_REASONS.invalid });
  });
});

describe('isLocalHostName', () => {
  it('knows the names that always mean this machine', () => {
    expect(isLocalHostName('localhost')).toBe(true);
    expect(isLocalHostName('LOCALHOST.')).toBe(true);
    expect(isLocalHostName('app.localhost')).toBe(true);
    expect(isLocalHostName('localhost.example')).toBe(false);
  });
});

describe('same-site rules', () => {
  it('treats www., the scheme and default ports as the same site', () => {
    expect(isSameSite(url('https://www.shop.example/a'), url('http://shop.example:80/b'))).toBe(true);
    expect(siteKey(url('https://shop.example:443/'))).toBe('shop.example:');
  });

  it('treats other hosts, subdomains and ports as other sites', () => {
    expect(isSameSite(url('https://shop.example/'), url('https://blog.shop.example/'))).toBe(false);
    expect(isSameSite(url('http://127.0.0.1:3000/'), url('http://127.0.0.1:3001/'))).toBe(false);
  });

  it('keeps only same-site page links', () => {
    const site = url('https://shop.example/');
    expect(pageLinkOf('/products/mug?color=blue#reviews', 'https://shop.example/a/', site)?.href).toBe(
      'https://shop.example/products/mug?color=blue',
    );
    expect(pageLinkOf('contact', 'https://shop.example/about/', site)?.href).toBe(
      'https://shop.example/about/contact',
    );
    expect(pageLinkOf('https://other.example/', site.href, site)).toBeNull();
    expect(pageLinkOf('mailto:hi@shop.example', site.href, site)).toBeNull();
    expect(pageLinkOf('javascript:void(0)', site.href, site)).toBeNull();
    expect(pageLinkOf('#top', site.href, site)).toBeNull();
    expect(pageLinkOf('/lookbook.pdf', site.href, site)).toBeNull();
    expect(pageLinkOf('/logo@2x.PNG', site.href, site)).toBeNull();
  });

  it('gives one key to the spellings of one page', () => {
    expect(pageKey(url('https://www.shop.example/about/'))).toBe(pageKey(url('http://shop.example/about')));
    expect(pageKey(url('https://shop.example/?p=1'))).not.toBe(pageKey(url('https://shop.example/?p=2')));
  });
});
