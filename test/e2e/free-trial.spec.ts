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
