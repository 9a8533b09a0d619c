import { matchedKeywords } from './keyword-match';
import { sumDollars, toCents } from './money';

export interface LeadScoringInput {
  messageCount: number;
  sessionDurationSeconds: number;
  hasQuote: boolean;
  conversationCount: number;
  /** Last update of the customer record; null when unknown. */
  updatedAt: Date | null;
  now: Date;
  quoteTotals: readonly number[];
  /** The conversation text searched for value and urgency keywords. */
  text: string;
}

export interface LeadScore {
  engagement_level: number;
  urgency_indicators: string[];
  value_potential: number;
  conversion_probability: number;
}

export type RoutingAction = 'priority_queue' | 'urgent_response' | 'sales_priority' | 'standard_queue';

export interface RoutingDecision {
  action: RoutingAction;
  priority: number;
  reason: string;
}

/** A routing decision as stored on its conversation, with the lead score it was taken on. */
export interface StoredRouting extends RoutingDecision {
  score?: LeadScore;
  /** The lead's score on what has happened since (lead-activity.ts), kept up to date after the start. */
  activity?: StoredLeadActivity;
  /** The decision taken when the conversation started, kept once activity has moved the lead. */
  started?: RoutingDecision;
}

/** A lead's activity score as stored on its conversations (decision 096). */
export interface StoredLeadActivity {
  engagement: number;
  temperature: 'hot' | 'warm' | 'cold';
  value: number | null;
  urgency: string[];
  reasons: string[];
  scoredAt: string;
}

export const VALUE_KEYWORDS = ['full wrap', 'commercial', 'fleet', 'multiple', 'custom design'] as const;
export const URGENCY_KEYWORDS = [
  'asap',
  'urgent',
  'rush',
  'emergency',
  'immediately',
  'today',
  'tomorrow',
  'this week',
  'deadline',
  'time sensitive',
] as const;

export const ROUTING_LIMITS = {
  engagementCap: 100,
  valueBase: 1000,
  valuePerKeyword: 1500,
  valueCap: 25_000,
  probabilityCap: 0.9,
  recentUpdateMs: 24 * 60 * 60 * 1000,
  priorityValueAbove: 10_000,
  priorityEngagementAbove: 80,
  salesProbabilityAbove: 0.7,
} as const;

/** A new conversation is scored before any history exists. */
export const NEW_CONVERSATION_SCORING = { messageCount: 1, sessionDurationSeconds: 0 } as const;

export const FALLBACK_ROUTING: RoutingDecision = {
  action: 'standard_queue',
  priority: 5,
  reason: 'Lead scoring unavailable; using standard routing',
};

type EngagementInput = Pick<
  LeadScoringInput,
  'messageCount' | 'sessionDurationSeconds' | 'hasQuote' | 'conversationCount' | 'updatedAt' | 'now'
>;

export function routingEngagement(input: EngagementInput): number {
  let score = 0;
  if (input.messageCount > 10) score += 25;
  if (input.sessionDurationSeconds > 600) score += 20;
  if (input.hasQuote) score += 30;
  if (input.conversationCount > 1) score += 15;
  // A future timestamp (clock skew) still counts as recent.
  if (input.updatedAt && input.now.getTime() - input.updatedAt.getTime() < ROUTING_LIMITS.recentUpdateMs)
    score += 10;
  return Math.min(score, ROUTING_LIMITS.engagementCap);
}

/** 1000 + half the quote totals + 1500 per value keyword, capped at 25,000; exact to the cent. */
export function valuePotential(quoteTotals: readonly number[], text: string): number {
  const halfTotalsCents = Math.round(toCents(sumDollars(quoteTotals)) / 2);
  const keywordCents = matchedKeywords(text, VALUE_KEYWORDS).length * toCents(ROUTING_LIMITS.valuePerKeyword);
  const cents = toCents(ROUTING_LIMITS.valueBase) + halfTotalsCents + keywordCents;
  return Math.min(cents, toCents(ROUTING_LIMITS.valueCap)) / 100;
}

/**
 * The value potential worth showing an owner: only one that real facts raised (the customer's
 * quotes, a value keyword in their message). The base alone is the same $1,000 for every lead,
 * which on every conversation card read as a figure about that lead; null then (not shown).
 */
export function shownValuePotential(value: number | null | undefined): number | null {
  return typeof value === 'number' && value > ROUTING_LIMITS.valueBase ? value : null;
}

/** Summed in tenths so the result is exactly 0.3, 0.7, 0.9… */
export function conversionProbability(
  input: Pick<LeadScoringInput, 'quoteTotals' | 'messageCount' | 'sessionDurationSeconds'>,
): number {
  let tenths = 3;
  if (input.quoteTotals.length > 0) tenths += 4;
  if (input.messageCount > 5) tenths += 2;
  if (input.sessionDurationSeconds > 300) tenths += 1;
  return Math.min(tenths, ROUTING_LIMITS.probabilityCap * 10) / 10;
}

export function urgencyIndicators(text: string): string[] {
  return matchedKeywords(text, URGENCY_KEYWORDS);
}

export function scoreLead(input: LeadScoringInput): LeadScore {
  return {
    engagement_level: routingEngagement(input),
    urgency_indicators: urgencyIndicators(input.text),
    value_potential: valuePotential(input.quoteTotals, input.text),
    conversion_probability: conversionProbability(input),
  };
}

/** The first rule that holds decides, in the spec's order. */
export function routeLead(score: LeadScore): RoutingDecision {
  if (
    score.value_potential > ROUTING_LIMITS.priorityValueAbove &&
    score.engagement_level > ROUTING_LIMITS.priorityEngagementAbove
  ) {
    return { action: 'priority_queue', priority: 1, reason: 'High-value lead with strong engagement' };
  }
  if (score.urgency_indicators.length > 0) {
    return {
      action: 'urgent_response',
      priority: 2,
      reason: `Urgency indicators: ${score.urgency_indicators.join(', ')}`,
    };
  }
  if (score.conversion_probability > ROUTING_LIMITS.salesProbabilityAbove) {
    return { action: 'sales_priority', priority: 3, reason: 'High conversion probability' };
  }
  return { action: 'standard_queue', priority: 5, reason: 'Standard lead' };
}

export interface RoutingRule {
  id: string;
  name: string;
  conditions: Record<string, number | boolean>;
  action: RoutingAction;
  priority: number;
  is_active: boolean;
}

/** The two hard-coded sample rules shown on the dashboard (they do not drive routeLead). */
export const SAMPLE_ROUTING_RULES: readonly RoutingRule[] = [
  {
    id: 'high-value-quote',
    name: 'High-Value Quote',
    conditions: { min_quote_value: 5000, min_engagement: 80 },
    action: 'priority_queue',
    priority: 1,
    is_active: true,
  },
  {
    id: 'returning-customer',
    name: 'Returning Customer',
    conditions: { returning_customer: true, min_prior_orders: 1 },
    action: 'sales_priority',
    priority: 3,
    is_active: true,
  },
];
