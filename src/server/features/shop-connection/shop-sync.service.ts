import { ORDER_IMPORT_DAYS, WOO_PAGE_SIZE } from '../../../domain/catalogue/shop-sync';
import {
  mapWooOrder,
  mapWooProduct,
  type ShopOrderRow,
  type ShopProductRow,
  type WooVariation,
} from '../../../domain/catalogue/woo-mapping';
import type { AppDeps } from '../../app-deps';
import { WOO_WEBHOOK_TOPICS, type WooClient } from '../../integrations/woocommerce/woo-client';
import { forgetCatalogue } from '../catalogue';
import {
  deleteStoreProductsExcept,
  failSync,
  findShopConnection,
  finishSync,
  holdShopConnection,
  type ShopConnectionRow,
  saveSyncProgress,
  saveWebhookOutcome,
  upsertStoreOrders,
  upsertStoreProducts,
} from './shop-connection.repository';
import { shopCipher, storeClient, storeErrorMessage, WOO_WEBHOOK_PATH } from './shop-store';

type SyncDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger'>;

/** The store's client for a stored connection (its key unsealed only here, for the call). */
export function clientOfConnection(
  deps: Pick<AppDeps, 'env'>,
  row: ShopConnectionRow,
  options: { timeoutMs?: number } = {},
): WooClient {
  const cipher = shopCipher(deps.env);
  return storeClient(
    deps.env,
    {
      storeUrl: row.storeUrl,
      consumerKey: cipher.decrypt(row.consumerKeySealed),
      consumerSecret: cipher.decrypt(row.consumerSecretSealed),
      queryStringAuth: row.queryStringAuth,
    },
    options,
  );
}

/** A product with its variations read, when it has any (their stock is the stock per size). */
async function withVariations(client: WooClient, product: Parameters<typeof mapWooProduct>[0]) {
  const variations: WooVariation[] =
    product.type === 'variable' && product.status === 'publish'
      ? await client.listVariations(product.id)
      : [];
  return mapWooProduct(product, variations);
}

/**
 * One full read of the store (the sync job): products page by page (X-WP-TotalPages), each page
 * written in its own statement with the progress, so the page shows it moving; then the store's
 * products that are gone from it (deleted, drafted) are removed; then the orders of the last
 * ORDER_IMPORT_DAYS. A failure keeps what the last good sync wrote and tells the owner why.
 */
export async function runShopSync(deps: SyncDeps, workspaceId: string): Promise<void> {
  const row = await findShopConnection(deps.db, workspaceId);
  if (!row) return;
  const client = clientOfConnection(deps, row);
  try {
    const keptStoreIds: string[] = [];
    let pagesTotal = 1;
    for (let page = 1; page <= pagesTotal; page++) {
      const listing = await client.listProducts({ page, perPage: WOO_PAGE_SIZE });
      pagesTotal = listing.totalPages;
      const mapped: ShopProductRow[] = [];
      for (const product of listing.items) {
        const mappedProduct = await withVariations(client, product);
        if (mappedProduct) mapped.push(mappedProduct);
      }
      const written = await deps.db.transaction(async (tx) => {
        if (!(await holdShopConnection(tx, workspaceId))) return false;
        await upsertStoreProducts(tx, workspaceId, mapped, deps.clock());
        await saveSyncProgress(tx, workspaceId, {
          productPagesRead: page,
          productPagesTotal: pagesTotal,
          at: deps.clock(),
        });
        return true;
      });
      // Disconnected meanwhile: nothing more is written.
      if (!written) return;
      keptStoreIds.push(...mapped.map((p) => p.storeProductId));
    }
    await deleteStoreProductsExcept(deps.db, workspaceId, keptStoreIds);
    forgetCatalogue(deps.db, workspaceId);

    const after = new Date(deps.clock().getTime() - ORDER_IMPORT_DAYS * 24 * 3600_000);
    let ordersSynced = 0;
    let orderPages = 1;
    for (let page = 1; page <= orderPages; page++) {
      const listing = await client.listOrders({ page, perPage: WOO_PAGE_SIZE, after });
      orderPages = listing.totalPages;
      const mapped = listing.items.map(mapWooOrder).filter((o): o is ShopOrderRow => o !== null);
      const written = await deps.db.transaction(async (tx) => {
        if (!(await holdShopConnection(tx, workspaceId))) return false;
        await upsertStoreOrders(tx, workspaceId, mapped, deps.clock());
        return true;
      });
      if (!written) return;
      ordersSynced += mapped.length;
    }
    // The connection may have been removed while we read: then nothing is recorded.
    if (!(await findShopConnection(deps.db, workspaceId))) return;
    // Before the sync reads as finished, so the page shows both outcomes at once.
    if (!row.webhooksRegisteredAt) await registerWebhooks(deps, row, client);
    await finishSync(deps.db, workspaceId, {
      productsSynced: keptStoreIds.length,
      ordersSynced,
      at: deps.clock(),
    });
  } catch (error) {
    deps.logger.warn({ err: error, workspaceId }, 'shop sync failed');
    await failSync(deps.db, workspaceId, storeErrorMessage(error), deps.clock());
  }
}

/**
 * Asks the store to post its product and order changes to us, signed with the connection's
 * secret. A store that refuses (a read-only key) still syncs by "Sync now"; the page says so.
 */
async function registerWebhooks(deps: SyncDeps, row: ShopConnectionRow, client: WooClient): Promise<void> {
  const deliveryUrl = `${deps.env.publicUrl}${WOO_WEBHOOK_PATH.replace(':workspaceId', row.workspaceId)}`;
  const secret = shopCipher(deps.env).decrypt(row.webhookSecretSealed);
  // Kept as they are made, even when a later one fails (and with those of an earlier attempt):
  // disconnecting deletes each from the store.
  const webhookIds = [...row.webhookIds];
  try {
    for (const topic of WOO_WEBHOOK_TOPICS)
      webhookIds.push(
        (await client.createWebhook({ name: `Sales agent: ${topic}`, topic, deliveryUrl, secret })).id,
      );
    await saveWebhookOutcome(deps.db, row.workspaceId, {
      registeredAt: deps.clock(),
      error: null,
      webhookIds,
    });
  } catch (error) {
    deps.logger.warn({ err: error, workspaceId: row.workspaceId }, 'shop webhooks not registered');
    await saveWebhookOutcome(deps.db, row.workspaceId, {
      registeredAt: null,
      error: `${storeErrorMessage(error)} Changes in the store reach the agent when you press Sync now.`,
      webhookIds,
    });
  }
}
