import { expect, type Page, type Request, test } from '@playwright/test';
import { DEPLOY_MESSAGES } from '../../src/domain/contracts/agent-deploy.contract';
import { makePreview, signUpConfirmed } from './deploy-owner';
import { E2E } from './e2e-env';
import { uniqueEmail } from './mailbox';
import { toastWith } from './page-checks';
import { BUSINESS, type BusinessSite, serveBusinessSite } from './preview-business-site';
import { setUpOwner } from './workspace-owner';

// The CRM card of an open dashboard follows its connection as it changes elsewhere (migration
// 0030's crm.changed through the workspace's event stream), without a reload: a connection made
// or removed in another window, and the live agent noted when it is deployed from another window.

const DASHBOARD = E2E.dashboardUrl;
test.describe.configure({ timeout: 120_000 });

let site: BusinessSite;
test.beforeAll(async () => {
  site = await serveBusinessSite();
});
test.afterAll(async () => {
  await site.close();
});

const crmCard = (page: Page) => page.getByRole('region', { name: 'CRM (GoHighLevel)' });

/**
 * Opens the dashboard and returns once its event stream is open and the card has caught up
 * through it (the re-read every (re)connection makes): from then on the card changes only when
 * the stream announces a change. The page is marked, so a reload would show.
 */
async function openLiveDashboard(page: Page): Promise<void> {
  let streamOpened = false;
  const readsAfterStream = new Set<Request>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/events')) streamOpened = true;
    else if (streamOpened && path.endsWith('/crm')) readsAfterStream.add(request);
  });
  const caughtUp = page.waitForResponse((response) => readsAfterStream.has(response.request()));
  await page.goto(`${DASHBOARD}/dashboard`);
  await caughtUp;
  await page.evaluate(() => {
    (window as unknown as { openedOnce?: boolean }).openedOnce = true;
  });
}

/** Whether the page is still the document openLiveDashboard opened (not reloaded, not left). */
function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { openedOnce?: boolean }).openedOnce === true);
}

/** Connects GoHighLevel from `page`'s card through the provider's popup (the loopback fake). */
async function connectThroughPopup(page: Page): Promise<void> {
  const card = crmCard(page);
  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Connect GoHighLevel' }).click();
  const popup = await popupOpened;
  await expect(card.getByTestId('crm-state')).toHaveText('Connected');
  if (!popup.isClosed()) await popup.close();
}

test('an open dashboard shows GoHighLevel connected, then disconnected, as another window does it', async ({
  page,
  context,
}) => {
  await setUpOwner(context, { prefix: 'crm-live', agentName: 'CRM Agent' });
  await openLiveDashboard(page);
  const state = crmCard(page).getByTestId('crm-state');
  await expect(state).toHaveText('Disconnected');

  // The owner connects in a second window; the popup answers that window only.
  const other = await context.newPage();
  await other.goto(`${DASHBOARD}/dashboard`);
  await connectThroughPopup(other);
  await expect(state).toHaveText('Connected');
  await expect(crmCard(page).getByRole('button', { name: 'Disconnect' })).toBeVisible();

  await crmCard(other).getByRole('button', { name: 'Disconnect' }).click();
  await expect(crmCard(other).getByTestId('crm-state')).toHaveText('Disconnected');
  await expect(state).toHaveText('Disconnected');
  await expect(crmCard(page).getByRole('button', { name: 'Connect GoHighLevel' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('an open dashboard names the live agent once Deploy Live Agent runs in another window', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('crm-live-agent');
  await makePreview(page, site.url, email);
  await signUpConfirmed(page, email);
  await openLiveDashboard(page);
  await connectThroughPopup(page);
  const liveAgent = crmCard(page).getByTestId('crm-live-agent');
  await expect(liveAgent).toHaveCount(0);

  const other = await context.newPage();
  await other.goto(`${DASHBOARD}/dashboard`);
  await other.getByRole('tab', { name: 'Agents' }).click();
  await other.getByRole('button', { name: 'Deploy Live Agent' }).click();
  await expect(toastWith(other, DEPLOY_MESSAGES.deployed)).toBeVisible();

  await expect(liveAgent).toContainText(`Live agent: ${BUSINESS.name} assistant`);
  await expect(liveAgent).toContainText('its leads reach this location');
  expect(await sameDocument(page)).toBe(true);
});
