import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, brandFromHost, brandKeyFromHost } from './brands';

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

  it('uses the {phone} placeholder and example addresses', () => {
    for (const key of BRAND_KEYS) {
      const brand = BRANDS[key];
      expect(brand.phone).toBe('{phone}');
      expect(brand.email).toMatch(/@.*example\.com$/);
      expect(brand.supportEmail).toMatch(/@.*example\.com$/);
      expect(brand.email_config.from_email).toMatch(/@.*example\.com$/);
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

  it("maps each brand's own domains back to the brand", () => {
    for (const key of BRAND_KEYS) {
      for (const domain of Object.values(BRANDS[key].domains)) expect(brandKeyFromHost(domain)).toBe(key);
    }
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
