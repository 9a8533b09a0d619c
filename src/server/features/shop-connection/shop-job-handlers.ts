import type { AppDeps } from '../../app-deps';
import { handleJob, type JobHandler } from '../../jobs/job-runner';
import { shopSyncJob } from './shop-connection.jobs';
import { runShopSync } from './shop-sync.service';

/** The sync worker, registered at boot (boot/app-jobs.ts). */
export function shopJobHandlers(deps: AppDeps): JobHandler[] {
  return [handleJob(shopSyncJob, (p) => runShopSync(deps, p.workspaceId))];
}
