import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SHOP_SYNC_STATUSES, type ShopSyncStatus } from '../../../domain/catalogue/shop-sync';
import { authUsers } from './auth';
import { createdAt, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * A workspace's WooCommerce store (at most one). No row means not connected; disconnecting
 * deletes it and the products and orders it brought. The consumer key, its secret and the
 * webhooks' secret are sealed with AES-256-GCM (server/lib/token-cipher.ts), as the CRM tokens.
 */
export const shopConnections = pgTable(
  'shop_connections',
  {
    workspaceId: uuid()
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    storeUrl: text().notNull(),
    consumerKeySealed: text().notNull(),
    consumerSecretSealed: text().notNull(),
    webhookSecretSealed: text().notNull(),
    /** The host strips `Authorization`: the key goes in the query string (https only, as Woo says). */
    queryStringAuth: boolean().notNull().default(false),
    status: text().$type<ShopSyncStatus>().notNull(),
    connectedBy: text().references(() => authUsers.id, { onDelete: 'set null' }),
    connectedAt: timestamp({ withTimezone: true }).notNull(),
    /** The running (or last) sync: when it began, and how far it got, for the page's progress. */
    syncStartedAt: timestamp({ withTimezone: true }),
    productPagesRead: integer().notNull().default(0),
    productPagesTotal: integer().notNull().default(0),
    lastSyncAt: timestamp({ withTimezone: true }),
    productsSynced: integer().notNull().default(0),
    ordersSynced: integer().notNull().default(0),
    lastError: text(),
    lastErrorAt: timestamp({ withTimezone: true }),
    /** When the store accepted our webhooks; null while not (yet) registered. */
    webhooksRegisteredAt: timestamp({ withTimezone: true }),
    webhookError: text(),
    /** The ids of the webhooks we created on the store, so disconnecting can delete them there. */
    webhookIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_connections_status_check', oneOf(t.status, SHOP_SYNC_STATUSES))],
);
