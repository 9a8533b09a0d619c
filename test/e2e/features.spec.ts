import { expect, type Page, test } from '@playwright/test';
import { PLANS } from '../../src/domain/plans';
import { E2E } from './e2e-env';
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

// The tests that only read the page share one load of it (decisions 045, 060): the errors are
// those of that load, and the widths narrow it last, widest first. The calls to action leave the
// page, so that test loads its own. If a test fails, Playwright starts a new worker and the page
// is loaded again.
let page: Page;
let errors: string[];
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ baseURL: E2E.mainUrl });
  errors = await gotoFeatures(page);
});
test.afterAll(() => page.close());

test('the features page has its title, description and headings', async () => {
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

test('each agent links to its checkout and its demo', async () => {
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

test('the features page has no serious or critical accessibility violations', async () => {
  await expectNoSeriousAxeViolations(page);
});

for (const width of [1280, 768, 390]) {
  test(`at ${width} px wide the features page does not scroll sideways`, async () => {
    await page.setViewportSize({ width, height: 844 });
    // Polled: right after a viewport change the layout may still be the old width's for a frame.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
  });
}

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
