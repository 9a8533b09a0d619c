import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/catalogue/catalogue-types';
import { createdAt, isNormalisedEmail, isNotBlank, money, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * A shop's products: what the shop agent answers price, size and stock questions from. Stock is
 * kept per size (a product sold in one size has one key), so "is it in medium?" has an answer.
 */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    name: text().notNull(),
    category: text().notNull(),
    description: text().notNull().default(''),
    material: text(),
    care: text(),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    colours: text().array().notNull().default(sql`'{}'::text[]`),
    price: money().notNull(),
    stockBySize: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** The connected store's id of this product (shop_connections); null for one entered here. */
    storeProductId: text(),
    /** The store's `date_modified_gmt` of what we hold: an older delivery arriving late never overwrites it. */
    storeModifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_workspace_sku_key').on(t.workspaceId, t.sku),
    // A sync upserts by the store's id, so a re-sync or a repeated webhook never duplicates.
    uniqueIndex('products_workspace_store_id_key').on(t.workspaceId, t.storeProductId),
    check('products_name_check', isNotBlank(t.name)),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * A shop's orders, for the chat's order-status look-ups: shown only to a visitor who gives both
 * the order number and the e-mail it was placed with (stored normalised, compared by equality).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    orderNumber: text().notNull(),
    customerEmail: text().notNull(),
    status: text().$type<OrderStatus>().notNull().default('received'),
    carrier: text(),
    trackingNumber: text(),
    // The date the parcel is expected (or was delivered): a calendar date, not an instant.
    expectedOn: date({ mode: 'string' }),
    items: jsonb().$type<{ name: string; quantity: number }[]>().notNull().default([]),
    totalAmount: money().notNull(),
    placedAt: timestamp({ withTimezone: true }).notNull(),
    /** The connected store's id of this order; null for one entered here. */
    storeOrderId: text(),
    /** The store's `date_modified_gmt` of what we hold (as for products). */
    storeModifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Order numbers are stored upper-case, so a visitor's "nw-10421" finds "NW-10421" by equality.
    uniqueIndex('orders_workspace_number_key').on(t.workspaceId, t.orderNumber),
    uniqueIndex('orders_workspace_store_id_key').on(t.workspaceId, t.storeOrderId),
    check(
      'orders_number_check',
      sql`${t.orderNumber} = upper(btrim(${t.orderNumber})) and ${t.orderNumber} <> ''`,
    ),
    check('orders_email_check', isNormalisedEmail(t.customerEmail)),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    index('orders_workspace_placed_idx').on(t.workspaceId, t.placedAt),
  ],
);
