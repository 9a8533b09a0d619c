import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeWooProduct, startWooFake, type WooFake } from '../../../../test/fakes/woocommerce-fake';
import { signUpAccount, type TestAccount } from '../../../../test/helpers/accounts';
import { buildTestApp } from '../../../../test/helpers/app';
import { getTestDb, resetDatabase } from '../../../../test/helpers/db';
import { type ShopApp, settledShop, shopPath, startShopApp } from '../../../../test/helpers/shop-app';
import { agents, orders, products, rateLimits, shopConnections, workspaces } from '../../db/schema/index';
import { buildAgent } from '../../db/seed/factories';
import { aiChatFunction, createBuiltinEngine } from '../chat';
import { failStalledShopSyncs } from './index';
import { NO_SHOP_AGENT } from './shop-connection.service';
import { STALLED_SYNC_MESSAGE } from './shop-job-handlers';

// The owner connects a WooCommerce store (the loopback fake), its products and orders come in by
// a background sync, its webhooks keep them current, and the shop agent answers from them.

const { db, close } = getTestDb();
let fake: WooFake;
let t: ShopApp;
let owner: TestAccount;
let stranger: TestAccount;
let jacket: FakeWooProduct;

beforeAll(async () => {
  await resetDatabase(db);
  fake = await startWooFake();
  t = await startShopApp(db, {
    env: {
      ALLOW_PRIVATE_FETCH: '1',
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      CHAT_TURNS_PER_MINUTE_PER_IP: '1000',
      CHAT_TURNS_PER_MINUTE_PER_CONVERSATION: '1000',
    },
    functions: [aiChatFunction],
    chatEngine: createBuiltinEngine(),
  });
  owner = await signUpAccount(t, db, { email: 'owner@harbor-woo.test' });
  stranger = await signUpAccount(t, db, { email: 'stranger@elsewhere-woo.test' });
  const agents = await t.request(`/api/workspaces/${owner.workspaceId}/agents`, {
    method: 'PUT',
    jar: owner.jar,
    json: {
      agents: [{ agentType: 'shop', agentName: 'Harbor Shop', operationMode: 'live' }],
      tone: 'professional',
    },
  });
  expect(agents.status).toBe(200);

  // 250 published products (248 plain, a jacket sold by size, a tote without counted stock),
  // a draft and a private one: 252 listed, three pages of 100.
  for (let i = 0; i < 248; i++)
    fake.addProduct({ name: `Plain Item ${i + 1}`, price: `${10 + (i % 40)}.50` });
  jacket = fake.addVariableProduct({
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
  fake.addProduct({ name: 'Secret Draft Coat', status: 'draft' });
  fake.addProduct({ name: 'Private Sample Scarf', status: 'private' });
  fake.addOrder({
    id: 1234,
    number: '1234',
    status: 'completed',
    billing: { first_name: 'Ana', email: 'a@b.co', phone: '' },
    line_items: [{ id: 1, name: 'Harbor Rain Jacket', product_id: jacket.id, quantity: 1, total: '129.00' }],
  });
  fake.addOrder({
    id: 1300,
    number: '1300',
    status: 'checkout-draft',
    billing: { first_name: '', email: 'c@d.co', phone: '' },
  });
  fake.addOrder({ id: 900, date_created_gmt: '2024-01-02T10:00:00', date_created: '2024-01-02T10:00:00' });
});
afterAll(async () => {
  await t?.stop();
  await fake?.close();
  await close();
});
beforeEach(async () => {
  await db.delete(rateLimits);
});

const storeProducts = () =>
  db
    .select()
    .from(products)
    .where(and(eq(products.workspaceId, owner.workspaceId), isNotNull(products.storeProductId)));

async function connect(account = owner, secret = fake.consumerSecret) {
  return t.request(shopPath(account, '/connect'), {
    method: 'POST',
    jar: account.jar,
    json: { storeUrl: fake.storeUrl, consumerKey: fake.consumerKey, consumerSecret: secret },
  });
}

async function publicKey() {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
  return row!.publicKey;
}

/** One shop visitor's conversation with the owner's widget. */
async function visitor() {
  const key = await publicKey();
  let meta: { conversationId?: string; conversationToken?: string } = {};
  return async (content: string) => {
    const res = await t.request('/api/functions/ai-chat', {
      method: 'POST',
      json: { agentType: 'shop', workspaceKey: key, messages: [{ role: 'user', content }], ...meta },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; conversationId: string; conversationToken: string };
    meta = { conversationId: body.conversationId, conversationToken: body.conversationToken };
    return body.message;
  };
}

/** A delivery from the store, sent to the URL it registered, through our app. */
async function deliver(topic: string, payload: unknown, options: { secret?: string } = {}) {
  const webhook = fake.webhooks.find((w) => w.topic === topic)!;
  const { body, headers } = fake.signDelivery(topic, payload, options.secret);
  return t.request(new URL(webhook.delivery_url).pathname, { method: 'POST', headers, body });
}

describe('connecting a WooCommerce store', () => {
  it('refuses wrong keys with the reason, storing nothing', async () => {
    const res = await connect(owner, 'cs_wrong');
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toContain('The store refused the key');
    expect(await db.select().from(shopConnections)).toEqual([]);
    expect(await storeProducts()).toEqual([]);
  });

  it('refuses a workspace without a working ShopAgent with 403 and the reason, storing nothing', async () => {
    // The stranger's workspace has no agent; then a ShopAgent switched off. The store is not asked.
    const asked = fake.requests.length;
    const none = await connect(stranger);
    expect(none.status).toBe(403);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(NO_SHOP_AGENT);
    await db
      .insert(agents)
      .values(buildAgent({ workspaceId: stranger.workspaceId, agentType: 'shop', status: 'inactive' }));
    expect((await connect(stranger)).status).toBe(403);
    expect(await db.select().from(shopConnections)).toEqual([]);
    expect(fake.requests).toHaveLength(asked);
  });

  it('refuses a private address and plain http where tests do not allow them', async () => {
    const strict = buildTestApp({ db, env: { TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
    const attempt = (storeUrl: string) =>
      strict.request(shopPath(owner, '/connect'), {
        method: 'POST',
        jar: owner.jar,
        json: { storeUrl, consumerKey: fake.consumerKey, consumerSecret: fake.consumerSecret },
      });
    const loopback = await attempt('https://127.0.0.1:8443');
    expect(loopback.status).toBe(400);
    expect(((await loopback.json()) as { error: { message: string } }).error.message).toBe(
      'That address is not a public website.',
    );
    const plain = await attempt('http://shop.example.com');
    expect(((await plain.json()) as { error: { message: string } }).error.message).toContain('https://');
    expect(await db.select().from(shopConnections)).toEqual([]);
  });

  it('imports every published product over three pages and the recent orders, in the background', async () => {
    const res = await connect();
    expect(res.status).toBe(202);
    const { connection } = (await res.json()) as { connection: { status: string } };
    expect(connection.status).toBe('importing');

    const settled = await settledShop(t, owner);
    expect(settled).toMatchObject({
      status: 'ready',
      productsSynced: 250,
      ordersSynced: 1,
      progress: { pagesRead: 3, pagesTotal: 3 },
      error: null,
      webhooks: { registered: true, error: null },
    });
    const rows = await storeProducts();
    expect(rows).toHaveLength(250);
    expect(rows.map((r) => r.name)).not.toContain('Secret Draft Coat');
    expect(rows.find((r) => r.sku === 'HP-JKT-01')).toMatchObject({
      price: '129.00',
      sizes: ['S', 'M', 'L'],
      stockBySize: { S: 2, M: 8, L: 0 },
      storeProductId: String(jacket.id),
    });
    const productPages = fake.requests.filter(
      (r) => r.path.endsWith('/products') && r.query.per_page === '100',
    );
    expect(productPages.map((r) => r.query.page)).toEqual(['1', '2', '3']);

    const synced = await db.select().from(orders).where(eq(orders.workspaceId, owner.workspaceId));
    expect(synced).toEqual([
      expect.objectContaining({
        orderNumber: '1234',
        customerEmail: 'a@b.co',
        status: 'shipped',
        storeOrderId: '1234',
      }),
    ]);

    // The keys are sealed, never stored as given; the webhooks carry the connection's secret.
    const [row] = await db.select().from(shopConnections);
    expect(JSON.stringify(row)).not.toContain(fake.consumerSecret);
    expect(JSON.stringify(row)).not.toContain(fake.consumerKey);
    expect(fake.webhooks.map((w) => w.topic).sort()).toEqual([
      'order.created',
      'order.updated',
      'product.created',
      'product.deleted',
      'product.updated',
    ]);
    expect(new Set(fake.webhooks.map((w) => w.delivery_url))).toEqual(
      new Set([`${t.env.publicUrl}/api/webhooks/woocommerce/${owner.workspaceId}`]),
    );
    expect(fake.webhooks[0]!.secret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(row)).not.toContain(fake.webhooks[0]!.secret);
  });

  it('syncing again upserts by the store id: nothing is duplicated', async () => {
    const res = await t.request(shopPath(owner, '/sync'), { method: 'POST', jar: owner.jar, json: {} });
    expect(res.status).toBe(202);
    expect(await settledShop(t, owner)).toMatchObject({ status: 'ready', productsSynced: 250 });
    expect(await storeProducts()).toHaveLength(250);
  });

  it('answers stock and price from the synced products, and a visitor’s order from the synced orders', async () => {
    const say = await visitor();
    expect(await say('Is the Harbor Rain Jacket in stock in medium?')).toContain(
      'in stock in size M (8 left)',
    );
    expect(await (await visitor())('Is the Canvas Tote in stock?')).toContain('the Canvas Tote is in stock.');
    const reply = await (await visitor())('where is my order 1234, I used a@b.co');
    expect(reply).toContain('Order 1234 (Harbor Rain Jacket) has shipped');
    const stranger = await (await visitor())('where is my order 1234, I used x@y.co');
    expect(stranger).not.toContain('Harbor Rain Jacket');
  });
});

describe("the store's webhooks", () => {
  it('answers the unsigned ping with 200, changing nothing', async () => {
    const webhook = fake.webhooks[0]!;
    const res = await t.request(new URL(webhook.delivery_url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `webhook_id=${webhook.id}`,
    });
    expect(res.status).toBe(200);
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const res = await deliver('product.updated', { ...jacket, price: '1.00' }, { secret: 'not-the-secret' });
    expect(res.status).toBe(401);
    const [row] = (await storeProducts()).filter((r) => r.sku === 'HP-JKT-01');
    expect(row!.price).toBe('129.00');
  });

  it('a price change reaches the chat, and a repeated delivery is harmless', async () => {
    jacket.price = '99.00';
    for (let i = 0; i < 2; i++) expect((await deliver('product.updated', jacket)).status).toBe(200);
    expect(await (await visitor())('How much is the Harbor Rain Jacket?')).toContain(
      'The Harbor Rain Jacket is $99.00.',
    );
    expect(await storeProducts()).toHaveLength(250);
  });

  it('a new order is found by the chat; a checkout draft is not stored', async () => {
    const order = fake.addOrder({
      id: 1401,
      number: '1401',
      billing: { first_name: 'B', email: 'b@c.co', phone: '' },
    });
    expect((await deliver('order.created', order)).status).toBe(200);
    const draft = fake.addOrder({ id: 1402, number: '1402', status: 'checkout-draft' });
    expect((await deliver('order.created', draft)).status).toBe(200);
    const numbers = (await db.select().from(orders).where(eq(orders.workspaceId, owner.workspaceId))).map(
      (o) => o.orderNumber,
    );
    expect(numbers.sort()).toEqual(['1234', '1401']);
    expect(await (await visitor())('where is my order 1401? it was b@c.co')).toContain('Order 1401');
  });

  it('answers a young shop’s short order number, in one message or given when asked', async () => {
    const order = fake.addOrder({
      id: 107,
      number: '107',
      status: 'processing',
      billing: { first_name: 'Dee', email: 'dee@e.co', phone: '' },
      line_items: [{ id: 1, name: 'Canvas Tote', product_id: 1, quantity: 1, total: '24.00' }],
    });
    expect((await deliver('order.created', order)).status).toBe(200);
    expect(await (await visitor())('status of my order 107? My email is dee@e.co')).toContain('Order 107');
    const say = await visitor();
    expect(await say('has my parcel shipped yet?')).toContain('order number');
    expect(await say('107')).not.toContain('Order 107');
    expect(await say('dee@e.co')).toContain('Order 107');
  });

  it('a deleted product leaves the catalogue', async () => {
    expect((await deliver('product.deleted', { id: jacket.id })).status).toBe(200);
    expect((await storeProducts()).map((r) => r.sku)).not.toContain('HP-JKT-01');
    expect(await (await visitor())('How much is the Harbor Rain Jacket?')).not.toContain('$99.00');
  });
});

describe('a sync whose job was lost', () => {
  it('is marked failed by the sweeper, and Sync now then works again', async () => {
    await db
      .update(shopConnections)
      .set({ status: 'importing', updatedAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(shopConnections.workspaceId, owner.workspaceId));
    // While it reads as running, Sync now starts nothing more.
    await t.request(shopPath(owner, '/sync'), { method: 'POST', jar: owner.jar, json: {} });
    expect((await db.select().from(shopConnections))[0]!.status).toBe('importing');

    await failStalledShopSyncs({ db, clock: () => new Date() });
    expect(await settledShop(t, owner)).toMatchObject({ status: 'error', error: STALLED_SYNC_MESSAGE });
    const res = await t.request(shopPath(owner, '/sync'), { method: 'POST', jar: owner.jar, json: {} });
    expect(res.status).toBe(202);
    expect(await settledShop(t, owner)).toMatchObject({ status: 'ready', error: null });
    // The store still lists the jacket the webhook deleted; the next test expects it gone.
    expect((await deliver('product.deleted', { id: jacket.id })).status).toBe(200);
  });
});

describe('who may see and change the connection', () => {
  it('another workspace can neither read nor disconnect it', async () => {
    const read = await t.request(shopPath(owner), { jar: stranger.jar });
    expect(read.status).toBe(403);
    const products = await t.request(shopPath(owner, '/products'), { jar: stranger.jar });
    expect(products.status).toBe(403);
    const removed = await t.request(shopPath(owner), { method: 'DELETE', jar: stranger.jar });
    expect(removed.status).toBe(403);
    expect(await db.select().from(shopConnections)).toHaveLength(1);
  });

  it('the owner sees the products, and disconnecting removes the connection and what it brought', async () => {
    const list = await t.request(shopPath(owner, '/products'), { jar: owner.jar });
    const body = (await list.json()) as {
      products: { name: string; stockBySize: Record<string, number | null> }[];
    };
    expect(body.products).toHaveLength(249);
    expect(body.products.find((p) => p.name === 'Canvas Tote')?.stockBySize).toEqual({ 'One size': null });

    // A delivery the store had already sent off when the owner disconnected.
    const webhook = fake.webhooks.find((w) => w.topic === 'product.updated')!;
    const inFlight = fake.signDelivery('product.updated', jacket);
    const res = await t.request(shopPath(owner), { method: 'DELETE', jar: owner.jar });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ storeWebhooks: 'removed' });
    expect(fake.webhooks).toEqual([]);
    expect(await db.select().from(shopConnections)).toEqual([]);
    expect(await storeProducts()).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.workspaceId, owner.workspaceId))).toEqual([]);
    // It is refused: no secret to check it with.
    const late = await t.request(new URL(webhook.delivery_url).pathname, { method: 'POST', ...inFlight });
    expect(late.status).toBe(401);
  });
});

describe('stores that differ', () => {
  it('a host that strips Authorization is read with the key in the query string; a SKU already taken keeps the store id', async () => {
    const third = await signUpAccount(t, db, { email: 'third@stripped-woo.test' });
    await db.insert(agents).values(buildAgent({ workspaceId: third.workspaceId, agentType: 'shop' }));
    await db.insert(products).values({
      workspaceId: third.workspaceId,
      sku: 'HP-JKT-01',
      name: 'Jacket entered by hand',
      category: 'Jackets',
      price: '10.00',
    });
    fake.stripsAuthorization = true;
    try {
      const res = await connect(third);
      expect(res.status).toBe(202);
      expect(await settledShop(t, third)).toMatchObject({ status: 'ready', productsSynced: 250 });
    } finally {
      fake.stripsAuthorization = false;
    }
    const [row] = await db
      .select()
      .from(shopConnections)
      .where(eq(shopConnections.workspaceId, third.workspaceId));
    expect(row!.queryStringAuth).toBe(true);
    expect(fake.requests.at(-1)!.auth).toBe('query');
    const jackets = await db
      .select({ sku: products.sku, name: products.name, storeProductId: products.storeProductId })
      .from(products)
      .where(and(eq(products.workspaceId, third.workspaceId), eq(products.category, 'Jackets')));
    expect(jackets.sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: 'HP-JKT-01', name: 'Jacket entered by hand', storeProductId: null },
      { sku: `woo-${jacket.id}`, name: 'Harbor Rain Jacket', storeProductId: String(jacket.id) },
    ]);
  });
});
