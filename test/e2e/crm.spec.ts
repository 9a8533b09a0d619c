import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env';
import { setUpOwner } from './workspace-owner';

const DASHBOARD = E2E.dashboardUrl;

test('an owner connects GoHighLevel through the popup, checks it, maps the pipeline stages, names the custom fields, then disconnects', async ({
  page,
}) => {
  // Sign-up, the dashboard, the popup's round trip and three API calls: more steps than most.
  test.slow();
  const owner = await setUpOwner(page.context(), { prefix: 'crm-owner', agentName: 'CRM Agent' });
  // What the Connect button asks of window.open (the popup's size is the spec's 600×700).
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (url, target, features) => {
      (window as unknown as { popupFeatures: string }).popupFeatures = String(features);
      return open(url, target, features);
    };
  });
  await page.goto(`${DASHBOARD}/dashboard`);
  const card = page.getByRole('region', { name: 'CRM (GoHighLevel)' });
  await expect(card.getByTestId('crm-state')).toHaveText('Disconnected');

  // The provider's page (the loopback fake) approves at once and sends the popup back to us.
  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Connect GoHighLevel' }).click();
  const popup = await popupOpened;
  const features = await page.evaluate(() => (window as unknown as { popupFeatures: string }).popupFeatures);
  expect(features).toContain('width=600,height=700');
  expect(popup).toBeTruthy();
  await expect(card.getByTestId('crm-state')).toHaveText('Connected');
  if (!popup.isClosed()) {
    await expect(popup.getByRole('heading', { name: 'GoHighLevel Connected' })).toBeVisible();
    await popup.close();
  }

  await card.getByRole('button', { name: 'Run diagnostics' }).click();
  const diagnostics = card.getByTestId('crm-diagnostics');
  await expect(diagnostics).toContainText('OK · GET /opportunities/pipelines');
  await expect(diagnostics).toContainText('contacts.write');

  // The one-time mapping of our stages to the pipeline's: offered matched by name, saved as changed.
  const mapping = card.getByTestId('crm-stage-mapping');
  await mapping.getByRole('button', { name: 'Pipeline stages' }).click();
  await expect(mapping.getByLabel('GoHighLevel pipeline')).toHaveValue('pipe_fake_1');
  await expect(mapping.getByLabel('Quote sent')).toHaveValue('stage_quote_sent');
  await expect(mapping.getByLabel('Closed won')).toHaveValue('stage_won');
  await mapping.getByLabel('Engaged').selectOption({ label: 'Lead' });
  await mapping.getByRole('button', { name: 'Save pipeline mapping' }).click();
  await expect(page.getByText('Pipeline mapping saved')).toBeVisible();
  const saved = await (
    await page.request.get(`${DASHBOARD}/api/workspaces/${owner.workspaceId}/crm/pipeline-mapping`)
  ).json();
  expect(saved.mapping).toMatchObject({ pipelineId: 'pipe_fake_1', stageMap: { engaged: 'stage_lead' } });

  // Custom field ids for temperature and score: a malformed id is shown beside its field, unsent.
  const fields = card.getByTestId('crm-custom-fields');
  await fields.getByLabel('Lead temperature field id').fill('not an id!');
  await fields.getByRole('button', { name: 'Save custom fields' }).click();
  await expect(fields.getByRole('alert')).toContainText('only letters, digits');
  await fields.getByLabel('Lead temperature field id').fill('Hb7TempField01');
  await fields.getByLabel('Engagement score field id').fill('Sc0reField_02');
  await fields.getByRole('button', { name: 'Save custom fields' }).click();
  await expect(page.getByText('Custom fields saved')).toBeVisible();
  await expect(fields.getByRole('alert')).toHaveCount(0);
  const view = await (await page.request.get(`${DASHBOARD}/api/workspaces/${owner.workspaceId}/crm`)).json();
  expect(view.customFields).toEqual({ temperatureFieldId: 'Hb7TempField01', scoreFieldId: 'Sc0reField_02' });

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByTestId('crm-state')).toHaveText('Disconnected');
  await expect(card.getByRole('button', { name: 'Connect GoHighLevel' })).toBeVisible();
});

test('a replayed callback address shows a clear error and changes nothing', async ({ page }) => {
  test.slow();
  const owner = await setUpOwner(page.context(), { prefix: 'crm-replay', agentName: 'CRM Agent' });
  await page.goto(`${DASHBOARD}/dashboard`);
  const card = page.getByRole('region', { name: 'CRM (GoHighLevel)' });
  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Connect GoHighLevel' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/api\/crm\/oauth\/callback/);
  const callbackUrl = popup.url();
  await expect(card.getByTestId('crm-state')).toHaveText('Connected');

  // The same address again, as a back button or a copied link would send it.
  await page.goto(callbackUrl);
  await expect(page.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
  await expect(page.getByText('already used')).toBeVisible();
  const state = await (await page.request.get(`${DASHBOARD}/api/workspaces/${owner.workspaceId}/crm`)).json();
  expect(state.state).toBe('connected');
});
