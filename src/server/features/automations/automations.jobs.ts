import { z } from 'zod';
import { defineJob } from '../../jobs/job-runner';

// One timer per quote or conversation: 'short' keeps at most one job waiting per key, so
// re-arming a timer that is already armed is a no-op. Every handler re-reads the facts and is
// idempotent, so pg-boss's retries (and a job delivered twice) send nothing twice.

export const quoteReminderJob = defineJob({
  name: 'automation-quote-reminder',
  payload: z.object({ quoteId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  policy: 'short',
});

export const upsellOfferJob = defineJob({
  name: 'automation-upsell-offer',
  payload: z.object({ quoteId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  policy: 'short',
});

export const abandonedChatJob = defineJob({
  name: 'automation-abandoned-chat',
  payload: z.object({ conversationId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  policy: 'short',
});

/** Every five minutes: quotes whose validity lapsed unpaid are marked expired and recovered once. */
export const expiredQuoteSweepJob = defineJob({
  name: 'automation-expired-quote-sweep',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
  cron: '*/5 * * * *',
});
