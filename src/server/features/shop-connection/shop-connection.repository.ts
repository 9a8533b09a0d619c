import { and, eq, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { ShopOrderRow, ShopProductRow } from '../../../domain/catalogue/woo-mapping';
import { fromCents } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { orders, products, shopConnections } from '../../db/schema/index';

export type ShopConnectionRow = typeof shopConnections.$inferSelect;

/**
 * Holds the connection (FOR SHARE) for the rest of the caller's transaction, or false when it is
 * gone: a sync page written under it is either before a disconnect (which then deletes it) or
 * never, so a disconnect during a sync leaves no store rows behind.
 */
export async function holdShopConnection(tx: Executor, workspaceId: string): Promise<boolean> {
  const rows = await tx
    .select({ workspaceId: shopConnections.workspaceId })
    .from(shopConnections)
    .where(eq(shopConnections.workspaceId, workspaceId))
    .for('share');
  return rows.length > 0;
}

export async function findShopConnection(
  db: Executor,
  workspaceId: string,
): Promise<ShopConnectionRow | null> {
  const [row] = await db.select().from(shopConnections).where(eq(shopConnections.workspaceId, workspaceId));
  return row ?? null;
}

export async function insertShopConnection(
  db: Executor,
  row: Pick<
    ShopConnectionRow,
    | 'workspaceId'
    | 'storeUrl'
    | 'consumerKeySealed'
    | 'consumerSecretSealed'
    | 'webhookSecretSealed'
    | 'queryStringAuth'
    | 'connectedBy'
    | 'connectedAt'
  >,
): Promise<ShopConnectionRow | null> {
  // One store per workspace: a second Connect while one is stored is refused by the caller.
  const [inserted] = await db
    .insert(shopConnections)
    .values({ ...row, status: 'importing', syncStartedAt: row.connectedAt })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** Claims the connection for a new sync unless one is running; false when one is. */
export async function claimSync(db: Executor, workspaceId: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(shopConnections)
    .set({ status: 'importing', syncStartedAt: at, productPagesRead: 0, productPagesTotal: 0, updatedAt: at })
    .where(and(eq(shopConnections.workspaceId, workspaceId), sql`${shopConnections.status} <> 'importing'`))
    .returning({ workspaceId: shopConnections.workspaceId });
  return claimed.length > 0;
}

export async function saveSyncProgress(
  db: Executor,
  workspaceId: string,
  progress: { productPagesRead: number; productPagesTotal: number; at: Date },
): Promise<void> {
  await db
    .update(shopConnections)
    .set({
      productPagesRead: progress.productPagesRead,
      productPagesTotal: progress.productPagesTotal,
      updatedAt: progress.at,
    })
    .where(eq(shopConnections.workspaceId, workspaceId));
}

export async function finishSync(
  db: Executor,
  workspaceId: string,
  result: { productsSynced: number; ordersSynced: number; at: Date },
): Promise<void> {
  await db
    .update(shopConnections)
    .set({
      status: 'ready',
      lastSyncAt: result.at,
      productsSynced: result.productsSynced,
      ordersSynced: result.ordersSynced,
      lastError: null,
      lastErrorAt: null,
      updatedAt: result.at,
    })
    .where(eq(shopConnections.workspaceId, workspaceId));
}

export async function failSync(db: Executor, workspaceId: string, error: string, at: Date): Promise<void> {
  await db
    .update(shopConnections)
    .set({ status: 'error', lastError: error, lastErrorAt: at, updatedAt: at })
    .where(eq(shopConnections.workspaceId, workspaceId));
}

/** Syncs untouched since `before` (their job lost or failed outside its own handling) read as failed. */
export async function failStalledSyncs(
  db: Executor,
  options: { before: Date; error: string; at: Date },
): Promise<number> {
  const rows = await db
    .update(shopConnections)
    .set({ status: 'error', lastError: options.error, lastErrorAt: options.at, updatedAt: options.at })
    .where(and(eq(shopConnections.status, 'importing'), lt(shopConnections.updatedAt, options.before)))
    .returning({ workspaceId: shopConnections.workspaceId });
  return rows.length;
}

export async function saveWebhookOutcome(
  db: Executor,
  workspaceId: string,
  outcome: { registeredAt: Date | null; error: string | null; webhookIds: number[] },
): Promise<void> {
  await db
    .update(shopConnections)
    .set({
      webhooksRegisteredAt: outcome.registeredAt,
      webhookError: outcome.error,
      webhookIds: outcome.webhookIds,
    })
    .where(eq(shopConnections.workspaceId, workspaceId));
}

/** The deleted connection (its keys are needed once more, to remove our webhooks), or null. */
export async function deleteShopConnection(
  db: Executor,
  workspaceId: string,
): Promise<ShopConnectionRow | null> {
  const [deleted] = await db
    .delete(shopConnections)
    .where(eq(shopConnections.workspaceId, workspaceId))
    .returning();
  return deleted ?? null;
}

/**
 * SKUs are unique in a workspace; a store product whose SKU another row holds (one entered here,
 * or another store product that had it before an edit) keeps `woo-<id>` instead of failing the sync.
 */
async function withFreeSkus(
  db: Executor,
  workspaceId: string,
  rows: ShopProductRow[],
): Promise<ShopProductRow[]> {
  const taken = await db
    .select({ sku: products.sku, storeProductId: products.storeProductId })
    .from(products)
    .where(
      and(
        eq(products.workspaceId, workspaceId),
        sql`${products.sku} = any(${sql.param(rows.map((r) => r.sku))}::text[])`,
      ),
    );
  const holder = new Map(taken.map((t) => [t.sku, t.storeProductId]));
  return rows.map((row) => {
    const held = holder.get(row.sku);
    return held !== undefined && held !== row.storeProductId
      ? { ...row, sku: `woo-${row.storeProductId}` }
      : row;
  });
}

/**
 * WooCommerce retries a failed delivery and sends several at once, so an older state of a product
 * or order can arrive after a newer one: it is written only when it is not older than what is
 * stored (the same second is written: a re-read of the same state, e.g. a variation's stock, whose
 * change leaves the parent's date alone). Without a date on either side it is written, as before.
 */
function notOlderThanStored(stored: typeof products.storeModifiedAt | typeof orders.storeModifiedAt) {
  return sql`(excluded.store_modified_at is null or ${stored} is null or excluded.store_modified_at >= ${stored})`;
}

/** Inserts or updates the store's products by the store's id: a repeat changes nothing twice. */
export async function upsertStoreProducts(
  db: Executor,
  workspaceId: string,
  given: ShopProductRow[],
  at: Date,
): Promise<void> {
  if (given.length === 0) return;
  const rows = await withFreeSkus(db, workspaceId, given);
  await db
    .insert(products)
    .values(
      rows.map((row) => ({
        workspaceId,
        storeProductId: row.storeProductId,
        sku: row.sku,
        name: row.name,
        category: row.category,
        description: row.description,
        sizes: row.sizes,
        colours: row.colours,
        price: fromCents(row.priceCents).toFixed(2),
        stockBySize: row.stockBySize,
        storeModifiedAt: row.storeModifiedAt,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [products.workspaceId, products.storeProductId],
      setWhere: notOlderThanStored(products.storeModifiedAt),
      set: {
        sku: sql`excluded.sku`,
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        description: sql`excluded.description`,
        sizes: sql`excluded.sizes`,
        colours: sql`excluded.colours`,
        price: sql`excluded.price`,
        stockBySize: sql`excluded.stock_by_size`,
        storeModifiedAt: sql`coalesce(excluded.store_modified_at, ${products.storeModifiedAt})`,
        updatedAt: at,
      },
    });
}

/**
 * `asOf`: the store's date of the change that removes them (a product drafted or unpriced); a
 * product changed later than that stays (the late delivery is the older one).
 */
export async function deleteStoreProducts(
  db: Executor,
  workspaceId: string,
  storeIds: string[],
  asOf: Date | null = null,
): Promise<number> {
  if (storeIds.length === 0) return 0;
  const deleted = await db
    .delete(products)
    .where(
      and(
        eq(products.workspaceId, workspaceId),
        sql`${products.storeProductId} = any(${sql.param(storeIds)}::text[])`,
        asOf
          ? sql`(${products.storeModifiedAt} is null or ${products.storeModifiedAt} <= ${asOf.toISOString()})`
          : undefined,
      ),
    )
    .returning({ id: products.id });
  return deleted.length;
}

/** After a full read: the store's products it no longer lists (deleted, drafted) go too. */
export async function deleteStoreProductsExcept(
  db: Executor,
  workspaceId: string,
  keptStoreIds: string[],
): Promise<void> {
  await db
    .delete(products)
    .where(
      and(
        eq(products.workspaceId, workspaceId),
        isNotNull(products.storeProductId),
        keptStoreIds.length ? notInArray(products.storeProductId, keptStoreIds) : sql`true`,
      ),
    );
}

export async function upsertStoreOrders(
  db: Executor,
  workspaceId: string,
  rows: ShopOrderRow[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(orders)
    .values(
      rows.map((row) => ({
        workspaceId,
        storeOrderId: row.storeOrderId,
        orderNumber: row.orderNumber,
        customerEmail: row.customerEmail,
        status: row.status,
        items: row.items,
        totalAmount: fromCents(row.totalCents).toFixed(2),
        placedAt: row.placedAt,
        storeModifiedAt: row.storeModifiedAt,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [orders.workspaceId, orders.storeOrderId],
      setWhere: notOlderThanStored(orders.storeModifiedAt),
      set: {
        orderNumber: sql`excluded.order_number`,
        customerEmail: sql`excluded.customer_email`,
        status: sql`excluded.status`,
        items: sql`excluded.items`,
        totalAmount: sql`excluded.total_amount`,
        storeModifiedAt: sql`coalesce(excluded.store_modified_at, ${orders.storeModifiedAt})`,
        updatedAt: at,
      },
    });
}

export async function deleteStoreOrder(
  db: Executor,
  workspaceId: string,
  storeOrderId: string,
): Promise<void> {
  await db
    .delete(orders)
    .where(and(eq(orders.workspaceId, workspaceId), eq(orders.storeOrderId, storeOrderId)));
}

/** Disconnecting: every row the store brought goes; rows entered here stay. */
export async function deleteSyncedRows(db: Executor, workspaceId: string): Promise<void> {
  await db
    .delete(products)
    .where(and(eq(products.workspaceId, workspaceId), isNotNull(products.storeProductId)));
  await db.delete(orders).where(and(eq(orders.workspaceId, workspaceId), isNotNull(orders.storeOrderId)));
}

/** The owner's Products page: the synced products, by name. */
export async function listStoreProducts(db: Executor, workspaceId: string, limit: number) {
  return db
    .select({
      id: products.id,
      storeProductId: products.storeProductId,
      sku: products.sku,
      name: products.name,
      category: products.category,
      price: products.price,
      sizes: products.sizes,
      stockBySize: products.stockBySize,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.workspaceId, workspaceId))
    .orderBy(products.name)
    .limit(limit);
}
