// What the CRM's (GoHighLevel's) webhooks may change here (decision record 030): whether a
// webhook is fresh enough to act on, which of our pipeline stages an opportunity event means, and
// which contact details are taken over. Pure: the clock is passed in.

import type { StageMap } from './crm-sync';
import { ourStageOf } from './crm-sync';
import { canMoveStage, isClosedStage, type PipelineStage } from './pipeline';

/** The provider's advice (WebhookAuthentication.md): a webhook older than 5 minutes is a replay. */
export const GHL_WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

export type WebhookTimeProblem = 'invalid' | 'stale' | 'future';

/** Why a webhook's `timestamp` is not acceptable now, or null when it is (clock skew allowed both ways). */
export function webhookTimeProblem(
  timestamp: string,
  now: Date,
  toleranceMs = GHL_WEBHOOK_TOLERANCE_MS,
): WebhookTimeProblem | null {
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return 'invalid';
  if (now.getTime() - at > toleranceMs) return 'stale';
  if (at - now.getTime() > toleranceMs) return 'future';
  return null;
}

/** The opportunity as the provider's Opportunity* webhooks carry it (fields are optional there). */
export interface InboundOpportunity {
  status?: string;
  pipelineId?: string;
  pipelineStageId?: string;
}

/**
 * The stage an opportunity event asks for: won and lost close the deal whatever the stage; an
 * open opportunity's stage is read back through the owner's mapping, only in the mapped pipeline.
 * Null when the event says nothing we map.
 */
export function stageOfOpportunity(
  opportunity: InboundOpportunity,
  mapping: { pipelineId: string; stageMap: StageMap } | null,
): PipelineStage | null {
  if (opportunity.status === 'won') return 'closed_won';
  if (opportunity.status === 'lost') return 'closed_lost';
  if (!mapping || !opportunity.pipelineStageId) return null;
  if (opportunity.pipelineId && opportunity.pipelineId !== mapping.pipelineId) return null;
  return ourStageOf(mapping.stageMap, opportunity.pipelineStageId);
}

/**
 * Whether the CRM may move a quote from `current` to `target`. A closed deal stays closed (as for a
 * person: reports counted it); won or lost in the CRM closes any open deal (the owner decided
 * there); other moves go forward only, by the dashboard's rules.
 */
export function mayMoveFromCrm(current: PipelineStage, target: PipelineStage): boolean {
  if (current === target || isClosedStage(current)) return false;
  if (isClosedStage(target)) return true;
  return canMoveStage(current, target);
}

export interface InboundContact {
  name?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

/**
 * The contact details to take over: the provider's name (whole, or first and last) and phone,
 * only when they are not empty and differ from ours. Empty answers never erase what we know.
 */
export function contactChanges(
  contact: InboundContact,
  current: { name: string; phone: string | null },
): { name?: string; phone?: string } {
  const joined = [contact.firstName?.trim(), contact.lastName?.trim()].filter(Boolean).join(' ');
  const name = contact.name?.trim() || joined;
  const phone = contact.phone?.trim();
  return {
    ...(name && name !== current.name ? { name } : {}),
    ...(phone && phone !== current.phone ? { phone } : {}),
  };
}

/** A contact's do-not-disturb as ContactDndUpdate (and ContactUpdate) carry it (HLdocs contacts). */
export interface InboundDnd {
  /** Do-not-disturb on every channel. */
  dnd?: boolean;
  /** Per channel (`Email`, `SMS`, `Call` ...): status `active` or `permanent` means do not contact. */
  dndSettings?: Record<string, { status?: string } | undefined>;
}

const DND_ON = ['active', 'permanent'];

/**
 * Whether the contact asked not to be e-mailed: do-not-disturb on every channel, or on e-mail.
 * The e-mail channel's own status decides when all-channel DND is off; null when the event says
 * nothing about either (then our flag is left as it is).
 */
export function emailOptOut(contact: InboundDnd): boolean | null {
  if (contact.dnd === true) return true;
  const email = contact.dndSettings?.Email?.status;
  if (email !== undefined) return DND_ON.includes(email.toLowerCase());
  if (contact.dnd === false) return false;
  return null;
}
