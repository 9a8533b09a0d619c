import { expect, test } from '@playwright/test';
import { startFreeTrial } from './account-start';
import { E2E } from './e2e-env';
import { uniqueEmail } from './mailbox';
import { setPasswordFromLink, setPasswordLink } from './welcome-link';

// "Start free trial" (issue 13 §1): from the landing page to an account whose dashboard counts
// down the 14-day trial, no card asked.

test('Start free trial on the landing page leads to an account with 14 days left', async ({ page }) => {
  // A whole journey: checkout or form, the e-mail over SMTP, two password hashes.
  test.setTimeout(120_000);
  const email = uniqueEmail('trial');
  const mail = await startFreeTrial(page, { name: 'Tess Trial', businessName: 'Trial Wraps', email });
  expect(mail.text).toContain('Trial Wraps');
  await setPasswordFromLink(page, setPasswordLink(mail.text));

  await page.goto(`${E2E.dashboardUrl}/dashboard`);
  const card = page.getByTestId('billing-card');
  await expect(card.getByRole('heading', { name: 'Free trial: 14 days left' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', /\/#pricing$/);
});

test('the trial form says what is missing before anything is sent', async ({ page }) => {
  await page.goto('/start-trial?plan=quoteagent');
  await expect(page.getByText('QuoteAgent, free for 14 days.')).toBeVisible();
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your business name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test("the 'Check your e-mail' card keeps its icon inside the card, below its top edge", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/start-trial');
  await page.getByLabel('Your name').fill('Maya Harbour');
  await page.getByLabel('Business name').fill('Harbour Signs');
  await page.getByLabel('Email').fill(uniqueEmail('trial-card'));
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  const heading = page.getByRole('heading', { name: 'Check your e-mail' });
  await expect(heading).toBeVisible();
  const { cardTop, iconTop } = await heading.evaluate((element) => {
    const card = element.closest('.rounded-xl')!;
    const icon = element.parentElement!.querySelector('svg')!;
    return { cardTop: card.getBoundingClientRect().top, iconTop: icon.getBoundingClientRect().top };
  });
  // The card's padding (24 px or more) above the icon, not 0.
  expect(iconTop - cardTop).toBeGreaterThanOrEqual(24);
});
