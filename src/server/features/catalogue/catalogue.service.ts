import { performance } from 'node:perf_hooks';
import type { CatalogueProduct, OrderLookup } from '../../../domain/catalogue/catalogue-types';
import type { Executor } from '../../db/client';
import { findOrderByNumberAndEmail, listCatalogueProducts } from './catalogue.repository';

/**
 * The chat asks for the catalogue on every turn of every workspace (most have none), so a
 * process keeps each workspace's products for a few seconds: a stock figure may be that old,
 * never invented. Order look-ups are always read fresh.
 */
export const CATALOGUE_CACHE_MS = 5_000;

type Entry = { readAt: number; products: CatalogueProduct[] };
const MAX_CACHED_WORKSPACES = 1_000;
/** One cache per database (an app and its tests' apps on one database share it). */
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: object): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export async function getCatalogue(
  db: Executor,
  options: { workspaceId: string },
): Promise<CatalogueProduct[]> {
  // A monotonic clock: the app's clock is frozen in tests and may jump, the cache's age must not.
  const nowMs = performance.now();
  const cache = cacheOf(db);
  const known = cache.get(options.workspaceId);
  if (known && nowMs - known.readAt < CATALOGUE_CACHE_MS) return known.products;
  const products = await listCatalogueProducts(db, options.workspaceId);
  if (cache.size >= MAX_CACHED_WORKSPACES) cache.delete(cache.keys().next().value!);
  cache.set(options.workspaceId, { readAt: nowMs, products });
  return products;
}

/** After the catalogue of a workspace changed in this process (seed, tests): read it afresh. */
export function forgetCatalogue(db: object, workspaceId: string): void {
  caches.get(db)?.delete(workspaceId);
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
