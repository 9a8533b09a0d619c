import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWooFake, type WooFake } from '../../../../test/fakes/woocommerce-fake';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { type ShopApp, settledShop, shopPath, startShopApp } from '../../../../test/helpers/shop-app';
import { agents, orders, products, rateLimits, shopConnections } from '../../db/schema/index';
import { buildAgent } from '../../db/seed/factories';
import { STORE_MESSAGES } from './shop-store';

// Decision 094: disconnecting deletes our webhooks on the store (best effort), a late delivery
// never overwrites a newer state, and a store that fails is explained in our words.

const { db, close } = getTestDb();
let fake: WooFake;
let t: ShopApp;
let owner: TestAccount;

beforeAll(async () => {
  await resetDatabase(db);
  fake = await startWooFake();
  t = await startShopApp(db, {
    env: { ALLOW_PRIVATE_FETCH: '1', TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
  });
  fake.addProduct({ name: 'Canvas Tote', sku: 'TOTE', price: '24.00' });
});
afterAll(async () => {
  await t?.stop();
  await fake?.close();
  await close();
});

let n = 0;
beforeEach(async () => {
  await db.delete(rateLimits);
  fake.answers = 'api';
  fake.readOnly = false;
  // A fresh owner with a shop agent each time: each test connects its own store.
  owner = await signUpAccount(t, db, { email: `owner-${++n}@store-changes.test` });
  await db.insert(agents).values(buildAgent({ workspaceId: owner.workspaceId, agentType: 'shop' }));
});

async function connect(secret = fake.consumerSecret) {
  return t.request(shopPath(owner, '/connect'), {
    method: 'POST',
    jar: owner.jar,
    json: { storeUrl: fake.storeUrl, consumerKey: fake.consumerKey, consumerSecret: secret },
  });
}

async function connected(): Promise<number[]> {
  expect((await connect()).status).toBe(202);
  expect(await settledShop(t, owner)).toMatchObject({ status: 'ready', webhooks: { registered: true } });
  const [row] = await db
    .select()
    .from(shopConnections)
    .where(eq(shopConnections.workspaceId, owner.workspaceId));
  return row!.webhookIds;
}

const disconnect = async () => {
  const res = await t.request(shopPath(owner), { method: 'DELETE', jar: owner.jar });
  expect(res.status).toBe(200);
  return (await res.json()) as { storeWebhooks: string; webhooksPage: string };
};

const ownConnection = () =>
  db.select().from(shopConnections).where(eq(shopConnections.workspaceId, owner.workspaceId));

describe('disconnecting deletes the webhooks we registered on the store', () => {
  it('deletes each by its stored id with force=true, and the store keeps none of ours', async () => {
    const ids = await connected();
    expect(ids).toHaveLength(5);
    expect(fake.webhooks.filter((w) => ids.includes(w.id))).toHaveLength(5);

    expect(await disconnect()).toMatchObject({ storeWebhooks: 'removed' });
    expect(fake.webhooks.filter((w) => ids.includes(w.id))).toEqual([]);
    const deletes = fake.requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.path).sort()).toEqual(
      ids.map((id) => `/wp-json/wc/v3/webhooks/${id}`).sort(),
    );
    expect(deletes.every((r) => r.query.force === 'true')).toBe(true);
    expect(await ownConnection()).toEqual([]);
  });

  it('a store that refuses is still disconnected here, and the answer says where to delete them', async () => {
    const ids = await connected();
    fake.readOnly = true;
    const result = await disconnect();
    expect(result).toEqual({
      success: true,
      storeWebhooks: 'left',
      webhooksPage: `${fake.storeUrl}/wp-admin/admin.php?page=wc-settings&tab=advanced&section=webhooks`,
    });
    expect(await ownConnection()).toEqual([]);
    expect(
      await db
        .select()
        .from(products)
        .where(and(eq(products.workspaceId, owner.workspaceId), isNotNull(products.storeProductId))),
    ).toEqual([]);
    // Still on the store: the owner removes them by hand.
    expect(fake.webhooks.filter((w) => ids.includes(w.id))).toHaveLength(5);
  });

  it('a store that does not answer is still disconnected here', async () => {
    await connected();
    fake.answers = 'nothing';
    expect(await disconnect()).toMatchObject({ storeWebhooks: 'left' });
    expect(await ownConnection()).toEqual([]);
  });

  it('a webhook already deleted in the store counts as removed', async () => {
    const ids = await connected();
    fake.webhooks.splice(
      fake.webhooks.findIndex((w) => w.id === ids[0]),
      1,
    );
    expect(await disconnect()).toMatchObject({ storeWebhooks: 'removed' });
    expect(fake.webhooks.filter((w) => ids.includes(w.id))).toEqual([]);
  });
});

describe('a delivery older than what we hold', () => {
  /** A delivery from the store, sent to the URL it registered for this workspace. */
  async function deliver(topic: string, payload: unknown) {
    const webhook = fake.webhooks.find(
      (w) => w.topic === topic && w.delivery_url.endsWith(`/${owner.workspaceId}`),
    )!;
    const { body, headers } = fake.signDelivery(topic, payload, webhook.secret);
    const res = await t.request(new URL(webhook.delivery_url).pathname, { method: 'POST', headers, body });
    expect(res.status).toBe(200);
  }
  const stored = async () =>
    (await db.select().from(products).where(eq(products.workspaceId, owner.workspaceId))).find((p) =>
      p.name.startsWith('Harbor'),
    );

  it('does not overwrite a newer product, nor remove it when the late state was a draft', async () => {
    await connected();
    const base = fake.addProduct({ name: 'Harbor Cap', price: '20.00' });
    const newer = { ...base, price: '25.00', date_modified_gmt: '2026-11-28T12:00:05' };
    const older = { ...base, price: '21.00', date_modified_gmt: '2026-11-28T12:00:01' };
    await deliver('product.updated', newer);
    await deliver('product.updated', older);
    expect(await stored()).toMatchObject({ price: '25.00' });
    await deliver('product.updated', { ...older, status: 'draft' });
    expect(await stored()).toMatchObject({ price: '25.00' });
    // The same or a later state is written; a later draft removes it.
    await deliver('product.updated', { ...newer, price: '26.00' });
    expect(await stored()).toMatchObject({ price: '26.00' });
    await deliver('product.updated', { ...base, status: 'draft', date_modified_gmt: '2026-11-28T12:00:09' });
    expect(await stored()).toBeUndefined();
  });

  it('does not overwrite a newer order status', async () => {
    await connected();
    const order = fake.addOrder({
      id: 5001,
      number: '5001',
      billing: { first_name: 'A', email: 'a@b.co', phone: '' },
    });
    await deliver('order.updated', {
      ...order,
      status: 'completed',
      date_modified_gmt: '2026-11-28T13:00:05',
    });
    await deliver('order.updated', {
      ...order,
      status: 'processing',
      date_modified_gmt: '2026-11-28T13:00:01',
    });
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.workspaceId, owner.workspaceId), eq(orders.storeOrderId, '5001')));
    expect(row).toMatchObject({ status: 'shipped', storeModifiedAt: new Date('2026-11-28T13:00:05Z') });
  });
});

describe("a store that fails is explained in our words, not the store's", () => {
  const refusal = async () => {
    const res = await connect();
    expect(res.status).toBe(400);
    expect(await ownConnection()).toEqual([]);
    return ((await res.json()) as { error: { message: string } }).error.message;
  };

  it('a wrong key or secret', async () => {
    const res = await connect('cs_not_the_secret');
    expect(res.status).toBe(400);
    const { message } = ((await res.json()) as { error: { message: string } }).error;
    expect(message).toBe(STORE_MESSAGES.keyRefused);
    expect(message).not.toContain('Sorry, you cannot list resources');
  });

  it('a site without the REST API (an HTML 404 at /wp-json)', async () => {
    fake.answers = 'not-found-page';
    expect(await refusal()).toBe(STORE_MESSAGES.noRestApi);
  });

  it('a site that answers a web page', async () => {
    fake.answers = 'html-page';
    expect(await refusal()).toBe(STORE_MESSAGES.webPage);
  });

  it('a store that cannot be reached', async () => {
    fake.answers = 'nothing';
    expect(await refusal()).toBe(STORE_MESSAGES.unreachable);
  });
});
