import { expect, test } from '@playwright/test';
import { BRANDS } from '../../src/domain/brands';
import { PLANS } from '../../src/domain/plans';
import { E2E } from './e2e-env';

test('home page renders the landing page with the plans', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'main');
  await expect(page.getByText('Most Popular').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /privacy/i }).first()).toHaveAttribute('href', '/privacy');
  // Each plan card is an <article> named by its plan's title.
  for (const plan of PLANS) {
    await expect(page.getByRole('article', { name: plan.name, exact: true })).toBeVisible();
  }
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(`${E2E.mainUrl}/`);
});

test('an unknown API path answers JSON 404, not the page', async ({ request }) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('NOT_FOUND');
});

test('the brand follows the host name (weprintwraps.localhost)', async ({ page }) => {
  const brand = BRANDS.weprintwraps;
  await page.goto(`${E2E.hostUrl('weprintwraps.localhost')}/`);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'weprintwraps');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe(brand.colors.primary.toLowerCase());
  await expect(page.getByText(brand.name).first()).toBeVisible();

  await page.goto(`${E2E.mainUrl}/`);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'default');
});

test.describe('dashboard mode', () => {
  for (const [how, url] of [
    ['the dashboard port', `${E2E.dashboardUrl}/`],
    ['?dashboard=true', `${E2E.mainUrl}/?dashboard=true`],
    ['the app.localhost host', `${E2E.hostUrl('app.localhost')}/`],
  ] as const) {
    test(`is chosen by ${how}, and a visitor is sent to sign in`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-mode', 'dashboard');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    });
  }

  test('/dashboard on the main site sends the browser to the dashboard host', async ({ page }) => {
    await page.goto(`${E2E.mainUrl}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`^${E2E.dashboardUrl}/(auth|dashboard)`));
  });

  test('/dashboard on the main site keeps its query and fragment on the way', async ({ page }) => {
    // A signed-out visitor is then sent on to /auth, so the first hop is what carries them.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    const redirected = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().startsWith(`${E2E.dashboardUrl}/`),
    );
    await page.goto(`${E2E.mainUrl}/dashboard?tab=quotes#recent`);
    expect((await redirected).url()).toBe(`${E2E.dashboardUrl}/dashboard?tab=quotes`);
    await expect(page).toHaveURL(new RegExp(`^${E2E.dashboardUrl}/auth`));
    expect(visited).toContain(`${E2E.dashboardUrl}/dashboard?tab=quotes#recent`);
  });
});
