import { z } from 'zod';
import { CRM_SYNC_MAX_ATTEMPTS } from '../../../domain/crm-sync';
import { defineJob } from '../../jobs/job-runner';

/**
 * One recorded change (customer_created, quote_generated, quote_accepted, chat_started, and the
 * later edits) sent to the workspace's CRM. pg-boss backs off exponentially from 5 s (capped at
 * 10 min); the handler counts attempts itself and gives up after CRM_SYNC_MAX_ATTEMPTS.
 */
export const CRM_SYNC_JOB_NAME = 'crm.sync-change';

export const crmSyncChangeJob = defineJob({
  name: CRM_SYNC_JOB_NAME,
  payload: z.object({ changeId: z.uuid() }),
  retryLimit: CRM_SYNC_MAX_ATTEMPTS,
  retryDelaySeconds: 5,
});

/** Hands recorded changes to the queue every minute (triggers cannot send pg-boss jobs). */
export const crmSyncDispatchJob = defineJob({
  name: 'crm.sync-dispatch',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
  cron: '* * * * *',
});
