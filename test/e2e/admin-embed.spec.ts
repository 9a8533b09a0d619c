import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { serveHostPage } from './host-page';
import { collectPageErrors } from './page-checks';
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
      const frame = visitor.frameLocator('iframe');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Chat with Bea Boutique');
      await expect(frame.getByRole('textbox', { name: /^Message / })).toBeEnabled();
      await visitor.close();
    } finally {
      await host.close();
    }
  }
  await ownerContext.close();
});
