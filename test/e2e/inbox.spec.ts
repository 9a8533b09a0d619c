import { expect, test } from '@playwright/test';
import { HANDED_OFF_TEXT } from '../../src/domain/chat';
import { INBOX_NOTICES } from '../../src/domain/inbox';
import { E2E } from './e2e-env';
import { collectPageErrors, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './page-checks';
import { setUpOwner, startVisitorChat, visitorLog } from './workspace-owner';

test('an owner takes over a live conversation; the visitor sees a person join and the reply', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'inbox-owner', agentName: 'Ace Shop' });
  const visitor = await visitorContext.newPage();
  const dashboard = await ownerContext.newPage();
  const errors = collectPageErrors(dashboard);

  const conversationId = await startVisitorChat(visitor, owner.publicKey, 'Do you wrap food trucks?');

  await dashboard.goto(`${E2E.dashboardUrl}/dashboard/conversations/${conversationId}`);
  const transcript = dashboard.getByRole('log', { name: 'Conversation' });
  await expect(transcript).toContainText('Do you wrap food trucks?');
  await expect(dashboard.getByTestId('realtime-status')).toHaveText('Live');
  await expect(dashboard.getByTestId('conversation-answerer')).toHaveText('Ace Shop is answering');
  await expectNoSeriousAxeViolations(dashboard);

  // A new visitor message appears on the open dashboard without a reload.
  await visitor.getByRole('textbox', { name: /^Message / }).fill('Also box trucks?');
  await visitor.getByRole('textbox', { name: /^Message / }).press('Enter');
  await expect(transcript).toContainText('Also box trucks?');

  await dashboard.getByRole('button', { name: 'Take over' }).click();
  await expect(dashboard.getByTestId('conversation-answerer')).toHaveText('You are answering');
  await expect(visitorLog(visitor)).toContainText(INBOX_NOTICES.personJoined);
  await expect(visitor.getByTestId('chat-status')).toHaveText('Team member');

  const reply = dashboard.getByLabel('Reply as a person');
  // The box says what happens to the reply: no address is known for this visitor, so no e-mail.
  await expect(
    dashboard.getByText(
      'If their chat is open, the customer sees your reply at once; otherwise they see it when they come back to the chat',
    ),
  ).toBeVisible();
  await expect(dashboard.getByText('The customer sees your reply at once.')).toHaveCount(0);
  // Nothing to send yet: the button is disabled until the reply has words.
  const send = dashboard.getByRole('button', { name: 'Send reply' });
  await expect(send).toBeDisabled();
  await reply.fill('   ');
  await expect(send).toBeDisabled();
  await reply.fill('Hi, this is Dana from the shop. Yes to both!');
  await expect(send).toBeEnabled();
  await reply.press('Enter');
  await expect(reply).toHaveValue('');
  await expect(visitorLog(visitor)).toContainText('Hi, this is Dana from the shop. Yes to both!');
  // Signed with the team member's name (the account's, 'inbox-owner'), not the agent's.
  const signed = visitorLog(visitor).locator('li').filter({ hasText: 'Yes to both!' });
  await expect(signed).toContainText('inbox-owner');
  await expect(signed).not.toContainText('Ace Shop');
  await expect(visitor.getByTestId('team-reply-note')).toHaveText(
    'You are chatting with inbox-owner from our team. You can keep writing.',
  );
  await expect(transcript).toContainText('Hi, this is Dana from the shop.');

  await dashboard.getByRole('button', { name: 'Hand back to the agent' }).click();
  await expect(visitorLog(visitor)).toContainText(INBOX_NOTICES.agentBack);
  await expect(dashboard.getByTestId('conversation-answerer')).toHaveText('Ace Shop is answering');

  await dashboard.getByRole('button', { name: 'Close conversation' }).click();
  await expect(dashboard.getByTestId('conversation-status')).toHaveText('Closed');
  await expect(visitorLog(visitor)).toContainText(INBOX_NOTICES.closed);

  await dashboard.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(dashboard);
  expect(errors).toEqual([]);
  await ownerContext.close();
  await visitorContext.close();
});

test('the owner names themself in Settings and signs replies with it; the visitor is not told after every line that the team will reply', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'inbox-named', agentName: 'Ace Shop' });
  const visitor = await visitorContext.newPage();
  const dashboard = await ownerContext.newPage();

  // An account's default name is its address's local part: never shown to customers, so the field starts empty.
  const renamed = await ownerContext.request.post(`${E2E.dashboardUrl}/api/auth/update-user`, {
    headers: { origin: E2E.dashboardUrl },
    data: { name: owner.email.split('@')[0] },
  });
  expect(renamed.status()).toBe(200);
  await dashboard.goto(`${E2E.dashboardUrl}/settings#profile`);
  const name = dashboard.getByRole('textbox', { name: 'Your name' });
  await expect(name).toHaveValue('');
  await dashboard.getByRole('button', { name: 'Save name' }).click();
  await expect(dashboard.getByText('Enter your name.')).toBeVisible();

  const conversationId = await startVisitorChat(visitor, owner.publicKey, 'Do you sell gift cards?');
  await dashboard.goto(`${E2E.dashboardUrl}/dashboard/conversations/${conversationId}`);
  await dashboard.getByRole('button', { name: 'Take over' }).click();
  await expect(visitorLog(visitor)).toContainText(INBOX_NOTICES.personJoined);

  // Two messages while the person has the conversation: the joined notice and the note under the
  // messages say a person answers; no "a team member will reply" after each line.
  const box = visitor.getByRole('textbox', { name: 'Message the team' });
  for (const text of ['Hello?', 'It is about a refund']) {
    await box.fill(text);
    await box.press('Enter');
    await expect(visitorLog(visitor)).toContainText(text);
  }
  await expect(box).toBeEnabled();
  await expect(visitorLog(visitor).getByText(HANDED_OFF_TEXT)).toHaveCount(0);
  await expect(visitor.getByText('Answers in seconds, around the clock')).toHaveCount(0);

  const reply = dashboard.getByLabel('Reply as a person');
  await reply.fill('Hi, happy to help with the refund.');
  await reply.press('Enter');
  await expect(visitorLog(visitor)).toContainText('happy to help with the refund');
  // Unnamed: the team's note, not the address's local part.
  await expect(visitor.getByTestId('team-reply-note')).toHaveText(
    'A team member will reply here. You can keep writing.',
  );
  await expect(visitorLog(visitor)).not.toContainText(owner.email.split('@')[0]!);

  await dashboard.goto(`${E2E.dashboardUrl}/settings#profile`);
  await name.fill('Dana Reyes');
  await dashboard.getByRole('button', { name: 'Save name' }).click();
  await expect(dashboard.getByText('Your name is saved')).toBeVisible();

  await dashboard.goto(`${E2E.dashboardUrl}/dashboard/conversations/${conversationId}`);
  await reply.fill('The refund is on its way.');
  await reply.press('Enter');
  await expect(visitorLog(visitor)).toContainText('The refund is on its way.');
  await expect(visitor.getByTestId('team-reply-note')).toHaveText(
    'You are chatting with Dana Reyes from our team. You can keep writing.',
  );
  await ownerContext.close();
  await visitorContext.close();
});

test("another workspace's owner cannot open the conversation", async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const otherContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'inbox-a', agentName: 'A Shop' });
  await setUpOwner(otherContext, { prefix: 'inbox-b', agentName: 'B Shop' });
  const visitor = await (await browser.newContext()).newPage();
  const conversationId = await startVisitorChat(visitor, owner.publicKey, 'Hello there');

  const other = await otherContext.newPage();
  await other.goto(`${E2E.dashboardUrl}/dashboard/conversations/${conversationId}`);
  await expect(other.getByRole('alert').filter({ hasText: 'Failed to load the conversation' })).toContainText(
    'Conversation not found',
  );
  await expect(other.getByRole('button', { name: 'Take over' })).toHaveCount(0);
  await Promise.all([ownerContext.close(), otherContext.close(), visitor.context().close()]);
});

test('a dashboard that lost its stream reconnects and catches up from the database', async ({ browser }) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'inbox-offline', agentName: 'Night Shop' });
  const visitor = await (await browser.newContext()).newPage();
  const conversationId = await startVisitorChat(visitor, owner.publicKey, 'First question');

  const dashboard = await ownerContext.newPage();
  let offline = true;
  // Only the stream's address is intercepted (a predicate would route every request of the page).
  await dashboard.route(`**/api/workspaces/${owner.workspaceId}/events`, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await dashboard.goto(`${E2E.dashboardUrl}/dashboard/conversations/${conversationId}`);
  const transcript = dashboard.getByRole('log', { name: 'Conversation' });
  await expect(transcript).toContainText('First question');
  await expect(dashboard.getByTestId('realtime-status')).toHaveText('Reconnecting…');

  // Written while the dashboard hears nothing.
  const stored = visitor.waitForResponse((r) => r.url().endsWith('/api/functions/ai-chat'));
  await visitor.getByRole('textbox', { name: /^Message / }).fill('Sent while you were offline');
  await visitor.getByRole('textbox', { name: /^Message / }).press('Enter');
  await stored;
  await expect(transcript).not.toContainText('Sent while you were offline');

  offline = false;
  // The next attempt comes after the spec's back-off (at most 10 s), then the page re-reads.
  await expect(dashboard.getByTestId('realtime-status')).toHaveText('Live', { timeout: 25_000 });
  await expect(transcript).toContainText('Sent while you were offline');
  await Promise.all([ownerContext.close(), visitor.context().close()]);
});

test('a visitor who asks for a person is marked as waiting in the leads list, with the reason in plain words, until taken over', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'inbox-wait', agentName: 'Wait Shop' });
  const visitor = await (await browser.newContext()).newPage();
  const conversationId = await startVisitorChat(
    visitor,
    owner.publicKey,
    'Can I talk to a real person please?',
  );
  // Every tone's hand-over line speaks of the team.
  await expect(visitorLog(visitor)).toContainText(/team/i);

  const dashboard = await ownerContext.newPage();
  await dashboard.goto(`${E2E.dashboardUrl}/dashboard`);
  const row = dashboard
    .getByTestId('conversation-row')
    .filter({ has: dashboard.locator(`a[href="/dashboard/conversations/${conversationId}"]`) });
  await expect(row).toContainText('Waiting for a person');

  await row.getByRole('link').click();
  await expect(dashboard.getByTestId('conversation-answerer')).toHaveText(
    'Waiting for a person: The visitor asked to talk to a person',
  );
  await dashboard.getByRole('button', { name: 'Take over' }).click();
  await expect(dashboard.getByTestId('conversation-answerer')).toHaveText('You are answering');

  await dashboard.goto(`${E2E.dashboardUrl}/dashboard`);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Waiting for a person');
  await Promise.all([ownerContext.close(), visitor.context().close()]);
});
