import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { collectPageErrors } from './page-checks';
import { everydayBrowser, serveSite } from './widget-site';
import { type E2EOwner, setUpOwner } from './workspace-owner';

// A visitor who reloads the business's page, or goes to another of its pages, finds the chat as
// they left it and continues the same conversation (one lead for the owner); the launcher takes
// the colour the owner has now, not the one in the snippet they pasted.

const WIDGET_URL = `${E2E.mainUrl}/widget.js`;

const launcher = (page: Page) => page.getByRole('button', { name: /^(Open|Close) chat/ });
const chat = (page: Page) => page.frameLocator('iframe[title="Chat"]');
const messageBox = (page: Page) => chat(page).getByRole('textbox', { name: /^Message / });
const entries = (page: Page) => chat(page).getByRole('log', { name: 'Messages' }).locator('li[data-entry]');
const launcherColour = (page: Page) => launcher(page).evaluate((el) => getComputedStyle(el).backgroundColor);

async function send(page: Page, text: string, count: number) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(entries(page)).toHaveCount(count);
  await expect(entries(page).nth(count - 1)).toContainText(/^Harbour Bot: \S/);
}

async function allow127(context: BrowserContext, owner: E2EOwner) {
  const allowed = await context.request.put(
    `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/settings/allowed-domains`,
    { headers: { origin: E2E.dashboardUrl }, data: { allowedDomains: ['127.0.0.1'] } },
  );
  expect(allowed.status()).toBe(200);
}

async function setColour(context: BrowserContext, owner: E2EOwner, primaryColor: string) {
  const saved = await context.request.put(
    `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/settings/branding`,
    { headers: { origin: E2E.dashboardUrl }, data: { primaryColor } },
  );
  expect(saved.status()).toBe(200);
}

test('the chat carries across a reload and another page, and continues one conversation', async ({
  browser,
  playwright,
  launchOptions,
}) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'widget-return', agentName: 'Harbour Bot' });
  await allow127(ownerContext, owner);
  const site = await serveSite(
    `<script src="${WIDGET_URL}" data-workspace="${owner.publicKey}" async></script>`,
  );
  const visitor = await everydayBrowser(playwright.chromium, launchOptions);
  const page = await visitor.context.newPage();
  const errors = collectPageErrors(page);
  try {
    await page.goto(`${site.url}/`);
    await launcher(page).click();
    await send(page, 'Do you make boat lettering?', 3);

    // A reload: the chat opens with the conversation, and the next message continues it.
    await page.reload();
    await launcher(page).click();
    await expect(entries(page)).toHaveCount(3);
    await expect(entries(page).nth(1)).toHaveText('You: Do you make boat lettering?');
    await send(page, 'How long does it take?', 5);

    // Another page of the site: the same.
    await page.goto(`${site.url}/about`);
    await launcher(page).click();
    await expect(entries(page)).toHaveCount(5);
    await expect(entries(page).nth(3)).toHaveText('You: How long does it take?');
    await send(page, 'Thanks!', 7);

    // The owner has one conversation (one lead) with all six messages.
    const list = await ownerContext.request.get(
      `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/dashboard/conversations`,
    );
    const { items, total } = await list.json();
    expect(total).toBe(1);
    const thread = await ownerContext.request.get(
      `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/conversations/${items[0].id}`,
    );
    const { messages } = await thread.json();
    expect(messages.filter((m: { author: string }) => m.author === 'visitor')).toHaveLength(3);

    // New chat leaves the conversation: the next page starts afresh, and so does a new message.
    await chat(page).getByRole('button', { name: 'New chat' }).click();
    await expect(entries(page)).toHaveCount(1);
    await page.reload();
    await launcher(page).click();
    await expect(entries(page)).toHaveCount(1);
    await expect(messageBox(page)).toBeEnabled();
    expect(errors).toEqual([]);
  } finally {
    await site.close();
    await Promise.all([ownerContext.close(), visitor.close()]);
  }
});

test('a closed conversation is not taken up: the chat starts afresh, without an error', async ({
  browser,
  playwright,
  launchOptions,
}) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'widget-closed', agentName: 'Harbour Bot' });
  await allow127(ownerContext, owner);
  const site = await serveSite(
    `<script src="${WIDGET_URL}" data-workspace="${owner.publicKey}" async></script>`,
  );
  const visitor = await everydayBrowser(playwright.chromium, launchOptions);
  const page = await visitor.context.newPage();
  try {
    await page.goto(`${site.url}/`);
    await launcher(page).click();
    await send(page, 'Do you print banners?', 3);
    const list = await ownerContext.request.get(
      `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/dashboard/conversations`,
    );
    const [conversation] = (await list.json()).items;
    const closed = await ownerContext.request.post(
      `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/conversations/${conversation.id}/close`,
      { headers: { origin: E2E.dashboardUrl } },
    );
    expect(closed.status()).toBe(200);

    await page.reload();
    await launcher(page).click();
    await expect(entries(page)).toHaveCount(1);
    await expect(chat(page).getByRole('alert')).toHaveCount(0);
    await expect(messageBox(page)).toBeEnabled();
  } finally {
    await site.close();
    await Promise.all([ownerContext.close(), visitor.close()]);
  }
});

test('where the browser blocks the frame its storage, the chat works and simply does not persist', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'widget-blocked', agentName: 'Harbour Bot' });
  await allow127(ownerContext, owner);
  const site = await serveSite(
    `<script src="${WIDGET_URL}" data-workspace="${owner.publicKey}" async></script>`,
  );
  // A private window: third-party cookies and the frame's storage are blocked.
  const page = await (await browser.newContext()).newPage();
  const errors = collectPageErrors(page);
  try {
    await page.goto(`${site.url}/`);
    await launcher(page).click();
    await send(page, 'Do you print banners?', 3);
    const frame = page.frames().find((f) => f.url().includes('/embed/chat'));
    expect(
      await frame?.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await page.reload();
    await launcher(page).click();
    await expect(entries(page)).toHaveCount(1);
    await send(page, 'Hello again', 3);
    expect(errors).toEqual([]);
  } finally {
    await site.close();
    await Promise.all([ownerContext.close(), page.context().close()]);
  }
});

test("the launcher follows the owner's colour, not the one in the pasted snippet", async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, { prefix: 'widget-launcher', agentName: 'Harbour Bot' });
  await allow127(ownerContext, owner);
  await setColour(ownerContext, owner, '#0e7490');
  // The snippet as pasted before: an older colour in data-color.
  const site = await serveSite(
    `<script src="${WIDGET_URL}" data-workspace="${owner.publicKey}" data-color="#e11d48" async></script>`,
  );
  try {
    const first = await (await browser.newContext()).newPage();
    await first.goto(`${site.url}/`);
    await expect(launcher(first)).toBeVisible();
    await expect.poll(() => launcherColour(first)).toBe('rgb(14, 116, 144)');
    await launcher(first).click();
    await expect(chat(first).getByRole('heading', { level: 1 })).toHaveText('Chat with Harbour Bot');

    // The owner changes the colour; a visitor arriving afterwards sees the new one.
    await setColour(ownerContext, owner, '#b45309');
    const later = await (await browser.newContext()).newPage();
    await later.goto(`${site.url}/`);
    await expect(launcher(later)).toBeVisible();
    await expect.poll(() => launcherColour(later)).toBe('rgb(180, 83, 9)');
    await Promise.all([first.context().close(), later.context().close()]);
  } finally {
    await site.close();
    await ownerContext.close();
  }
});
