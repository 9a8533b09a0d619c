import { type APIRequestContext, expect, test } from '@playwright/test';
import { placeholdersIn } from '../../src/domain/brands';
import { PRERENDERED_PATHS } from '../../src/domain/prerender';
import { E2E, E2E_BRAND_SETTINGS } from './e2e-env';
import { gotoReady } from './page-checks';

// The brand follows the host: its dashboard links lead to that brand's dashboard, and only the
// contact details configured for it (BRAND_SETTINGS; the test server configures mightyagent's)
// reach the pages, never a placeholder.

const BRAND_HOSTS = ['weprintwraps.localhost', 'mightyagent.localhost'] as const;
const dashboardOf = (host: string) => `http://app.${host}:${E2E.dashboardPort}`;

for (const host of BRAND_HOSTS) {
  test(`on ${host}, Client Login and Open Dashboard lead to that brand's dashboard`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, `${E2E.hostUrl(host)}/features`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Client Login' })).toHaveAttribute(
      'href',
      `${dashboardOf(host)}/auth`,
    );
    await expect(header.getByRole('link', { name: 'Open Dashboard' })).toHaveAttribute(
      'href',
      `${dashboardOf(host)}/admin`,
    );
    await header.getByRole('link', { name: 'Client Login' }).click();
    await expect(page).toHaveURL(`${dashboardOf(host)}/auth`);
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-brand', host.split('.')[0]!);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test(`on ${host}, the phone menu's dashboard links lead there too`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoReady(page, `${E2E.hostUrl(host)}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Client Login' })).toHaveAttribute(
      'href',
      `${dashboardOf(host)}/auth`,
    );
    await expect(menu.getByRole('link', { name: 'Open Dashboard' })).toHaveAttribute(
      'href',
      `${dashboardOf(host)}/admin`,
    );
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered pages carry each brand's dashboard links", async ({ page }) => {
    for (const host of BRAND_HOSTS) {
      await page.goto(`${E2E.hostUrl(host)}/roi-calculator`);
      await expect(page.getByRole('link', { name: 'Client Login' }).first()).toHaveAttribute(
        'href',
        `${dashboardOf(host)}/auth`,
      );
    }
    // The default brand keeps the configured dashboard.
    await page.goto('/roi-calculator');
    await expect(page.getByRole('link', { name: 'Client Login' }).first()).toHaveAttribute(
      'href',
      `${E2E.dashboardUrl}/auth`,
    );
  });
});

test.describe('the served HTML and config', () => {
  // The raw responses only, so no browser: each host's 17 responses as plain HTTP requests
  // through 127.0.0.1 with the brand's host name in the Host header, which is all a browser that
  // resolves *.localhost sends differently (the runner's own lookup cannot resolve those names).
  // Loading them as pages cost 51 page loads in Chromium, styles and images included (decision 055).
  const get = (request: APIRequestContext, host: string, path: string) =>
    request.get(`${E2E.mainUrl}${path}`, { headers: { host: `${host}:${E2E.mainPort}` } });

  test('no page of any brand shows a placeholder for a contact detail', async ({ request }) => {
    for (const host of ['localhost', ...BRAND_HOSTS]) {
      // (The demo accounts' addresses are example.com ones on purpose; the brand's details may not be.)
      const configResponse = await get(request, host, '/api/config');
      expect(configResponse.status(), `${host} /api/config`).toBe(200);
      const { dashboardUrl, brandContact } = await configResponse.json();
      // The request reached the host's brand, not the default one.
      if (host !== 'localhost') expect(dashboardUrl, `${host} /api/config`).toBe(dashboardOf(host));
      expect(placeholdersIn(JSON.stringify({ dashboardUrl, brandContact })), `${host} /api/config`).toEqual(
        [],
      );
      for (const path of PRERENDERED_PATHS) {
        const response = await get(request, host, path);
        expect(response.status(), `${host}${path}`).toBe(200);
        const html = await response.text();
        // The pages' own sample data may use example.com (a demo customer); a brand's contact may not.
        expect(html, `${host}${path}`).not.toMatch(
          /\{phone\}|prerender\.invalid|(hello|support|quotes)@[a-z.]*example\.com/,
        );
      }
    }
  });
});

test("a configured brand's contact details reach its pages; an unconfigured brand's lines are left out", async ({
  page,
}) => {
  const { supportEmail } = E2E_BRAND_SETTINGS.mightyagent;
  await gotoReady(page, `${E2E.hostUrl('mightyagent.localhost')}/privacy`);
  await expect(page.getByRole('main')).toContainText(
    `Ask us at ${supportEmail} and we will help you promptly.`,
  );
  await gotoReady(page, `${E2E.hostUrl('mightyagent.localhost')}/terms`);
  await expect(page.getByRole('main').locator(`a[href="mailto:${supportEmail}"]`).first()).toBeVisible();
  await gotoReady(page, `${E2E.hostUrl('weprintwraps.localhost')}/privacy`);
  await expect(page.getByRole('main')).toContainText('Ask us and we will help you promptly.');
  await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCount(0);
});
