import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback fake of the WooCommerce REST API v3 parts we use, from ../shared INTEGRATIONS.md §C:
 * - auth: HTTPS Basic with the consumer key and secret, or `?consumer_key=&consumer_secret=`
 *   (`stripsAuthorization` drops the header, as some hosts do); anything else gets 401 with Woo's error shape `{code, message, data:{status}}`;
 * - `GET /wp-json/wc/v3/products` (page, per_page: default 10, at most 100; drafts, private and
 *   pending listed as the real API lists them to an admin key, trash not), with `X-WP-Total`,
 *   `X-WP-TotalPages` and `Link`; `GET /products/:id`; `GET /products/:id/variations`;
 * - `GET /orders` (page, per_page, after), every status including `checkout-draft`;
 * - `POST /webhooks {name, topic, delivery_url, secret, status}` (201), recorded; a read-only key
 *   (`readOnly`) gets 401 as the real one does for writes;
 * - `DELETE /webhooks/:id?force=true` (200, the webhook as it was); without `force=true` 501
 *   `woocommerce_rest_trash_not_supported` (webhooks cannot be trashed); an unknown id 404
 *   `woocommerce_rest_webhook_invalid_id`; a read-only key 401;
 * - products and orders carry `date_modified`/`date_modified_gmt` (UTC, no zone suffix);
 * - unknown routes: 404 `rest_no_route`.
 * `answers` makes it something other than a working store: `html-page` (every address answers a
 * 200 HTML page, as a site whose REST API a plugin hides or that is not WordPress at all),
 * `not-found-page` (an HTML 404 for everything, as a site without /wp-json), `nothing` (the
 * connection is cut) or `never` (the request is held unanswered, for timeouts).
 * `signDelivery` builds a delivery as class-wc-webhook.php does (the exact JSON body,
 * base64(HMAC-SHA256(secret, body)) and the X-WC-Webhook-* headers); `deliver` posts one to the
 * registered delivery_url of that topic; `ping` posts the unsigned form body `webhook_id=<id>`.
 */

export interface FakeWooProduct {
  id: number;
  name: string;
  slug: string;
  permalink: string;
  type: 'simple' | 'variable' | 'grouped' | 'external';
  status: 'publish' | 'draft' | 'pending' | 'private' | 'trash';
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  purchasable: boolean;
  description: string;
  short_description: string;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  manage_stock: boolean;
  categories: { id: number; name: string; slug: string }[];
  attributes: { id: number; name: string; options: string[]; variation: boolean }[];
  images: { id: number; src: string; name: string; alt: string }[];
  variations: number[];
  date_modified: string;
  date_modified_gmt: string;
}

export interface FakeWooVariation {
  id: number;
  sku: string;
  price: string;
  attributes: { id: number; name: string; option: string }[];
  stock_quantity: number | null;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
}

export interface FakeWooOrder {
  id: number;
  number: string;
  status: string;
  currency: string;
  total: string;
  customer_id: number;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  billing: { first_name: string; email: string; phone: string };
  line_items: { id: number; name: string; product_id: number; quantity: number; total: string }[];
  order_key: string;
  created_via: string;
}

export interface FakeWooWebhook {
  id: number;
  name: string;
  topic: string;
  delivery_url: string;
  secret: string;
  status: string;
}

export interface WooDelivery {
  body: string;
  headers: Record<string, string>;
}

export interface WooFake {
  /** The store's site address: what the owner types. */
  storeUrl: string;
  consumerKey: string;
  consumerSecret: string;
  products: Map<number, FakeWooProduct>;
  variations: Map<number, FakeWooVariation[]>;
  orders: Map<number, FakeWooOrder>;
  webhooks: FakeWooWebhook[];
  requests: {
    method: string;
    path: string;
    query: Record<string, string>;
    auth: 'basic' | 'query' | 'none';
  }[];
  /** When true, writes (POST /webhooks) are refused with 401, as for a key with read access only. */
  readOnly: boolean;
  /** When true, the `Authorization` header never arrives, as behind hosts that strip it. */
  stripsAuthorization: boolean;
  /** What the address answers: the store's API (default), or see the header comment. */
  answers: 'api' | 'html-page' | 'not-found-page' | 'nothing' | 'never';
  addProduct(overrides?: Partial<FakeWooProduct>): FakeWooProduct;
  addVariableProduct(
    overrides: Partial<FakeWooProduct> & { stockBySize: Record<string, number | null> },
  ): FakeWooProduct;
  addOrder(overrides?: Partial<FakeWooOrder>): FakeWooOrder;
  /** A signed delivery of `payload` for `topic`, signed with `secret` (default: the topic's webhook's). */
  signDelivery(topic: string, payload: unknown, secret?: string): WooDelivery;
  /** Posts a signed delivery to the delivery_url registered for the topic; the response. */
  deliver(topic: string, payload: unknown): Promise<Response>;
  /** Posts the creation ping (unsigned form body) to a webhook's delivery_url. */
  ping(webhook: FakeWooWebhook): Promise<Response>;
  close(): Promise<void>;
}

const API = '/wp-json/wc/v3';

function wooError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify({ code, message, data: { status } }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startWooFake(
  options: { consumerKey?: string; consumerSecret?: string } = {},
): Promise<WooFake> {
  const consumerKey = options.consumerKey ?? 'ck_fake0123456789abcdef0123456789abcdef01';
  const consumerSecret = options.consumerSecret ?? 'cs_fake0123456789abcdef0123456789abcdef01';
  const products = new Map<number, FakeWooProduct>();
  const variations = new Map<number, FakeWooVariation[]>();
  const orders = new Map<number, FakeWooOrder>();
  const webhooks: FakeWooWebhook[] = [];
  const requests: WooFake['requests'] = [];
  let nextId = 100;
  let deliveries = 0;

  function authOf(req: IncomingMessage, url: URL): 'basic' | 'query' | 'none' {
    const header = fake.stripsAuthorization ? '' : (req.headers.authorization ?? '');
    if (header.startsWith('Basic ')) {
      const [key, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
      return key === consumerKey && secret === consumerSecret ? 'basic' : 'none';
    }
    const key = url.searchParams.get('consumer_key');
    const secret = url.searchParams.get('consumer_secret');
    return key === consumerKey && secret === consumerSecret ? 'query' : 'none';
  }

  function page<T>(res: ServerResponse, url: URL, all: T[], path: string) {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? '10')));
    const pageNo = Math.max(1, Number(url.searchParams.get('page') ?? '1'));
    const totalPages = Math.ceil(all.length / perPage);
    const items = all.slice((pageNo - 1) * perPage, pageNo * perPage);
    const links: string[] = [];
    if (pageNo < totalPages) links.push(`<${fake.storeUrl}${API}${path}?page=${pageNo + 1}>; rel="next"`);
    if (pageNo > 1) links.push(`<${fake.storeUrl}${API}${path}?page=${pageNo - 1}>; rel="prev"`);
    res.writeHead(200, {
      'content-type': 'application/json; charset=UTF-8',
      'x-wp-total': String(all.length),
      'x-wp-totalpages': String(totalPages),
      ...(links.length ? { link: links.join(', ') } : {}),
    });
    res.end(JSON.stringify(items));
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };

  const page404 = '<!DOCTYPE html><html><head><title>Page not found</title></head><body>Oops!</body></html>';
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const auth = authOf(req, url);
    const query = Object.fromEntries(
      [...url.searchParams].filter(([k]) => k !== 'consumer_key' && k !== 'consumer_secret'),
    );
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query, auth });
    if (fake.answers === 'nothing') return req.socket.destroy();
    if (fake.answers === 'never') return;
    if (fake.answers === 'html-page' || fake.answers === 'not-found-page') {
      const found = fake.answers === 'html-page';
      res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=UTF-8' });
      return res.end(
        found ? '<!DOCTYPE html><html><body><h1>Welcome to our shop</h1></body></html>' : page404,
      );
    }
    if (!url.pathname.startsWith(API))
      return wooError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    if (auth === 'none')
      return wooError(res, 401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
    const path = url.pathname.slice(API.length);
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    if (req.method === 'GET' && path === '/products')
      return page(res, url, [...products.values()].filter((p) => p.status !== 'trash').sort(byId), path);
    const variationsOf = path.match(/^\/products\/(\d+)\/variations$/);
    if (req.method === 'GET' && variationsOf) {
      const id = Number(variationsOf[1]);
      if (!products.has(id)) return wooError(res, 404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
      return page(res, url, variations.get(id) ?? [], path);
    }
    const productOf = path.match(/^\/products\/(\d+)$/);
    if (req.method === 'GET' && productOf) {
      const product = products.get(Number(productOf[1]));
      if (!product) return wooError(res, 404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
      return json(res, 200, product);
    }
    if (req.method === 'GET' && path === '/orders') {
      const after = url.searchParams.get('after');
      const since = after ? Date.parse(`${after.replace(/Z$/, '')}Z`) : Number.NEGATIVE_INFINITY;
      const list = [...orders.values()]
        .filter((o) => o.status !== 'trash' && Date.parse(`${o.date_created_gmt}Z`) > since)
        .sort(byId);
      return page(res, url, list, path);
    }
    if (req.method === 'POST' && path === '/webhooks') {
      if (fake.readOnly)
        return wooError(
          res,
          401,
          'woocommerce_rest_cannot_create',
          'Sorry, you are not allowed to create resources.',
        );
      const body = JSON.parse(await readBody(req)) as Partial<FakeWooWebhook>;
      if (!body.topic || !body.delivery_url)
        return wooError(res, 400, 'rest_missing_callback_param', 'Missing parameter(s): topic, delivery_url');
      const webhook: FakeWooWebhook = {
        id: nextId++,
        name: body.name ?? '',
        topic: body.topic,
        delivery_url: body.delivery_url,
        secret: body.secret ?? '',
        status: body.status ?? 'active',
      };
      webhooks.push(webhook);
      return json(res, 201, webhook);
    }
    const webhookOf = path.match(/^\/webhooks\/(\d+)$/);
    if (req.method === 'DELETE' && webhookOf) {
      if (fake.readOnly)
        return wooError(
          res,
          401,
          'woocommerce_rest_cannot_delete',
          'Sorry, you are not allowed to delete this resource.',
        );
      const index = webhooks.findIndex((w) => w.id === Number(webhookOf[1]));
      if (index < 0) return wooError(res, 404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
      if (url.searchParams.get('force') !== 'true')
        return wooError(
          res,
          501,
          'woocommerce_rest_trash_not_supported',
          'Webhooks do not support trashing.',
        );
      const [removed] = webhooks.splice(index, 1);
      return json(res, 200, removed);
    }
    return wooError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: WooFake = {
    storeUrl: `http://127.0.0.1:${port}`,
    consumerKey,
    consumerSecret,
    products,
    variations,
    orders,
    webhooks,
    requests,
    readOnly: false,
    stripsAuthorization: false,
    answers: 'api',
    addProduct(overrides = {}) {
      const id = overrides.id ?? nextId++;
      const price = overrides.price ?? '19.99';
      const modified = new Date().toISOString().slice(0, 19);
      const product: FakeWooProduct = {
        id,
        name: `Product ${id}`,
        slug: `product-${id}`,
        permalink: `${fake.storeUrl}/product/product-${id}/`,
        type: 'simple',
        status: 'publish',
        sku: `SKU-${id}`,
        price,
        regular_price: price,
        sale_price: '',
        on_sale: false,
        purchasable: true,
        description: `<p>The product number ${id}.</p>`,
        short_description: '',
        stock_status: 'instock',
        stock_quantity: 5,
        manage_stock: true,
        categories: [{ id: 15, name: 'Uncategorized', slug: 'uncategorized' }],
        attributes: [],
        images: [],
        variations: [],
        date_modified: modified,
        date_modified_gmt: modified,
        ...overrides,
      };
      products.set(id, product);
      return product;
    },
    addVariableProduct({ stockBySize, ...overrides }) {
      const sizes = Object.keys(stockBySize);
      const product = fake.addProduct({
        type: 'variable',
        stock_quantity: null,
        manage_stock: false,
        attributes: [{ id: 1, name: 'Size', options: sizes, variation: true }],
        ...overrides,
      });
      const list = sizes.map((size) => ({
        id: nextId++,
        sku: `${product.sku}-${size}`,
        price: product.price,
        attributes: [{ id: 1, name: 'Size', option: size }],
        stock_quantity: stockBySize[size] ?? null,
        stock_status: (stockBySize[size] === 0
          ? 'outofstock'
          : 'instock') as FakeWooVariation['stock_status'],
      }));
      product.variations = list.map((v) => v.id);
      variations.set(product.id, list);
      return product;
    },
    addOrder(overrides = {}) {
      const id = overrides.id ?? nextId++;
      const created = new Date().toISOString().slice(0, 19);
      const order: FakeWooOrder = {
        id,
        number: String(id),
        status: 'processing',
        currency: 'USD',
        total: '42.50',
        customer_id: 0,
        date_created: created,
        date_created_gmt: created,
        date_modified: created,
        date_modified_gmt: created,
        billing: { first_name: 'Ana', email: 'ana@example.com', phone: '' },
        line_items: [{ id: nextId++, name: 'Product', product_id: 0, quantity: 1, total: '42.50' }],
        order_key: `wc_order_${id}`,
        created_via: 'checkout',
        ...overrides,
      };
      orders.set(id, order);
      return order;
    },
    signDelivery(topic, payload, secret) {
      const webhook = webhooks.find((w) => w.topic === topic);
      const key = secret ?? webhook?.secret ?? '';
      const body = JSON.stringify(payload);
      const [resource, event] = topic.split('.');
      deliveries += 1;
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'WooCommerce/9.9.0 Hookshot (WordPress/6.8)',
          'x-wc-webhook-source': `${fake.storeUrl}/`,
          'x-wc-webhook-topic': topic,
          'x-wc-webhook-resource': resource ?? '',
          'x-wc-webhook-event': event ?? '',
          'x-wc-webhook-signature': createHmac('sha256', key).update(body).digest('base64'),
          'x-wc-webhook-id': String(webhook?.id ?? 0),
          'x-wc-webhook-delivery-id': String(deliveries),
        },
      };
    },
    async deliver(topic, payload) {
      const webhook = webhooks.find((w) => w.topic === topic && w.status === 'active');
      if (!webhook) throw new Error(`no webhook registered for ${topic}`);
      const { body, headers } = fake.signDelivery(topic, payload);
      return fetch(webhook.delivery_url, { method: 'POST', headers, body });
    },
    ping(webhook) {
      return fetch(webhook.delivery_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `webhook_id=${webhook.id}`,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Requests held by `never` would keep it open.
        server.closeAllConnections();
      }),
  };
  return fake;
}
