import { expect, type Page, test } from '@playwright/test';
import { widgetScriptTag, widgetSnippet } from '../../src/domain/widget-snippet';
import { CONFIG_VARIABLES } from '../../src/server/env';
import { E2E } from './e2e-env';
import {
  collectPageErrors,
  expectAccessibleAndNarrow,
  expectNoHorizontalScroll,
  gotoReady,
} from './page-checks';

// The documentation page (/docs): the widget, the functions API from the server's OpenAPI
// description, and the configuration table of the README.

const snippet = widgetSnippet({ scriptOrigin: E2E.mainUrl, publicKey: 'PUBLIC_KEY' });
const scriptTag = `<script src="${E2E.mainUrl}/widget.js" data-workspace="PUBLIC_KEY" async></script>`;
const operation = (page: Page, path: string) =>
  page
    .getByTestId('api-reference')
    .getByRole('article', { name: new RegExp(`${path.replace(/[/]/g, '\\/')}$`) });

test('Docs in the header and the footer opens the documentation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, '/features');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeFocused();
  await gotoReady(page, '/privacy');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page).toHaveTitle(/^Documentation \| /);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the widget installation, the link to the API description and the configuration are in the page', async ({
    page,
  }) => {
    await page.goto('/docs');
    await expect(page.getByTestId('widget-snippet')).toHaveText(snippet);
    await expect(page.getByTestId('widget-script-tag')).toHaveText(scriptTag);
    expect(widgetScriptTag({ scriptOrigin: E2E.mainUrl, publicKey: 'PUBLIC_KEY' })).toBe(scriptTag);
    for (const attribute of ['data-workspace', 'data-color', 'data-agent'])
      await expect(page.getByRole('term').filter({ hasText: attribute })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Allowed domains' })).toBeVisible();
    await expect(page.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    // One read of the list, not a query per variable: the page lists about forty.
    const listed = await page.getByTestId('config-variables').locator('dt code').allTextContents();
    expect(CONFIG_VARIABLES.filter((name) => !listed.includes(name))).toEqual([]);
  });
});

test('the API reference lists every operation of the OpenAPI description, with access and fields', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const document = await (await request.get('/api/openapi.json')).json();
  await gotoReady(page, '/docs');
  const reference = page.getByTestId('api-reference');
  await expect(reference).toBeVisible();
  const paths = Object.keys(document.paths);
  expect(paths.length).toBeGreaterThan(10);
  await expect(reference.getByRole('article')).toHaveCount(
    paths.reduce((n, path) => n + Object.keys(document.paths[path]).length, 0),
  );
  const texts = await reference.getByRole('article').allTextContents();
  for (const path of paths) {
    const summary = Object.values(document.paths[path] as Record<string, { summary: string }>)[0]!.summary;
    expect(
      texts.some((text) => text.includes(path) && text.includes(summary)),
      path,
    ).toBe(true);
  }

  const chat = operation(page, '/api/functions/ai-chat');
  await expect(chat).toContainText('POST');
  // The fields are folded under each operation.
  await expect(chat.getByText('messages[].role', { exact: true })).toBeHidden();
  await chat.locator('summary').click();
  await expect(chat).toContainText('Who may call it: Anyone');
  await expect(chat.getByText('messages[].role', { exact: true })).toBeVisible();
  await expect(chat.getByText('requiresApproval', { exact: true })).toBeVisible();
  await expect(operation(page, '/api/functions/approve-answer')).toContainText(
    'Who may call it: Platform administrators',
  );
  const rpc = operation(page, '/api/rpc/create_quote_with_customer');
  await rpc.locator('summary').press('Enter');
  await expect(rpc.getByText('quote_data.total_amount', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('is accessible and fits a phone', async ({ page }) => {
  await gotoReady(page, '/docs');
  await expect(page.getByTestId('api-reference')).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await expect(page.getByTestId('api-reference')).toBeVisible();
  await expectNoHorizontalScroll(page);
});
