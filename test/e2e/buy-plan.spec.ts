import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { uniqueEmail, waitForMail } from './mailbox';
import { setPasswordFromLink, setPasswordLink } from './welcome-link';

// Billing to account (issue 13 §1, decision 017): a visitor pays for a plan in the built-in test
// checkout, the confirmation e-mail arrives over SMTP, its link sets the password, and the new
// owner lands on onboarding, signed in.

const DASHBOARD = E2E.dashboardUrl;

test('a paid plan e-mails a link that sets the password and opens onboarding, signed in', async ({
  page,
}) => {
  // A whole journey: checkout or form, the e-mail over SMTP, two password hashes.
  test.setTimeout(120_000);
  const email = uniqueEmail('buyer');
  await page.goto('/checkout/shopagent-pro');
  await page.getByLabel('Business name').fill('Acme Wraps');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Start ShopAgent Pro - $497/mo' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/?]+$/);
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Payment Successful! Your order has been confirmed.' }),
  ).toBeVisible();
  await expect(page.getByText('You will receive a confirmation e-mail')).toBeVisible();

  const mail = await waitForMail(email, /ShopAgent Pro plan is active: set your password/);
  expect(mail.text).toContain('Acme Wraps');
  await page.context().clearCookies();
  await setPasswordFromLink(page, setPasswordLink(mail.text));

  const me = await (await page.request.get(`${DASHBOARD}/api/me`)).json();
  expect(me.user.email).toBe(email);
  expect(me.workspaces).toMatchObject([{ name: 'Acme Wraps', role: 'owner' }]);
  const billing = await page.request.get(`${DASHBOARD}/api/workspaces/${me.workspaces[0].id}/billing`);
  expect(await billing.json()).toMatchObject({ state: 'active', plan: { id: 'shopagent-pro' } });
});
