import { z } from 'zod';
import { SHOP_SYNC_STATUSES } from '../catalogue/shop-sync';
import { defineRoute } from './route-contract';

/**
 * The workspace's online shop (WooCommerce): everyone in the workspace sees the connection and
 * the synced products; only the owner connects, syncs and disconnects. The store's webhooks are
 * not here: the store posts them, signed, to /api/webhooks/woocommerce/:workspaceId.
 */

const TAG = 'Shop';
const workspaceParams = z.strictObject({ workspaceId: z.uuid() });

export const shopConnectionSchema = z.object({
  platform: z.literal('woocommerce'),
  storeUrl: z.string(),
  status: z.enum(SHOP_SYNC_STATUSES),
  connectedAt: z.string(),
  /** The running (or last) sync's start, and how many pages of products it has read of how many. */
  syncStartedAt: z.string().nullable(),
  progress: z.object({ pagesRead: z.number().int(), pagesTotal: z.number().int() }),
  lastSyncAt: z.string().nullable(),
  productsSynced: z.number().int(),
  ordersSynced: z.number().int(),
  /** Why the last sync failed, in words the owner can act on. */
  error: z.string().nullable(),
  /** Whether the store sends us its changes as they happen; else only "Sync now" brings them. */
  webhooks: z.object({ registered: z.boolean(), error: z.string().nullable() }),
});
export type ShopConnectionView = z.infer<typeof shopConnectionSchema>;

const connectionOutput = z.object({ connection: shopConnectionSchema.nullable() });

export const getShopConnectionContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/shop',
  summary: "The workspace's WooCommerce connection and its last sync, or null when none",
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: connectionOutput,
});

export const connectShopBodySchema = z.strictObject({
  storeUrl: z.string().trim().min(1, 'Enter your store’s address.').max(300),
  consumerKey: z.string().trim().min(1, 'Enter the consumer key.').max(200),
  consumerSecret: z.string().trim().min(1, 'Enter the consumer secret.').max(200),
});

export const connectShopContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/shop/connect',
  summary:
    'Connects a WooCommerce store: the key is checked with one read before anything is stored, then its products and recent orders are imported in the background',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: connectShopBodySchema,
  output: connectionOutput,
  status: 202,
});

export const syncShopContract = defineRoute({
  method: 'POST',
  path: '/api/workspaces/:workspaceId/shop/sync',
  summary: "Reads the store's products and recent orders again, in the background",
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  body: z.strictObject({}),
  output: connectionOutput,
  status: 202,
});

export const disconnectShopContract = defineRoute({
  method: 'DELETE',
  path: '/api/workspaces/:workspaceId/shop',
  summary:
    'Disconnects the store: its stored keys and the products and orders it brought are deleted, and the webhooks we registered on the store are deleted there (best effort)',
  tag: TAG,
  access: 'workspace',
  role: 'owner',
  params: workspaceParams,
  output: z.object({
    success: z.literal(true),
    /**
     * Our webhooks on the store: `removed` (or there were none), or `left` when the store refused
     * or did not answer; then the owner deletes them on `webhooksPage` (the store's own list).
     */
    storeWebhooks: z.enum(['removed', 'none', 'left']),
    webhooksPage: z.string(),
  }),
});

export const shopProductSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  /** Dollars with cents, as text ("129.00"): exact. */
  price: z.string(),
  sizes: z.array(z.string()),
  /** Units per size; null for a size the shop sells without counting its stock. */
  stockBySize: z.record(z.string(), z.number().int().nullable()),
  /** True when the row came from the connected store (false: entered here or demo data). */
  fromStore: z.boolean(),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const listShopProductsContract = defineRoute({
  method: 'GET',
  path: '/api/workspaces/:workspaceId/shop/products',
  summary: 'The products the shop agent answers from (the synced store products first among them)',
  tag: TAG,
  access: 'workspace',
  params: workspaceParams,
  output: z.object({ products: z.array(shopProductSchema), limit: z.number().int() }),
});
