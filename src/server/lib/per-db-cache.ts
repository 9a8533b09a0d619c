import { performance } from 'node:perf_hooks';

/**
 * What the hot path reads on every request but changes rarely (a widget key's plan, a workspace's
 * catalogue or contact details), kept for `ttlMs` per process: one cache per database (an app and
 * its tests' apps on one database share it; the keys are ids), at most `max` keys, the oldest
 * stored dropped first. Ages are read on a monotonic clock: the app's clock is frozen in tests
 * and may jump, a cached value's age must not. Another process sees a change within `ttlMs`; this
 * one at once, through `forget` after the change commits.
 */
export interface PerDbCache<V> {
  /** The value kept for `key`, or what `load` reads, kept. */
  read(db: object, key: string, load: () => Promise<V>): Promise<V>;
  /** Reads `key` afresh next time; every key of `db` without one. */
  forget(db: object, key?: string): void;
}

export function perDbCache<V>(options: { ttlMs: number; max: number }): PerDbCache<V> {
  const caches = new WeakMap<object, Map<string, { readAt: number; value: V }>>();
  return {
    async read(db, key, load) {
      let cache = caches.get(db);
      if (!cache) {
        cache = new Map();
        caches.set(db, cache);
      }
      const now = performance.now();
      const known = cache.get(key);
      if (known && now - known.readAt < options.ttlMs) return known.value;
      const value = await load();
      if (cache.size >= options.max) cache.delete(cache.keys().next().value!);
      cache.set(key, { readAt: now, value });
      return value;
    },
    forget(db, key) {
      if (key === undefined) caches.get(db)?.clear();
      else caches.get(db)?.delete(key);
    },
  };
}
