import {
  type AbandonedChatDecision,
  AUTOMATION_EMAIL_SENT_EVENT,
  AUTOMATION_EMAIL_SKIPPED_EVENT,
  type AutomationDecision,
  type AutomationEmailType,
  type AutomationSkipReason,
  type AutomationTrigger,
  decideAbandonedChat,
  decideExpiredQuoteRecovery,
  decideQuoteReminder,
  decideUpsellOffer,
  followUpsAllowed,
  quoteHasLapsed,
  RECORDED_SKIP_REASONS,
} from '../../../domain/automations';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { WorkspaceSettings } from '../../db/schema/workspaces';
import { handleJob, type JobHandler } from '../../jobs/job-runner';
import { recordEvent } from '../analytics';
import { agentsMayRunIn } from '../billing';
import { type EmailMessage, queueEmail } from '../email';
import { quotePayLink } from '../payments';
import { loadBusinessIdentity, workspaceFeatures } from '../workspace-settings';
import {
  abandonedChatEmail,
  expiredQuoteRecoveryEmail,
  quoteReminderEmail,
  upsellOfferEmail,
} from './automation-emails';
import { scheduleAbandonedChatCheck } from './automation-timers';
import { abandonedChatJob, expiredQuoteSweepJob, quoteReminderJob, upsellOfferJob } from './automations.jobs';
import {
  findChatFollowUp,
  findQuoteFollowUp,
  hasTimerEmail,
  listLapsedQuoteIds,
  listVisitorMessages,
  markQuoteExpired,
  type QuoteFollowUpRow,
} from './automations.repository';
import { type PausedDecision, unlessAgentsPaused } from './paused-agents';

/**
 * Queues a follow-up e-mail and records automation_email_sent, in the caller's transaction: the
 * event is what the dashboard counts and, for timers, the proof that the e-mail went out.
 */

/** Who a workspace's customers hear from in its follow-ups (its business, or the demo's brand). */
function businessOf(deps: AppDeps, tx: Executor, workspaceId: string) {
  return loadBusinessIdentity(tx, {
    workspaceId,
    platformSiteUrl: deps.env.publicUrl,
    brands: deps.env.brands,
  });
}

export async function deliverAutomationEmail(
  deps: Pick<AppDeps, 'outbox' | 'clock'>,
  tx: Executor,
  options: {
    message: EmailMessage;
    emailType: AutomationEmailType;
    trigger: AutomationTrigger;
    workspaceId: string | null;
    entityId: string | null;
    data: Record<string, unknown>;
  },
) {
  const now = deps.clock();
  const row = await queueEmail(deps.outbox(), tx, options.message);
  await recordEvent(tx, {
    workspaceId: options.workspaceId,
    eventType: AUTOMATION_EMAIL_SENT_EVENT,
    entityId: options.entityId,
    data: {
      email_type: options.emailType,
      trigger: options.trigger,
      customer_email: row.toAddress,
      outbox_id: row.id,
      ...options.data,
      timestamp: now.toISOString(),
    },
    at: now,
  });
  return row;
}

/**
 * Records a follow-up that was due but held back, because the owner switched e-mail sequences off
 * (onboarding's Automation Features) or the customer opted out (CRM do-not-disturb), so the
 * dashboard can say why nothing went out: skipped, not failed. Written in the timer's locked
 * transaction, like a sent e-mail's event.
 */
async function recordHeldBack(
  deps: Pick<AppDeps, 'clock' | 'logger'>,
  tx: Executor,
  options: {
    emailType: AutomationEmailType;
    workspaceId: string;
    entityId: string;
    reason: AutomationSkipReason;
    settings?: WorkspaceSettings;
  },
) {
  if (!RECORDED_SKIP_REASONS.includes(options.reason)) return;
  // A job delivered twice (or retried) records the skip once, as a sent e-mail is sent once.
  if (await hasTimerEmail(tx, { ...options, eventType: AUTOMATION_EMAIL_SKIPPED_EVENT })) return;
  const now = deps.clock();
  const feature =
    options.reason === 'switched_off'
      ? { feature: workspaceFeatures(settingsOf(options)).emailSequences ? 'automation' : 'emailSequences' }
      : {};
  await recordEvent(tx, {
    workspaceId: options.workspaceId,
    eventType: AUTOMATION_EMAIL_SKIPPED_EVENT,
    entityId: options.entityId,
    data: {
      email_type: options.emailType,
      trigger: 'timer' satisfies AutomationTrigger,
      reason: options.reason,
      ...feature,
      timestamp: now.toISOString(),
    },
    at: now,
  });
  if (options.reason === 'do_not_contact') {
    deps.logger.info(
      { emailType: options.emailType, entityId: options.entityId },
      'follow-up e-mail skipped: the customer opted out',
    );
  }
}

const heldBack = (decision: AutomationDecision) =>
  !decision.send && RECORDED_SKIP_REASONS.includes(decision.reason);

/** The owner's switches as the timers read them: "E-mail sequences" and this automation's own. */
function switchesAllow(settings: WorkspaceSettings, type: AutomationEmailType): boolean {
  return followUpsAllowed({
    emailSequences: workspaceFeatures(settings).emailSequences,
    switches: settings.automations,
    type,
  });
}

const settingsOf = (options: { settings?: WorkspaceSettings }) => options.settings ?? {};

const quoteFacts = (row: QuoteFollowUpRow | null, alreadySent: boolean, emailType: AutomationEmailType) =>
  row && {
    status: row.status,
    paid: row.paid,
    customerEmail: row.customerEmail,
    alreadySent,
    sequencesOn: switchesAllow(row.settings, emailType),
    doNotContact: row.doNotContact,
  };

async function readQuoteDecision(
  db: Executor,
  options: { quoteId: string; emailType: AutomationEmailType; lock: boolean },
  decide: (facts: ReturnType<typeof quoteFacts>) => AutomationDecision,
) {
  const row = await findQuoteFollowUp(db, { quoteId: options.quoteId, lock: options.lock });
  const alreadySent = row
    ? await hasTimerEmail(db, {
        workspaceId: row.workspaceId,
        emailType: options.emailType,
        entityId: row.quoteId,
      })
    : false;
  return { row, decision: decide(quoteFacts(row, alreadySent, options.emailType)) };
}

export function workspaceUpsells(settings: WorkspaceSettings) {
  return settings.pricing?.upsells ?? [];
}

/** The quote reminder's job: sent only if the quote is still pending and unpaid, once. */
export async function runQuoteReminder(
  deps: AppDeps,
  options: { quoteId: string },
): Promise<AutomationDecision> {
  const emailType = 'quote_reminder';
  const target = { quoteId: options.quoteId, emailType, lock: false } as const;
  // Without the lock first: most skips end here, and a pay link is made only for an e-mail that goes out.
  const first = await readQuoteDecision(deps.db, target, decideQuoteReminder);
  if (!first.decision.send && !heldBack(first.decision)) return first.decision;
  // The quote's open checkout (the quote e-mail's), so the two links pay one session; a new one
  // when that would lapse soon (Stripe's expire after 24 hours): the reminder's link must work.
  // None for a reminder the owner's switch holds back.
  const url = first.decision.send
    ? (await quotePayLink(deps, { quoteId: options.quoteId, requestOrigin: undefined })).url
    : undefined;
  const outcome = await deps.db.transaction(async (tx) => {
    const { row, decision } = await readQuoteDecision(tx, { ...target, lock: true }, decideQuoteReminder);
    if (row && !decision.send)
      await recordHeldBack(deps, tx, {
        emailType,
        workspaceId: row.workspaceId,
        entityId: row.quoteId,
        reason: decision.reason,
        settings: row.settings,
      });
    if (!decision.send || !row?.customerEmail) return decision;
    // Switched back on while the first read ran: start again, this time with a pay link.
    if (url === undefined) return 'again' as const;
    const message = quoteReminderEmail({
      business: await businessOf(deps, tx, row.workspaceId),
      defaultFrom: deps.outbox().defaultFrom,
      to: row.customerEmail,
      workspaceId: row.workspaceId,
      customerName: row.customerName,
      quoteNumber: row.quoteNumber,
      totalAmount: row.totalAmount,
      payUrl: url,
      metadata: { email_type: emailType, quote_id: row.quoteId },
    });
    await deliverAutomationEmail(deps, tx, {
      message,
      emailType,
      trigger: 'timer',
      workspaceId: row.workspaceId,
      entityId: row.quoteId,
      data: { quote_id: row.quoteId, quote_number: row.quoteNumber, total_amount: row.totalAmount },
    });
    return decision;
  });
  return outcome === 'again' ? runQuoteReminder(deps, options) : outcome;
}

/** The upsell offer's job: sent only if the quote is still accepted, once. */
export async function runUpsellOffer(
  deps: AppDeps,
  options: { quoteId: string },
): Promise<AutomationDecision> {
  const emailType = 'upsell_offer';
  return deps.db.transaction(async (tx) => {
    const { row, decision } = await readQuoteDecision(
      tx,
      { quoteId: options.quoteId, emailType, lock: true },
      decideUpsellOffer,
    );
    if (row && !decision.send)
      await recordHeldBack(deps, tx, {
        emailType,
        workspaceId: row.workspaceId,
        entityId: row.quoteId,
        reason: decision.reason,
        settings: row.settings,
      });
    if (!decision.send || !row?.customerEmail) return decision;
    const message = upsellOfferEmail({
      business: await businessOf(deps, tx, row.workspaceId),
      defaultFrom: deps.outbox().defaultFrom,
      to: row.customerEmail,
      workspaceId: row.workspaceId,
      customerName: row.customerName,
      quoteNumber: row.quoteNumber,
      upsells: workspaceUpsells(row.settings),
      metadata: { email_type: emailType, quote_id: row.quoteId },
    });
    await deliverAutomationEmail(deps, tx, {
      message,
      emailType,
      trigger: 'timer',
      workspaceId: row.workspaceId,
      entityId: row.quoteId,
      data: { quote_id: row.quoteId, quote_number: row.quoteNumber },
    });
    return decision;
  });
}

/** Visitor messages read for quote intent; a conversation is capped far below this. */
const VISITOR_MESSAGES_READ = 200;

/**
 * The abandoned-chat job: re-checks everything when it fires. A newer message re-arms it for the
 * rest of the delay; any other unmet condition ends it (the next message arms a new one).
 */
export async function runAbandonedChatCheck(
  deps: AppDeps,
  options: { conversationId: string },
): Promise<AbandonedChatDecision> {
  const emailType = 'abandoned_chat';
  return deps.db.transaction(async (tx) => {
    const row = await findChatFollowUp(tx, { conversationId: options.conversationId, lock: true });
    const facts = row && {
      ...row,
      visitorMessages: await listVisitorMessages(tx, {
        conversationId: row.conversationId,
        limit: VISITOR_MESSAGES_READ,
      }),
      alreadySent: await hasTimerEmail(tx, {
        workspaceId: row.workspaceId,
        emailType,
        entityId: row.conversationId,
      }),
      sequencesOn: switchesAllow(row.settings, emailType),
    };
    const decision = decideAbandonedChat(facts, {
      now: deps.clock(),
      delaySeconds: deps.env.AUTOMATION_ABANDONED_CHAT_SECONDS,
    });
    if (!decision.send && decision.reason === 'newer_message' && row) {
      await scheduleAbandonedChatCheck(deps, {
        tx,
        conversationId: row.conversationId,
        lastMessageAt: row.lastMessageAt,
      });
    }
    if (row && !decision.send && decision.reason !== 'newer_message') {
      await recordHeldBack(deps, tx, {
        emailType,
        workspaceId: row.workspaceId,
        entityId: row.conversationId,
        reason: decision.reason,
        settings: row.settings,
      });
    }
    if (!decision.send || !row?.customerEmail) return decision;
    const message = abandonedChatEmail({
      business: await businessOf(deps, tx, row.workspaceId),
      defaultFrom: deps.outbox().defaultFrom,
      to: row.customerEmail,
      workspaceId: row.workspaceId,
      customerName: row.customerName,
      agentName: row.agentName,
      metadata: { email_type: emailType, conversation_id: row.conversationId },
    });
    await deliverAutomationEmail(deps, tx, {
      message,
      emailType,
      trigger: 'timer',
      workspaceId: row.workspaceId,
      entityId: row.conversationId,
      data: { conversation_id: row.conversationId, agent_type: row.agentType ?? 'general' },
    });
    return decision;
  });
}

export type ExpiredQuoteDecision = AutomationDecision | { send: false; reason: 'agents_paused' };

/**
 * Expired quote recovery for one quote, in one locked transaction: a quote still open past its
 * validity is marked expired (whatever happens to the e-mail, so the sweep never picks it again),
 * then the customer gets the recovery e-mail once, unless the owner's switches hold it back
 * (recorded as skipped) or the workspace's plan keeps its agents paused.
 */
export async function runExpiredQuoteRecovery(
  deps: AppDeps,
  options: { quoteId: string },
): Promise<ExpiredQuoteDecision> {
  const emailType = 'expired_quote_recovery';
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const row = await findQuoteFollowUp(tx, { quoteId: options.quoteId, lock: true });
    if (row && quoteHasLapsed(row, now) && (await markQuoteExpired(tx, { quoteId: row.quoteId, at: now }))) {
      row.status = 'expired';
    }
    const alreadySent = row
      ? await hasTimerEmail(tx, { workspaceId: row.workspaceId, emailType, entityId: row.quoteId })
      : false;
    const facts = row && { ...quoteFacts(row, alreadySent, emailType)!, validUntil: row.validUntil };
    const decision = decideExpiredQuoteRecovery(facts, now);
    if (row && !decision.send) {
      await recordHeldBack(deps, tx, {
        emailType,
        workspaceId: row.workspaceId,
        entityId: row.quoteId,
        reason: decision.reason,
        settings: row.settings,
      });
    }
    if (!decision.send || !row?.customerEmail) return decision;
    if (!(await agentsMayRunIn(tx, { workspaceId: row.workspaceId, now }))) {
      return { send: false, reason: 'agents_paused' } as const;
    }
    const message = expiredQuoteRecoveryEmail({
      business: await businessOf(deps, tx, row.workspaceId),
      defaultFrom: deps.outbox().defaultFrom,
      to: row.customerEmail,
      workspaceId: row.workspaceId,
      customerName: row.customerName,
      quoteNumber: row.quoteNumber,
      metadata: { email_type: emailType, quote_id: row.quoteId },
    });
    await deliverAutomationEmail(deps, tx, {
      message,
      emailType,
      trigger: 'timer',
      workspaceId: row.workspaceId,
      entityId: row.quoteId,
      data: { quote_id: row.quoteId, quote_number: row.quoteNumber, total_amount: row.totalAmount },
    });
    return decision;
  });
}

/** Quotes one sweep looks at; the next sweep takes the rest. */
const EXPIRED_SWEEP_BATCH = 200;

/** The periodic sweep: every open quote past its validity goes through the recovery, one by one. */
export async function sweepExpiredQuotes(
  deps: AppDeps,
): Promise<{ quoteId: string; decision: ExpiredQuoteDecision }[]> {
  const ids = await listLapsedQuoteIds(deps.db, { now: deps.clock(), limit: EXPIRED_SWEEP_BATCH });
  const results = [];
  for (const quoteId of ids)
    results.push({ quoteId, decision: await runExpiredQuoteRecovery(deps, { quoteId }) });
  return results;
}

/** The workers of the follow-up timers and the expiry sweep, registered at boot (start-server.ts). */
export function automationJobHandlers(deps: AppDeps): JobHandler[] {
  const log = (
    kind: string,
    id: string,
    decision: AutomationDecision | AbandonedChatDecision | PausedDecision | ExpiredQuoteDecision,
  ) => {
    if (decision.send) deps.logger.info({ kind, id }, 'follow-up e-mail queued');
    else deps.logger.debug({ kind, id, reason: decision.reason }, 'follow-up e-mail not sent');
  };
  return [
    handleJob(quoteReminderJob, async (p) =>
      log('quote_reminder', p.quoteId, await unlessAgentsPaused(deps, p, () => runQuoteReminder(deps, p))),
    ),
    handleJob(upsellOfferJob, async (p) =>
      log('upsell_offer', p.quoteId, await unlessAgentsPaused(deps, p, () => runUpsellOffer(deps, p))),
    ),
    handleJob(expiredQuoteSweepJob, async () => {
      for (const { quoteId, decision } of await sweepExpiredQuotes(deps))
        log('expired_quote_recovery', quoteId, decision);
    }),
    handleJob(abandonedChatJob, async (p) =>
      log(
        'abandoned_chat',
        p.conversationId,
        await unlessAgentsPaused(deps, p, () => runAbandonedChatCheck(deps, p)),
      ),
    ),
  ];
}
