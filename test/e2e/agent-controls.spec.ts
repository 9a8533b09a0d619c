import { expect, type Page, test } from '@playwright/test';
import { AGENT_PAUSED_TEXT } from '../../src/domain/chat';
import { AGENT_MESSAGES } from '../../src/domain/contracts/agents.contract';
import { WIDGET_CONFIG_MESSAGES } from '../../src/domain/contracts/widget.contract';
import { E2E } from './e2e-env';
import { collectPageErrors, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './page-checks';
import { setUpOwner } from './workspace-owner';

// The owner's controls over an agent after onboarding, in the admin Agents tab on a phone: its
// name and greeting reach the widget; pausing (confirmed) leaves visitors a clear "not available",
// and resuming brings the chat back.

/** A dialog over the page at 390 px: no serious axe violation, nothing wider than the phone. */
async function expectOpenDialogAccessible(page: Page) {
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

async function openVisitorChat(page: Page, publicKey: string) {
  await page.goto(`${E2E.mainUrl}/embed/chat?workspace=${publicKey}`);
}

test('the owner renames an agent, edits its greeting, pauses and resumes it; the widget follows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await setUpOwner(ownerContext, { prefix: 'agent-controls', agentName: 'Fern Shop' });
  const page = await ownerContext.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${E2E.dashboardUrl}/admin`);
  const card = page.getByTestId('agent-row').filter({ hasText: 'Fern Shop' });
  await expect(card).toBeVisible();

  // Rename and greeting: a placeholder is refused with the contract's message, by keyboard alone.
  await card.getByRole('button', { name: 'Edit Fern Shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Fern Shop' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Ada from Fern');
  const greeting = dialog.getByRole('textbox', { name: 'Greeting' });
  await greeting.fill('Hello! Call {phone} or ask me here.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(AGENT_MESSAGES.greetingPlaceholder)).toBeVisible();
  await expect(greeting).toHaveAttribute('aria-invalid', 'true');
  await expectOpenDialogAccessible(page);
  await greeting.fill('Hello! I can help with sizes and delivery.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('agent-row').filter({ hasText: 'Ada from Fern' })).toBeVisible();

  const visitor = await browser.newPage();
  await openVisitorChat(visitor, owner.publicKey);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Chat with Ada from Fern');
  await expect(visitor.getByText('Hello! I can help with sizes and delivery.')).toBeVisible();

  // Pausing asks first; cancelling changes nothing.
  const renamed = page.getByTestId('agent-row').filter({ hasText: 'Ada from Fern' });
  await renamed.getByRole('button', { name: 'Pause Ada from Fern' }).click();
  const confirm = page.getByRole('dialog', { name: 'Pause Ada from Fern?' });
  await expect(confirm).toBeVisible();
  await expectOpenDialogAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamed.getByText('active', { exact: true })).toBeVisible();
  await renamed.getByRole('button', { name: 'Pause Ada from Fern' }).click();
  await confirm.getByRole('button', { name: 'Pause agent' }).click();
  await expect(renamed.getByText('paused', { exact: true })).toBeVisible();

  // The chat already open (its config is cached a minute) answers the next message plainly.
  const box = visitor.getByRole('textbox', { name: /^Message / });
  await box.fill('Are you still there?');
  await box.press('Enter');
  await expect(visitor.getByText(AGENT_PAUSED_TEXT)).toBeVisible();
  // A new visitor is told plainly that the chat is not available.
  const newVisitor = await browser.newPage();
  await openVisitorChat(newVisitor, owner.publicKey);
  await expect(newVisitor.getByRole('heading', { level: 1 })).toHaveText('Chat unavailable');
  await expect(newVisitor.getByRole('alert')).toHaveText(WIDGET_CONFIG_MESSAGES.noAgent);

  await renamed.getByRole('button', { name: 'Resume Ada from Fern' }).click();
  await expect(renamed.getByText('active', { exact: true })).toBeVisible();
  const laterVisitor = await browser.newPage();
  await openVisitorChat(laterVisitor, owner.publicKey);
  await expect(laterVisitor.getByRole('heading', { level: 1 })).toHaveText('Chat with Ada from Fern');
  expect(errors).toEqual([]);
  await ownerContext.close();
});
