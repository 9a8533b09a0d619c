import { expect, type Locator, type Page, request, test } from '@playwright/test';
import { useDemoSession } from './demo-session';
import { E2E } from './e2e-env';
import { uniqueEmail, waitForMail } from './mailbox';
import { toastWith } from './page-checks';

const DASHBOARD = E2E.dashboardUrl;

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

/** The input is marked invalid and described by an element that shows `message`. */
async function expectDescribedError(input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

test('a wrong password shows the spec message', async ({ page }) => {
  await signIn(page, 'demo-client@example.com', 'not-the-password');
  const message = 'Invalid email or password. Please try again.';
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page).toHaveURL(`${DASHBOARD}/auth`);

  // The error is tied to both inputs while it shows, and withdrawn once the user edits them.
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  const email = panel.getByLabel('Email');
  const password = panel.getByLabel('Password');
  await expectDescribedError(email, message);
  await expectDescribedError(password, message);
  await password.fill('another-try');
  await expect(panel.getByText(message)).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(password).not.toHaveAttribute('aria-describedby');
});

test('a malformed sign-in e-mail is named under the e-mail field, not the password', async ({ page }) => {
  await signIn(page, 'maya@harboursigns', 'any-password');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  const email = panel.getByLabel('Email');
  const password = panel.getByLabel('Password');
  const message = 'Please enter a valid email address.';
  await expectDescribedError(email, message);
  await expect(password).not.toHaveAttribute('aria-invalid');
  await expect(password).not.toHaveAttribute('aria-describedby');
  // Shown between the e-mail field and the password field.
  const shown = panel.getByText(message);
  const [emailBox, shownBox, passwordBox] = await Promise.all(
    [email, shown, password].map((locator) => locator.boundingBox()),
  );
  expect(shownBox!.y).toBeGreaterThan(emailBox!.y);
  expect(shownBox!.y).toBeLessThan(passwordBox!.y);
  await expect(page).toHaveURL(`${DASHBOARD}/auth`);

  await email.fill('maya@harboursigns.test');
  await expect(shown).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
});

test('a malformed sign-in e-mail is not toasted as well; wrong credentials, of no one field, are', async ({
  page,
}) => {
  await signIn(page, 'maya@harboursigns', 'any-password');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  const message = 'Please enter a valid email address.';
  await expect(panel.getByText(message)).toBeVisible();
  // Right away (a toast lasts seconds), an attempt whose error belongs to no field: its toast is the
  // only one, so the malformed address left none. Counted once, not waited on until it matches.
  await panel.getByLabel('Email').fill('maya@harboursigns.test');
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Invalid email or password. Please try again.')).toBeVisible();
  expect(await page.locator('[data-sonner-toast]').count()).toBe(1);
  expect(await toastWith(page, message).count()).toBe(0);
});

test('a sign-up for an existing account ties the error to the e-mail and password', async ({ page }) => {
  await openSignUp(page);
  const panel = await fillSignUp(page, 'demo-client@example.com', 'long-enough-1');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  const message = 'An account with this email already exists. Please sign in instead.';
  await expect(panel.getByText(message)).toBeVisible();
  await expectDescribedError(panel.getByLabel('Email'), message);
  await expectDescribedError(panel.getByLabel('Password', { exact: true }), message);
});

test('the malformed sign-up e-mail is marked invalid and described', async ({ page }) => {
  await openSignUp(page);
  const panel = await fillSignUp(page, 'not-an-email', 'long-enough-1');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expectDescribedError(panel.getByLabel('Email'), 'Please enter a valid email address.');
});

test("'Back to Home' on the dashboard host leads to the main site's landing page", async ({ page }) => {
  await page.goto(`${DASHBOARD}/auth`);
  const back = page.getByRole('link', { name: 'Back to Home' });
  await expect(back).toHaveAttribute('href', new RegExp(`^${E2E.mainUrl}/?$`));
  await back.click();
  await expect(page).toHaveURL(`${E2E.mainUrl}/`);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'main');
  await expect(page.getByText('Most Popular').first()).toBeVisible();
});

test("'Back to Home' on the main site stays on the main site", async ({ page }) => {
  await page.goto(`${E2E.mainUrl}/auth`);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test("closing the reset panel returns focus to 'Forgot Password?' once only", async ({ page }) => {
  await page.goto(`${DASHBOARD}/auth`);
  const forgot = page.getByRole('button', { name: 'Forgot Password?' });
  await forgot.click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(forgot).toBeFocused();

  // Coming back to the Sign In tab later (here with the arrow keys, which activate the focused tab)
  // leaves focus on the tab the user chose.
  const signInTab = page.getByRole('tab', { name: 'Sign In' });
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(forgot).toBeVisible();
  await expect(signInTab).toBeFocused();
  await expect(forgot).not.toBeFocused();
});

test('the verification e-mail of a sign-up leads to /onboarding', async ({ page }) => {
  const email = uniqueEmail('verify-me');
  await openSignUp(page);
  const panel = await fillSignUp(page, email, 'long-enough-1');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`);

  const mail = await waitForMail(email, /confirm/i);
  const link = new RegExp(`(${E2E.dashboardUrl}/api/auth/verify-email\\S+)`).exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  expect(new URL(link!).searchParams.get('callbackURL')).toBe(`${DASHBOARD}/onboarding`);

  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`);
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
  const link = new RegExp(`(${E2E.dashboardUrl}/api/auth/reset-password/\\S+)`).exec(mail.text)?.[1];
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

test('a workspace owner opens the admin area on their own workspace only; the outbox stays for platform admins', async ({
  page,
}) => {
  // Signing in is the subject of the tests above; here the owner starts from their session.
  await useDemoSession(page.context(), 'client');
  await page.goto(`${DASHBOARD}/dashboard`);
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/admin`);
  // One workspace: no switcher; the platform's outbox is neither linked nor served.
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'E-mail outbox' })).toHaveCount(0);
  // Approvals: the workspace's own queue, live (the every-workspace queue would answer 403).
  await page.getByRole('tab', { name: 'Approvals' }).click();
  await expect(page.getByTestId('realtime-status')).toHaveText('Live');
  await expect(page.getByRole('tabpanel', { name: 'Approvals' })).not.toContainText('Failed');
  await page.goto(`${DASHBOARD}/admin/outbox`);
  await expect(page).toHaveURL(`${DASHBOARD}/`);
  expect((await page.request.get(`${DASHBOARD}/api/admin/outbox`)).status()).toBe(403);
  expect((await page.request.get(`${DASHBOARD}/api/admin/workspaces`)).status()).toBe(403);
});

test('an admin reaches /admin', async ({ page }) => {
  await useDemoSession(page.context(), 'admin');
  await page.goto(`${DASHBOARD}/admin`);
  await expect(page).toHaveURL(`${DASHBOARD}/admin`);
  await expect(page.getByRole('link', { name: 'Smart Automations' })).toBeVisible();
});

test('an admin reads the e-mails the product sent in the outbox', async ({ page }) => {
  // Someone signs up (through the product's sign-up route, as the form does; the form is tested
  // above), which sends them the e-mail to confirm their address.
  const email = uniqueEmail('outbox-reader');
  const someone = await request.newContext();
  try {
    const signUp = await someone.post(`${DASHBOARD}/api/auth/sign-up/email`, {
      headers: { origin: DASHBOARD },
      data: {
        email,
        password: 'long-enough-1',
        name: 'Outbox Reader',
        callbackURL: `${DASHBOARD}/onboarding`,
      },
    });
    expect(signUp.status()).toBe(200);
  } finally {
    await someone.dispose();
  }

  await useDemoSession(page.context(), 'admin');
  await page.goto(`${DASHBOARD}/admin`);
  await page.getByRole('link', { name: 'E-mail outbox' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail Outbox' })).toBeVisible();
  await page.getByLabel('Recipient').fill(email);
  const row = page.getByRole('list', { name: 'E-mails' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Confirm your e-mail');
  await row.locator('summary').click();
  // Sent through SMTP: the stored copy no longer carries the live verification link.
  await expect(row).toContainText('[link removed after delivery]');
  await expect(row).not.toContainText('/api/auth/verify-email');
});

test('a visitor who is not signed in is sent to /auth from any dashboard page', async ({ page }) => {
  await page.goto(`${DASHBOARD}/knowledge`);
  await expect(page).toHaveURL(`${DASHBOARD}/auth`);
});
