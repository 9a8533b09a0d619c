import { expect, test } from '@playwright/test';
import { E2E, E2E_BRAND_SETTINGS } from './e2e-env';
import { collectPageErrors, expectAccessibleAndNarrow, sharedPage } from './page-checks';

const SERVICES =
  'AI chat agents, automated quote generation, multi-platform integration, analytics and custom AI training';

test('the legal and 404 pages hydrate without errors', async ({ page }) => {
  const errors = collectPageErrors(page);
  for (const path of ['/privacy', '/terms', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(new RegExp(`:${E2E.mainPort}/$`));
  expect(errors).toEqual([]);
});

test.describe('privacy policy', () => {
  const privacy = sharedPage('/privacy', 'Privacy Policy');

  test('carries the date and the privacy claims', async () => {
    const page = privacy();
    await expect(page).toHaveTitle(/^Privacy Policy \| /);
    const main = page.getByRole('main');
    await expect(main).toContainText(/last updated January 1, 2025/i);
    await expect(main).toContainText(SERVICES);
    await expect(main).toContainText('We never sell your personal data');
    await expect(main).toContainText('AI training uses anonymised data');
    // This brand has no support address configured: the sentences read on without one.
    await expect(main).toContainText('Ask us and we will help you promptly.');
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(main).not.toContainText('example.com');
  });

  test('has a heading per section and a contents list that jumps to it', async () => {
    const page = privacy();
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    expect(await sections.count()).toBeGreaterThanOrEqual(8);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /AI training/ })
      .click();
    await expect(page).toHaveURL(/#ai-training$/);
    await expect(page.getByRole('heading', { level: 2, name: /AI training/ })).toBeInViewport();
  });

  test('has no serious accessibility violations and fits a 390 px screen', async () => {
    await expectAccessibleAndNarrow(privacy());
  });
});

test.describe('terms of service', () => {
  // Without a title of its own: the tests keep their names.
  test.describe(() => {
    const terms = sharedPage('/terms', 'Terms of Service');

    test('carries the date, the services and every commercial claim', async () => {
      const page = terms();
      await expect(page).toHaveTitle(/^Terms of Service \| /);
      const main = page.getByRole('main');
      await expect(main).toContainText(/last updated January 1, 2025/i);
      await expect(main).toContainText(SERVICES);
      await expect(main).toContainText('14-day money-back guarantee');
      await expect(main).toContainText(/new subscriptions come with a 14-day money-back guarantee/i);
      await expect(main).toContainText(/no setup fees/i);
      await expect(main).toContainText('99.9% uptime');
      await expect(main).toContainText("30 days' notice of any pricing change");
      await expect(main).toContainText(/capped at the fees you paid us in the 12 months before the claim/);
      await expect(main).toContainText('contact you within 24 hours');
      await expect(main).toContainText('AI training uses anonymised data');
      await expect(main).toContainText('never sell personal data');
    });

    test('has no serious accessibility violations and fits a 390 px screen', async () => {
      await expectAccessibleAndNarrow(terms());
    });
  });

  // Its own pages, on the brands' hosts: no shared load of /terms.
  test("uses the configured contact e-mail of the host's brand, and none where there is none", async ({
    page,
  }) => {
    const { supportEmail } = E2E_BRAND_SETTINGS.mightyagent;
    await page.goto(`${E2E.hostUrl('mightyagent.localhost')}/terms`);
    await expect(page.getByRole('main')).toContainText('MightyAgent');
    await expect(page.getByRole('main').getByRole('link', { name: supportEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    await expect(page.getByRole('main')).toContainText(`contact us at ${supportEmail}.`);
    await page.goto(`${E2E.hostUrl('weprintwraps.localhost')}/terms`);
    await expect(page.getByRole('main')).toContainText('WePrintWraps');
    await expect(page.getByRole('main')).toContainText('For questions about these terms, contact us.');
    await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCount(0);
  });
});

test.describe('unknown paths', () => {
  test('show the 404 page with a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    // The server answers unknown paths with a 404 status and the prerendered 404 page.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(new RegExp(`:${E2E.mainPort}/$`));
  });

  test('the 404 page has no serious accessibility violations and fits a 390 px screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expectAccessibleAndNarrow(page);
  });
});
