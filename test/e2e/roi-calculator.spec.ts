import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_PLAN_ID, type PlanId } from '../../src/domain/plans';
import {
  applyRoiPreset,
  calculateRoi,
  ROI_DEFAULTS,
  ROI_PLAN_STREAMS,
  ROI_RANGES,
  type RoiInputs,
  type RoiOutputs,
  type RoiStreamKey,
} from '../../src/domain/roi-calculator';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  gotoReady,
  sharedPage,
} from './page-checks';

const slider = (page: Page, name: string) => page.getByRole('slider', { name, exact: true });
const numberField = (page: Page, name: string) =>
  page.getByRole('spinbutton', { name: `${name} value`, exact: true });

const VISITORS = 'Daily website visitors';
const ORDER_VALUE = 'Average order value';
const CONVERSION = 'Current conversion rate';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** How the page shows each output; money is whole dollars with no cents. */
function shown(key: keyof RoiOutputs, outputs: RoiOutputs): string {
  const value = outputs[key];
  if (key === 'roiDays') return value >= 999 ? '999+ days' : `${value} ${value === 1 ? 'day' : 'days'}`;
  if (key === 'conversionLift') return `+${value.toFixed(1)}%`;
  if (key === 'missedChats' || key === 'aiCapturedLeads') return value.toLocaleString('en-US');
  return usd(value);
}

const STREAMS = new Set<string>(Object.values(ROI_PLAN_STREAMS).flat());

/** Every figure as the domain computes it; of the revenue streams, only the plan's own are listed. */
async function expectOutputs(page: Page, inputs: RoiInputs, planId: PlanId) {
  const outputs = calculateRoi(inputs, planId);
  for (const key of Object.keys(outputs) as (keyof RoiOutputs)[]) {
    const figure = page.getByTestId(`roi-${key}`);
    if (STREAMS.has(key) && !ROI_PLAN_STREAMS[planId].includes(key as RoiStreamKey))
      await expect(figure, key).toHaveCount(0);
    else await expect(figure, key).toHaveText(shown(key, outputs));
  }
  return outputs;
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test('hydrates the prerendered page without errors', async ({ page }) => {
  const errors = collectPageErrors(page);
  await gotoReady(page, '/roi-calculator');
  await page.getByRole('button', { name: 'SaaS', exact: true }).click();
  await expect(numberField(page, VISITORS)).toHaveValue('150');
  expect(errors).toEqual([]);
});

test.describe('calculator', () => {
  // The first three only read the page as it loads: one load between them. (Without a title of
  // its own: the tests keep their names.)
  test.describe(() => {
    const loaded = sharedPage('/roi-calculator', 'ROI Calculator');

    test('sets its title and description', async () => {
      const page = loaded();
      await expect(page).toHaveTitle(/^ROI Calculator \| /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /return|revenue/i);
    });

    test('sliders carry the spec ranges and steps', async () => {
      const page = loaded();
      const spec: [string, string, string, string][] = [
        [VISITORS, '50', '5000', '10'],
        [ORDER_VALUE, '25', '2000', '25'],
        ['Staffed business hours per day', '0', '24', '0.5'],
        ['Visitors who start a chat', '1', '10', '0.1'],
        ['AI chat conversion rate', '3', '8', '0.1'],
      ];
      for (const [name, min, max, step] of spec) {
        for (const control of [slider(page, name), numberField(page, name)]) {
          await expect(control).toHaveAttribute('min', min);
          await expect(control).toHaveAttribute('max', max);
          await expect(control).toHaveAttribute('step', step);
        }
      }
      // Every numeric input of the domain has a slider, with the domain's range.
      await expect(page.getByRole('slider')).toHaveCount(Object.keys(ROI_RANGES).length);
      await expect(slider(page, CONVERSION)).toHaveAttribute(
        'min',
        String(ROI_RANGES.currentConversionRate.min),
      );
      await expect(slider(page, 'Average job value')).toHaveAttribute(
        'max',
        String(ROI_RANGES.avgJobValue.max),
      );
    });

    test('starts from the defaults and shows every output in whole dollars', async () => {
      const page = loaded();
      await expect(numberField(page, VISITORS)).toHaveValue('380');
      await expect(numberField(page, ORDER_VALUE)).toHaveValue('500');
      await expect(numberField(page, CONVERSION)).toHaveValue('2.3');
      await expect(page.getByRole('radio', { name: /ShopAgent/ })).toBeChecked();
      await expectOutputs(page, ROI_DEFAULTS, 'shopagent');
      for (const key of ['currentRevenue', 'projectedRevenue', 'additionalRevenue', 'lostRevenue'] as const) {
        await expect(page.getByTestId(`roi-${key}`)).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
      }
    });
  });

  test.describe(() => {
    test.beforeEach(async ({ page }) => {
      await gotoReady(page, '/roi-calculator');
      await expect(page.getByRole('heading', { level: 1, name: 'ROI Calculator' })).toBeVisible();
    });

    test('moving a slider with the keyboard updates the outputs live', async ({ page }) => {
      const visitors = slider(page, VISITORS);
      await visitors.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(visitors).toHaveValue('410');
      await expect(visitors).toHaveAttribute('aria-valuetext', '410 visitors per day');
      await expect(numberField(page, VISITORS)).toHaveValue('410');
      const outputs = await expectOutputs(page, { ...ROI_DEFAULTS, dailyVisitors: 410 }, 'shopagent');
      await expect(page.getByTestId('roi-summary')).toContainText(usd(outputs.additionalRevenue));
      await expect(page.getByTestId('roi-summary')).toHaveAttribute('aria-live', 'polite');

      const hours = slider(page, 'Staffed business hours per day');
      await hours.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(hours).toHaveValue('8');
      await expect(hours).toHaveAttribute('aria-valuetext', '8 hours');
      await expectOutputs(page, { ...ROI_DEFAULTS, dailyVisitors: 410, businessHours: 8 }, 'shopagent');
    });

    test('the number field is linked to its slider and clamps to the range', async ({ page }) => {
      const field = numberField(page, VISITORS);
      await field.fill('1234');
      await field.press('Tab');
      await expect(slider(page, VISITORS)).toHaveValue('1230');
      await expect(field).toHaveValue('1230');
      await expectOutputs(page, { ...ROI_DEFAULTS, dailyVisitors: 1230 }, 'shopagent');
      await field.fill('99999');
      await field.press('Enter');
      await expect(field).toHaveValue('5000');
      await expect(slider(page, VISITORS)).toHaveValue('5000');
    });

    test('the live-chat toggle changes the missed conversations', async ({ page }) => {
      await page.getByRole('checkbox', { name: 'We already have live chat on our website' }).check();
      const withChat = await expectOutputs(page, { ...ROI_DEFAULTS, hasLiveChat: true }, 'shopagent');
      expect(withChat.missedChats).not.toBe(calculateRoi(ROI_DEFAULTS, 'shopagent').missedChats);
    });

    test('industry presets set visitors, order value and conversion', async ({ page }) => {
      const expected = {
        SaaS: ['150', '1200', '1.8', 'saas'],
        Services: ['90', '2500', '3.2', 'services'],
        'E-commerce': ['380', '500', '2.3', 'ecommerce'],
      } as const;
      for (const [label, [visitors, order, conversion, key]] of Object.entries(expected)) {
        const button = page.getByRole('button', { name: label, exact: true });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expect(numberField(page, VISITORS)).toHaveValue(visitors);
        await expect(numberField(page, ORDER_VALUE)).toHaveValue(order);
        await expect(numberField(page, CONVERSION)).toHaveValue(conversion);
        await expectOutputs(page, applyRoiPreset(ROI_DEFAULTS, key), 'shopagent');
      }
    });

    test('the plan choice changes the days to ROI', async ({ page }) => {
      // Few visitors make the payback differ between the plans.
      await slider(page, VISITORS).focus();
      await page.keyboard.press('Home');
      await expect(numberField(page, VISITORS)).toHaveValue('50');
      const inputs = { ...ROI_DEFAULTS, dailyVisitors: 50 };
      const days = new Set<number>();
      for (const [label, planId] of [
        ['SocialAgent', 'socialagent'],
        ['QuoteAgent', 'quoteagent'],
        ['ShopAgent', 'shopagent'],
      ] as const) {
        await page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
        const outputs = await expectOutputs(page, inputs, planId);
        days.add(outputs.roiDays);
        await expect(page.getByTestId('roi-summary')).toContainText(`With ${label} you could add`);
      }
      expect(days.size).toBeGreaterThan(1);
      // Each plan shows its price and efficiency from the calculator's plan table.
      await expect(
        page.getByRole('radio', { name: /^SocialAgent\s*\$97\/mo\s*85% efficiency/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('radio', { name: /^ShopAgent\s*\$297\/mo\s*92% efficiency/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('radio', { name: /^QuoteAgent\s*\$997\/mo\s*98% efficiency/ }),
      ).toBeVisible();
    });

    test('Get Started Now goes to the checkout of the plan chosen in the calculator', async ({ page }) => {
      await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
        'href',
        '/checkout/shopagent',
      );
      await page.getByRole('radio', { name: /^QuoteAgent/ }).check();
      await page.getByRole('link', { name: 'Get Started Now' }).click();
      await expect(page).toHaveURL(/\/checkout\/quoteagent$/);
      await expect(page.getByRole('button', { name: 'Start QuoteAgent - $997/mo' })).toBeVisible();
    });

    test("the revenue breakdown adds up to the headline figure, for every plan and the visitor's inputs", async ({
      page,
    }) => {
      await slider(page, VISITORS).focus();
      await page.keyboard.press('ArrowRight');
      for (const [label, planId] of [
        ['SocialAgent', 'socialagent'],
        ['QuoteAgent', 'quoteagent'],
        ['ShopAgent', 'shopagent'],
      ] as const) {
        await page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
        const outputs = await expectOutputs(page, { ...ROI_DEFAULTS, dailyVisitors: 390 }, planId);
        const breakdown = page.getByTestId('roi-breakdown');
        const amounts = await breakdown
          .locator('dd:not([data-testid="roi-breakdown-total"])')
          .allTextContents();
        expect(amounts).toHaveLength(ROI_PLAN_STREAMS[planId].length);
        const sum = amounts.map(dollars).reduce((a, b) => a + b, 0);
        expect(sum).toBe(dollars(await page.getByTestId('roi-additionalRevenue').innerText()));
        expect(sum).toBe(outputs.additionalRevenue);
        await expect(page.getByTestId('roi-breakdown-total')).toHaveText(shown('additionalRevenue', outputs));
      }
    });

    test('shows the assumptions behind the estimate, for the chosen plan', async ({ page }) => {
      const assumptions = page.getByTestId('roi-assumptions');
      await expect(page.getByRole('heading', { name: 'How this estimate is made' })).toBeVisible();
      await expect(assumptions).toContainText('wins back 12% minus the 8% your e-mails already recover');
      await page.getByRole('radio', { name: /^QuoteAgent/ }).check();
      await expect(assumptions).toContainText(
        'with instant quotes 70% leave their details and 32% of those buy',
      );
      await expect(assumptions).not.toContainText('wins back');
    });

    test('links back home', async ({ page }) => {
      await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('has no serious accessibility violations and fits a 390 px screen', async ({ page }) => {
      await expectNoSeriousAxeViolations(page);

      // The loaded page narrowed, not loaded again at that width: the layout follows the viewport
      // live (decision 045).
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(slider(page, VISITORS)).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
});

test.describe('on a phone, parts below the fold hydrate on view or first use', () => {
  test.use({ viewport: { width: 412, height: 600 }, isMobile: true, hasTouch: true });

  test('a preset chosen while they wait reaches them, attributes included', async ({ page }) => {
    const errors = collectPageErrors(page);
    await gotoReady(page, '/roi-calculator');
    const business = page.locator('#roi-fields-business');
    const results = page.locator('#roi-results');
    await expect(business).toHaveAttribute('data-hydration', 'waiting');
    await expect(results).toHaveAttribute('data-hydration', 'waiting');
    await page.getByRole('button', { name: 'SaaS', exact: true }).click();
    await expect(business).toHaveAttribute('data-hydration', 'live');
    await expect(results).toHaveAttribute('data-hydration', 'live');
    // Hydration leaves the server HTML's attributes as they are: the parts went live with the
    // values they were prerendered with, then took the preset like the rest of the page.
    await expect(slider(page, VISITORS)).toHaveValue('150');
    await expect(slider(page, VISITORS)).toHaveAttribute('aria-valuetext', '150 visitors per day');
    await expect(numberField(page, ORDER_VALUE)).toHaveValue('1200');
    await expectOutputs(page, applyRoiPreset(ROI_DEFAULTS, 'saas'), DEFAULT_PLAN_ID);
    expect(errors).toEqual([]);
  });

  test('a waiting group is live before a key reaches its field', async ({ page }) => {
    await gotoReady(page, '/roi-calculator');
    const group = page.locator('#roi-fields-business');
    await expect(group).toHaveAttribute('data-hydration', 'waiting');
    await numberField(page, ORDER_VALUE).focus();
    await expect(group).toHaveAttribute('data-hydration', 'live');
    await page.keyboard.press('ArrowUp');
    await expect(numberField(page, ORDER_VALUE)).toHaveValue(String(ROI_DEFAULTS.averageOrderValue + 25));
    await expectOutputs(
      page,
      { ...ROI_DEFAULTS, averageOrderValue: ROI_DEFAULTS.averageOrderValue + 25 },
      DEFAULT_PLAN_ID,
    );
  });
});
