import { expect, type Page, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, gotoReady } from './page-checks';

// Every public page of the main site: no serious or critical axe violations, in light and dark
// themes, and nothing wider than a 390 px phone screen.
// The app follows the system theme live (theme-provider.tsx), so one loaded page is checked in
// both: the second check costs an axe run, not a second load and hydration (decision 032).

const PUBLIC_PAGES = [
  '/',
  '/features',
  '/roi-calculator',
  '/checkout',
  '/checkout/socialagent',
  '/shop-agent-demo',
  '/shop-agent-demo/live',
  '/agent-demo-social',
  '/agent-demo-social/live',
  '/social-agent-demo/live',
  '/agent-demo-storefront',
  '/docs',
  '/payment-success',
  '/payment-canceled?quote_id=00000000-0000-4000-8000-000000000000',
  '/privacy',
  '/terms',
  '/auth',
  '/no-such-page',
];

for (const path of PUBLIC_PAGES) {
  // Both tests of a page share one load of it: a load and hydration in Chromium is most of what
  // such a test costs on two cores (decision 045). The phone check narrows the same page to
  // 390 px afterwards; the layout follows the viewport live, as when the page is loaded at that
  // width. If a test fails, Playwright starts a new worker and the page is loaded again.
  test.describe(() => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ baseURL: E2E.mainUrl });
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await gotoReady(page, path);
    });
    test.afterAll(() => page.close());

    test(`${path} has no serious accessibility violations, light and dark`, async () => {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await expectNoSeriousAxeViolations(page);
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test(`${path} fits a 390 px wide phone`, async () => {
      // As a phone with default settings shows it: light, with its animations.
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
}
