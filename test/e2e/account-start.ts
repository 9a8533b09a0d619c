import { expect, type Page } from '@playwright/test';
import { type CataloguePlanId, checkoutButtonLabel, planById } from '../../src/domain/plans';
import { type ReceivedMail, waitForMail } from './mailbox';

// The two ways a business becomes an owner (issue 13 §1, decision 017), as a visitor plays them
// on the main site: paying for a plan in the built-in test checkout, or "Start free trial". Each
// ends with the e-mail whose link sets the password (welcome-link.ts).

/** Pays for a plan (ShopAgent Pro unless told) in the test checkout; returns the confirmation e-mail. */
export async function payForPlan(
  page: Page,
  options: { businessName: string; email: string; planId?: CataloguePlanId },
): Promise<ReceivedMail> {
  const plan = planById(options.planId ?? 'shopagent-pro')!;
  await page.goto(`/checkout/${plan.id}`);
  await page.getByLabel('Business name').fill(options.businessName);
  await page.getByLabel('Email').fill(options.email);
  await page.getByRole('button', { name: checkoutButtonLabel(plan) }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/?]+$/);
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Your ${plan.name} plan is active` }),
  ).toBeVisible();
  await expect(page.getByText(`Check your e-mail at ${options.email}`)).toBeVisible();
  return waitForMail(options.email, new RegExp(`${plan.name} plan is active: set your password`));
}

/** "Start your free trial" from the landing page; returns the e-mail that sets the password. */
export async function startFreeTrial(
  page: Page,
  options: { name: string; businessName: string; email: string },
): Promise<ReceivedMail> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await expect(page).toHaveURL(/\/start-trial$/);
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
  await page.getByLabel('Your name').fill(options.name);
  await page.getByLabel('Business name').fill(options.businessName);
  await page.getByLabel('Email').fill(options.email);
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  return waitForMail(options.email, /free trial: set your password/);
}
