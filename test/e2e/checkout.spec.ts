import { expect, type Page, test } from '@playwright/test';
import { PLANS, TIER_PLANS } from '../../src/domain/plans';
import { E2E } from './e2e-env';
import { uniqueEmail } from './mailbox';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, toastWith } from './page-checks';

/** A plan's confirmation: a workspace to sign in to, not an order to be scheduled. */
const PLAN_HEADING = 'Your ShopAgent plan is active';

async function fillCheckout(page: Page, businessName: string, email: string) {
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Email').fill(email);
}

/** Checkout for ShopAgent up to the built-in test checkout page. */
async function startShopAgentCheckout(page: Page, email = uniqueEmail('checkout')) {
  await page.goto('/checkout/shopagent');
  await fillCheckout(page, 'Acme Wraps', email);
  await page.getByRole('button', { name: 'Start ShopAgent - $297/mo' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/?]+$/);
  await expect(page.getByText('TEST MODE').first()).toBeVisible();
}

test.describe('checkout page on a phone', () => {
  test.use({ viewport: { width: 412, height: 600 }, isMobile: true, hasTouch: true });

  test('the details form waits below the fold, and text typed into it is kept', async ({ page }) => {
    await page.goto('/checkout/shopagent');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    const details = page.locator('#checkout-details');
    await expect(details).toHaveAttribute('data-hydration', 'waiting');
    await page.getByLabel('Business name').pressSequentially('Acme Wraps');
    await expect(details).toHaveAttribute('data-hydration', 'live');
    await page.getByLabel('Email').pressSequentially(uniqueEmail('checkout-phone'));
    await expect(page.getByLabel('Business name')).toHaveValue('Acme Wraps');
    // Both filled enables the button: the form's state has every key typed.
    await expect(page.getByRole('button', { name: 'Start ShopAgent - $297/mo' })).toBeEnabled();
  });
});

test.describe('checkout page', () => {
  test('the prerendered pages hydrate without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/checkout', '/checkout/quoteagent']) {
      await page.goto(path);
      await fillCheckout(page, 'Acme Wraps', 'owner@example.com');
      await expect(page.getByRole('button', { name: /^Start / })).toBeEnabled();
    }
    expect(errors).toEqual([]);
  });

  test('every plan has its summary and its exact button text', async ({ page }) => {
    await page.goto('/checkout/shopagent');
    await expect(page.getByRole('button', { name: 'Start ShopAgent - $297/mo' })).toBeVisible();
    for (const plan of PLANS) {
      await page.goto(`/checkout/${plan.id}`);
      const summary = page.getByRole('region', { name: plan.name });
      await expect(summary.getByRole('heading', { name: plan.name })).toBeVisible();
      await expect(summary.getByTestId('checkout-price')).toHaveText(`$${plan.price}`);
      await expect(summary.getByText(`$${plan.originalPrice}`, { exact: true })).toBeVisible();
      await expect(summary.getByText(`Save ${plan.savings}%`)).toBeVisible();
      for (const feature of plan.features)
        await expect(summary.getByText(feature, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Start ${plan.name} - $${plan.price}/mo` }),
      ).toBeVisible();
    }
  });

  test('the larger tiers have a checkout of their own at their price', async ({ page }) => {
    for (const plan of TIER_PLANS) {
      await page.goto(`/checkout/${plan.id}`);
      const summary = page.getByRole('region', { name: plan.name });
      await expect(summary.getByTestId('checkout-price')).toHaveText(`$${plan.price}`);
      await expect(summary.getByText(/^Save /)).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: `Start ${plan.name} - $${plan.price}/mo` }),
      ).toBeVisible();
    }
  });

  test('/checkout and an unknown plan fall back to ShopAgent', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Start ShopAgent - $297/mo' })).toBeVisible();
    await page.goto('/checkout/platinum');
    await expect(page.getByRole('button', { name: 'Start ShopAgent - $297/mo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ShopAgent', exact: true })).toBeVisible();
  });

  test('the fields are labelled with autocomplete hints', async ({ page }) => {
    await page.goto('/checkout/quoteagent');
    await expect(page.getByLabel('Business name')).toHaveAttribute('autocomplete', 'organization');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
  });

  test('the button is disabled until both fields are filled, and while processing', async ({ page }) => {
    await page.goto('/checkout/socialagent');
    const button = page.getByRole('button', { name: 'Start SocialAgent - $97/mo' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Business name').fill('Acme Wraps');
    await expect(button).toBeDisabled();
    await page.getByLabel('Email').fill('owner@example.com');
    await expect(button).toBeEnabled();
    await page.getByLabel('Business name').fill('   ');
    await expect(button).toBeDisabled();
    await page.getByLabel('Business name').fill('Acme Wraps');

    // Hold the server's answer so the processing state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/functions/create-subscription', async (route) => {
      await held;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'Unknown plan' } }),
      });
    });
    await button.click();
    await expect(button).toBeDisabled();
    release();
    await expect(toastWith(page, 'Checkout Error')).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test('Enter with a blank field says what is missing', async ({ page }) => {
    await page.goto('/checkout/shopagent');
    // Both filled enables the button, which also shows the prerendered page is hydrated.
    await fillCheckout(page, 'Acme Wraps', 'owner@example.com');
    await expect(page.getByRole('button', { name: 'Start ShopAgent - $297/mo' })).toBeEnabled();
    await page.getByLabel('Business name').fill('');
    await page.getByLabel('Email').press('Enter');
    const required = toastWith(page, 'Required Information');
    await expect(required).toBeVisible();
    await expect(required).toContainText('Please fill in all required fields');
    await expect(page.getByLabel('Business name')).toBeFocused();
    await expect(page).toHaveURL(/\/checkout\/shopagent$/);
  });

  test('a business name past its limit is kept whole and counted, not cut', async ({ page }) => {
    await page.goto('/checkout/shopagent');
    const name = page.getByLabel('Business name');
    const button = page.getByRole('button', { name: 'Start ShopAgent - $297/mo' });
    await fillCheckout(page, 'Fern & Field', 'owner@example.com');
    await expect(button).toBeEnabled();
    await expect(page.getByText(/of 200 characters/)).toHaveCount(0);
    await name.fill('x'.repeat(170));
    await expect(page.getByText('170 of 200 characters')).toBeVisible();
    await name.fill('x'.repeat(205));
    await expect(name).toHaveValue('x'.repeat(205));
    await expect(page.getByText('5 characters too many: a business name has at most 200.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toBeDisabled();
    await name.fill('x'.repeat(200));
    await expect(button).toBeEnabled();
  });

  test("a refused checkout shows the server's message", async ({ page }) => {
    await page.route('**/api/functions/create-subscription', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'Unknown plan' } }),
      }),
    );
    await page.goto('/checkout/shopagent');
    await fillCheckout(page, 'Acme Wraps', 'owner@example.com');
    await page.getByRole('button', { name: 'Start ShopAgent - $297/mo' }).click();
    const error = toastWith(page, 'Checkout Error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Unknown plan');
    await expect(page).toHaveURL(/\/checkout\/shopagent$/);
  });

  test('an unreachable server gives the fallback message', async ({ page }) => {
    await page.route('**/api/functions/create-subscription', (route) => route.abort('connectionrefused'));
    await page.goto('/checkout/shopagent');
    await fillCheckout(page, 'Acme Wraps', 'owner@example.com');
    await page.getByRole('button', { name: 'Start ShopAgent - $297/mo' }).click();
    const error = toastWith(page, 'Checkout Error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Failed to start checkout process');
  });

  test("the server's field error is shown at the field", async ({ page }) => {
    await page.goto('/checkout/shopagent');
    // The form only checks presence (as the spec asks); the server checks the address.
    await fillCheckout(page, 'Acme Wraps', 'owner@example');
    await page.getByRole('button', { name: 'Start ShopAgent - $297/mo' }).click();
    await expect(toastWith(page, 'Checkout Error')).toContainText('Invalid email address');
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Invalid email address');
    await email.fill('owner@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('is accessible and fits a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/checkout/quoteagent');
    await expect(page.getByRole('button', { name: 'Start QuoteAgent - $997/mo' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('paying', () => {
  test('subscribe, pay, and see the plan confirmation: the e-mail that sets the password, the sign-in, the receipt', async ({
    page,
  }) => {
    const email = uniqueEmail('checkout');
    await startShopAgentCheckout(page, email);
    await expect(page.getByText('ShopAgent').first()).toBeVisible();
    await expect(page.getByText('$297.00').first()).toBeVisible();

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/functions/verify-payment', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=/);
    await expect(page.getByRole('heading', { name: 'Verifying your payment...' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Verifying payment status' })).toBeAttached();
    release();

    await expect(page.getByRole('heading', { level: 1, name: PLAN_HEADING })).toBeVisible();
    await expect(toastWith(page, 'Payment Successful!')).toContainText('Your ShopAgent plan is active.');
    await expect(page.getByText('Amount paid: $297.00')).toBeVisible();
    // The recurring price is shown to everyone, not only read out to screen readers.
    const recurring = page.getByText('Then $297 a month.', { exact: true });
    await expect(recurring).toBeVisible();
    expect((await recurring.boundingBox())!.width).toBeGreaterThan(50);
    await expect(page.getByText('Your workspace for Acme Wraps is ready.')).toBeVisible();
    await expect(
      page.getByText(`Check your e-mail at ${email} for the link to set your password`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to your dashboard' })).toHaveAttribute(
      'href',
      `${E2E.dashboardUrl}/auth`,
    );
    // A plan is not a job to schedule, and there is nothing to review yet.
    await expect(page.getByText(/schedule the work/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave a Review' })).toHaveCount(0);
    await expect(page.getByText('Order ID:')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const receiptOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Download Receipt/ }).click();
    const receipt = await receiptOpened;
    await expect(receipt).toHaveURL(/\/receipt\//);
    await expect(receipt.getByRole('heading', { name: /^Receipt / })).toBeVisible();
    await expect(receipt.getByText('$297.00').first()).toBeVisible();
    await receipt.close();
    await expectNoSeriousAxeViolations(page);

    // The payment is announced once: the page notes its session as announced (the rule that then
    // keeps a reload quiet is payment-announcements.test.ts; a toast that does not come cannot be
    // waited for here), and a reload still shows the confirmation.
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    const announced = await page.evaluate(() => localStorage.getItem('payment-announced'));
    expect(JSON.parse(announced ?? '[]')).toContain(sessionId);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PLAN_HEADING })).toBeVisible();
    await expect(page.getByText('Amount paid: $297.00')).toBeVisible();
  });

  test('a review is left from the confirmation of a quote payment', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByText('We will contact you within 24 hours to schedule the work.')).toBeVisible();
    await page.getByRole('button', { name: 'Leave a Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
    await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByLabel('Comment (optional)').fill('Quick and easy.');
    await expect(dialog.getByText('15/400')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toastWith(page, 'Thank you for your feedback!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const done = page.getByRole('button', { name: 'Review submitted' });
    await expect(done).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
  });

  test('Cancel leads to the canceled page; Try Payment Again goes back', async ({ page }) => {
    await startShopAgentCheckout(page);
    const checkoutUrl = page.url();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment-canceled$/);
    await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
    await expect(page.getByText('No charges were made.')).toBeVisible();
    await expect(page.getByText('Your quote is still saved')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Try Payment Again' }).click();
    await expect(page).toHaveURL(checkoutUrl);
  });

  test('Try Payment Again with nothing to go back to goes home', async ({ page }) => {
    await page.goto('/payment-canceled?quote_id=3f1c2b9e-8d4a-4c1e-9b7a-2d5e6f708192');
    await page.getByRole('button', { name: 'Try Payment Again' }).click();
    await expect(page).toHaveURL(`${E2E.mainUrl}/`);
  });

  test('a failed verification says so, and Try again verifies', async ({ page }) => {
    await startShopAgentCheckout(page);
    await page.route(
      '**/api/functions/verify-payment',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
        }),
      { times: 1 },
    );
    await page.getByRole('button', { name: /^Pay\b/ }).click();
    const error = toastWith(page, 'Verification Error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Unable to verify payment status');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Unable to verify payment status' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: PLAN_HEADING })).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: PLAN_HEADING })).toBeVisible();
  });
});

test.describe('payment result pages', () => {
  test('the order id is shown when quote_id is present', async ({ page }) => {
    await page.goto('/payment-success?quote_id=Q-TEST-1');
    await expect(page.getByText('Order ID: Q-TEST-1')).toBeVisible();
    await expect(page.getByText('We will contact you within 24 hours to schedule the work.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Download Receipt/ })).toHaveCount(0);
  });

  test('a refused review shows the server message, a failed one the fallback', async ({ page }) => {
    await page.goto('/payment-success');
    await page.route('**/api/functions/submit-review', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'RATE_LIMITED', message: 'Too many reviews. Try again later.' },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Leave a Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
    const comment = dialog.getByLabel('Comment (optional)');
    await comment.fill('x'.repeat(450));
    await expect(comment).toHaveValue('x'.repeat(400));
    await expect(dialog.getByText('400/400')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    const refused = toastWith(page, 'Error submitting review.');
    await expect(refused).toContainText('Too many reviews. Try again later.');
    await expect(dialog).toBeVisible();

    await page.unroute('**/api/functions/submit-review');
    await page.route('**/api/functions/submit-review', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toastWith(page, 'Please try again.')).toBeVisible();
    // The dialog stays open with the visitor's input, ready for another try.
    await expect(comment).toHaveValue('x'.repeat(400));
    await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  test('both pages are accessible and fit a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payment-success?quote_id=Q-TEST-1');
    await expect(page.getByText('Order ID: Q-TEST-1')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Leave a Review' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave a Review' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/payment-canceled');
    await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});
