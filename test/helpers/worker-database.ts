/**
 * The database of one db-tier worker (VITEST_POOL_ID, 1 to maxWorkers): test/db-global-setup.ts
 * copies the migrated database into one per worker, so files in different workers never share rows.
 */
export function workerDatabaseName(poolId: number | string): string {
  return `test_worker_${poolId}`;
}

/** `url` with its database replaced by this worker's. */
export function workerDatabaseUrl(url: string, poolId = process.env.VITEST_POOL_ID ?? '1'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${workerDatabaseName(poolId)}`;
  return parsed.toString();
}
