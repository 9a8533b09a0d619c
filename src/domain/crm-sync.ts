// Contact and opportunity sync to the CRM (GoHighLevel): which changes are synced, how our
// pipeline stages land in the provider's pipeline, what the contact carries, and which provider
// answers are worth retrying. Pure (decision record 026).

import type { PipelineStage } from './pipeline';
import { PIPELINE_STAGES } from './pipeline';

/**
 * What a sync change can be. The spec's smart-sync types (customer_created, quote_generated,
 * quote_accepted, chat_started) plus the later edits that must reach the CRM too: the contact's
 * details (a chat visitor types an e-mail after the first message) and a quote's stage or value.
 */
export const CRM_CHANGE_KINDS = [
  'customer_created',
  'customer_updated',
  'chat_started',
  'quote_generated',
  'quote_updated',
  'quote_accepted',
] as const;
export type CrmChangeKind = (typeof CRM_CHANGE_KINDS)[number];

export const CRM_CHANGE_STATUSES = ['pending', 'queued', 'delivered', 'skipped', 'failed'] as const;
export type CrmChangeStatus = (typeof CRM_CHANGE_STATUSES)[number];

/** What our ids are linked to on the provider's side. */
export const CRM_ENTITY_KINDS = ['contact', 'opportunity'] as const;
export type CrmEntityKind = (typeof CRM_ENTITY_KINDS)[number];

/**
 * The provider allows 100 requests per 10 s per location (INTEGRATIONS.md). Counted in windows of
 * one second with at most 9 each: any 10 s span touches at most 11 windows, so at most 99 requests,
 * whatever the alignment (a 10 s window of 100 would allow 200 across its edge).
 */
export const GHL_RATE_WINDOW_MS = 1000;
export const GHL_RATE_PER_WINDOW = 9;
/** A 429 without a usable header waits out the provider's burst window. */
export const GHL_DEFAULT_BACKOFF_MS = 10_000;
/** After this many failed attempts of one change it is given up and reported. */
export const CRM_SYNC_MAX_ATTEMPTS = 12;

/** Events of the spec's analytics (data: action_type, quote_id, metadata, timestamp). */
export const GHL_INTEGRATION_FAILURE_EVENT = 'ghl_integration_failure';
export const GHL_DIAGNOSTIC_EVENT = 'ghl_diagnostic';

/**
 * Transient answers are retried (no answer, 429, 5xx, and 401, which the token layer renews once);
 * any other 4xx will answer the same again: the change is given up and reported.
 */
export function isTransientStatus(status: number): boolean {
  return status === 0 || status === 401 || status === 429 || status >= 500;
}

export type StageMap = Partial<Record<PipelineStage, string>>;

export interface ProviderPipeline {
  id: string;
  name: string;
  stages: { id: string; name: string }[];
}

const STAGE_NAME_HINTS: Record<PipelineStage, readonly string[]> = {
  lead: ['lead', 'new lead', 'new'],
  engaged: ['engaged', 'contacted', 'in conversation', 'qualified'],
  quote_sent: ['quote sent', 'quoted', 'proposal sent', 'proposal'],
  closed_won: ['closed won', 'won', 'closed'],
  closed_lost: ['closed lost', 'lost'],
};

function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The mapping offered before the owner chooses: each of our stages to the provider stage with
 * the same (or a usual) name. Unmatched stages stay unmapped; sync then keeps the opportunity's
 * stage and only sets its status.
 */
export function defaultStageMap(pipeline: ProviderPipeline): StageMap {
  const map: StageMap = {};
  for (const stage of PIPELINE_STAGES) {
    for (const hint of STAGE_NAME_HINTS[stage]) {
      const found = pipeline.stages.find((s) => normalise(s.name) === hint);
      if (found) {
        map[stage] = found.id;
        break;
      }
    }
  }
  return map;
}

/** A saved mapping may only name stages of its pipeline. */
export function invalidStageIds(pipeline: ProviderPipeline, map: StageMap): string[] {
  const known = new Set(pipeline.stages.map((s) => s.id));
  return Object.values(map).filter((id): id is string => Boolean(id) && !known.has(id as string));
}

/** The opportunity status the provider keeps beside the stage. */
export function opportunityStatus(stage: PipelineStage): 'open' | 'won' | 'lost' {
  if (stage === 'closed_won') return 'won';
  if (stage === 'closed_lost') return 'lost';
  return 'open';
}

/** The provider's stage back to ours, through the same mapping (for its webhooks). */
export function ourStageOf(map: StageMap, providerStageId: string): PipelineStage | null {
  const found = PIPELINE_STAGES.find((stage) => map[stage] === providerStageId);
  return found ?? null;
}

/** First and last name as the provider stores them; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = parts;
  return rest.length > 0 ? { firstName: first, lastName: rest.join(' ') } : { firstName: first };
}

/** Tags that let the owner filter the agent's leads in the CRM. */
export function contactTags(input: { source: string; temperature?: string | null }): string[] {
  const tags = ['sales-agent', `source-${normalise(input.source).replace(/ /g, '-') || 'website'}`];
  if (input.temperature) tags.push(`lead-${input.temperature}`);
  return tags;
}

/**
 * The opportunity's name. It carries the quote number (unique across the platform), so an
 * opportunity created by a request whose answer was lost is recognised on the retry.
 */
export function opportunityName(input: { customerName: string; quoteNumber: string | null }): string {
  return input.quoteNumber
    ? `${input.customerName} – Quote ${input.quoteNumber}`
    : `${input.customerName} – Website chat`;
}

/** Milliseconds to wait after the n-th (1-based) transient failure inside one attempt. */
export function backoffMs(attempt: number, capMs = 30_000): number {
  return Math.min(capMs, 500 * 2 ** Math.max(0, attempt - 1));
}
