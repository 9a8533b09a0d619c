import { describe, expect, it } from 'vitest';
import { applyBrandSettings, brandDashboardUrl, brandSettingsSchema } from './brand-settings';
import { BRAND_KEYS, BRANDS, placeholdersIn } from './brands';

const errorOf = (input: unknown) => brandSettingsSchema.safeParse(input).error?.issues[0]?.message;

describe('brandSettingsSchema', () => {
  it('takes real contact details and host names per brand', () => {
    const settings = brandSettingsSchema.parse({
      weprintwraps: {
        email: 'hello@weprintwraps.com',
        supportEmail: 'help@weprintwraps.com',
        phone: '+1 (555) 010-0200',
        website: 'https://weprintwraps.com',
        domains: { main: 'WePrintWraps.com', dashboard: 'app.weprintwraps.com' },
      },
    });
    expect(settings.weprintwraps?.domains).toEqual({
      main: 'weprintwraps.com',
      dashboard: 'app.weprintwraps.com',
    });
  });

  it('refuses placeholders, unknown brands and fields, and a dashboard host without app.', () => {
    expect(errorOf({ default: { phone: '{phone}' } })).toMatch(/phone number/);
    expect(errorOf({ default: { supportEmail: 'support@example.com' } })).toMatch(/not a placeholder/);
    expect(errorOf({ default: { domains: { main: 'shop.example.com' } } })).toMatch(/not a placeholder/);
    expect(errorOf({ default: { email: 'nope' } })).toBeDefined();
    expect(errorOf({ acme: { email: 'a@acme.com' } })).toBeDefined();
    expect(errorOf({ default: { fax: '1' } })).toBeDefined();
    expect(errorOf({ default: { domains: { dashboard: 'dashboard.acme.com' } } })).toMatch(/app\./);
  });
});

describe('applyBrandSettings', () => {
  it('leaves every brand as it is without settings, with no placeholder anywhere', () => {
    const brands = applyBrandSettings();
    for (const key of BRAND_KEYS) {
      expect(brands[key]).toEqual(BRANDS[key]);
      expect(placeholdersIn(JSON.stringify(brands[key]))).toEqual([]);
    }
  });

  it('lays the settings over the one brand they name', () => {
    const brands = applyBrandSettings({
      mightyagent: { phone: '+1 555 010 0300', domains: { dashboard: 'app.mightyagent.ai' } },
    });
    expect(brands.mightyagent).toMatchObject({
      name: 'MightyAgent',
      phone: '+1 555 010 0300',
      domains: { dashboard: 'app.mightyagent.ai' },
    });
    expect(brands.mightyagent.email).toBeUndefined();
    expect(brands.default).toEqual(BRANDS.default);
  });
});

describe('brandDashboardUrl', () => {
  const dashboardUrl = 'http://localhost:3001';
  const url = (brand: keyof typeof BRANDS, pageHost: string, dashboard = dashboardUrl, settings = {}) =>
    brandDashboardUrl({ brand: applyBrandSettings(settings)[brand], pageHost, dashboardUrl: dashboard });

  it("is the brand's own dashboard host when configured", () => {
    const settings = { weprintwraps: { domains: { dashboard: 'app.weprintwraps.com' } } };
    expect(url('weprintwraps', 'weprintwraps.com', 'https://app.example.org', settings)).toBe(
      'https://app.weprintwraps.com',
    );
  });

  it('is DASHBOARD_URL for the default brand', () => {
    expect(url('default', 'localhost:3000')).toBe(dashboardUrl);
    expect(url('default', 'suite.com', 'https://app.suite.com')).toBe('https://app.suite.com');
  });

  it('is app.<brand host> on the dashboard port for a local *.localhost brand host', () => {
    expect(url('weprintwraps', 'weprintwraps.localhost:3000')).toBe('http://app.weprintwraps.localhost:3001');
    expect(url('mightyagent', 'mightyagent.localhost:3600', 'http://127.0.0.1:3601')).toBe(
      'http://app.mightyagent.localhost:3601',
    );
    // On the brand's dashboard itself, its own host.
    expect(url('weprintwraps', 'app.weprintwraps.localhost:3001')).toBe(
      'http://app.weprintwraps.localhost:3001',
    );
  });

  it('falls back to DASHBOARD_URL for a brand host without a dashboard of its own', () => {
    expect(url('weprintwraps', 'weprintwraps.com', 'https://app.suite.com')).toBe('https://app.suite.com');
    // A local brand host with a remote dashboard: the configured one, not a made-up local host.
    expect(url('weprintwraps', 'weprintwraps.localhost:3000', 'https://app.suite.com')).toBe(
      'https://app.suite.com',
    );
  });
});
