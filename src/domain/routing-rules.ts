import { z } from 'zod';
import type { AgentType } from './agent-types';
import {
  type LeadScore,
  type RoutingAction,
  type RoutingDecision,
  type RoutingRule,
  routeLead,
  SAMPLE_ROUTING_RULES,
} from './lead-routing';

/**
 * Saved routing rules (spec dashboard §3 "Routing rule": name, conditions, action, priority,
 * is_active; the two samples seed a workspace's list). Pure: the rule shape and its evaluation.
 * Active rules are tried by priority (1 first); the first whose every condition holds routes the
 * lead; when none does, the built-in routing (routeLead) decides as before.
 */

export const ROUTING_ACTIONS = [
  'priority_queue',
  'urgent_response',
  'sales_priority',
  'standard_queue',
] as const;

export const ROUTING_ACTION_LABELS: Record<RoutingAction, string> = {
  priority_queue: 'Priority queue',
  urgent_response: 'Urgent response',
  sales_priority: 'Sales priority',
  standard_queue: 'Standard queue',
};

export const ROUTING_RULE_LIMITS = {
  nameMax: 80,
  priorityMin: 1,
  priorityMax: 10,
  maxRulesPerWorkspace: 50,
  valueMax: 1_000_000,
} as const;

export const ROUTING_RULE_MESSAGES = {
  nameRequired: 'Give the rule a name.',
  nameTooLong: `Name at most ${ROUTING_RULE_LIMITS.nameMax} characters.`,
  noConditions: 'Add at least one condition.',
  priority: `Priority must be a whole number from ${ROUTING_RULE_LIMITS.priorityMin} to ${ROUTING_RULE_LIMITS.priorityMax}.`,
  minEngagement: 'Minimum engagement must be a whole number from 0 to 100.',
  minQuoteValue: `Minimum quote value must be from 0 to ${ROUTING_RULE_LIMITS.valueMax.toLocaleString('en-US')}.`,
  minPriorOrders: 'Minimum prior orders must be a whole number from 0 to 1000.',
  minConversion: 'Minimum conversion probability must be from 0 to 1.',
  tooMany: `A workspace keeps at most ${ROUTING_RULE_LIMITS.maxRulesPerWorkspace} routing rules.`,
  notFound: 'Routing rule not found.',
} as const;

/** What a rule may ask of a lead; every condition given must hold. */
export const routingConditionsSchema = z
  .strictObject({
    /** The lead's value potential (its estimated quote value) is at least this. */
    min_quote_value: z
      .number({ error: ROUTING_RULE_MESSAGES.minQuoteValue })
      .min(0, { error: ROUTING_RULE_MESSAGES.minQuoteValue })
      .max(ROUTING_RULE_LIMITS.valueMax, { error: ROUTING_RULE_MESSAGES.minQuoteValue })
      .optional(),
    /** The routing engagement score (0–100) is at least this. */
    min_engagement: z
      .number({ error: ROUTING_RULE_MESSAGES.minEngagement })
      .int({ error: ROUTING_RULE_MESSAGES.minEngagement })
      .min(0, { error: ROUTING_RULE_MESSAGES.minEngagement })
      .max(100, { error: ROUTING_RULE_MESSAGES.minEngagement })
      .optional(),
    /** The customer has been here before (an earlier conversation or order). */
    returning_customer: z.boolean().optional(),
    /** The customer has at least this many earlier orders (approved or paid quotes). */
    min_prior_orders: z
      .number({ error: ROUTING_RULE_MESSAGES.minPriorOrders })
      .int({ error: ROUTING_RULE_MESSAGES.minPriorOrders })
      .min(0, { error: ROUTING_RULE_MESSAGES.minPriorOrders })
      .max(1000, { error: ROUTING_RULE_MESSAGES.minPriorOrders })
      .optional(),
    /** The conversation used an urgency keyword (asap, urgent, …). */
    urgent: z.boolean().optional(),
    /** The conversion probability (0–1) is at least this. */
    min_conversion_probability: z
      .number({ error: ROUTING_RULE_MESSAGES.minConversion })
      .min(0, { error: ROUTING_RULE_MESSAGES.minConversion })
      .max(1, { error: ROUTING_RULE_MESSAGES.minConversion })
      .optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    error: ROUTING_RULE_MESSAGES.noConditions,
  });
export type RoutingConditions = z.infer<typeof routingConditionsSchema>;

export const routingRuleInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: ROUTING_RULE_MESSAGES.nameRequired })
    .max(ROUTING_RULE_LIMITS.nameMax, { error: ROUTING_RULE_MESSAGES.nameTooLong }),
  conditions: routingConditionsSchema,
  action: z.enum(ROUTING_ACTIONS),
  priority: z
    .number({ error: ROUTING_RULE_MESSAGES.priority })
    .int({ error: ROUTING_RULE_MESSAGES.priority })
    .min(ROUTING_RULE_LIMITS.priorityMin, { error: ROUTING_RULE_MESSAGES.priority })
    .max(ROUTING_RULE_LIMITS.priorityMax, { error: ROUTING_RULE_MESSAGES.priority }),
  active: z.boolean(),
});
export type RoutingRuleInput = z.infer<typeof routingRuleInputSchema>;

/** A saved rule as evaluation needs it. */
export interface EvaluableRule {
  name: string;
  conditions: RoutingConditions;
  action: RoutingAction;
  priority: number;
  active: boolean;
}

/** What is known of a lead when it is routed. */
export interface LeadFacts {
  score: LeadScore;
  /** Earlier conversations of the customer (0 for a first-time visitor). */
  priorConversations: number;
  /** Earlier approved or paid quotes of the customer. */
  priorOrders: number;
}

export function ruleMatches(conditions: RoutingConditions, facts: LeadFacts): boolean {
  const { score } = facts;
  if (conditions.min_quote_value !== undefined && score.value_potential < conditions.min_quote_value)
    return false;
  if (conditions.min_engagement !== undefined && score.engagement_level < conditions.min_engagement)
    return false;
  if (conditions.returning_customer !== undefined) {
    const returning = facts.priorConversations > 0 || facts.priorOrders > 0;
    if (returning !== conditions.returning_customer) return false;
  }
  if (conditions.min_prior_orders !== undefined && facts.priorOrders < conditions.min_prior_orders)
    return false;
  if (conditions.urgent !== undefined && score.urgency_indicators.length > 0 !== conditions.urgent)
    return false;
  if (
    conditions.min_conversion_probability !== undefined &&
    score.conversion_probability < conditions.min_conversion_probability
  )
    return false;
  return true;
}

/** Active rules by priority (1 first), ties by name, so the order never depends on storage. */
export function orderRules<R extends EvaluableRule>(rules: readonly R[]): R[] {
  return rules
    .filter((rule) => rule.active)
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
}

/** The first active rule that holds decides; without one, the built-in routing. */
export function routeWithRules(rules: readonly EvaluableRule[], facts: LeadFacts): RoutingDecision {
  const rule = orderRules(rules).find((r) => ruleMatches(r.conditions, facts));
  if (!rule) return routeLead(facts.score);
  return { action: rule.action, priority: rule.priority, reason: `Routing rule: ${rule.name}` };
}

/**
 * The spec's sample rules that fit a workspace with these (active) agent types: a rule on a
 * quote's value only where an agent writes quotes; a shop or a boutique starts without it.
 */
export function sampleRulesFor(agentTypes: readonly AgentType[]): RoutingRule[] {
  const quotes = agentTypes.includes('quote');
  return SAMPLE_ROUTING_RULES.filter((rule) => quotes || !('min_quote_value' in rule.conditions));
}

/** The spec's sample rules as saved-rule inputs: what a workspace's list starts with. */
export function sampleRuleInputs(samples: readonly RoutingRule[] = SAMPLE_ROUTING_RULES): RoutingRuleInput[] {
  return samples.map((sample) => ({
    name: sample.name,
    conditions: routingConditionsSchema.parse(sample.conditions),
    action: sample.action,
    priority: sample.priority,
    active: sample.is_active,
  }));
}

/** The routing priorities the leads list filters by, with their labels. */
export const ROUTING_PRIORITY_FILTERS = [
  { value: 'priority_queue', label: 'Priority queue (hot)' },
  { value: 'urgent_response', label: 'Urgent response' },
  { value: 'sales_priority', label: 'Sales priority' },
  { value: 'standard_queue', label: 'Standard queue' },
] as const satisfies readonly { value: RoutingAction; label: string }[];
