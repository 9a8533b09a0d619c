import { expect, type Page, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { expectNoSeriousAxeViolations } from './page-checks';

// The admin area's tables on the admin's own workspace (the demo workspace for the demo admin).

const DASHBOARD = E2E.dashboardUrl;

async function signInAsAdmin(page: Page) {
  await page.goto(`${DASHBOARD}/auth`);
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill('demo-admin@example.com');
  await panel.getByLabel('Password').fill('DemoAdmin-2025!');
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/dashboard`);
}

test('the admin pages show the workspace’s conversations, quotes, automations and reviews', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  await page.goto(`${DASHBOARD}/admin/conversations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await expect(page.getByTestId('conversation-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('conversation-row').first()).toBeVisible();

  await page.goto(`${DASHBOARD}/admin/quotes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await expect(page.getByTestId('quote-row').first()).toBeVisible();

  await page.goto(`${DASHBOARD}/admin/automations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Automations' })).toBeVisible();
  await expect(page.getByText('Expired quote recovery', { exact: false }).first()).toBeVisible();

  await page.goto(`${DASHBOARD}/admin/reviews`);
  const review = page.getByRole('listitem').filter({ hasText: 'Pick-up parking was a bit tricky' });
  await expect(review.getByText('Shown')).toBeVisible();
  await review.getByRole('switch').click();
  await expect(review.getByText('Waiting for approval')).toBeVisible();
  await page.reload();
  await expect(review.getByText('Waiting for approval')).toBeVisible();
  await review.getByRole('switch').click();
  await expect(review.getByText('Shown')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect(page.getByText(/being connected/)).toHaveCount(0);
});
