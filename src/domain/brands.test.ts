import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRAND_CONTACT_FIELDS,
  BRAND_KEYS,
  BRANDS,
  brandContactLine,
  brandFromHost,
  brandKeyFromHost,
  brandReplyTo,
  placeholdersIn,
} from './brands';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('BRANDS', () => {
  it('has exactly the three spec keys, each self-keyed', () => {
    expect(BRAND_KEYS).toEqual(['default', 'mightyagent', 'weprintwraps']);
    for (const key of BRAND_KEYS) expect(BRANDS[key].key).toBe(key);
  });

  it('carries no placeholder text anywhere: no {phone}, no example.* address or domain', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    for (const key of BRAND_KEYS) {
      for (const text of texts(BRANDS[key])) expect(placeholdersIn(text), `${key}: ${text}`).toEqual([]);
      // Unknown until a deployment configures them (BRAND_SETTINGS).
      for (const field of BRAND_CONTACT_FIELDS) expect(BRANDS[key][field]).toBeUndefined();
      expect(brandContactLine(BRANDS[key])).toBeUndefined();
      expect(brandReplyTo(BRANDS[key])).toBeUndefined();
    }
  });

  it('has hex colours and readable foreground on background (WCAG AAA, 7:1)', () => {
    for (const key of BRAND_KEYS) {
      const { colors } = BRANDS[key];
      for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(colors.foreground, colors.background)).toBeGreaterThanOrEqual(7);
    }
  });

  it('gives each brand a distinct primary colour', () => {
    const primaries = new Set(BRAND_KEYS.map((k) => BRANDS[k].colors.primary));
    expect(primaries.size).toBe(3);
  });

  it('knows no host names of its own until configured', () => {
    for (const key of BRAND_KEYS) expect(BRANDS[key].domains).toEqual({});
  });
});

describe('brandKeyFromHost', () => {
  it.each([
    ['weprintwraps.com', 'weprintwraps'],
    ['app.WePrintWraps.com:3001', 'weprintwraps'],
    ['mightyagent.io', 'mightyagent'],
    ['MIGHTYAGENT.example.com:8080', 'mightyagent'],
    ['localhost:3000', 'default'],
    ['app.localhost:3001', 'default'],
    ['example.com', 'default'],
    ['', 'default'],
  ] as const)('%s → %s', (host, expected) => {
    expect(brandKeyFromHost(host)).toBe(expected);
  });

  it('prefers weprintwraps when both names appear', () => {
    expect(brandKeyFromHost('mightyagent.weprintwraps.com')).toBe('weprintwraps');
  });

  it('ignores any port', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('weprintwraps.com', 'mightyagent.com', 'example.org'),
        fc.nat(65535),
        (h, p) => {
          expect(brandKeyFromHost(`${h}:${p}`)).toBe(brandKeyFromHost(h));
        },
      ),
    );
  });

  it('returns the full config from brandFromHost', () => {
    expect(brandFromHost('shop.weprintwraps.com')).toBe(BRANDS.weprintwraps);
  });
});

describe('placeholdersIn', () => {
  it('finds stand-ins, not real values', () => {
    expect(placeholdersIn('Questions? Call {phone}.')).toEqual(['{phone}']);
    expect(placeholdersIn('support@weprintwraps.example.com')).toEqual(['example.com']);
    expect(placeholdersIn('https://public-url.prerender.invalid/x')).toEqual(['.invalid']);
    expect(placeholdersIn('help@weprintwraps.com')).toEqual([]);
    expect(placeholdersIn('+1 555 010 0200')).toEqual([]);
  });
});

describe('brandContactLine and brandReplyTo', () => {
  const brand = BRANDS.weprintwraps;
  it('say only what is known', () => {
    expect(brandContactLine({ ...brand, supportEmail: 'help@wpw.com', phone: '+1 555 010 0200' })).toBe(
      'Questions? Write to help@wpw.com or call +1 555 010 0200.',
    );
    expect(brandContactLine({ ...brand, email: 'hi@wpw.com' })).toBe('Questions? Write to hi@wpw.com.');
    expect(brandContactLine({ ...brand, phone: '+1 555 010 0200' })).toBe('Questions? Call +1 555 010 0200.');
    expect(brandReplyTo({ ...brand, email: 'hi@wpw.com', supportEmail: 'help@wpw.com' })).toBe(
      'help@wpw.com',
    );
    expect(brandReplyTo({ ...brand, email: 'hi@wpw.com' })).toBe('hi@wpw.com');
  });
});
