import { expect, type Page, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { collectPageErrors } from './page-checks';
import { everydayBrowser, serveSite } from './widget-site';
import { setUpOwner } from './workspace-owner';

// A visitor who chatted and went on to other pages of the business's site sees on the launcher
// that a team member replied ("1 new reply") on a page where the chat was never opened; opening
// it shows the reply and clears the count, on that page and the next (decision 095).

const launcher = (page: Page) => page.getByRole('button', { name: /^(Open|Close) chat/ });
const chatFrame = (page: Page) => page.locator('iframe[title="Chat"]');
const chat = (page: Page) => page.frameLocator('iframe[title="Chat"]');
const messageBox = (page: Page) => chat(page).getByRole('textbox', { name: /^Message / });
const entries = (page: Page) => chat(page).getByRole('log', { name: 'Messages' }).locator('li[data-entry]');
const isCount = (url: string) => url.endsWith('/api/chat/unread');

/** Opens `url` and waits for the launcher's hidden counter to have its answer. */
async function visitCounted(page: Page, url: string): Promise<number> {
  const answer = page.waitForResponse((res) => isCount(res.url()));
  await page.goto(url);
  const res = await answer;
  expect(res.status()).toBe(200);
  return (await res.json()).count;
}

test('a team reply sent while the visitor was on other pages shows on the launcher of the next one', async ({
  browser,
  playwright,
  launchOptions,
}) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'launcher-count', agentName: 'Harbour Bot' });
  const workspaceApi = `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}`;
  const origin = { origin: E2E.dashboardUrl };
  const allowed = await ownerContext.request.put(`${workspaceApi}/settings/allowed-domains`, {
    headers: origin,
    data: { allowedDomains: ['127.0.0.1'] },
  });
  expect(allowed.status()).toBe(200);
  const site = await serveSite(
    `<script src="${E2E.mainUrl}/widget.js" data-workspace="${owner.publicKey}" async></script>`,
  );
  const visitor = await everydayBrowser(playwright.chromium, launchOptions);
  const page = await visitor.context.newPage();
  const errors = collectPageErrors(page);
  const counts: string[] = [];
  page.on('request', (request) => {
    if (isCount(request.url())) counts.push(request.url());
  });
  try {
    // A first visit: nothing kept, so the counter page asks nothing.
    const counter = page.waitForResponse((res) => res.url().includes('/embed/unread?'));
    await page.goto(`${site.url}/`);
    expect((await counter).status()).toBe(200);
    await launcher(page).click();
    await messageBox(page).fill('Do you make boat lettering?');
    await messageBox(page).press('Enter');
    await expect(entries(page)).toHaveCount(3);
    await expect(entries(page).nth(2)).toContainText(/^Harbour Bot: \S/);
    expect(counts).toEqual([]);

    // Another page: the visitor saw the agent's answer, so nothing waits.
    expect(await visitCounted(page, `${site.url}/about`)).toBe(0);
    await expect(launcher(page)).toHaveAccessibleName('Open chat');

    // A team member replies while the visitor reads on.
    const list = await ownerContext.request.get(`${workspaceApi}/dashboard/conversations`);
    const [conversation] = (await list.json()).items;
    const reply = await ownerContext.request.post(
      `${workspaceApi}/conversations/${conversation.id}/replies`,
      {
        headers: origin,
        data: { content: 'Dana here: yes, any size of boat.' },
      },
    );
    expect(reply.status()).toBe(201);

    // The next page's launcher says so, without the chat having been opened there.
    expect(await visitCounted(page, `${site.url}/`)).toBe(1);
    await expect(launcher(page)).toHaveAccessibleName('Open chat, 1 new reply');
    await expect(launcher(page)).toContainText('1');
    await expect(chatFrame(page)).toHaveCount(0);

    // Opening shows the reply and clears the count, here and on the next page.
    await launcher(page).click();
    await expect(chat(page).getByText('Dana here: yes, any size of boat.')).toBeVisible();
    // Full screen on a phone, the chat's own close button stands in for the launcher.
    await messageBox(page).press('Escape');
    await expect(launcher(page)).toHaveAccessibleName('Open chat');
    expect(await visitCounted(page, `${site.url}/about`)).toBe(0);
    await expect(launcher(page)).toHaveAccessibleName('Open chat');
    expect(errors).toEqual([]);
  } finally {
    await site.close();
    await Promise.all([ownerContext.close(), visitor.close()]);
  }
});
