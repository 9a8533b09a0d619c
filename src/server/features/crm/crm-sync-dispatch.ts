import type { AppDeps } from '../../app-deps';
import { handleJob, type JobHandler } from '../../jobs/job-runner';
import { crmSyncChangeJob, crmSyncDispatchJob } from './crm.jobs';
import { takeChangesToQueue } from './crm-sync.repository';
import { type SyncDeps, syncCrmChange } from './crm-sync.service';

/** A queued change whose job has not finished it by then is queued again (its job was lost). */
const REQUEUE_AFTER_MS = 2 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Turns recorded changes into `crm.sync-change` jobs: the jobs are written in the transaction
 * that marks the changes queued, so a change is never marked without its job. Answers how many.
 */
export async function dispatchCrmChanges(deps: Pick<AppDeps, 'db' | 'clock' | 'outbox'>): Promise<number> {
  const runner = deps.outbox().jobs;
  if (!runner) return 0;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const ids = await takeChangesToQueue(tx, {
      staleBefore: new Date(now.getTime() - REQUEUE_AFTER_MS),
      limit: BATCH,
      now,
    });
    for (const changeId of ids) await runner.send(crmSyncChangeJob, { changeId }, { tx });
    return ids.length;
  });
}

export function crmJobHandlers(deps: SyncDeps): JobHandler[] {
  return [
    handleJob(crmSyncChangeJob, (p) => syncCrmChange(deps, p.changeId)),
    handleJob(crmSyncDispatchJob, async () => {
      await dispatchCrmChanges(deps);
    }),
  ];
}
