import type { AppDeps } from '../../app-deps';
import { handleJob, type JobHandler } from '../../jobs/job-runner';
import { socialEventJob, socialNameJob, socialReplyJob, socialSweepJob } from './social.jobs';
import { failInterruptedEvents, pendingEventsBefore } from './social.repository';
import { processSocialEvent } from './social-answer.service';
import { nameCustomerFromProfile } from './social-profile.service';
import { sendSocialReply } from './social-send.service';

/** An event still pending this long after it was stored lost its job (retries spent, queue cleared). */
const REQUEUE_AFTER_MS = 15 * 60 * 1000;

/** Recorded on an event whose answer was interrupted (the process died while answering it). */
export const INTERRUPTED_OUTCOME = 'interrupted while being answered; not answered again';

/**
 * Queues the lost events again, one job each (singleton per event, so a slow one is not doubled).
 * An event taken and still unfinished this long after was interrupted: it is marked failed, never
 * queued again, since its chat turn may have stored and answered it already.
 */
export async function requeueLostSocialEvents(
  deps: Pick<AppDeps, 'db' | 'clock' | 'outbox' | 'logger'>,
): Promise<number> {
  const jobs = deps.outbox().jobs;
  if (!jobs) return 0;
  const now = deps.clock();
  const before = new Date(now.getTime() - REQUEUE_AFTER_MS);
  const interrupted = await failInterruptedEvents(deps.db, { before, outcome: INTERRUPTED_OUTCOME, at: now });
  if (interrupted.length > 0) deps.logger.warn({ eventIds: interrupted }, 'social events interrupted');
  const ids = await pendingEventsBefore(deps.db, { before, limit: 200 });
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
    handleJob(socialNameJob, async (p) => {
      await nameCustomerFromProfile(deps, p.threadId);
    }),
    handleJob(socialSweepJob, async () => {
      await requeueLostSocialEvents(deps);
    }),
  ];
}
