import { mayMoveFromCrm } from '../../../domain/crm-webhooks';
import {
  PIPELINE_UPDATE_EVENT,
  type PipelineEvent,
  type PipelineStage,
  stageAfterEvent,
} from '../../../domain/pipeline';
import type { Executor } from '../../db/client';
import type { QuoteStatus } from '../../db/schema/quotes';
import { recordEvent } from '../analytics';
import { lockWorkspaceQuote, type QuoteStageRow, updateQuotePipeline } from './quote-pipeline.repository';

export async function recordPipelineUpdate(
  tx: Executor,
  options: {
    quote: QuoteStageRow;
    updateType: 'status_change' | 'stage_change';
    stage: PipelineStage;
    status: QuoteStatus;
    /** 'crm': the workspace's CRM moved the deal (its webhook). */
    trigger: 'manual' | 'crm' | PipelineEvent;
    actorId: string | null;
    notes?: string;
    at: Date;
  },
) {
  await recordEvent(tx, {
    workspaceId: options.quote.workspaceId,
    eventType: PIPELINE_UPDATE_EVENT,
    entityId: options.quote.id,
    data: {
      quote_id: options.quote.id,
      update_type: options.updateType,
      stage: options.stage,
      previous_stage: options.quote.pipelineStage,
      status: options.status,
      previous_status: options.quote.status,
      trigger: options.trigger,
      notes: options.notes ?? null,
      user_id: options.actorId,
      timestamp: options.at.toISOString(),
    },
    at: options.at,
  });
}

/**
 * Moves a quote's stage because something happened (quote e-mailed, quote accepted), in the
 * caller's transaction; nothing when the rule keeps the stage.
 */
export async function advanceQuoteStage(
  tx: Executor,
  options: { quote: QuoteStageRow; event: PipelineEvent; at: Date; actorId?: string | null },
): Promise<PipelineStage> {
  const next = stageAfterEvent(options.quote.pipelineStage, options.event);
  if (!next) return options.quote.pipelineStage;
  await updateQuotePipeline(tx, { quoteId: options.quote.id, stage: next, at: options.at });
  await recordPipelineUpdate(tx, {
    quote: options.quote,
    updateType: 'stage_change',
    stage: next,
    status: options.quote.status,
    trigger: options.event,
    actorId: options.actorId ?? null,
    at: options.at,
  });
  return next;
}

/** advanceQuoteStage for a quote known by id, in the caller's transaction (which may hold its lock). */
export async function advanceQuoteStageById(
  tx: Executor,
  options: { workspaceId: string; quoteId: string; event: PipelineEvent; at: Date },
): Promise<void> {
  const quote = await lockWorkspaceQuote(tx, options);
  if (quote) await advanceQuoteStage(tx, { quote, event: options.event, at: options.at });
}

/**
 * The workspace's CRM moved the deal (a webhook): the quote takes the stage when the CRM may move
 * it there (mayMoveFromCrm), in the caller's transaction. Answers the stage it now has, or null
 * when nothing changed.
 */
export async function moveQuoteStageFromCrm(
  tx: Executor,
  options: { workspaceId: string; quoteId: string; stage: PipelineStage; at: Date; notes: string },
): Promise<PipelineStage | null> {
  const quote = await lockWorkspaceQuote(tx, options);
  if (!quote || !mayMoveFromCrm(quote.pipelineStage, options.stage)) return null;
  await updateQuotePipeline(tx, { quoteId: quote.id, stage: options.stage, at: options.at });
  await recordPipelineUpdate(tx, {
    quote,
    updateType: 'stage_change',
    stage: options.stage,
    status: quote.status,
    trigger: 'crm',
    actorId: null,
    notes: options.notes,
    at: options.at,
  });
  return options.stage;
}
