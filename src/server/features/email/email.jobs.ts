import { z } from 'zod';
import { defineJob } from '../../jobs/job-runner';

export const deliverEmailJob = defineJob({
  name: 'email-deliver',
  payload: z.object({ outboxId: z.uuid() }),
  // pg-boss backs off exponentially from 5 s, capped at 60 s so mail goes out within about a
  // minute of SMTP returning, however long it was down; 40 retries cover about half an hour,
  // after that the sweeper keeps picking the message up, so an SMTP outage never loses it.
  retryLimit: 40,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 60,
});

export const sweepJob = defineJob({
  name: 'maintenance-sweep',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
  cron: '* * * * *',
});
