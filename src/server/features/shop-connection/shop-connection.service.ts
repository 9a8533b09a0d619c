import { UNCOUNTED_STOCK } from '../../../domain/catalogue/catalogue-types';
import type { ShopConnectionView, ShopProduct } from '../../../domain/contracts/shop.contract';
import { workingAgentTypes } from '../../../domain/setup-steps';
import type { AppDeps } from '../../app-deps';
import { WooApiError } from '../../integrations/woocommerce/woo-client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import { listAgents } from '../agents';
import { forgetCatalogue } from '../catalogue';
import { shopSyncJob } from './shop-connection.jobs';
import {
  claimSync,
  deleteShopConnection,
  deleteSyncedRows,
  findShopConnection,
  insertShopConnection,
  listStoreProducts,
  type ShopConnectionRow,
} from './shop-connection.repository';
import {
  newWebhookSecret,
  normaliseStoreUrl,
  shopCipher,
  storeClient,
  storeErrorMessage,
} from './shop-store';

type ShopDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'outbox'>;

export const NO_SHOP_AGENT =
  'This workspace has no ShopAgent working, so nobody would answer from the store’s products. Add a ShopAgent to your plan first.';
export const SHOP_SYNC_UNAVAILABLE = 'The store cannot be read right now. Try again in a minute.';
/** More than a small shop's range; the same cap as the catalogue the agent reads. */
export const SHOP_PRODUCTS_SHOWN = 500;

function jobRunnerOf(deps: Pick<AppDeps, 'outbox'>): JobRunner {
  const runner = deps.outbox().jobs;
  if (!runner) throw new AppError('UNAVAILABLE', SHOP_SYNC_UNAVAILABLE);
  return runner;
}

export function shopConnectionView(row: ShopConnectionRow | null): ShopConnectionView | null {
  if (!row) return null;
  return {
    platform: 'woocommerce',
    storeUrl: row.storeUrl,
    status: row.status,
    connectedAt: row.connectedAt.toISOString(),
    syncStartedAt: row.syncStartedAt?.toISOString() ?? null,
    progress: { pagesRead: row.productPagesRead, pagesTotal: row.productPagesTotal },
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    productsSynced: row.productsSynced,
    ordersSynced: row.ordersSynced,
    error: row.status === 'error' ? row.lastError : null,
    webhooks: { registered: row.webhooksRegisteredAt !== null, error: row.webhookError },
  };
}

export async function getShopConnection(deps: Pick<AppDeps, 'db'>, workspaceId: string) {
  return { connection: shopConnectionView(await findShopConnection(deps.db, workspaceId)) };
}

/**
 * The owner's Connect: the key is tried with one read of the store before anything is stored (a
 * wrong key or address stores nothing and says why); then the connection, sealed, and its first
 * sync job, in one transaction, so a connection exists exactly when its import does.
 */
export async function connectShop(
  deps: ShopDeps,
  input: {
    workspaceId: string;
    userId: string;
    storeUrl: string;
    consumerKey: string;
    consumerSecret: string;
  },
) {
  // Only a ShopAgent answers from a store (Products shows to such workspaces alone): a store
  // connected elsewhere would be read, and its keys kept, for nothing.
  if (!workingAgentTypes(await listAgents(deps.db, input.workspaceId)).includes('shop'))
    throw new AppError('FORBIDDEN', NO_SHOP_AGENT);
  const storeUrl = normaliseStoreUrl(deps.env, input.storeUrl);
  if (await findShopConnection(deps.db, input.workspaceId))
    throw new AppError('CONFLICT', 'A store is already connected. Disconnect it first.');
  const runner = jobRunnerOf(deps);
  const store = { storeUrl, consumerKey: input.consumerKey, consumerSecret: input.consumerSecret };
  const queryStringAuth = await howTheStoreTakesTheKey(deps, store);
  const cipher = shopCipher(deps.env);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertShopConnection(tx, {
      workspaceId: input.workspaceId,
      storeUrl,
      consumerKeySealed: cipher.encrypt(input.consumerKey),
      consumerSecretSealed: cipher.encrypt(input.consumerSecret),
      webhookSecretSealed: cipher.encrypt(newWebhookSecret()),
      queryStringAuth,
      connectedBy: input.userId,
      connectedAt: deps.clock(),
    });
    if (!inserted) throw new AppError('CONFLICT', 'A store is already connected. Disconnect it first.');
    await runner.send(shopSyncJob, { workspaceId: input.workspaceId }, { tx });
    return inserted;
  });
  return { connection: shopConnectionView(row) };
}

/**
 * One read with the key, as Basic auth; refused with 401, once more with the key in the query
 * string (WooCommerce's fallback for hosts that strip `Authorization`; only over https, where the
 * query string is encrypted too). Resolves whether the query string was needed; throws the
 * store's reason as a 400.
 */
async function howTheStoreTakesTheKey(
  deps: Pick<AppDeps, 'env'>,
  store: { storeUrl: string; consumerKey: string; consumerSecret: string },
): Promise<boolean> {
  const tryWith = (queryStringAuth: boolean) =>
    storeClient(deps.env, { ...store, queryStringAuth }).listProducts({ page: 1, perPage: 1 });
  try {
    await tryWith(false);
    return false;
  } catch (basicError) {
    const refused = basicError instanceof WooApiError && basicError.status === 401;
    const secure = store.storeUrl.startsWith('https://') || deps.env.ALLOW_PRIVATE_FETCH;
    if (refused && secure) {
      try {
        await tryWith(true);
        return true;
      } catch {
        // The first refusal is the one to explain: a wrong key is refused either way.
      }
    }
    throw new AppError('BAD_REQUEST', storeErrorMessage(basicError), { cause: basicError });
  }
}

/** "Sync now": one more full read, unless one is already running (then its progress is shown). */
export async function syncShopNow(deps: ShopDeps, workspaceId: string) {
  const runner = jobRunnerOf(deps);
  await deps.db.transaction(async (tx) => {
    const row = await findShopConnection(tx, workspaceId);
    if (!row) throw new AppError('CONFLICT', 'Connect your store first.');
    if (await claimSync(tx, workspaceId, deps.clock()))
      await runner.send(shopSyncJob, { workspaceId }, { tx });
  });
  return getShopConnection(deps, workspaceId);
}

/**
 * Disconnecting forgets the store: its sealed keys, and every product and order it brought, so
 * the agent stops quoting them at once. (The webhooks on the store then get 401 from us, and
 * WooCommerce disables them after a few failures.)
 */
export async function disconnectShop(deps: Pick<AppDeps, 'db'>, workspaceId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteShopConnection(tx, workspaceId)))
      throw new AppError('NOT_FOUND', 'No store is connected.');
    await deleteSyncedRows(tx, workspaceId);
  });
  forgetCatalogue(deps.db, workspaceId);
  return { success: true as const };
}

export async function listShopProducts(
  deps: Pick<AppDeps, 'db'>,
  workspaceId: string,
): Promise<{ products: ShopProduct[]; limit: number }> {
  const rows = await listStoreProducts(deps.db, workspaceId, SHOP_PRODUCTS_SHOWN);
  return {
    limit: SHOP_PRODUCTS_SHOWN,
    products: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name,
      category: row.category,
      price: row.price,
      sizes: row.sizes,
      stockBySize: Object.fromEntries(
        Object.entries(row.stockBySize).map(([size, count]) => [
          size,
          count >= UNCOUNTED_STOCK ? null : count,
        ]),
      ),
      fromStore: row.storeProductId !== null,
    })),
  };
}
