import { maySendMailTo, UNVERIFIED_SENDER_MESSAGE } from '../../../domain/outgoing-mail';
import {
  canMoveStage,
  mayChangeStatus,
  PIPELINE_MESSAGES,
  type PipelineStage,
  SMART_INTEGRATION_EVENT,
  statusForManualStage,
} from '../../../domain/pipeline';
import { QUOTE_EMAIL_TEXTS } from '../../../domain/quotes';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../accounts';
import { recordEvent } from '../analytics';
import { emailLinkOrigin, scheduleUpsellOffer } from '../automations';
import { rescoreLeadOfQuote } from '../leads';
import { quotePayLink } from '../payments';
import { lockWorkspaceQuote, updateQuotePipeline } from './quote-pipeline.repository';
import { advanceQuoteStage, recordPipelineUpdate } from './quote-stage';
import { findQuoteForEmail } from './send-quote-email.repository';
import { sendQuoteEmail } from './send-quote-email.service';

// The Quotes & Pipeline tab's changes (spec §4 "Quote status", "Pipeline stage updates"; §7
// pipeline-updates): each in one transaction on the locked quote, with its analytics event.

const quoteNotFound = () => new AppError('NOT_FOUND', PIPELINE_MESSAGES.quoteNotFound);

async function lockedQuote(tx: Executor, options: { workspaceId: string; quoteId: string }) {
  const quote = await lockWorkspaceQuote(tx, options);
  if (!quote) throw quoteNotFound();
  return quote;
}

/**
 * A person moves a quote to another stage; only the spec's transitions (409 for any other). A
 * move to a closed stage also sets the status it stands for (statusForManualStage, decision 096):
 * Closed won approves the quote (as Approve does), Closed lost rejects it, so the stage and the
 * status, and the actions the dashboard offers, tell one story.
 */
export async function moveQuoteStage(
  deps: AppDeps,
  options: { workspaceId: string; quoteId: string; stage: PipelineStage; notes?: string; actorId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, options);
    if (!canMoveStage(quote.pipelineStage, options.stage)) {
      throw new AppError('CONFLICT', PIPELINE_MESSAGES.forbiddenMove(quote.pipelineStage, options.stage));
    }
    const at = deps.clock();
    await updateQuotePipeline(tx, { quoteId: quote.id, stage: options.stage, at });
    await recordPipelineUpdate(tx, {
      quote,
      updateType: 'stage_change',
      stage: options.stage,
      status: quote.status,
      trigger: 'manual',
      actorId: options.actorId,
      notes: options.notes,
      at,
    });
    const status = statusForManualStage(options.stage, quote.status);
    if (status) {
      const moved = { ...quote, pipelineStage: options.stage };
      await applyQuoteStatus(deps, tx, { quote: moved, status, actorId: options.actorId, at });
    }
  });
  await rescoreLeadOfQuote(deps, { workspaceId: options.workspaceId, quoteId: options.quoteId });
}

/**
 * Whether the workspace's CRM records a quote's acceptance itself (its sync's delivery records
 * smart_integration_triggered with the CRM's ids). The CRM feature owns that rule and depends on
 * quotes, so the composition wires it in (AppDeps.hooks.crmRecordsAcceptance).
 */
export type CrmRecordsAcceptance = (tx: Executor, workspaceId: string) => Promise<boolean>;

/**
 * The spec's 'quote_accepted' smart-sync event, whoever accepts (the owner's approval, a payment):
 * recorded here unless a connected CRM's delivery records it with the CRM's ids
 * (hooks.crmRecordsAcceptance), so each acceptance is counted once.
 */
export async function recordQuoteAccepted(
  deps: Pick<AppDeps, 'hooks'>,
  tx: Executor,
  options: { workspaceId: string; quoteId: string; at: Date; metadata: Record<string, unknown> },
): Promise<void> {
  if (await deps.hooks.crmRecordsAcceptance(tx, options.workspaceId)) return;
  await recordEvent(tx, {
    workspaceId: options.workspaceId,
    eventType: SMART_INTEGRATION_EVENT,
    entityId: options.quoteId,
    data: {
      action_type: 'quote_accepted',
      quote_id: options.quoteId,
      metadata: options.metadata,
      timestamp: options.at.toISOString(),
    },
    at: options.at,
  });
}

/**
 * The owner changes a quote's status. A change to approved from any other status is the spec's
 * 'quote_accepted': the deal is won, the smart-sync event is recorded (here without a CRM; by the
 * CRM sync's delivery with one, so it is counted once whoever changes the status) and the upsell
 * follow-up is armed, all with the change. A rejected open deal is lost. A paid quote keeps its
 * status (409).
 */
export async function changeQuoteStatus(
  deps: AppDeps,
  options: {
    workspaceId: string;
    quoteId: string;
    status: 'pending' | 'approved' | 'rejected';
    actorId: string;
  },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, options);
    if (quote.status === options.status) return;
    if (quote.status === 'paid') throw new AppError('CONFLICT', PIPELINE_MESSAGES.paidStatusFixed);
    if (!mayChangeStatus(quote.pipelineStage, options.status))
      throw new AppError('CONFLICT', PIPELINE_MESSAGES.closedStatusFixed(quote.pipelineStage));
    await applyQuoteStatus(deps, tx, {
      quote,
      status: options.status,
      actorId: options.actorId,
      at: deps.clock(),
    });
  });
  await rescoreLeadOfQuote(deps, { workspaceId: options.workspaceId, quoteId: options.quoteId });
}

type LockedQuote = Awaited<ReturnType<typeof lockedQuote>>;

/** A status change with what follows it (the deal won or lost, the acceptance recorded, the upsell armed). */
async function applyQuoteStatus(
  deps: AppDeps,
  tx: Executor,
  options: { quote: LockedQuote; status: 'pending' | 'approved' | 'rejected'; actorId: string; at: Date },
): Promise<void> {
  const { quote, at, actorId } = options;
  await updateQuotePipeline(tx, { quoteId: quote.id, status: options.status, at });
  await recordPipelineUpdate(tx, {
    quote,
    updateType: 'status_change',
    stage: quote.pipelineStage,
    status: options.status,
    trigger: 'manual',
    actorId,
    at,
  });
  const changed = { ...quote, status: options.status };
  if (options.status === 'approved') {
    await advanceQuoteStage(tx, { quote: changed, event: 'quote_accepted', at, actorId });
    await recordQuoteAccepted(deps, tx, {
      workspaceId: quote.workspaceId,
      quoteId: quote.id,
      at,
      metadata: { previous_status: quote.status, source: 'dashboard', user_id: actorId },
    });
    await scheduleUpsellOffer(deps, { tx, quoteId: quote.id });
  } else if (options.status === 'rejected' && canMoveStage(quote.pipelineStage, 'closed_lost')) {
    await updateQuotePipeline(tx, { quoteId: quote.id, stage: 'closed_lost', at });
    await recordPipelineUpdate(tx, {
      quote: changed,
      updateType: 'stage_change',
      stage: 'closed_lost',
      status: options.status,
      trigger: 'manual',
      actorId,
      at,
    });
  }
}

/**
 * The dashboard's "Resend": the quote e-mailed to its customer again (send-quote-email's use
 * case). Until the sender's own address is verified, only to that address (maySendMailTo).
 */
export async function resendQuoteEmail(
  deps: AppDeps,
  options: { viewer: Viewer; workspaceId: string; quoteId: string; requestOrigin: string | undefined },
) {
  const quote = await findQuoteForEmail(deps.db, { quoteId: options.quoteId });
  if (!quote || quote.workspaceId !== options.workspaceId)
    throw new AppError('NOT_FOUND', QUOTE_EMAIL_TEXTS.quoteNotFound);
  if (quote.customerEmail && !maySendMailTo(options.viewer, quote.customerEmail))
    throw new AppError('FORBIDDEN', UNVERIFIED_SENDER_MESSAGE);
  return sendQuoteEmail(deps, {
    quoteId: quote.id,
    workspaceId: options.workspaceId,
    requestOrigin: options.requestOrigin,
  });
}

/** The quote's pay link, to open from the dashboard (its open checkout, or a new one). */
export async function quotePaymentLink(
  deps: AppDeps,
  options: { workspaceId: string; quoteId: string; requestOrigin: string | undefined },
): Promise<{ url: string }> {
  const quote = await findQuoteForEmail(deps.db, { quoteId: options.quoteId });
  if (!quote || quote.workspaceId !== options.workspaceId) throw quoteNotFound();
  return quotePayLink(deps, {
    quoteId: quote.id,
    requestOrigin: emailLinkOrigin(deps.env, options.requestOrigin),
  });
}
