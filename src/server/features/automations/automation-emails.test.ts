import { describe, expect, it } from 'vitest';
import { applyBrandSettings } from '../../../domain/brand-settings';
import { BRANDS, placeholdersIn } from '../../../domain/brands';
import { brandIdentity } from '../../../domain/business-identity';
import { abandonedChatEmail, quoteReminderEmail, upsellOfferEmail } from './automation-emails';
import { brandedSender, emailLinkOrigin, greeting } from './branded-email';

const common = {
  defaultFrom: 'Sales Agent Suite <no-reply@mail.example.com>',
  to: 'jo@example.com',
  workspaceId: null,
  customerName: 'Jo <b>Bold</b>',
  metadata: {},
};

describe('follow-up e-mail templates', () => {
  it("carry the brand's quote branding, a pay link for the reminder and escape what customers typed", () => {
    const brand = applyBrandSettings({
      weprintwraps: { supportEmail: 'help@weprintwraps.test', phone: '+1 555 010 0200' },
    }).weprintwraps;
    const email = quoteReminderEmail({
      ...common,
      business: brandIdentity(brand, { siteUrl: 'https://example.com' }),
      quoteNumber: 'Q-2026-0001',
      totalAmount: '3456.00',
      payUrl: 'http://localhost:3000/test-checkout/test_cs_abc?x=1&y=2',
    });
    expect(email.subject).toBe('Reminder: quote Q-2026-0001 from WePrintWraps is waiting for you');
    expect(email.from).toBe('"WePrintWraps Quotes" <no-reply@mail.example.com>');
    expect(email.replyTo).toBe('help@weprintwraps.test');
    for (const part of [email.text, email.html!]) {
      expect(part).toContain(brand.quote_branding.header_tagline);
      expect(part).toContain(brand.quote_branding.footer_message);
      expect(part).toContain('$3,456.00');
    }
    expect(email.text).toContain(brand.quote_branding.header_title);
    expect(email.text).toContain('Pay your quote: http://localhost:3000/test-checkout/test_cs_abc?x=1&y=2');
    expect(email.text).toContain('Hi Jo <b>Bold</b>,');
    expect(email.html).toContain('Hi Jo &lt;b&gt;Bold&lt;/b&gt;,');
    expect(email.html).not.toContain('<b>Bold');
    expect(email.html).toContain('href="http://localhost:3000/test-checkout/test_cs_abc?x=1&amp;y=2"');
    expect(email.html).toContain('Your Wrap &amp; Signage Quote');
    const contact = 'Questions? Write to help@weprintwraps.test or call +1 555 010 0200.';
    expect(email.text).toContain(contact);
    expect(email.html).toContain(contact);
  });

  it('leave out the contact line and the reply-to a deployment has not configured', () => {
    const email = quoteReminderEmail({
      ...common,
      business: brandIdentity(BRANDS.weprintwraps, { siteUrl: 'http://localhost:3000' }),
      quoteNumber: 'Q-2026-0001',
      totalAmount: '3456.00',
      payUrl: 'http://localhost:3000/test-checkout/test_cs_abc',
    });
    expect(email.replyTo).toBeUndefined();
    expect(email.text).not.toContain('Questions?');
    expect(email.html).not.toContain('Questions?');
    expect(placeholdersIn(`${email.text}${email.html}`)).toEqual([]);
  });

  it("offers the workspace's upsells and links the site", () => {
    const email = upsellOfferEmail({
      ...common,
      business: brandIdentity(BRANDS.default, { siteUrl: 'https://example.com' }),
      quoteNumber: 'Q-2026-0002',
      upsells: [
        { label: 'Window tinting', price: 350 },
        { label: 'Paint protection', price: 500 },
      ],
    });
    expect(email.text).toContain('Thank you for accepting quote Q-2026-0002!');
    expect(email.text).toContain('Window tinting (+$350.00), Paint protection (+$500.00)');
    expect(email.text).toContain('Visit Sales Agent Suite: https://example.com');
  });

  it('invites the visitor back to the chat by the name of the agent they talked to', () => {
    const email = abandonedChatEmail({
      ...common,
      customerName: 'Website Visitor',
      business: brandIdentity(BRANDS.mightyagent, { siteUrl: 'https://mightyagent.example.com' }),
      agentName: 'Luna',
    });
    expect(email.text).toContain('Hi there,');
    expect(email.text).toContain('Thanks for chatting with Luna earlier.');
    // The product's name for the kind of agent is never the customer's word for it.
    expect(email.text).not.toMatch(/ShopAgent|SocialAgent|QuoteAgent/);
    expect(email.text).toContain('Continue the conversation: https://mightyagent.example.com');
    expect(email.text).not.toContain('{phone}');
  });

  it('says "us" when the agent is gone', () => {
    const business = brandIdentity(BRANDS.mightyagent, { siteUrl: null });
    const email = abandonedChatEmail({ ...common, customerName: null, business, agentName: null });
    expect(email.text).toContain('Thanks for chatting with us earlier.');
  });
});

describe('brandedSender and greeting', () => {
  it('puts the brand name on the configured address', () => {
    expect(brandedSender({ fromName: BRANDS.default.email_config.from_name }, 'no-reply@example.org')).toBe(
      '"Sales Agent Suite" <no-reply@example.org>',
    );
  });

  it("links the page that asked, never the dashboard customers don't use", () => {
    const env = { dashboardUrl: 'https://app.example.com' };
    expect(emailLinkOrigin(env, 'https://weprintwraps.com')).toBe('https://weprintwraps.com');
    expect(emailLinkOrigin(env, 'https://app.example.com')).toBeUndefined();
    expect(emailLinkOrigin(env, undefined)).toBeUndefined();
    expect(emailLinkOrigin(env, 'not a url')).toBeUndefined();
  });

  it('greets a visitor without a name generically', () => {
    expect(greeting(null)).toBe('Hi there,');
    expect(greeting('  ')).toBe('Hi there,');
    expect(greeting('Sam')).toBe('Hi Sam,');
  });
});
