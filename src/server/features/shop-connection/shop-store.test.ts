import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWooFake, type WooFake } from '../../../../test/fakes/woocommerce-fake';
import { createWooClient, WooApiError } from '../../integrations/woocommerce/woo-client';
import { STORE_MESSAGES, storeErrorMessage } from './shop-store';

// What the owner reads when their store fails: our sentence saying what to do, never the text
// WordPress or a plugin answered (docs/decisions/094).

let fake: WooFake;
beforeAll(async () => {
  fake = await startWooFake();
});
afterAll(() => fake.close());

const failureOf = (options: { timeoutMs?: number; consumerSecret?: string } = {}) =>
  createWooClient({
    storeUrl: fake.storeUrl,
    consumerKey: fake.consumerKey,
    consumerSecret: options.consumerSecret ?? fake.consumerSecret,
    timeoutMs: options.timeoutMs,
  })
    .listProducts({ page: 1, perPage: 1 })
    .then(
      () => {
        throw new Error('the store answered');
      },
      (error: unknown) => error,
    );

describe("the store's failures in our words", () => {
  it('a store that holds the request past the timeout', async () => {
    fake.answers = 'never';
    try {
      expect(storeErrorMessage(await failureOf({ timeoutMs: 200 }))).toBe(STORE_MESSAGES.timeout);
    } finally {
      fake.answers = 'api';
    }
  });

  it('a wrong key, without the store’s own words', async () => {
    const message = storeErrorMessage(await failureOf({ consumerSecret: 'cs_wrong' }));
    expect(message).toBe(STORE_MESSAGES.keyRefused);
    expect(message).not.toMatch(/Sorry/);
  });

  it('an HTML page, an HTML 404, and WordPress without WooCommerce', async () => {
    fake.answers = 'html-page';
    expect(storeErrorMessage(await failureOf())).toBe(STORE_MESSAGES.webPage);
    fake.answers = 'not-found-page';
    expect(storeErrorMessage(await failureOf())).toBe(STORE_MESSAGES.noRestApi);
    fake.answers = 'api';
    const noWoo = new WooApiError('No route was found matching the URL.', 404, '/products', 'rest_no_route');
    expect(storeErrorMessage(noWoo)).toBe(STORE_MESSAGES.noWooCommerce);
  });

  it('a store error, a redirect and a read-only key asked to make webhooks', () => {
    expect(storeErrorMessage(new WooApiError('Fatal error', 500, '/products'))).toBe(
      STORE_MESSAGES.storeFault(500),
    );
    expect(storeErrorMessage(new WooApiError('x', 301, '/products', 'not_the_api'))).toBe(
      STORE_MESSAGES.redirect,
    );
    expect(
      storeErrorMessage(
        new WooApiError('Sorry, you are not allowed', 401, '/webhooks', 'woocommerce_rest_cannot_create'),
      ),
    ).toBe(STORE_MESSAGES.readOnlyKey);
  });
});
