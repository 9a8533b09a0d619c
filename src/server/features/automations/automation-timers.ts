import { secondsUntil } from '../../../domain/automations';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { abandonedChatJob, quoteReminderJob, upsellOfferJob } from './automations.jobs';

// Arming the follow-up timers. Kept apart from the handlers (automations.service.ts), which use
// the payments feature: the payments feature arms the upsell, and must not import its sender.

/** What arming a timer needs: the delays, the job runner (through the outbox) and the clock. */
export type SchedulerDeps = Pick<AppDeps, 'env' | 'outbox' | 'clock'>;

/**
 * Timers are armed inside the transaction of the change that causes them, so one exists exactly
 * when that change commits. Without a job runner (scripts, tests without workers) nothing is armed,
 * as nothing would deliver e-mails either.
 */
async function arm(deps: SchedulerDeps, send: (runner: JobRunner) => Promise<void>) {
  const runner = deps.outbox().jobs;
  if (runner) await send(runner);
}

/** Quote reminder, AUTOMATION_QUOTE_REMINDER_SECONDS after the quote e-mail (spec: 2 hours). */
export function scheduleQuoteReminder(deps: SchedulerDeps, options: { tx: Executor; quoteId: string }) {
  return arm(deps, (runner) =>
    runner.send(
      quoteReminderJob,
      { quoteId: options.quoteId },
      {
        tx: options.tx,
        startAfterSeconds: deps.env.AUTOMATION_QUOTE_REMINDER_SECONDS,
        singletonKey: options.quoteId,
      },
    ),
  );
}

/** Upsell offer, AUTOMATION_UPSELL_SECONDS after a quote became approved (spec: 24 hours). */
export function scheduleUpsellOffer(deps: SchedulerDeps, options: { tx: Executor; quoteId: string }) {
  return arm(deps, (runner) =>
    runner.send(
      upsellOfferJob,
      { quoteId: options.quoteId },
      {
        tx: options.tx,
        startAfterSeconds: deps.env.AUTOMATION_UPSELL_SECONDS,
        singletonKey: options.quoteId,
      },
    ),
  );
}

/**
 * Arms the abandoned-chat check of a conversation, due the delay after `lastMessageAt`. A chat turn
 * decides with mustArmAbandonedChatCheck whether it must (few do), and calls this in the
 * transaction that stores the message, after updating the conversation's last_message_at (that row
 * lock makes a check firing at this very moment wait for the turn and see its message). One insert
 * that is a no-op while a check already waits for this conversation (pg-boss 'short' queue), so at
 * most one check per conversation ever waits, and the e-mail goes out the delay after the LAST
 * message (a waiting check that finds a newer message re-arms itself).
 */
export async function scheduleAbandonedChatCheck(
  deps: SchedulerDeps,
  options: { tx: Executor; conversationId: string; lastMessageAt: Date },
): Promise<void> {
  const due = new Date(options.lastMessageAt.getTime() + deps.env.AUTOMATION_ABANDONED_CHAT_SECONDS * 1000);
  await arm(deps, (runner) =>
    runner.send(
      abandonedChatJob,
      { conversationId: options.conversationId },
      {
        tx: options.tx,
        startAfterSeconds: secondsUntil(due, deps.clock()),
        singletonKey: options.conversationId,
      },
    ),
  );
}
