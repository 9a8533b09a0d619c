import { createHmac, randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SOCIAL_MESSAGES } from '../../src/domain/social-channels';
import { E2E, E2E_META } from './e2e-env';
import { collectPageErrors, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './page-checks';
import { setUpOwner } from './workspace-owner';

test('an owner connects a Facebook Page; a signed Messenger DM is answered by the agent and shows in the dashboard', async ({
  page,
}) => {
  // Sign-up, the page, Graph's check, a webhook and the job that answers it: more steps than most.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectPageErrors(page);
  const owner = await setUpOwner(page.context(), {
    prefix: 'social-owner',
    agentName: 'Social Sam',
    agentType: 'social',
  });
  // A Page of this test's own: the Graph fake accepts `EAAopen_<id>_…` as that Page's token.
  const pageId = String(randomInt(100_000_000_000, 999_999_999_999));
  // A customer whose Messenger profile says Dana Reyes (the fake's `open_<First>_<Last>_…` ids).
  const psid = `open_Dana_Reyes_${pageId}`;

  await page.goto(`${E2E.dashboardUrl}/dashboard`);
  // A SocialAgent owner's plan: Social, no Products.
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Social' }).click();
  await expect(nav.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Social channels' })).toBeVisible();
  await expect(page.getByTestId('social-empty')).toHaveText('No Page is connected yet.');
  // Nothing for the owner to set in Meta: connecting subscribed the Page's messages.
  await expect(page.getByTestId('social-how-it-works')).toContainText('nothing to set up in Meta');

  // A token Facebook refuses: a clear error, nothing connected.
  await page.getByLabel('Facebook Page ID').fill(pageId);
  await page.getByLabel('Page access token').fill('EAAnot_a_token_facebook_knows');
  await page.getByRole('button', { name: 'Connect Page' }).click();
  await expect(page.getByTestId('social-connect-error')).toHaveText(SOCIAL_MESSAGES.badToken);

  await page.getByLabel('Page access token').fill(`EAAopen_${pageId}_e2e`);
  await page.getByLabel('Page access token').press('Enter');
  await expect(page.getByTestId('social-page-name')).toContainText(`Page ${pageId}`);
  await expect(page.getByTestId('social-status')).toHaveText('Connected');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);

  // Meta delivers a customer's DM, signed with the app secret, as it posts it.
  const now = Date.now();
  const body = JSON.stringify({
    object: 'page',
    entry: [
      {
        id: pageId,
        time: now,
        messaging: [
          {
            sender: { id: psid },
            recipient: { id: pageId },
            timestamp: now,
            message: { mid: `m_e2e_${pageId}`, text: 'Hi! Do you wrap food trucks?' },
          },
        ],
      },
    ],
  });
  const delivered = await page.request.post(`${E2E.mainUrl}/api/webhooks/meta`, {
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', E2E_META.appSecret).update(body).digest('hex')}`,
    },
    data: body,
  });
  expect([delivered.status(), await delivered.text()]).toEqual([200, 'EVENT_RECEIVED']);

  // The job answers it; the conversation is listed as a Messenger one, with the agent's answer.
  await expect
    .poll(async () => {
      const list = await page.request.get(
        `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/dashboard/conversations`,
      );
      const { items } = (await list.json()) as { items: { id: string; platform: string }[] };
      return items.map((item) => item.platform);
    })
    .toEqual(['messenger']);
  // The customer is named from their Messenger profile by a job of its own, after the answer.
  await expect
    .poll(async () => {
      const list = await page.request.get(
        `${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/dashboard/conversations`,
      );
      const { items } = (await list.json()) as { items: { customer: { name: string } | null }[] };
      return items.map((item) => item.customer?.name);
    })
    .toEqual(['Dana Reyes']);
  await page.goto(`${E2E.dashboardUrl}/dashboard`);
  const row = page.getByTestId('conversation-row').filter({ hasText: 'Dana Reyes' });
  await expect(row).toContainText('Messenger');
  await row.getByRole('link', { name: 'Dana Reyes' }).click();
  const transcript = page.getByRole('log', { name: 'Conversation' });
  await expect(transcript).toContainText('Customer: Hi! Do you wrap food trucks?');
  await expect(transcript).toContainText('Social Sam:');
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // Disconnecting asks first; Cancel keeps the Page, confirming removes it.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Social' }).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: /^Disconnect .+\?$/ });
  await expect(confirm).toContainText('The conversations so far stay in your inbox.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('social-empty')).toHaveCount(0);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('social-empty')).toBeVisible();
  // The only failed call is the refused token's.
  expect(errors).toEqual([`400 ${E2E.dashboardUrl}/api/workspaces/${owner.workspaceId}/social`]);
});
