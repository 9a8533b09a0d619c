import { z } from 'zod';
import { defineJob } from '../../jobs/job-runner';

export const deliverEmailJob = defineJob({
  name: 'email-deliver',
  payload: z.object({ outboxId: z.uuid() }),
  // pg-boss backs off exponentially from 5 s (capped at 10 min); after that the sweeper
  // keeps picking the message up, so an SMTP outage never loses it.
  retryLimit: 8,
  retryDelaySeconds: 5,
});

export const sweepJob = defineJob({
  name: 'maintenance-sweep',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
  cron: '* * * * *',
});
