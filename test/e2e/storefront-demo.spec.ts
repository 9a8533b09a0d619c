import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  buildScriptTimeline,
  STOREFRONT_SCRIPT,
} from '../../src/web/routes/demos/storefront/scripted-chat-script';
import { E2E } from './e2e-env';
import { uniqueEmail, waitForMail } from './mailbox';
import { expectNoSeriousAxeViolations, toastWith } from './page-checks';

const DEMO = '/agent-demo-storefront';
const T0 = new Date('2030-01-01T09:00:00Z');

function stepwiseChat(page: Page) {
  return page.getByRole('region', { name: 'Stepwise quote chat' });
}

function instantQuote(page: Page) {
  return page.getByRole('region', { name: 'Instant quote' });
}

/** The value cell of a breakdown row. */
function row(scope: Locator, label: string | RegExp) {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: label }) })
    .locator('dd');
}

/**
 * Waits until the prerendered page is interactive: the chat's Send button follows typing only
 * once React runs (and by then every mount effect, such as the scripted chat's timers, has run).
 */
async function waitForHydration(page: Page) {
  const chat = stepwiseChat(page);
  await chat.getByLabel('Your name').fill('x');
  await expect(chat.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await chat.getByLabel('Your name').fill('');
  await expect(chat.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
}

async function answer(chat: Locator, label: string, value: string) {
  await chat.getByLabel(label).fill(value);
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
}

async function reachSendStep(page: Page, details = 'sprinter van wrap', email = uniqueEmail('stepwise')) {
  await page.goto(DEMO);
  return answerUpToSend(page, details, email);
}

/** The stepwise chat's three answers on the demo page already open, up to its Send step. */
async function answerUpToSend(page: Page, details = 'sprinter van wrap', email = uniqueEmail('stepwise')) {
  const chat = stepwiseChat(page);
  await answer(chat, 'Your name', 'Dana Smith');
  await answer(chat, 'Your email', email);
  await answer(chat, 'Project details', details);
  return chat;
}

test.describe('page', () => {
  test('the prerendered page hydrates without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(DEMO);
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });

  test('links to Features (/), the ROI calculator and the dashboard site', async ({ page }) => {
    await page.goto(DEMO);
    await expect(page.getByRole('heading', { level: 1, name: 'QuoteAgent Demo' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Demo' });
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'ROI Calculator' })).toHaveAttribute(
      'href',
      '/roi-calculator',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      new RegExp(`^http://[^/]+:${E2E.dashboardPort}/?$`),
    );
  });

  test('the scripted chat plays once to the end', async ({ page }) => {
    // The page's clock is stopped and the test moves it to each moment of the script, so every
    // step is seen as drawn (the typing indicator, then the line) without waiting out the
    // script's 5.4 s in real time; then it jumps a minute ahead to show the chat stays put.
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(new Date(T0.getTime() + 1000));
    await page.goto(DEMO);
    await waitForHydration(page);
    const chat = page.getByRole('list', { name: 'Sample conversation' });
    const typing = chat.getByText('QuoteAgent is typing');
    await expect(chat.getByText(/How much would it cost to wrap my cargo van/)).toBeVisible();
    await expect(chat.getByRole('listitem')).toHaveCount(1);
    let at = 0;
    for (const frame of buildScriptTimeline(STOREFRONT_SCRIPT)) {
      await page.clock.runFor(frame.atMs - at);
      at = frame.atMs;
      await expect(chat.getByRole('listitem')).toHaveCount(frame.shown + (frame.typing ? 1 : 0));
      await expect(typing).toHaveCount(frame.typing ? 1 : 0);
    }
    await expect(chat.getByText('Your total is $3,456.')).toBeVisible();
    await expect(chat.getByText(/Done! Your quote is on its way/)).toBeVisible();
    await expect(chat.getByRole('listitem')).toHaveCount(5);
    await page.clock.runFor(60_000);
    await expect(chat.getByRole('listitem')).toHaveCount(5);
    await expect(typing).toHaveCount(0);
  });

  test('with reduced motion the whole conversation shows at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(DEMO);
    const chat = page.getByRole('list', { name: 'Sample conversation' });
    await expect(chat.getByRole('listitem')).toHaveCount(5);
    await expect(chat.getByText(/Done! Your quote is on its way/)).toBeVisible();
  });

  test('is accessible and fits a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(DEMO);
    await expect(row(instantQuote(page), /^Total$/)).toHaveText('$3,456.00');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
    // The priced and created states too, on the same load: nothing was typed into it yet.
    const chat = await answerUpToSend(page);
    await expect(chat.getByTestId('stepwise-price')).toHaveText('$1,800');
    await expectNoSeriousAxeViolations(page);
    const overflowAfter = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflowAfter).toBeLessThanOrEqual(0);
  });
});

test.describe('stepwise quote chat', () => {
  test('shows each validation message and stays on the step', async ({ page }) => {
    await page.goto(DEMO);
    const chat = stepwiseChat(page);
    await expect(chat.getByText('Step 1 of 4: Your name')).toBeVisible();
    await answer(chat, 'Your name', ' D ');
    await expect(chat.getByText('Name must be at least 2 characters long')).toBeVisible();
    await expect(chat.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await chat.getByLabel('Your name').fill('Dana');
    await expect(chat.getByText('Name must be at least 2 characters long')).toHaveCount(0);
    await chat.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(chat.getByText('Nice to meet you, Dana!')).toBeVisible();
    await expect(chat.getByLabel('Your email')).toBeFocused();

    await answer(chat, 'Your email', 'dana@example');
    await expect(chat.getByText('Please enter a valid email address')).toBeVisible();
    await answer(chat, 'Your email', 'dana@example.com');

    await answer(chat, 'Project details', 'van');
    await expect(chat.getByText('Please provide more details about your project')).toBeVisible();
    await expect(chat.getByText('Step 3 of 4: Your project')).toBeVisible();
  });

  test('caps typed answers at 100 characters, 500 for the project', async ({ page }) => {
    await page.goto(DEMO);
    const chat = stepwiseChat(page);
    const name = chat.getByLabel('Your name');
    await name.pressSequentially('n'.repeat(120));
    await expect(name).toHaveValue('n'.repeat(100));
    await expect(chat.getByText('100/100')).toBeVisible();
    await chat.getByRole('button', { name: 'Send', exact: true }).click();
    await answer(chat, 'Your email', 'dana@example.com');
    const details = chat.getByLabel('Project details');
    await details.fill(`car wrap ${'x'.repeat(600)}`);
    await expect(details).toHaveValue(`car wrap ${'x'.repeat(491)}`);
    await expect(chat.getByText('500/500')).toBeVisible();
  });

  test('prices a sprinter van wrap at $1,800 with its breakdown and sends the quote to the address given', async ({
    page,
  }) => {
    const email = uniqueEmail('stepwise-send');
    const chat = await reachSendStep(page, 'sprinter van wrap', email);
    await expect(chat.getByRole('status').filter({ hasText: 'will be sent to' })).toContainText(email);
    await expect(chat.getByText('Your estimated price is $1,800.')).toBeVisible();
    await expect(chat.getByTestId('stepwise-price')).toHaveText('$1,800');
    await expect(row(chat, 'Subtotal')).toHaveText('$1,656.00');
    await expect(row(chat, /^Tax/)).toHaveText('$144.00');
    await expect(row(chat, /^Material cost/)).toHaveText('$1,080.00');
    await expect(row(chat, 'Setup fee')).toHaveText('$150.00');
    await expect(row(chat, 'Quantity')).toHaveText('1');
    await expect(row(chat, 'Square footage')).toHaveText('100 sq ft');
    await expect(row(chat, 'Project type')).toHaveText('Custom project');
    await expect(row(chat, /^Material$/)).toHaveText('Standard vinyl');
    await expect(row(chat, /^Total$/)).toHaveText('$1,800.00');

    const emailed = page.waitForResponse((r) => r.url().endsWith('/api/functions/send-quote-email'));
    await chat.getByRole('button', { name: 'Send Quote' }).click();
    expect((await emailed).status()).toBe(200);
    const number = chat.getByText('Quote number:').locator('span');
    await expect(number).toHaveText(/\S+/);
    const quoteNumber = (await number.textContent())!.trim();
    await expect(chat.getByText(`Done! Your quote ${quoteNumber} is on its way to ${email}.`)).toBeVisible();
    await expect(chat.getByRole('status').filter({ hasText: 'was sent to' })).toContainText(quoteNumber);
    await expect(chat.getByText('All steps complete')).toBeVisible();
    await expect(toastWith(page, 'Quote Sent Successfully!')).toContainText(quoteNumber);
    const mail = await waitForMail(email, /Quote/);
    expect(mail.text).toContain(quoteNumber);
    expect(mail.text).toContain('1,800');
  });

  test('prices by keyword: fleet, truck, car and anything else', async ({ page }) => {
    for (const [details, price] of [
      ['fleet of delivery vehicles', '$2,500'],
      ['box truck logo', '$1,200'],
      ['coupe racing stripes', '$950'],
      ['boat hull graphics', '$1,299'],
    ] as const) {
      const chat = await reachSendStep(page, details);
      await expect(chat.getByTestId('stepwise-price')).toHaveText(price);
    }
  });

  test('says so when the demo quote cannot be created, and can try again', async ({ page }) => {
    const chat = await reachSendStep(page);
    await page.route(
      '**/api/rpc/create_quote_with_customer',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
        }),
      { times: 1 },
    );
    await chat.getByRole('button', { name: 'Send Quote' }).click();
    await expect(
      chat.getByRole('alert').filter({ hasText: 'Error: Failed to create demo quote' }),
    ).toBeVisible();
    await chat.getByRole('button', { name: 'Send Quote' }).click();
    await expect(chat.getByText('Quote number:')).toBeVisible();
    await expect(chat.getByText('Error: Failed to create demo quote')).toHaveCount(0);
  });

  test('says so when the e-mail fails, and sends the same quote on the next try', async ({ page }) => {
    const chat = await reachSendStep(page);
    const created: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/rpc/create_quote_with_customer')) created.push(r.url());
    });
    await page.route(
      '**/api/functions/send-quote-email',
      (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: { message: 'Bad gateway' } }),
        }),
      { times: 1 },
    );
    await chat.getByRole('button', { name: 'Send Quote' }).click();
    await expect(
      chat.getByRole('alert').filter({ hasText: 'Failed to send quote. Please try again.' }),
    ).toBeVisible();
    await expect(chat.getByText('Quote number:')).toHaveCount(0);
    await chat.getByRole('button', { name: 'Send Quote' }).click();
    await expect(chat.getByText('Quote number:')).toBeVisible();
    expect(created).toHaveLength(1);
  });
});

test.describe('instant quote card', () => {
  test('prices 150 sq ft of premium vinyl at $3,456 and follows the inputs', async ({ page }) => {
    await page.goto(DEMO);
    const card = instantQuote(page);
    const type = card.getByLabel('Project type');
    const material = card.getByLabel('Material');
    await expect(type).toHaveValue('vehicle-wrap');
    await expect(material).toHaveValue('premium-vinyl');
    await expect(card.getByLabel('Square footage')).toHaveValue('150');
    for (const select of [type, material]) {
      const values = await select
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(values).not.toContain('');
    }
    await expect(row(card, /^Material \(150 sq ft premium vinyl\)/)).toHaveText('$2,800.00');
    await expect(row(card, 'Setup fee')).toHaveText('$400.00');
    await expect(row(card, 'Subtotal')).toHaveText('$3,200.00');
    await expect(row(card, 'Tax (8%)')).toHaveText('$256.00');
    await expect(row(card, /^Total$/)).toHaveText('$3,456.00');

    await card.getByLabel('Square footage').fill('30');
    await material.selectOption('standard-vinyl');
    await type.selectOption('banner');
    await expect(row(card, /^Total$/)).toHaveText('$864.00');
    await card.getByLabel('Square footage').fill('0');
    await expect(card.getByText('Enter a whole number of square feet from 1 to 5,000')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Create Quote' })).toBeDisabled();
  });

  test('creates the quote and Pay now opens the test checkout in a new tab', async ({ page }) => {
    await page.goto(DEMO);
    const card = instantQuote(page);
    await card.getByLabel('Your email').fill(uniqueEmail('instant-quote'));
    await card.getByRole('button', { name: 'Create Quote' }).click();
    await expect(card.getByText('Quote Created Successfully!')).toBeVisible();
    const number = card.getByText('Quote number:').locator('span');
    await expect(number).toHaveText(/\S+/);
    await expect(toastWith(page, 'Quote Created Successfully!')).toContainText(
      (await number.textContent())!.trim(),
    );

    const opened = page.waitForEvent('popup');
    await card.getByRole('button', { name: /Pay now/ }).click();
    const checkout = await opened;
    await expect(checkout).toHaveURL(/\/test-checkout\/[^/?]+$/);
    await expect(checkout.getByText('TEST MODE').first()).toBeVisible();
    await expect(checkout.getByText('$3,456.00').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${DEMO}$`));
  });

  test('a payment that cannot start says so and closes the blank tab', async ({ page }) => {
    await page.goto(DEMO);
    const card = instantQuote(page);
    await card.getByLabel('Your email').fill(uniqueEmail('instant-quote'));
    await card.getByRole('button', { name: 'Create Quote' }).click();
    await expect(card.getByText('Quote Created Successfully!')).toBeVisible();
    await page.route('**/api/functions/create-payment', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
      }),
    );
    const opened = page.waitForEvent('popup');
    await card.getByRole('button', { name: /Pay now/ }).click();
    const blank = await opened;
    const error = toastWith(page, 'Payment Error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Failed to start payment process');
    await expect.poll(() => blank.isClosed()).toBe(true);
  });

  test('a bad e-mail is refused before anything is created', async ({ page }) => {
    await page.goto(DEMO);
    const card = instantQuote(page);
    const create = card.getByRole('button', { name: 'Create Quote' });
    await expect(create).toBeDisabled();
    await card.getByLabel('Your email').fill('dana@example');
    await create.click();
    await expect(card.getByText('Invalid email address')).toBeVisible();
    await expect(card.getByText('Quote Created Successfully!')).toHaveCount(0);
  });
});
