import { expect, type Page, test } from '@playwright/test';
import { AWAITING_APPROVAL_TEXT } from '../../src/domain/chat';
import { widgetSnippet } from '../../src/domain/widget-snippet';
import { E2E } from './e2e-env';
import { serveHostPage } from './host-page';
import { setUpOwner } from './workspace-owner';

// A visitor who closed the chat panel while an answer waited for approval, or before a team
// member replied, sees on the launcher that a reply is waiting ("1 new reply"), until they open it.

const origin = { origin: E2E.dashboardUrl };
const launcher = (page: Page) => page.getByRole('button', { name: /^(Open|Close) chat/ });
const chat = (page: Page) => page.frameLocator('iframe[title="Chat"]');
const messageBox = (page: Page) => chat(page).getByRole('textbox', { name: /^Message / });

test('the launcher counts an approved answer and a team reply that arrive while the chat is closed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, {
    prefix: 'reply-waiting',
    agentName: 'Careful Shop',
    safeMode: true,
  });
  const api = ownerContext.request;
  const workspaceApi = `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}`;
  expect(
    (
      await api.put(`${workspaceApi}/settings/allowed-domains`, {
        headers: origin,
        data: { allowedDomains: ['127.0.0.1'] },
      })
    ).status(),
  ).toBe(200);
  const host = await serveHostPage(
    widgetSnippet({ scriptOrigin: E2E.mainUrl, publicKey: owner.publicKey }),
    'Careful Shop',
  );
  try {
    const visitor = await browser.newPage();
    await visitor.goto(host.url);
    await launcher(visitor).click();
    await messageBox(visitor).fill('Can you deliver by Friday?');
    await messageBox(visitor).press('Enter');
    await expect(chat(visitor).getByText(AWAITING_APPROVAL_TEXT)).toBeVisible();
    await messageBox(visitor).press('Escape');
    await expect(launcher(visitor)).toHaveAccessibleName('Open chat');

    // The owner approves the held answer: it reaches the closed chat, and the launcher says so.
    const queue = await (await api.get(`${workspaceApi}/approvals`)).json();
    expect(queue.approvals).toHaveLength(1);
    const decided = await api.post(`${workspaceApi}/approvals/${queue.approvals[0].id}/decision`, {
      headers: origin,
      data: { action: 'approve', editedContent: 'Yes, Friday works.' },
    });
    expect(decided.status()).toBe(200);
    await expect(launcher(visitor)).toHaveAccessibleName('Open chat, 1 new reply');
    await expect(launcher(visitor)).toContainText('1');
    await launcher(visitor).click();
    await expect(chat(visitor).getByText('Yes, Friday works.')).toBeVisible();
    await messageBox(visitor).press('Escape');
    await expect(launcher(visitor)).toHaveAccessibleName('Open chat');

    // A team member's reply while the panel is closed counts too; opening clears it.
    const reply = await api.post(
      `${workspaceApi}/conversations/${queue.approvals[0].conversation.id}/replies`,
      {
        headers: origin,
        data: { content: 'Dana here: it is packed and ready.' },
      },
    );
    expect(reply.status()).toBe(201);
    await expect(launcher(visitor)).toHaveAccessibleName('Open chat, 1 new reply');
    await launcher(visitor).click();
    await expect(chat(visitor).getByText('Dana here: it is packed and ready.')).toBeVisible();
    await expect(launcher(visitor)).toHaveAccessibleName('Close chat');
    await visitor.close();
  } finally {
    await host.close();
  }
  await ownerContext.close();
});
