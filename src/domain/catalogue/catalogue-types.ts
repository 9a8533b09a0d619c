/**
 * A shop's catalogue and orders as the agents see them: plain values (money in cents), so the
 * pure rules below and both chat engines share one shape, whatever the tables look like.
 */

export const ORDER_STATUSES = [
  'received',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The stock figure of an item its shop sells without counting (a WooCommerce product that does
 * not manage stock but is "in stock"): positive, so it reads as in stock, and never said as a number.
 */
export const UNCOUNTED_STOCK = 1_000_000;

export interface CatalogueProduct {
  id: string;
  sku: string;
  name: string;
  category: string;
  description: string;
  material: string | null;
  care: string | null;
  sizes: string[];
  colours: string[];
  priceCents: number;
  /** Units in stock per size; a product sold in one size has one entry ('One size'). */
  stockBySize: Record<string, number>;
}

export interface OrderView {
  orderNumber: string;
  status: OrderStatus;
  carrier: string | null;
  trackingNumber: string | null;
  /** Calendar date (YYYY-MM-DD) the parcel is expected, or was delivered on. */
  expectedOn: string | null;
  placedOn: string;
  items: { name: string; quantity: number }[];
}

/**
 * An order look-up's answer. A wrong e-mail and an unknown number give the same 'not_found', so
 * the chat never tells a stranger that an order number exists.
 */
export type OrderLookup = { found: true; order: OrderView } | { found: false };

export function totalStock(product: Pick<CatalogueProduct, 'stockBySize'>): number {
  const sum = Object.values(product.stockBySize).reduce((total, count) => total + count, 0);
  return Math.min(sum, UNCOUNTED_STOCK);
}
