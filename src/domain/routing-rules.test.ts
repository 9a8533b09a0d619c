import { describe, expect, it } from 'vitest';
import { type LeadScore, SAMPLE_ROUTING_RULES } from './lead-routing';
import {
  type EvaluableRule,
  type LeadFacts,
  ROUTING_RULE_MESSAGES,
  routeWithRules,
  routingConditionsSchema,
  routingRuleInputSchema,
  ruleMatches,
  sampleRuleInputs,
  sampleRulesFor,
} from './routing-rules';

const score = (over: Partial<LeadScore> = {}): LeadScore => ({
  engagement_level: 10,
  urgency_indicators: [],
  value_potential: 1000,
  conversion_probability: 0.3,
  ...over,
});
const facts = (over: Partial<LeadFacts> = {}, s: Partial<LeadScore> = {}): LeadFacts => ({
  score: score(s),
  priorConversations: 0,
  priorOrders: 0,
  ...over,
});
const samples: EvaluableRule[] = sampleRuleInputs();

describe('ruleMatches', () => {
  it('needs every condition to hold', () => {
    const c = { min_quote_value: 5000, min_engagement: 80 };
    expect(ruleMatches(c, facts({}, { value_potential: 5000, engagement_level: 80 }))).toBe(true);
    expect(ruleMatches(c, facts({}, { value_potential: 4999.99, engagement_level: 100 }))).toBe(false);
    expect(ruleMatches(c, facts({}, { value_potential: 9000, engagement_level: 79 }))).toBe(false);
  });

  it('reads returning customers, prior orders, urgency and conversion probability', () => {
    expect(ruleMatches({ returning_customer: true }, facts({ priorConversations: 1 }))).toBe(true);
    expect(ruleMatches({ returning_customer: true }, facts())).toBe(false);
    expect(ruleMatches({ returning_customer: false }, facts())).toBe(true);
    expect(ruleMatches({ min_prior_orders: 2 }, facts({ priorOrders: 1 }))).toBe(false);
    expect(ruleMatches({ urgent: true }, facts({}, { urgency_indicators: ['asap'] }))).toBe(true);
    expect(ruleMatches({ urgent: true }, facts())).toBe(false);
    expect(ruleMatches({ min_conversion_probability: 0.7 }, facts({}, { conversion_probability: 0.7 }))).toBe(
      true,
    );
  });
});

describe('routeWithRules', () => {
  it('starts from the spec’s two samples, active, with their priorities', () => {
    expect(samples).toEqual([
      {
        name: 'High-Value Quote',
        conditions: { min_quote_value: 5000, min_engagement: 80 },
        action: 'priority_queue',
        priority: 1,
        active: true,
      },
      {
        name: 'Returning Customer',
        conditions: { returning_customer: true, min_prior_orders: 1 },
        action: 'sales_priority',
        priority: 3,
        active: true,
      },
    ]);
    expect(SAMPLE_ROUTING_RULES).toHaveLength(2);
  });

  it('lets the first matching active rule by priority decide', () => {
    const returning = facts(
      { priorConversations: 2, priorOrders: 1 },
      { value_potential: 6000, engagement_level: 85 },
    );
    expect(routeWithRules(samples, returning)).toEqual({
      action: 'priority_queue',
      priority: 1,
      reason: 'Routing rule: High-Value Quote',
    });
    const inactiveFirst = samples.map((r) => (r.priority === 1 ? { ...r, active: false } : r));
    expect(routeWithRules(inactiveFirst, returning)).toMatchObject({ action: 'sales_priority', priority: 3 });
  });

  it('falls back to the built-in routing when no rule holds', () => {
    expect(routeWithRules(samples, facts({}, { urgency_indicators: ['asap'] }))).toEqual({
      action: 'urgent_response',
      priority: 2,
      reason: 'Urgency indicators: asap',
    });
    expect(routeWithRules([], facts())).toMatchObject({ action: 'standard_queue', priority: 5 });
  });
});

describe('rule validation', () => {
  it('names what is wrong', () => {
    const bad = routingRuleInputSchema.safeParse({
      name: ' ',
      conditions: {},
      action: 'priority_queue',
      priority: 0,
      active: true,
    });
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        ROUTING_RULE_MESSAGES.nameRequired,
        ROUTING_RULE_MESSAGES.noConditions,
        ROUTING_RULE_MESSAGES.priority,
      ]),
    );
    expect(routingConditionsSchema.safeParse({ min_engagement: 101 }).error!.issues[0]!.message).toBe(
      ROUTING_RULE_MESSAGES.minEngagement,
    );
    expect(routingConditionsSchema.safeParse({ bogus: 1 }).success).toBe(false);
  });
});

describe('sampleRulesFor', () => {
  it('offers the quote-value rule only where an agent writes quotes', () => {
    const names = (types: Parameters<typeof sampleRulesFor>[0]) => sampleRulesFor(types).map((r) => r.name);
    expect(names(['quote'])).toEqual(['High-Value Quote', 'Returning Customer']);
    expect(names(['shop', 'quote'])).toEqual(['High-Value Quote', 'Returning Customer']);
    expect(names(['social'])).toEqual(['Returning Customer']);
    expect(names(['shop'])).toEqual(['Returning Customer']);
    expect(names([])).toEqual(['Returning Customer']);
  });
});
