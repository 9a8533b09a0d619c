import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail, waitForMail } from './mailbox';

const DASHBOARD = 'http://localhost:3001';

async function openSignUp(page: Page) {
  await page.goto(`${DASHBOARD}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
}

async function fillSignUp(page: Page, email: string, password: string, confirm = password) {
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm Password').fill(confirm);
  return panel;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${DASHBOARD}/auth`);
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-up validation', () => {
  test('says when the passwords differ and keeps the button disabled', async ({ page }) => {
    await openSignUp(page);
    const panel = await fillSignUp(page, 'someone@example.com', 'long-enough-1', 'long-enough-2');
    await expect(panel.getByText('Passwords do not match')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  test('refuses a malformed e-mail with the spec message', async ({ page }) => {
    await openSignUp(page);
    const panel = await fillSignUp(page, 'not-an-email', 'long-enough-1');
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('refuses a short password with the spec message', async ({ page }) => {
    await openSignUp(page);
    const panel = await fillSignUp(page, 'someone@example.com', 'short7!');
    await panel.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Password must be at least 8 characters long.').first()).toBeVisible();
  });
});

test('sign-up, sign-out, then sign-in lands on /onboarding', async ({ page }) => {
  const email = uniqueEmail('new-owner');
  await openSignUp(page);
  const panel = await fillSignUp(page, email, 'long-enough-1');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`);

  await page.goto(`${DASHBOARD}/`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/auth`);

  await signIn(page, email.toUpperCase(), 'long-enough-1');
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`);
});

test('a wrong password shows the spec message', async ({ page }) => {
  await signIn(page, 'demo-client@example.com', 'not-the-password');
  await expect(page.getByText('Invalid email or password. Please try again.').first()).toBeVisible();
  await expect(page).toHaveURL(`${DASHBOARD}/auth`);
});

test('a completed account lands on /dashboard', async ({ page }) => {
  await signIn(page, 'demo-client@example.com', 'DemoClient-2025!');
  await expect(page).toHaveURL(`${DASHBOARD}/dashboard`);
});

test('the demo accounts are listed on /auth in demo mode', async ({ page }) => {
  await page.goto(`${DASHBOARD}/auth`);
  await expect(page.getByText('demo-admin@example.com')).toBeVisible();
  await expect(page.getByText('DemoClient-2025!')).toBeVisible();
});

test('a password reset e-mail arrives over SMTP and its link sets a new password', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await openSignUp(page);
  const panel = await fillSignUp(page, email, 'first-password-1');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`);
  await page.context().clearCookies();

  await page.goto(`${DASHBOARD}/auth`);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();

  const mail = await waitForMail(email, /reset/i);
  const link = /(http:\/\/localhost:3001\/api\/auth\/reset-password\/\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New Password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm New Password').fill('second-password-2');
  await page.getByRole('button', { name: /reset password|update password|set new password/i }).click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await signIn(page, email, 'second-password-2');
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`);
});

test('a signed-in non-admin is kept out of /admin', async ({ page }) => {
  await signIn(page, 'demo-client@example.com', 'DemoClient-2025!');
  await expect(page).toHaveURL(`${DASHBOARD}/dashboard`);
  await page.goto(`${DASHBOARD}/admin`);
  await expect(page).toHaveURL(`${DASHBOARD}/`);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const api = await page.request.get(`${DASHBOARD}/api/admin/outbox`);
  expect(api.status()).toBe(403);
});

test('an admin reaches /admin', async ({ page }) => {
  await signIn(page, 'demo-admin@example.com', 'DemoAdmin-2025!');
  await expect(page).toHaveURL(`${DASHBOARD}/dashboard`);
  await page.goto(`${DASHBOARD}/admin`);
  await expect(page).toHaveURL(`${DASHBOARD}/admin`);
  await expect(page.getByRole('link', { name: 'Smart Automations' })).toBeVisible();
});

test('an admin reads the e-mails the product sent in the outbox', async ({ page }) => {
  const email = uniqueEmail('outbox-reader');
  await openSignUp(page);
  const panel = await fillSignUp(page, email, 'long-enough-1');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`);
  await page.context().clearCookies();

  await signIn(page, 'demo-admin@example.com', 'DemoAdmin-2025!');
  await expect(page).toHaveURL(`${DASHBOARD}/dashboard`);
  await page.goto(`${DASHBOARD}/admin`);
  await page.getByRole('link', { name: 'E-mail outbox' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail Outbox' })).toBeVisible();
  await page.getByLabel('Recipient').fill(email);
  const row = page.getByRole('list', { name: 'E-mails' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Confirm your e-mail');
  await row.locator('summary').click();
  await expect(row).toContainText('/api/auth/verify-email');
});

test('a visitor who is not signed in is sent to /auth from any dashboard page', async ({ page }) => {
  await page.goto(`${DASHBOARD}/knowledge`);
  await expect(page).toHaveURL(`${DASHBOARD}/auth`);
});
