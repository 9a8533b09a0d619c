// The sales pipeline of a quote (dashboard spec §4 "Pipeline stage updates", §7 pipeline-updates):
// which stage a quote may move to, by hand or because something happened. Pure.

export const PIPELINE_STAGES = ['lead', 'engaged', 'quote_sent', 'closed_won', 'closed_lost'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  lead: 'Lead',
  engaged: 'Engaged',
  quote_sent: 'Quote sent',
  closed_won: 'Closed won',
  closed_lost: 'Closed lost',
};

/** What happened to a lead, in the spec's words (the smart-sync types that move stages). */
export type PipelineEvent = 'chat_started' | 'quote_generated' | 'quote_accepted';

/**
 * Moves a person may make. Forward only along lead → engaged → quote_sent → closed_won (a step
 * may be skipped: a lead can be sent a quote without a chat), and any open stage may be lost.
 * A closed deal stays closed: reopening it would rewrite what the reports counted.
 */
const ALLOWED_MOVES: Record<PipelineStage, readonly PipelineStage[]> = {
  lead: ['engaged', 'quote_sent', 'closed_lost'],
  engaged: ['quote_sent', 'closed_lost'],
  quote_sent: ['closed_won', 'closed_lost'],
  closed_won: [],
  closed_lost: [],
};

export function canMoveStage(from: PipelineStage, to: PipelineStage): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

/** The stages a quote in `from` may be moved to (what the dashboard offers). */
export function nextStages(from: PipelineStage): readonly PipelineStage[] {
  return ALLOWED_MOVES[from];
}

export function isClosedStage(stage: PipelineStage): boolean {
  return stage === 'closed_won' || stage === 'closed_lost';
}

/**
 * The spec's automatic updates: chat started moves lead to engaged; quote generated moves lead
 * to quote_sent (and, read the same way, engaged: the quote is the later step); quote accepted
 * moves quote_sent to closed_won. An accepted quote still in an earlier open stage is won as well
 * (the customer accepted it: it cannot stay a lead). Anything else keeps its stage (null).
 */
export function stageAfterEvent(current: PipelineStage, event: PipelineEvent): PipelineStage | null {
  switch (event) {
    case 'chat_started':
      return current === 'lead' ? 'engaged' : null;
    case 'quote_generated':
      return current === 'lead' || current === 'engaged' ? 'quote_sent' : null;
    case 'quote_accepted':
      return isClosedStage(current) ? null : 'closed_won';
  }
}

/** The stage a quote stored before stages existed starts in, read from its status. */
export function stageForStatus(status: string, emailed: boolean): PipelineStage {
  if (status === 'approved' || status === 'paid') return 'closed_won';
  if (status === 'rejected' || status === 'expired') return 'closed_lost';
  return emailed || status === 'sent' ? 'quote_sent' : 'lead';
}

/**
 * The status a manual move to a closed stage stands for (decision 096): "Closed won" is the owner
 * saying the customer accepted (approved, with approval's effects), "Closed lost" that they
 * declined (rejected). A paid quote keeps its status. Null: the move changes no status.
 */
export function statusForManualStage(stage: PipelineStage, status: string): 'approved' | 'rejected' | null {
  if (status === 'paid') return null;
  if (stage === 'closed_won' && status !== 'approved') return 'approved';
  if (stage === 'closed_lost' && status !== 'rejected' && status !== 'expired') return 'rejected';
  return null;
}

/**
 * Whether an owner may set this status on a quote in this stage: a closed deal keeps the status
 * that closed it (approving a lost deal or rejecting a won one would say two things at once).
 */
export function mayChangeStatus(stage: PipelineStage, status: 'pending' | 'approved' | 'rejected'): boolean {
  if (stage === 'closed_won') return status === 'approved';
  if (stage === 'closed_lost') return status === 'rejected';
  return true;
}

export const PIPELINE_MESSAGES = {
  closedStatusFixed: (stage: PipelineStage) =>
    `A quote in ${PIPELINE_STAGE_LABELS[stage]} keeps the status that closed it.`,
  paidStatusFixed: 'A paid quote keeps its status: the payment decided it.',
  forbiddenMove: (from: PipelineStage, to: PipelineStage) =>
    `A quote in ${PIPELINE_STAGE_LABELS[from]} cannot move to ${PIPELINE_STAGE_LABELS[to]}.`,
  quoteNotFound: 'Quote not found',
} as const;

/**
 * Analytics event of every pipeline update (the spec's pipeline-updates call): data has
 * update_type (status_change or stage_change), stage, previous_stage, status, previous_status,
 * trigger and notes.
 */
export const PIPELINE_UPDATE_EVENT = 'pipeline_update';
/** The spec's smart-sync event (data: action_type, quote_id, metadata, timestamp). */
export const SMART_INTEGRATION_EVENT = 'smart_integration_triggered';
