import { expect, type Page, test } from '@playwright/test';
import { AWAITING_QUOTE_APPROVAL_TEXT } from '../../src/domain/agent/approval-hold';
import { DEMO_WORKSPACE } from '../../src/server/db/seed/demo-content';
import { useDemoSession } from './demo-session';
import { E2E } from './e2e-env';
import { expectNoSeriousAxeViolations, toastWith } from './page-checks';
import { setUpOwner, startVisitorChat, visitorLog } from './workspace-owner';

// The admin area's tables on the admin's own workspace (the demo workspace for the demo admin).

const DASHBOARD = E2E.dashboardUrl;

/** The demo admin's session (demo-session.ts); each test then opens the admin area directly. */
async function signInAsAdmin(page: Page) {
  await useDemoSession(page.context(), 'admin');
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
  // The demo workspace's seeded follow-ups are counted, and the estimate states its assumptions.
  await expect(page.getByTestId('impact-emails')).not.toContainText(/^E-mails sent0/);
  await expect(page.getByTestId('impact-assumptions')).toContainText('minutes per follow-up e-mail');

  await page.goto(`${DASHBOARD}/admin/reviews`);
  const review = page.getByRole('listitem').filter({ hasText: 'Pick-up parking was a bit tricky' });
  await expect(review.getByText('Shown')).toBeVisible();
  await review.getByRole('switch').click();
  await expect(review.getByText('Waiting for approval')).toBeVisible();
  await page.reload();
  await expect(review.getByText('Waiting for approval')).toBeVisible();
  await review.getByRole('switch').click();
  await expect(review.getByText('Shown')).toBeVisible();

  // Approved reviews shown in the workspace's widget, then hidden again.
  const display = page.getByRole('switch', { name: 'Show approved reviews in your chat widget' });
  await display.click();
  await expect(toastWith(page, 'Approved reviews now show in your chat widget')).toBeVisible();
  const frame = await page.context().newPage();
  await frame.goto(`${E2E.mainUrl}/embed/chat?workspace=${DEMO_WORKSPACE.publicKey}`);
  const strip = frame.getByRole('region', { name: 'Customer reviews' });
  await expect(strip).toContainText(/Rated \d\.\d out of 5 from \d+ review/);
  await expect(strip).toContainText('Pick-up parking was a bit tricky');
  await frame.close();
  await display.click();
  await expect(display).toHaveAttribute('aria-checked', 'false');
  await expectNoSeriousAxeViolations(page);
  await expect(page.getByText(/being connected/)).toHaveCount(0);
});

test('an admin switches to a customer’s workspace and puts its agent in safe mode for the next turn', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'modes-owner', agentName: 'Switchable Shop' });
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  await page.goto(`${DASHBOARD}/admin`);

  // The switcher lists every workspace; the owner's is found by its owner's e-mail.
  const switcher = page.getByRole('combobox', { name: 'Workspace' });
  await expect(switcher.locator('option', { hasText: owner.email })).toHaveAttribute(
    'value',
    owner.workspaceId,
  );
  await switcher.selectOption(owner.workspaceId);
  await expect(page.getByTestId('agent-row').filter({ hasText: 'Switchable Shop' })).toBeVisible();

  await page.getByRole('tab', { name: 'Operation Modes' }).click();
  const row = page.getByTestId('agent-mode-row').filter({ hasText: 'Switchable Shop' });
  const safe = row.getByRole('switch', { name: 'Safe mode for Switchable Shop' });
  const approval = row.getByRole('switch', { name: 'Require approval for Switchable Shop' });
  await expect(safe).toHaveAttribute('aria-checked', 'false');
  await expect(approval).toBeDisabled();
  await safe.click();
  await expect(toastWith(page, 'Switchable Shop is now in safe mode')).toBeVisible();
  await expect(safe).toHaveAttribute('aria-checked', 'true');
  await expect(approval).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousAxeViolations(page);

  // The next visitor turn is held for approval.
  const visitor = await (await browser.newContext()).newPage();
  await startVisitorChat(visitor, owner.publicKey, 'How much is a full wrap for a van?');
  await expect(visitorLog(visitor)).toContainText(AWAITING_QUOTE_APPROVAL_TEXT);

  // The choice holds across pages and reloads.
  await page.goto(`${DASHBOARD}/admin/conversations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await expect(switcher).toHaveValue(owner.workspaceId);
  await expect(page.getByTestId('conversation-row')).toHaveCount(1);
  await Promise.all([ownerContext.close(), page.context().close(), visitor.context().close()]);
});
