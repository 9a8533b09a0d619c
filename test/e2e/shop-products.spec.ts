import { expect, test } from '@playwright/test';
import { startWooFake, type WooFake } from '../fakes/woocommerce-fake';
import { E2E } from './e2e-env';
import { setUpOwner, startVisitorChat, visitorLog } from './workspace-owner';

// The owner connects a WooCommerce store (the loopback fake; the test server allows private
// addresses), sees its products, and the widget answers a stock question from them.

let fake: WooFake;
test.beforeAll(async () => {
  fake = await startWooFake();
  fake.addVariableProduct({
    name: 'Harbor Rain Jacket',
    sku: 'HP-JKT-01',
    price: '129.00',
    regular_price: '129.00',
    categories: [{ id: 2, name: 'Jackets', slug: 'jackets' }],
    stockBySize: { S: 2, M: 8, L: 0 },
  });
  fake.addProduct({
    name: 'Canvas Tote',
    sku: 'TOTE',
    price: '24.00',
    stock_quantity: null,
    manage_stock: false,
  });
  fake.addProduct({ name: 'Unpublished Parka', status: 'draft' });
});
test.afterAll(async () => {
  await fake?.close();
});

test('an owner connects their WooCommerce store, sees its products, and the widget answers stock from them', async ({
  page,
}) => {
  test.slow();
  const owner = await setUpOwner(page.context(), { prefix: 'woo-owner', agentName: 'Harbor Shop' });
  await page.setViewportSize({ width: 390, height: 844 });
  // A shop owner's plan: Products, no Social, and no QuoteAgent's pricing in Settings.
  await page.goto(`${E2E.dashboardUrl}/settings`);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Social' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Business contact details' })).toBeVisible();
  await expect(page.locator('#pricing')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).not.toContainText('Pricing');
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByTestId('shop-products-empty')).toContainText('Connect your WooCommerce store');

  const card = page.getByRole('region', { name: 'WooCommerce store' });
  await card.getByLabel('Store address').fill(fake.storeUrl);
  await card.getByLabel('Consumer key').fill(fake.consumerKey);
  await card.getByLabel('Consumer secret').fill('cs_not_the_secret');
  await card.getByRole('button', { name: 'Connect store' }).click();
  await expect(card.getByRole('alert')).toContainText('The store refused the key');

  await card.getByLabel('Consumer secret').fill(fake.consumerSecret);
  await card.getByLabel('Consumer secret').press('Enter');
  await expect(card.getByTestId('shop-status')).toHaveText('Connected');
  await expect(card.getByTestId('shop-products-synced')).toHaveText('2');

  const table = page.getByRole('table', { name: 'The products your shop agent answers from' });
  const jacket = table.getByRole('row', { name: /Harbor Rain Jacket/ });
  await expect(jacket).toContainText('$129.00');
  await expect(jacket).toContainText('S: 2 · M: 8 · L: sold out');
  await expect(table.getByRole('row', { name: /Canvas Tote/ })).toContainText('In stock');
  await expect(table).not.toContainText('Unpublished Parka');
  // At 390 px the page itself never scrolls sideways (the table scrolls in its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await startVisitorChat(page, owner.publicKey, 'Is the Harbor Rain Jacket in stock in medium?');
  await expect(visitorLog(page)).toContainText('in stock in size M (8 left)');

  // Disconnecting from a store that refuses to delete our webhooks (its key became read-only):
  // disconnected here all the same, and the page says where to delete them by hand.
  fake.readOnly = true;
  try {
    await page.goto(`${E2E.dashboardUrl}/products`);
    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('dialog', { name: 'Disconnect your store?' })
      .getByRole('button', { name: 'Disconnect store' })
      .click();
    const left = card.getByTestId('shop-webhooks-left');
    await expect(left).toContainText('could not be removed');
    await expect(left).toContainText('WooCommerce → Settings → Advanced → Webhooks');
    await expect(left.getByRole('link', { name: 'Open your store’s webhooks' })).toHaveAttribute(
      'href',
      `${fake.storeUrl}/wp-admin/admin.php?page=wc-settings&tab=advanced&section=webhooks`,
    );
    await expect(card.getByRole('button', { name: 'Connect store' })).toBeVisible();
    await expect(page.getByTestId('shop-products-empty')).toBeVisible();
    expect(fake.webhooks).toHaveLength(5);
  } finally {
    fake.readOnly = false;
  }
});
