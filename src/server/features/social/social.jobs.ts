import { z } from 'zod';
import { defineJob } from '../../jobs/job-runner';

/**
 * A message event stored by the webhook, answered here: written in the webhook's own transaction,
 * so an event stored is an event processed, across a crash or a restart. The handler finds the
 * event done on a second delivery and does nothing.
 */
export const socialEventJob = defineJob({
  name: 'social.process-event',
  payload: z.object({ eventId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 10,
});

/** One message of ours sent with the Send API (the agent's answer, an approved one, a team reply). */
export const socialReplyJob = defineJob({
  name: 'social.send-reply',
  payload: z.object({ replyId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 10,
});

/** Queues again, every minute, an event whose job was lost (still pending after a while). */
export const socialSweepJob = defineJob({
  name: 'social.sweep',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
  cron: '* * * * *',
});

/**
 * Looks a new customer's name up in Graph (their Messenger or Instagram profile) and names them
 * with it: queued with the conversation, apart from the answer, so a slow or refused lookup never
 * holds it up. Not retried: a refusal keeps "Messenger customer" (the name is a nicety).
 */
export const socialNameJob = defineJob({
  name: 'social.name-customer',
  payload: z.object({ threadId: z.uuid() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
});
