import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { serveHostPage } from './host-page';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  toastWith,
} from './page-checks';
import { setUpOwner } from './workspace-owner';

const origin = { origin: E2E.dashboardUrl };

test('a SocialAgent owner’s Quote Widget snippet is /install’s and opens their own agent on their site', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext();
  const owner = await setUpOwner(ownerContext, {
    prefix: 'admin-embed',
    agentName: 'Bea Boutique',
    agentType: 'social',
  });
  const allowed = await ownerContext.request.put(
    `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/settings/allowed-domains`,
    { headers: origin, data: { allowedDomains: ['127.0.0.1'] } },
  );
  expect(allowed.status()).toBe(200);

  const page = await ownerContext.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${E2E.dashboardUrl}/admin/embed`);
  const adminSnippet = await page.getByTestId('widget-snippet').innerText();
  expect(adminSnippet).toContain(`data-workspace="${owner.publicKey}"`);
  expect(adminSnippet).not.toContain('data-agent');
  await page.goto(`${E2E.dashboardUrl}/install`);
  expect(await page.getByTestId('widget-snippet').innerText()).toBe(adminSnippet);
  expect(errors).toEqual([]);

  // Pasted on the shop's site, the chat opens with the boutique's own agent; so does a snippet
  // copied before with data-agent="quote", a type this workspace does not have.
  const oldSnippet = adminSnippet.replace('data-workspace=', 'data-agent="quote" data-workspace=');
  for (const snippet of [adminSnippet, oldSnippet]) {
    const host = await serveHostPage(snippet, 'Bea Boutique');
    try {
      const visitor = await browser.newPage();
      await visitor.goto(host.url);
      await visitor.getByRole('button', { name: 'Open chat' }).click();
      const frame = visitor.frameLocator('iframe[title="Chat"]');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Chat with Bea Boutique');
      await expect(frame.getByRole('textbox', { name: /^Message / })).toBeEnabled();
      await visitor.close();
    } finally {
      await host.close();
    }
  }
  await ownerContext.close();
});

test('the owner moves the launcher to the bottom left on /admin/embed, and their site shows it there', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await setUpOwner(ownerContext, { prefix: 'widget-position', agentName: 'Lefty Shop' });
  const allowed = await ownerContext.request.put(
    `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/settings/allowed-domains`,
    { headers: origin, data: { allowedDomains: ['127.0.0.1'] } },
  );
  expect(allowed.status()).toBe(200);
  const page = await ownerContext.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${E2E.dashboardUrl}/admin/embed`);
  const form = page.getByRole('form', { name: 'Widget position' });
  await expect(form.getByRole('radio', { name: 'Bottom right' })).toBeChecked();
  // By keyboard: an arrow key moves between the two corners, Tab reaches Save.
  await form.getByRole('radio', { name: 'Bottom right' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Bottom left' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save position' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Widget position saved')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalScroll(page);
  const snippet = await page.getByTestId('widget-snippet').innerText();
  expect(errors).toEqual([]);

  // A visitor of the shop's site (1280 px wide) finds the launcher, and the chat, at the bottom left.
  const host = await serveHostPage(snippet, 'Lefty Shop');
  try {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.goto(host.url);
    const launcher = visitor.getByRole('button', { name: 'Open chat' });
    await expect(launcher).toBeVisible();
    await expect.poll(async () => (await launcher.boundingBox())?.x).toBe(20);
    await launcher.click();
    await expect.poll(async () => (await visitor.locator('iframe[title="Chat"]').boundingBox())?.x).toBe(20);
    await visitor.close();
  } finally {
    await host.close();
  }
  await ownerContext.close();
});
