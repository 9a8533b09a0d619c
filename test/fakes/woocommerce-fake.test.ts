import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWooClient, WooApiError } from '../../src/server/integrations/woocommerce/woo-client';
import { isValidWooSignature } from '../../src/server/integrations/woocommerce/woo-signature';
import { startWooFake, type WooFake } from './woocommerce-fake';

let fake: WooFake;
beforeAll(async () => {
  fake = await startWooFake();
  for (let i = 0; i < 25; i++) fake.addProduct();
  fake.addProduct({ status: 'trash' });
});
afterAll(() => fake.close());

const client = (overrides: { consumerSecret?: string; queryStringAuth?: boolean } = {}) =>
  createWooClient({
    storeUrl: fake.storeUrl,
    consumerKey: fake.consumerKey,
    consumerSecret: overrides.consumerSecret ?? fake.consumerSecret,
    queryStringAuth: overrides.queryStringAuth,
  });

describe('the WooCommerce client against the loopback fake', () => {
  it('pages products with Basic auth and reads X-WP-TotalPages; trash is not listed', async () => {
    const first = await client().listProducts({ page: 1, perPage: 10 });
    expect(first.totalPages).toBe(3);
    expect(first.items).toHaveLength(10);
    const last = await client().listProducts({ page: 3, perPage: 10 });
    expect(last.items).toHaveLength(5);
    expect(fake.requests.at(-1)).toMatchObject({ auth: 'basic', query: { page: '3', per_page: '10' } });
  });

  it('sends the key in the query string when asked, for hosts that strip Authorization', async () => {
    const listing = await client({ queryStringAuth: true }).listProducts({ page: 1, perPage: 100 });
    expect(listing.items).toHaveLength(25);
    expect(fake.requests.at(-1)?.auth).toBe('query');
  });

  it("turns the store's error shape into a refusal with its code and message", async () => {
    const error = await client({ consumerSecret: 'cs_wrong' })
      .listProducts({ page: 1, perPage: 1 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(WooApiError);
    expect(error).toMatchObject({ status: 401, code: 'woocommerce_rest_cannot_view', isRefusal: true });
  });

  it('records a created webhook, and signs deliveries the way the store does', async () => {
    const created = await client().createWebhook({
      name: 'x',
      topic: 'product.updated',
      deliveryUrl: 'https://app.example.com/api/webhooks/woocommerce/abc',
      secret: 's3cret',
    });
    expect(created.id).toBeGreaterThan(0);
    expect(fake.webhooks.at(-1)).toMatchObject({
      topic: 'product.updated',
      delivery_url: 'https://app.example.com/api/webhooks/woocommerce/abc',
      secret: 's3cret',
    });
    const delivery = fake.signDelivery('product.updated', { id: 1 });
    const body = new TextEncoder().encode(delivery.body);
    expect(isValidWooSignature(body, delivery.headers['x-wc-webhook-signature'], 's3cret')).toBe(true);
    expect(isValidWooSignature(body, delivery.headers['x-wc-webhook-signature'], 'other')).toBe(false);
  });

  it('refuses to create webhooks with a read-only key', async () => {
    fake.readOnly = true;
    try {
      await expect(
        client().createWebhook({
          name: 'x',
          topic: 'order.created',
          deliveryUrl: 'https://a.example/',
          secret: 's',
        }),
      ).rejects.toMatchObject({ status: 401 });
    } finally {
      fake.readOnly = false;
    }
  });

  it('lists orders created after a date, with checkout drafts among them', async () => {
    fake.addOrder({ status: 'checkout-draft' });
    fake.addOrder({ date_created_gmt: '2020-01-01T10:00:00', date_created: '2020-01-01T10:00:00' });
    const listing = await client().listOrders({ page: 1, perPage: 100, after: new Date('2025-01-01') });
    expect(listing.items.map((o) => o.status)).toEqual(['checkout-draft']);
  });
});
