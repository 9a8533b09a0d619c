/**
 * A workspace's online-shop connection (WooCommerce), as the owner's Products page shows it:
 * importing (a sync job is reading the store), ready (last sync finished) or error (it failed;
 * the rows of the last good sync stay).
 */
export const SHOP_SYNC_STATUSES = ['importing', 'ready', 'error'] as const;
export type ShopSyncStatus = (typeof SHOP_SYNC_STATUSES)[number];

/** Products read per page: WooCommerce's largest per_page. */
export const WOO_PAGE_SIZE = 100;

/** Orders older than this are not imported: a visitor asks about a recent order. */
export const ORDER_IMPORT_DAYS = 90;
