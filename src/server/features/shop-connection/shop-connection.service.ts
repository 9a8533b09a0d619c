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
  storeWebhooksPage,
} from './shop-store';
import { clientOfConnection } from './shop-sync.service';

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
 * the agent stops quoting them at once. Then, best effort, the webhooks we registered are deleted
 * on the store with the key once more: a store that refuses or does not answer is still
 * disconnected here, and the owner is told where to delete them by hand (else WooCommerce keeps
 * posting to us until our refusals disable them).
 */
export async function disconnectShop(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  workspaceId: string,
): Promise<{ success: true; storeWebhooks: 'removed' | 'none' | 'left'; webhooksPage: string }> {
  const removed = await deps.db.transaction(async (tx) => {
    const row = await deleteShopConnection(tx, workspaceId);
    if (!row) throw new AppError('NOT_FOUND', 'No store is connected.');
    await deleteSyncedRows(tx, workspaceId);
    return row;
  });
  forgetCatalogue(deps.db, workspaceId);
  return {
    success: true,
    storeWebhooks: await removeStoreWebhooks(deps, removed),
    webhooksPage: storeWebhooksPage(removed.storeUrl),
  };
}

/** A store that does not answer delays the owner's Disconnect by this much at most. */
export const WEBHOOK_REMOVAL_TIMEOUT_MS = 8000;

async function removeStoreWebhooks(
  deps: Pick<AppDeps, 'env' | 'logger'>,
  row: ShopConnectionRow,
): Promise<'removed' | 'none' | 'left'> {
  if (row.webhookIds.length === 0)
    // Registered before their ids were kept (decision 094): we cannot name them to the store.
    return row.webhooksRegisteredAt ? 'left' : 'none';
  const client = clientOfConnection(deps, row, { timeoutMs: WEBHOOK_REMOVAL_TIMEOUT_MS });
  // At once, not one after another: a store that does not answer costs one timeout, not five.
  const outcomes = await Promise.allSettled(row.webhookIds.map((id) => client.deleteWebhook(id)));
  const failures = outcomes.filter(
    (outcome): outcome is PromiseRejectedResult =>
      outcome.status === 'rejected' &&
      // Already gone (deleted by hand in the store): what we wanted.
      !(outcome.reason instanceof WooApiError && outcome.reason.status === 404),
  );
  if (failures.length === 0) return 'removed';
  deps.logger.warn(
    { err: failures[0]!.reason, workspaceId: row.workspaceId, left: failures.length },
    'shop webhooks not removed from the store',
  );
  return 'left';
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
