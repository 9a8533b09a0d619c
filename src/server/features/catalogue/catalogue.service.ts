import type { CatalogueProduct, OrderLookup } from '../../../domain/catalogue/catalogue-types';
import type { Executor } from '../../db/client';
import { perDbCache } from '../../lib/per-db-cache';
import { findOrderByNumberAndEmail, listCatalogueProducts } from './catalogue.repository';

/**
 * The chat asks for the catalogue on every turn of every workspace (most have none), so a
 * process keeps each workspace's products for a few seconds: a stock figure may be that old,
 * never invented. Order look-ups are always read fresh.
 */
export const CATALOGUE_CACHE_MS = 5_000;

const MAX_CACHED_WORKSPACES = 1_000;
const catalogues = perDbCache<CatalogueProduct[]>({ ttlMs: CATALOGUE_CACHE_MS, max: MAX_CACHED_WORKSPACES });

export function getCatalogue(db: Executor, options: { workspaceId: string }): Promise<CatalogueProduct[]> {
  return catalogues.read(db, options.workspaceId, () => listCatalogueProducts(db, options.workspaceId));
}

/** After the catalogue of a workspace changed in this process (seed, tests): read it afresh. */
export function forgetCatalogue(db: object, workspaceId: string): void {
  catalogues.forget(db, workspaceId);
}

/** An order's status for a visitor who gave its number and the e-mail it was placed with. */
export async function lookUpOrder(
  db: Executor,
  options: { workspaceId: string; orderNumber: string; email: string },
): Promise<OrderLookup> {
  const order = await findOrderByNumberAndEmail(db, {
    workspaceId: options.workspaceId,
    orderNumber: options.orderNumber.trim().toUpperCase(),
    email: options.email.trim().toLowerCase(),
  });
  return order ? { found: true, order } : { found: false };
}
