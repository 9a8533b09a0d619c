import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from './page-checks';

test('the theme choice is kept under the storage key "theme" and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoReady(page, '/');
  const toggle = page.getByRole('button', { name: /^Theme: / }).first();
  await expect(toggle).toHaveAccessibleName(/Theme: System/);
  await toggle.click(); // system → light
  await toggle.click(); // light → dark
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('toasts on the main site sit bottom-right', async ({ page }) => {
  await gotoReady(page, '/');
  const toaster = page.locator('section[aria-label^="Notifications"] ol');
  // The preview generator's invalid e-mail is reported by a toast (spec).
  const section = page.locator('#live-demo');
  await section.getByRole('button', { name: 'Create My Preview' }).click();
  const website = section.getByRole('textbox', { name: 'Your website', exact: true });
  await website.fill('example.com');
  await website.press('Enter');
  const email = section.getByRole('textbox', { name: 'Your e-mail', exact: true });
  await email.fill('not-an-address');
  await email.press('Enter');
  await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  await expect(toaster).toHaveAttribute('data-x-position', 'right');
});

test('on a phone the menu slides in and takes the visitor to a page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoReady(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box!.x + box!.width).toBeGreaterThanOrEqual(370); // anchored to the right edge
  await menu.getByRole('link', { name: 'ROI Calculator' }).click();
  await expect(page).toHaveURL(/\/roi-calculator$/);
  await expect(menu).toBeHidden();
});

test('a page that fails to load shows "Something went wrong" with Refresh Page', async ({ page }) => {
  await gotoReady(page, '/');
  // A chunk that cannot be fetched (e.g. removed by a deploy) is a real-world rendering failure.
  await page.route(/\/assets\/features-page-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.unroute(/\/assets\/features-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
});

test.describe('"Pricing" in the header goes to the home page\'s pricing section', () => {
  const expectAtPricing = async (page: Page) => {
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing-heading')).toBeInViewport();
  };

  for (const from of ['/features', '/roi-calculator', '/privacy', '/']) {
    test(`from ${from}, scrolled there with focus on the section`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoReady(page, from);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      await expectAtPricing(page);
      await expect(page.locator('#pricing')).toBeFocused();
    });

    test(`from ${from} through the phone menu, which closes and leaves focus on the section`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await gotoReady(page, from);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await expect(menu).toBeHidden();
      await expectAtPricing(page);
      await expect(page.locator('#pricing')).toBeFocused();
    });
  }

  test('twice in a row on the home page, after scrolling away', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoReady(page, '/features');
    const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
    await pricing.click();
    await expectAtPricing(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('#pricing-heading')).not.toBeInViewport();
    await pricing.click();
    await expectAtPricing(page);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('from another page, by the header link and by the footer link', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/features');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
      await expectAtPricing(page);
      // A phone's menu needs the script; the footer's links do not.
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/terms');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Pricing' }).click();
      await expectAtPricing(page);
    });
  });
});
