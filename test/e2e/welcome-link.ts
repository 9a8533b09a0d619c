import { expect, type Page } from '@playwright/test';
import { E2E } from './e2e-env';

// The e-mail of a new plan or trial sets the password through Better Auth's reset link, landing on
// the dashboard's reset page in its "Set your password" wording, then onboarding (decision 017).

const DASHBOARD = E2E.dashboardUrl;
const PASSWORD = 'my-own-password-1';

/** The link of a welcome e-mail that sets the password (Better Auth's reset route on the dashboard). */
export function setPasswordLink(text: string): string {
  const link = new RegExp(`(${DASHBOARD}/api/auth/reset-password/\\S+)`).exec(text)?.[1];
  expect(link, text).toBeTruthy();
  return link!;
}

export async function setPasswordFromLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?welcome=1&/);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm New Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  // Setting the password hashes it, then signs in (hashing again): slow on a loaded machine.
  await expect(page).toHaveURL(`${DASHBOARD}/onboarding`, { timeout: 30_000 });
}
