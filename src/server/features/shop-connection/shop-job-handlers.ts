import type { AppDeps } from '../../app-deps';
import { handleJob, type JobHandler } from '../../jobs/job-runner';
import { shopSyncJob } from './shop-connection.jobs';
import { failStalledSyncs } from './shop-connection.repository';
import { runShopSync } from './shop-sync.service';

/** The sync worker, registered at boot (boot/app-jobs.ts). */
export function shopJobHandlers(deps: AppDeps): JobHandler[] {
  return [handleJob(shopSyncJob, (p) => runShopSync(deps, p.workspaceId))];
}

/** A sync whose row has not moved this long has no job left working on it. */
export const STALLED_SYNC_MINUTES = 30;
export const STALLED_SYNC_MESSAGE = 'The sync stopped before it finished. Press Sync now to try again.';

/**
 * Run by the sweeper: a sync whose job was lost (a restart mid-import) is marked failed, so the
 * page stops showing progress that will not move and "Sync now" works again.
 */
export async function failStalledShopSyncs(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  const now = deps.clock();
  await failStalledSyncs(deps.db, {
    before: new Date(now.getTime() - STALLED_SYNC_MINUTES * 60_000),
    error: STALLED_SYNC_MESSAGE,
    at: now,
  });
}
