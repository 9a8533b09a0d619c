import { z } from 'zod';
import { defineJob } from '../../jobs/job-runner';

/**
 * Reads the workspace's store: every published product and the recent orders. The handler reads
 * the connection afresh and does nothing once it is gone (disconnected meanwhile). Not retried by
 * the queue: a failed read is shown to the owner, who syncs again.
 */
export const shopSyncJob = defineJob({
  name: 'shop.sync',
  payload: z.object({ workspaceId: z.uuid() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
});
