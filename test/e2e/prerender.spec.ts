import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';

// The public pages are prerendered at build time: their content is in the HTML before any script
// runs, and the browser app hydrates it without re-rendering differently.

const PAGES: { path: string; heading: RegExp; text?: string }[] = [
  { path: '/', heading: /AI sales agents/i },
  { path: '/features', heading: /AI sales agent/i },
  { path: '/roi-calculator', heading: /ROI/i },
  { path: '/checkout/quoteagent', heading: /Checkout/i, text: 'Start QuoteAgent - $997/mo' },
  { path: '/shop-agent-demo', heading: /ShopAgent/i },
  { path: '/agent-demo-social', heading: /social/i },
  { path: '/agent-demo-storefront', heading: /quote/i },
  { path: '/docs', heading: /documentation/i, text: 'The script draws a chat button and loads nothing else' },
  { path: '/privacy', heading: /privacy/i },
  { path: '/terms', heading: /terms/i },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (text) await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Client Login' }).first()).toHaveAttribute(
        'href',
        `${E2E.dashboardUrl}/auth`,
      );
    });
  }

  test("the landing page's section buttons work before any script runs", async ({ page }) => {
    await page.goto('/');
    await page.locator('#hero').getByRole('link', { name: 'How it works' }).click();
    await expect(page.locator('#how-it-works-heading')).toBeInViewport();
    await expect(page).toHaveURL(/\/#how-it-works$/);
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('the weprintwraps host gets that brand, its colours and its name', async ({ page }) => {
    await page.goto(`${E2E.hostUrl('weprintwraps.localhost')}/`);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'weprintwraps');
    const primary = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--brand-primary').trim(),
    );
    expect(primary).not.toBe('');
    await expect(page).toHaveTitle(/WePrintWraps/);
  });
});

for (const { path } of PAGES) {
  test(`${path} hydrates without errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('every public page has a title, a description, a canonical link and Open Graph tags', async ({
  request,
}) => {
  for (const { path } of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<title>[^<]+ \| [^<]+<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html, path).toContain(`<link rel="canonical" href="${E2E.mainUrl}${path}"`);
    expect(html, path).toContain('<meta property="og:title"');
    expect(html, path).toContain('<meta property="og:description"');
  }
});

test('robots.txt points at a sitemap that lists the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${E2E.mainUrl}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of PAGES) expect(sitemap).toContain(`<loc>${E2E.mainUrl}${path}</loc>`);
});
