import { type Dispatcher, fetch } from 'undici';
import { z } from 'zod';
import type { WooOrder, WooProduct, WooVariation } from '../../../domain/catalogue/woo-mapping';

/**
 * A small typed client of the WooCommerce REST API v3 over fetch (docs/decisions/089): consumer
 * key and secret as Basic auth, or in the query string for hosts that strip `Authorization`.
 * Every answer is parsed with zod, so a changed field fails here with the endpoint's name. The
 * store's address is the owner's input: the caller passes a dispatcher that refuses private
 * addresses (the website fetcher's guard).
 */

export interface WooClientOptions {
  /** The store's site address, e.g. https://shop.example.com (the API is under /wp-json/wc/v3). */
  storeUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Send the key and secret as `?consumer_key=&consumer_secret=` instead of Basic auth. */
  queryStringAuth?: boolean;
  dispatcher?: Dispatcher;
  /** Per request; a store on shared hosting is slow at times, never for ever. */
  timeoutMs?: number;
}

/** What the store said, kept apart from our own faults: `status` 0 means no answer at all. */
export class WooApiError extends Error {
  override name = 'WooApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly endpoint: string,
    /** Woo's own error code, e.g. `woocommerce_rest_cannot_view`. */
    readonly code: string | null = null,
  ) {
    super(message);
  }

  /** The store refused the key itself (not an outage): the owner must give another key. */
  get isRefusal(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

const attributeSchema = z
  .object({
    name: z.string(),
    options: z.array(z.string()).optional(),
    option: z.string().optional(),
  })
  .loose();

export const wooProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    status: z.string(),
    sku: z.string().default(''),
    price: z.string().default(''),
    regular_price: z.string().default(''),
    description: z.string().default(''),
    short_description: z.string().default(''),
    stock_status: z.string().default('instock'),
    stock_quantity: z.number().nullable().default(null),
    categories: z.array(z.object({ name: z.string() }).loose()).default([]),
    attributes: z.array(attributeSchema).default([]),
    date_modified_gmt: z.string().nullable().default(null),
  })
  .loose() satisfies z.ZodType<WooProduct, unknown>;

export const wooVariationSchema = z
  .object({
    id: z.number().int(),
    attributes: z.array(attributeSchema).default([]),
    stock_quantity: z.number().nullable().default(null),
    stock_status: z.string().default('instock'),
  })
  .loose() satisfies z.ZodType<WooVariation, unknown>;

export const wooOrderSchema = z
  .object({
    id: z.number().int(),
    number: z.string().default(''),
    status: z.string(),
    total: z.string(),
    date_created_gmt: z.string().nullable().default(null),
    date_created: z.string(),
    date_modified_gmt: z.string().nullable().default(null),
    billing: z.object({ email: z.string().default('') }).loose(),
    line_items: z.array(z.object({ name: z.string(), quantity: z.number() }).loose()).default([]),
  })
  .loose() satisfies z.ZodType<WooOrder, unknown>;

/**
 * Our codes for answers that are not the store's own error (WooApiError.code): a body that is
 * not JSON (an HTML page: not WordPress, a hidden REST API, a login wall), and no answer in time.
 */
export const WOO_NOT_THE_API = 'not_the_api';
export const WOO_TIMEOUT = 'timeout';

const webhookSchema = z.object({ id: z.number().int(), topic: z.string(), status: z.string() }).loose();
const errorSchema = z.object({ code: z.string(), message: z.string() }).loose();

export interface WooPage<T> {
  items: T[];
  /** From X-WP-TotalPages: how many pages the listing has at this page size. */
  totalPages: number;
}

export const WOO_WEBHOOK_TOPICS = [
  'product.created',
  'product.updated',
  'product.deleted',
  'order.created',
  'order.updated',
] as const;
export type WooWebhookTopic = (typeof WOO_WEBHOOK_TOPICS)[number];

export interface WooClient {
  listProducts(options: { page: number; perPage: number }): Promise<WooPage<WooProduct>>;
  listVariations(productId: number): Promise<WooVariation[]>;
  listOrders(options: { page: number; perPage: number; after: Date }): Promise<WooPage<WooOrder>>;
  getProduct(productId: number): Promise<WooProduct>;
  createWebhook(input: {
    name: string;
    topic: WooWebhookTopic;
    deliveryUrl: string;
    secret: string;
  }): Promise<{ id: number }>;
  /** Deletes one of our webhooks for good (webhooks cannot be trashed: `force=true`). */
  deleteWebhook(webhookId: number): Promise<void>;
}

/** The store's API root from the address the owner typed ("shop.example.com/" included). */
export function wooApiBase(storeUrl: string): string {
  return `${storeUrl.replace(/\/+$/, '')}/wp-json/wc/v3`;
}

export function createWooClient(options: WooClientOptions): WooClient {
  const base = wooApiBase(options.storeUrl);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const basic = `Basic ${Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64')}`;

  async function call(
    endpoint: string,
    init: { method?: 'GET' | 'POST' | 'DELETE'; query?: Record<string, string>; body?: unknown } = {},
  ): Promise<{ json: unknown; headers: Headers }> {
    const url = new URL(`${base}${endpoint}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.queryStringAuth) {
      url.searchParams.set('consumer_key', options.consumerKey);
      url.searchParams.set('consumer_secret', options.consumerSecret);
    } else {
      headers.authorization = basic;
    }
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let res: Awaited<ReturnType<typeof fetch>>;
    try {
      res = await fetch(url, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        // A store answering with a redirect (http → https, a login page) is not followed: the
        // key would travel to wherever it points.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      throw Object.assign(
        new WooApiError('The store did not answer.', 0, endpoint, timedOut ? WOO_TIMEOUT : null),
        { cause },
      );
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (res.status >= 300) {
      const error = errorSchema.safeParse(json);
      const message = error.success
        ? error.data.message
        : res.status >= 300 && res.status < 400
          ? 'The store answered with a redirect; use its exact https address.'
          : `The store answered ${res.status}.`;
      const code = error.success ? error.data.code : text && json === null ? WOO_NOT_THE_API : null;
      throw new WooApiError(message, res.status, endpoint, code);
    }
    if (json === null)
      throw new WooApiError(
        'The store answered something that is not the WooCommerce API.',
        res.status,
        endpoint,
        WOO_NOT_THE_API,
      );
    return { json, headers: res.headers as unknown as Headers };
  }

  function parse<S extends z.ZodType>(schema: S, json: unknown, endpoint: string): z.output<S> {
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new WooApiError(`Unexpected answer from ${endpoint}: ${parsed.error.message}`, 200, endpoint);
    return parsed.data;
  }

  function totalPages(headers: Headers): number {
    const pages = Number(headers.get('x-wp-totalpages') ?? '1');
    return Number.isInteger(pages) && pages >= 0 ? pages : 1;
  }

  return {
    async listProducts({ page, perPage }) {
      const { json, headers } = await call('/products', {
        query: { page: String(page), per_page: String(perPage), orderby: 'id', order: 'asc' },
      });
      return { items: parse(z.array(wooProductSchema), json, '/products'), totalPages: totalPages(headers) };
    },
    async listVariations(productId) {
      const endpoint = `/products/${productId}/variations`;
      const { json } = await call(endpoint, { query: { per_page: '100' } });
      return parse(z.array(wooVariationSchema), json, endpoint);
    },
    async getProduct(productId) {
      const endpoint = `/products/${productId}`;
      const { json } = await call(endpoint);
      return parse(wooProductSchema, json, endpoint);
    },
    async listOrders({ page, perPage, after }) {
      const { json, headers } = await call('/orders', {
        query: {
          page: String(page),
          per_page: String(perPage),
          after: after.toISOString().slice(0, 19),
          orderby: 'id',
          order: 'asc',
        },
      });
      return { items: parse(z.array(wooOrderSchema), json, '/orders'), totalPages: totalPages(headers) };
    },
    async createWebhook(input) {
      const { json } = await call('/webhooks', {
        method: 'POST',
        body: {
          name: input.name,
          topic: input.topic,
          delivery_url: input.deliveryUrl,
          secret: input.secret,
          status: 'active',
        },
      });
      return parse(webhookSchema, json, '/webhooks');
    },
    async deleteWebhook(webhookId) {
      await call(`/webhooks/${webhookId}`, { method: 'DELETE', query: { force: 'true' } });
    },
  };
}
