import { expect, type Page, test } from '@playwright/test';
import { PLANS } from '../../src/domain/plans';
import { expectNoSeriousAxeViolations, gotoReady } from './page-checks';

/** The page is prerendered; a click only navigates in the app once the script has hydrated it. */
async function gotoFeatures(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // <html data-ready> once the app has taken the prerendered page over, whichever library runs it.
  await gotoReady(page, '/features');
  await page.waitForLoadState('networkidle');
  return errors;
}

test('the features page has its title, description and headings', async ({ page }) => {
  const errors = await gotoFeatures(page);
  await expect(page).toHaveTitle(/^Features \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /instant rule-based quotes.*payment links.*lead scoring.*CRM sync/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything your AI sales agent does');
  const groups = await page.locator('main h2').allTextContents();
  expect(groups).toEqual([
    'Conversations',
    'Quotes and payments',
    'Leads and insight',
    'Three agents, one platform',
    'See what it is worth to you',
  ]);
  for (const capability of [
    'Answers from your own knowledge',
    'Human hand-over and approvals (safe mode)',
    'Chat widget and white label',
    'Instant quotes from a deterministic engine',
    'E-mailed quotes with payment links',
    'Automatic follow-ups',
    'Lead scoring and routing',
    'CRM sync',
    'Analytics',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: capability, exact: true })).toBeVisible();
  }
  // The follow-up timers come from the spec's constants.
  await expect(page.getByText('Quote reminder 2 hours after sending')).toBeVisible();
  await expect(page.getByText('Abandoned-chat e-mail after 30 minutes')).toBeVisible();
  expect(errors).toEqual([]);
});

test('each agent links to its checkout and its demo', async ({ page }) => {
  await gotoFeatures(page);
  const demos = {
    socialagent: '/agent-demo-social',
    shopagent: '/shop-agent-demo',
    quoteagent: '/agent-demo-storefront',
  } as const;
  for (const plan of PLANS) {
    const card = page.getByRole('article', { name: plan.name, exact: true });
    await expect(card).toContainText(`$${plan.price}/mo`);
    await expect(card.getByRole('link', { name: `Choose ${plan.name}` })).toHaveAttribute(
      'href',
      `/checkout/${plan.id}`,
    );
    await expect(card.getByRole('link', { name: `See the ${plan.name} demo` })).toHaveAttribute(
      'href',
      demos[plan.id],
    );
  }
  await expect(page.getByRole('article', { name: 'ShopAgent', exact: true })).toContainText('Most Popular');
});

test('the calls to action lead to the ROI calculator and checkout', async ({ page, baseURL }) => {
  await gotoFeatures(page);
  const main = page.getByRole('main');
  for (const link of await main.getByRole('link', { name: 'Calculate your ROI' }).all()) {
    await expect(link).toHaveAttribute('href', '/roi-calculator');
  }
  await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/checkout');
  await expect(main.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/checkout');
  await main.getByRole('link', { name: 'Calculate your ROI' }).first().click();
  await expect(page).toHaveURL(new URL('/roi-calculator', baseURL).href);
  await page.goBack();
  await page
    .getByRole('article', { name: 'QuoteAgent', exact: true })
    .getByRole('link', { name: /^Choose/ })
    .click();
  await expect(page).toHaveURL(new URL('/checkout/quoteagent', baseURL).href);
});

test('the features page has no serious or critical accessibility violations', async ({ page }) => {
  await gotoFeatures(page);
  await expectNoSeriousAxeViolations(page);
});

for (const width of [390, 768, 1280]) {
  test(`at ${width} px wide the features page does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await gotoFeatures(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
