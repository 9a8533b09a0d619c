import { describe, expect, it } from 'vitest';
import { applyBrandSettings } from './brand-settings';
import { BRANDS } from './brands';
import {
  brandIdentity,
  businessIdentity,
  contactLinesOf,
  isPlaceholderContact,
  realContact,
} from './business-identity';

describe('isPlaceholderContact', () => {
  it.each([
    '{phone}',
    'Call {phone}',
    'hello@example.com',
    'support@weprintwraps.example.com',
    'https://example.com',
    'https://shop.example.org/contact',
    'example.net',
    '',
    '   ',
    null,
    undefined,
  ])('flags %j', (value) => {
    expect(isPlaceholderContact(value)).toBe(true);
  });

  it.each([
    '+1 (555) 010-2030',
    'hello@acewraps.test',
    'https://acewraps.com',
    '12 Main St',
    'Mon–Fri 8–5',
  ])('keeps %j', (value) => {
    expect(isPlaceholderContact(value)).toBe(false);
  });
});

describe('contact lines', () => {
  it('prints one line per real detail, in a fixed order, and nothing for placeholders', () => {
    const contact = realContact({
      hours: 'Mon–Fri 8–5',
      phone: ' +1 555 0100 ',
      email: 'support@example.com',
      website: 'https://acewraps.com',
    });
    expect(contactLinesOf(contact)).toEqual([
      'Phone: +1 555 0100',
      'Website: https://acewraps.com',
      'Hours: Mon–Fri 8–5',
    ]);
    expect(contactLinesOf(realContact(undefined))).toEqual([]);
  });
});

describe('businessIdentity', () => {
  const configured = {
    name: 'Ace Wraps',
    isPlatformDemo: false,
    contact: { phone: '+1 (555) 010-2030', email: 'hello@acewraps.test', website: 'https://acewraps.com' },
    branding: { primaryColor: '#112233', tagline: 'Wraps that last' },
  };

  it("speaks as a configured workspace's own business", () => {
    const identity = businessIdentity(BRANDS.weprintwraps, configured, { platformSiteUrl: 'https://p.test' });
    expect(identity).toMatchObject({
      name: 'Ace Wraps',
      fromName: 'Ace Wraps',
      tagline: 'Wraps that last',
      color: '#112233',
      replyTo: 'hello@acewraps.test',
      siteUrl: 'https://acewraps.com',
      footerMessage: 'Thank you for choosing Ace Wraps!',
    });
    expect(identity.contactLines).toContain('Phone: +1 (555) 010-2030');
    expect(JSON.stringify(identity)).not.toMatch(/WePrintWraps|\{phone\}|example\.com/);
  });

  it('leaves out what a workspace has not set, and never borrows the brand placeholders', () => {
    const identity = businessIdentity(BRANDS.default, { name: 'Bare Shop', isPlatformDemo: false });
    expect(identity).toMatchObject({ tagline: null, replyTo: null, siteUrl: null, contactLines: [] });
    expect(identity.color).toBe(BRANDS.default.colors.primary);
    expect(JSON.stringify(identity)).not.toMatch(/\{phone\}|example\.com/);
  });

  it("keeps the brand's own voice for the platform demo", () => {
    const identity = businessIdentity(
      BRANDS.weprintwraps,
      { ...configured, isPlatformDemo: true },
      { platformSiteUrl: 'https://p.test' },
    );
    expect(identity).toEqual(brandIdentity(BRANDS.weprintwraps, { siteUrl: 'https://p.test' }));
    // Nothing configured for the brand: no contact line, no made-up detail.
    expect(identity.contactLines).toEqual([]);
    expect(identity.contact).toEqual({});
    expect(identity.replyTo).toBeNull();
  });

  it("speaks for the platform demo with the brand's configured contact details", () => {
    const brand = applyBrandSettings({
      weprintwraps: { supportEmail: 'help@wpw.test', phone: '+1 555 010 0200' },
    }).weprintwraps;
    const identity = businessIdentity(
      brand,
      { ...configured, isPlatformDemo: true },
      { platformSiteUrl: 'https://p.test' },
    );
    expect(identity.contact).toEqual({ email: 'help@wpw.test', phone: '+1 555 010 0200' });
    expect(identity.contactLines).toEqual(['Questions? Write to help@wpw.test or call +1 555 010 0200.']);
    expect(identity.replyTo).toBe('help@wpw.test');
  });
});
