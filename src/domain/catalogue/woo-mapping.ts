import { toCents } from '../money';
import { type OrderStatus, UNCOUNTED_STOCK } from './catalogue-types';

/**
 * A WooCommerce store's products and orders (REST API v3) turned into our catalogue rows. Pure:
 * the client (server/integrations/woocommerce) parses the store's answers into these shapes.
 * Prices arrive as decimal strings ("129.00"), never floats.
 */

export interface WooAttribute {
  name: string;
  /** A product's options ("S", "M"); a variation has one `option` instead. */
  options?: string[];
  option?: string;
}

export interface WooVariation {
  id: number;
  attributes: WooAttribute[];
  stock_quantity: number | null;
  stock_status: string;
}

export interface WooProduct {
  id: number;
  name: string;
  type: string;
  status: string;
  sku: string;
  price: string;
  regular_price: string;
  description: string;
  short_description: string;
  stock_status: string;
  stock_quantity: number | null;
  categories: { name: string }[];
  attributes: WooAttribute[];
  /** When the store last changed it, UTC without a zone suffix (absent in older payloads). */
  date_modified_gmt?: string | null;
}

export interface WooOrder {
  id: number;
  number: string;
  status: string;
  total: string;
  date_created_gmt: string | null;
  date_created: string;
  date_modified_gmt?: string | null;
  billing: { email: string };
  line_items: { name: string; quantity: number }[];
}

export interface ShopProductRow {
  storeProductId: string;
  sku: string;
  name: string;
  category: string;
  description: string;
  sizes: string[];
  colours: string[];
  priceCents: number;
  stockBySize: Record<string, number>;
  /** The store's last change of it; null when the store did not say. */
  storeModifiedAt: Date | null;
}

export interface ShopOrderRow {
  storeOrderId: string;
  orderNumber: string;
  customerEmail: string;
  status: OrderStatus;
  items: { name: string; quantity: number }[];
  totalCents: number;
  placedAt: Date;
  storeModifiedAt: Date | null;
}

/**
 * Woo's `*_gmt` dates carry no zone suffix and are UTC; null when absent or not a date (then a
 * write is not compared with what is stored, as before the field was read).
 */
export function wooGmtDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(/(?:[zZ]|[+-]\d\d:\d\d)$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What our catalogue calls a product sold in one size (catalogue-types: one key). */
export const ONE_SIZE = 'One size';
const SIZE_NAMES = /^(?:pa_)?sizes?$/i;
const COLOUR_NAMES = /^(?:pa_)?colou?rs?$/i;

function attributeOptions(product: Pick<WooProduct, 'attributes'>, names: RegExp): string[] {
  const found = product.attributes.find((a) => names.test(a.name.trim()));
  return (found?.options ?? []).map((o) => o.trim()).filter(Boolean);
}

/** Store HTML (descriptions are post content) as one line of text; React escapes it anyway. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#8217;|&rsquo;/g, '’')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

/**
 * Units in stock as the chat may say them: the store's count when it manages stock; when it
 * does not (no quantity, but "instock" or "onbackorder") the item is sellable with no count, and
 * UNCOUNTED_STOCK lets the reply say "in stock" without inventing a number.
 */
export function stockCount(item: { stock_quantity: number | null; stock_status: string }): number {
  if (item.stock_status === 'outofstock') return 0;
  if (item.stock_quantity !== null) return Math.max(0, item.stock_quantity);
  return UNCOUNTED_STOCK;
}

/**
 * A published product as our row, or null when the agent should not offer it: drafts, pending,
 * private and trashed products, and one with no price (the chat never invents a price). A
 * variable product's sizes come from its attributes; its stock per size from its variations.
 */
export function mapWooProduct(product: WooProduct, variations: WooVariation[] = []): ShopProductRow | null {
  if (product.status !== 'publish') return null;
  const priceText = product.price.trim() || product.regular_price.trim();
  const priceCents = priceText ? toCents(priceText) : Number.NaN;
  if (!Number.isFinite(priceCents) || priceCents < 0) return null;
  const sizes = attributeOptions(product, SIZE_NAMES);
  const stockBySize: Record<string, number> = {};
  if (sizes.length === 0) {
    stockBySize[ONE_SIZE] = stockCount(product);
  } else {
    for (const size of sizes) stockBySize[size] = 0;
    for (const variation of variations) {
      const size = variation.attributes.find((a) => SIZE_NAMES.test(a.name.trim()))?.option?.trim();
      // A variation "any size" (no option) sells every size from one stock.
      const targets = size ? [size] : sizes;
      for (const target of targets) stockBySize[target] = (stockBySize[target] ?? 0) + stockCount(variation);
    }
    if (variations.length === 0) for (const size of sizes) stockBySize[size] = stockCount(product);
    for (const size of Object.keys(stockBySize))
      stockBySize[size] = Math.min(stockBySize[size]!, UNCOUNTED_STOCK);
  }
  return {
    storeProductId: String(product.id),
    sku: product.sku.trim() || `woo-${product.id}`,
    name: product.name.trim(),
    category: product.categories[0]?.name.trim() || 'Products',
    description: plainText(product.short_description || product.description).slice(0, 2000),
    sizes: sizes.length ? sizes : [ONE_SIZE],
    colours: attributeOptions(product, COLOUR_NAMES),
    priceCents,
    stockBySize,
    storeModifiedAt: wooGmtDate(product.date_modified_gmt),
  };
}

/** The store's order statuses in our words (Woo core has no carrier or tracking fields). */
const ORDER_STATUS_OF: Record<string, OrderStatus> = {
  pending: 'received',
  'on-hold': 'received',
  processing: 'processing',
  // Woo's "completed" means fulfilled: sent, not known to be delivered.
  completed: 'shipped',
  cancelled: 'cancelled',
  failed: 'cancelled',
  refunded: 'returned',
};

/**
 * An order as our row, or null: block checkout's `checkout-draft` (a shopper who reached the
 * checkout, not an order), trashed ones and unknown statuses, and an order without a buyer's
 * e-mail (no visitor could ever look it up: the look-up needs number and e-mail).
 */
export function mapWooOrder(order: WooOrder): ShopOrderRow | null {
  const status = ORDER_STATUS_OF[order.status];
  if (!status) return null;
  const email = order.billing.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  const orderNumber = (order.number.trim() || String(order.id)).toUpperCase();
  const totalCents = toCents(order.total);
  if (!Number.isFinite(totalCents)) return null;
  // `date_created_gmt` has no zone suffix; it is UTC.
  const placed = order.date_created_gmt ? `${order.date_created_gmt}Z` : order.date_created;
  const placedAt = new Date(placed);
  if (Number.isNaN(placedAt.getTime())) return null;
  return {
    storeOrderId: String(order.id),
    orderNumber,
    customerEmail: email,
    status,
    items: order.line_items.map((i) => ({ name: i.name, quantity: i.quantity })),
    totalCents,
    placedAt,
    storeModifiedAt: wooGmtDate(order.date_modified_gmt),
  };
}
