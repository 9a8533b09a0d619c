import { and, asc, eq } from 'drizzle-orm';
import type { CatalogueProduct, OrderView } from '../../../domain/catalogue/catalogue-types';
import { toCents } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { orders, products } from '../../db/schema/index';

/** More than a small shop's whole range; the agents match products in memory (product-match.ts). */
export const MAX_CATALOGUE_PRODUCTS = 500;

export async function listCatalogueProducts(db: Executor, workspaceId: string): Promise<CatalogueProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      category: products.category,
      description: products.description,
      material: products.material,
      care: products.care,
      sizes: products.sizes,
      colours: products.colours,
      price: products.price,
      stockBySize: products.stockBySize,
    })
    .from(products)
    .where(eq(products.workspaceId, workspaceId))
    .orderBy(asc(products.category), asc(products.name))
    .limit(MAX_CATALOGUE_PRODUCTS);
  return rows.map(({ price, ...row }) => ({ ...row, priceCents: toCents(price) }));
}

/**
 * The order with this number placed with this e-mail, in this workspace. Both are matched in the
 * query, so an order whose e-mail differs is never read at all.
 */
export async function findOrderByNumberAndEmail(
  db: Executor,
  options: { workspaceId: string; orderNumber: string; email: string },
): Promise<OrderView | null> {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      expectedOn: orders.expectedOn,
      placedAt: orders.placedAt,
      items: orders.items,
    })
    .from(orders)
    .where(
      and(
        eq(orders.workspaceId, options.workspaceId),
        eq(orders.orderNumber, options.orderNumber),
        eq(orders.customerEmail, options.email),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { placedAt, ...order } = row;
  return { ...order, placedOn: placedAt.toISOString().slice(0, 10) };
}
