import { expect, type Page, test } from '@playwright/test';
import { DEPLOY_MESSAGES } from '../../src/domain/contracts/agent-deploy.contract';
import { makePreview, signUpConfirmed } from './deploy-owner';
import { E2E } from './e2e-env';
import { uniqueEmail } from './mailbox';
import { collectPageErrors, toastWith } from './page-checks';
import { BUSINESS, type BusinessSite, serveBusinessSite } from './preview-business-site';
import { setUpOwner } from './workspace-owner';

// The Agents tab's Deploy Live Agent (decision 034) on the real server: with no preview it says
// so and stays; with the owner's preview it makes it the live agent and leads to the widget snippet.

const DASHBOARD = E2E.dashboardUrl;
test.describe.configure({ timeout: 120_000 });

let site: BusinessSite;
test.beforeAll(async () => {
  site = await serveBusinessSite();
});
test.afterAll(async () => {
  await site.close();
});

async function openAgentsTab(page: Page) {
  await page.goto(`${DASHBOARD}/dashboard`);
  await page.getByRole('tab', { name: 'Agents' }).click();
  return page.getByRole('button', { name: 'Deploy Live Agent' });
}

test("without a preview, Deploy Live Agent says 'No preview found' and stays on the dashboard", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await setUpOwner(page.context(), { prefix: 'deploy-none', agentName: 'Shop Helper' });
  const deploy = await openAgentsTab(page);
  await deploy.click();
  const toast = toastWith(page, DEPLOY_MESSAGES.noPreview);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(DEPLOY_MESSAGES.noPreviewDetail);
  await expect(page).toHaveURL(`${DASHBOARD}/dashboard`);
  await expect(deploy).toBeEnabled();
  // A refused deploy is a toast, not a page error (the console line is the spec's "also logged").
  expect(errors.filter((e) => !e.includes('/agents/deploy') && !e.startsWith('Deploy failed'))).toEqual([]);
});

test("with the owner's preview, Deploy Live Agent makes it the live agent and leads to the widget snippet", async ({
  page,
}) => {
  const email = uniqueEmail('deploy-owner');
  await makePreview(page, site.url, email);

  // The owner signs up with the preview's address and confirms it.
  await signUpConfirmed(page, email);

  const deploy = await openAgentsTab(page);
  await expect(page.getByText('No agents found')).toBeVisible();
  await deploy.click();
  await expect(toastWith(page, DEPLOY_MESSAGES.deployed)).toBeVisible();
  await expect(page).toHaveURL(`${DASHBOARD}/install`);

  // The Agents tab now lists the preview's agent, switched on.
  await openAgentsTab(page);
  const row = page.getByTestId('agent-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${BUSINESS.name} assistant`);
  await expect(row).toContainText('active');
});
