import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../domain/brands';
import {
  PRERENDER_BRAND_CONTACT,
  PRERENDER_CANONICAL_ORIGIN,
  PRERENDER_DASHBOARD_ORIGIN,
  PRERENDER_PUBLIC_ORIGIN,
} from '../../domain/prerender';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH, fillBrandContact, finalizeDocument } from './html-document';

const page = `<!doctype html><html lang="en"><head><!--app-boot--><link rel="canonical" href="${PRERENDER_CANONICAL_ORIGIN}/features" /></head><body><div id="root" data-prerendered="true"><a href="${PRERENDER_DASHBOARD_ORIGIN}/auth">Client Login</a><a href="${PRERENDER_PUBLIC_ORIGIN}/">Home</a></div></body></html>`;

const context = {
  brand: BRANDS.weprintwraps,
  mode: 'main' as const,
  config: { publicUrl: 'https://example.com/', dashboardUrl: 'https://app.example.com', demoMode: false },
  canonicalOrigin: 'https://weprintwraps.example',
};

describe('finalizeDocument', () => {
  it('writes the brand, its colours and the mode onto <html>', () => {
    const html = finalizeDocument(page, context);
    expect(html).toContain('data-brand="weprintwraps"');
    expect(html).toContain('data-mode="main"');
    expect(html).toContain(`--brand-primary:${BRANDS.weprintwraps.colors.primary}`);
  });

  it('replaces the prerender origins with the configured URLs and the canonical origin', () => {
    const html = finalizeDocument(page, context);
    expect(html).toContain('href="https://app.example.com/auth"');
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('href="https://weprintwraps.example/features"');
    expect(html).not.toContain('prerender.invalid');
  });

  it('embeds the config as JSON that cannot close its script element', () => {
    const html = finalizeDocument(page, {
      ...context,
      config: { ...context.config, note: '</script><script>alert(1)</script>' },
    });
    const json = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script');
    expect(JSON.parse(json ?? '{}').note).toBe('</script><script>alert(1)</script>');
  });

  it('includes the theme boot script whose hash the CSP allows', () => {
    const html = finalizeDocument(page, context);
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(BOOT_SCRIPT_HASH).toBe(hash);
  });
});

describe('fillBrandContact', () => {
  const { email, supportEmail } = PRERENDER_BRAND_CONTACT;
  const html = `<p>Rights. <data value="brand-contact:supportEmail">Write to <a href="mailto:${supportEmail}">${supportEmail}</a>.</data></p><p><data value="brand-contact:email"><a href="mailto:${email}?subject=x">Contact sales<span class="sr-only"> about Pro</span></a></data></p>`;

  it('removes every line whose detail is unknown, leaving no stand-in', () => {
    expect(fillBrandContact(html, {})).toBe('<p>Rights. <!-- --></p><p><!-- --></p>');
  });

  it('fills in the details that are known, escaped', () => {
    const filled = fillBrandContact(html, { email: 'sales@wpw.test', supportEmail: 'a&b@wpw.test' });
    expect(filled).toContain('href="mailto:a&amp;b@wpw.test">a&amp;b@wpw.test</a>');
    expect(filled).toContain('href="mailto:sales@wpw.test?subject=x"');
    expect(filled).not.toContain('prerender.invalid');
  });
});
