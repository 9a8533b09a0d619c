import { expect, test } from '@playwright/test';
import {
  ANSWERS_CHECKED_LINE,
  APPROVAL_MESSAGES,
  AWAITING_APPROVAL_TEXT,
  INSTANT_ANSWERS_LINE,
} from '../../src/domain/chat';
import { INBOX_NOTICES } from '../../src/domain/inbox';
import { useDemoSession } from './demo-session';
import { E2E } from './e2e-env';
import { collectPageErrors, expectNoSeriousAxeViolations, toastWith } from './page-checks';
import { setUpOwner, startVisitorChat, visitorLog } from './workspace-owner';

/** The demo admin's session (demo-session.ts); each test then opens the admin area directly. */
async function signInAsDemoAdmin(page: import('@playwright/test').Page) {
  await useDemoSession(page.context(), 'admin');
}

test('an admin edits and approves a safe-mode draft; the visitor’s open chat shows it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, {
    prefix: 'approvals-owner',
    agentName: 'Careful Shop',
    safeMode: true,
  });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const errors = collectPageErrors(admin);
  await signInAsDemoAdmin(admin);
  await admin.goto(`${E2E.dashboardUrl}/admin`);
  await admin.getByRole('tab', { name: 'Approvals' }).click();
  await expect(admin.getByTestId('realtime-status')).toHaveText('Live');

  // The draft is held while the admin's queue is open: it appears there without a reload.
  const question = `Can you wrap a trailer by ${test.info().testId}?`;
  const visitor = await (await browser.newContext()).newPage();
  await startVisitorChat(visitor, owner.publicKey, question);
  await expect(visitorLog(visitor)).toContainText(AWAITING_APPROVAL_TEXT);

  const card = admin.getByTestId('approval-card').filter({ hasText: question });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Careful Shop');
  await expectNoSeriousAxeViolations(admin);

  const answer = card.getByLabel('Answer to send');
  await expect(answer).not.toHaveValue('');
  await answer.fill('Yes! Trailers take two days; we can start Monday.');
  await card.getByLabel('Notes (optional)').fill('Gave the real lead time');
  await card.getByRole('button', { name: 'Approve and send' }).click();
  await expect(toastWith(admin, APPROVAL_MESSAGES.sent)).toBeVisible();
  await expect(card).toHaveCount(0);

  await expect(visitorLog(visitor)).toContainText('Yes! Trailers take two days; we can start Monday.');
  expect(errors).toEqual([]);
  await Promise.all([ownerContext.close(), adminContext.close(), visitor.context().close()]);
});

test('an owner rejects a draft: the visitor leaves the awaiting state at once, without the draft', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, {
    prefix: 'approvals-reject',
    agentName: 'Strict Boutique',
    agentType: 'social',
    safeMode: true,
  });
  const visitor = await (await browser.newContext()).newPage();
  const question = `Is there a discount for ${test.info().testId}?`;
  await startVisitorChat(visitor, owner.publicKey, question);
  await expect(visitorLog(visitor)).toContainText(AWAITING_APPROVAL_TEXT);
  await expect(visitor.getByTestId('chat-status')).toHaveText('Awaiting a team member');

  // The owner's own admin area, as a boutique's owner walks it.
  const admin = await ownerContext.newPage();
  const errors = collectPageErrors(admin);
  await admin.goto(`${E2E.dashboardUrl}/admin`);
  await expect(admin.getByRole('tab', { name: /Approvals/ })).toContainText('1');
  await admin.getByRole('tab', { name: /Approvals/ }).click();
  const card = admin.getByTestId('approval-card').filter({ hasText: question });
  // The message the draft answers stands out from the rest.
  await expect(card.getByTestId('answered-message')).toContainText(question);
  const draft = await card.getByLabel('Answer to send').inputValue();
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(card.getByLabel('Reply to send instead (optional)')).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await card.getByRole('button', { name: 'Reject and reply later' }).click();
  await expect(toastWith(admin, APPROVAL_MESSAGES.rejectedToInbox)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(admin.getByRole('tab', { name: /Approvals/ })).not.toContainText('1');

  await expect(visitorLog(visitor)).toContainText(INBOX_NOTICES.teamWillReply);
  await expect(visitor.getByTestId('chat-status')).toHaveText('Team member');
  await expect(visitorLog(visitor)).not.toContainText(draft.slice(0, 40));
  expect(errors).toEqual([]);
  await Promise.all([ownerContext.close(), visitor.context().close()]);
});

test('an owner rejects a draft with a reply of their own, which the visitor gets instead', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, {
    prefix: 'approvals-reply',
    agentName: 'Kind Boutique',
    agentType: 'social',
    safeMode: true,
  });
  const visitor = await (await browser.newContext()).newPage();
  const question = `Can I return a dress after ${test.info().testId}?`;
  await startVisitorChat(visitor, owner.publicKey, question);
  await expect(visitorLog(visitor)).toContainText(AWAITING_APPROVAL_TEXT);

  const admin = await ownerContext.newPage();
  await admin.goto(`${E2E.dashboardUrl}/admin`);
  await admin.getByRole('tab', { name: /Approvals/ }).click();
  const card = admin.getByTestId('approval-card').filter({ hasText: question });
  await card.getByRole('button', { name: 'Reject' }).click();
  await card.getByLabel('Reply to send instead (optional)').fill('Yes, within 30 days with the tags on.');
  await card.getByRole('button', { name: 'Reject and send my reply' }).click();
  await expect(toastWith(admin, APPROVAL_MESSAGES.rejectedWithReply)).toBeVisible();

  await expect(visitorLog(visitor)).toContainText('Yes, within 30 days with the tags on.');
  await expect(visitor.getByTestId('chat-status')).toHaveText('Team member');
  await Promise.all([ownerContext.close(), visitor.context().close()]);
});

test('a draft the visitor wrote past cannot be approved: the queue says why and shows the newest draft with both messages', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, {
    prefix: 'approvals-superseded',
    agentName: 'Careful Boutique',
    agentType: 'social',
    safeMode: true,
  });
  const visitor = await (await browser.newContext()).newPage();
  const first = `Is there a discount for ${test.info().testId}?`;
  await startVisitorChat(visitor, owner.publicKey, first);
  await expect(visitorLog(visitor)).toContainText(AWAITING_APPROVAL_TEXT);

  // The owner's queue without its live updates, as a page opened a while ago that missed them.
  const admin = await ownerContext.newPage();
  await admin.route('**/api/workspaces/*/events**', (route) => route.abort());
  await admin.goto(`${E2E.dashboardUrl}/admin`);
  await admin.getByRole('tab', { name: /Approvals/ }).click();
  const stale = admin.getByTestId('approval-card').filter({ hasText: first });
  await expect(stale).toBeVisible();

  const second = 'And for students, is it more?';
  const box = visitor.getByRole('textbox', { name: /^Message / });
  const answered = visitor.waitForResponse((r) => r.url().includes('/api/functions/ai-chat'));
  await box.fill(second);
  await box.press('Enter');
  expect((await answered).status()).toBe(200);

  await stale.getByRole('button', { name: 'Approve and send' }).click();
  await expect(toastWith(admin, APPROVAL_MESSAGES.superseded)).toBeVisible();
  // The queue is read again: one card, the newest draft, with the two messages it answers.
  const cards = admin.getByTestId('approval-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId('answered-message')).toContainText(second);
  await expect(cards).toContainText(first);
  await expectNoSeriousAxeViolations(admin);
  await Promise.all([ownerContext.close(), visitor.context().close()]);
});

test('in safe mode the widget says a person checks answers, and the held answer is named for what it is', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, {
    prefix: 'approvals-words',
    agentName: 'Checked Signs',
    safeMode: true,
  });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${E2E.mainUrl}/embed/chat?workspace=${owner.publicKey}`);
  // No promise of instant answers from an agent whose every answer waits for a person.
  await expect(visitor.getByText(ANSWERS_CHECKED_LINE)).toBeVisible();
  await expect(visitor.getByText(INSTANT_ANSWERS_LINE)).toHaveCount(0);

  const question = `Do you print banners for ${test.info().testId}?`;
  const conversationId = await startVisitorChat(visitor, owner.publicKey, question);
  await expect(visitorLog(visitor)).toContainText(AWAITING_APPROVAL_TEXT);

  const dashboard = await ownerContext.newPage();
  const errors = collectPageErrors(dashboard);
  await dashboard.goto(`${E2E.dashboardUrl}/dashboard/conversations/${conversationId}`);
  await expect(dashboard.getByTestId('conversation-answerer')).toHaveText(
    "Checked Signs's answer is waiting for approval",
  );
  const card = dashboard.getByTestId('approval-card').filter({ hasText: question });
  const answered = card.getByTestId('answered-message');
  await expect(answered).toContainText('The message the draft replies to');
  await expect(answered).toContainText(question);
  // Already on the conversation's page: no link to it.
  await expect(card.getByRole('link', { name: 'Open conversation' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await Promise.all([ownerContext.close(), visitor.context().close()]);
});
