import type { AppDeps } from '../../app-deps';
import { handleJob, type JobHandler } from '../../jobs/job-runner';
import { socialEventJob, socialReplyJob, socialSweepJob } from './social.jobs';
import { pendingEventsBefore } from './social.repository';
import { processSocialEvent } from './social-answer.service';
import { sendSocialReply } from './social-send.service';

/** An event still pending this long after it was stored lost its job (retries spent, queue cleared). */
const REQUEUE_AFTER_MS = 15 * 60 * 1000;

/** Queues the lost events again, one job each (singleton per event, so a slow one is not doubled). */
export async function requeueLostSocialEvents(
  deps: Pick<AppDeps, 'db' | 'clock' | 'outbox'>,
): Promise<number> {
  const jobs = deps.outbox().jobs;
  if (!jobs) return 0;
  const ids = await pendingEventsBefore(deps.db, {
    before: new Date(deps.clock().getTime() - REQUEUE_AFTER_MS),
    limit: 200,
  });
  for (const eventId of ids) await jobs.send(socialEventJob, { eventId }, { singletonKey: eventId });
  return ids.length;
}

export function socialJobHandlers(deps: AppDeps): JobHandler[] {
  return [
    handleJob(socialEventJob, async (p) => {
      await processSocialEvent(deps, p.eventId);
    }),
    handleJob(socialReplyJob, async (p) => {
      await sendSocialReply(deps, p.replyId);
    }),
    handleJob(socialSweepJob, async () => {
      await requeueLostSocialEvents(deps);
    }),
  ];
}
