import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchedKeywords } from './keyword-match';
import {
  conversionProbability,
  FALLBACK_ROUTING,
  type LeadScore,
  type LeadScoringInput,
  NEW_CONVERSATION_SCORING,
  ROUTING_LIMITS,
  routeLead,
  routingEngagement,
  SAMPLE_ROUTING_RULES,
  scoreLead,
  shownValuePotential,
  URGENCY_KEYWORDS,
  urgencyIndicators,
  VALUE_KEYWORDS,
  valuePotential,
} from './lead-routing';

const now = new Date('2025-06-01T12:00:00Z');
const HOUR = 3_600_000;
const base: LeadScoringInput = {
  messageCount: 0,
  sessionDurationSeconds: 0,
  hasQuote: false,
  conversationCount: 0,
  updatedAt: null,
  now,
  quoteTotals: [],
  text: '',
};
const score = (s: Partial<LeadScore>): LeadScore => ({
  engagement_level: 0,
  urgency_indicators: [],
  value_potential: 1000,
  conversion_probability: 0.3,
  ...s,
});

describe('constants', () => {
  it('match dashboard §9', () => {
    expect(VALUE_KEYWORDS).toEqual(['full wrap', 'commercial', 'fleet', 'multiple', 'custom design']);
    expect(URGENCY_KEYWORDS).toEqual([
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
    ]);
    expect(ROUTING_LIMITS).toEqual({
      engagementCap: 100,
      valueBase: 1000,
      valuePerKeyword: 1500,
      valueCap: 25_000,
      probabilityCap: 0.9,
      recentUpdateMs: 86_400_000,
      priorityValueAbove: 10_000,
      priorityEngagementAbove: 80,
      salesProbabilityAbove: 0.7,
    });
    expect(NEW_CONVERSATION_SCORING).toEqual({ messageCount: 1, sessionDurationSeconds: 0 });
    expect(FALLBACK_ROUTING).toMatchObject({ action: 'standard_queue', priority: 5 });
  });

  it('has the two sample rules', () => {
    expect(SAMPLE_ROUTING_RULES).toHaveLength(2);
    expect(SAMPLE_ROUTING_RULES[0]).toMatchObject({
      conditions: { min_quote_value: 5000, min_engagement: 80 },
    });
    expect(SAMPLE_ROUTING_RULES[1]).toMatchObject({
      conditions: { returning_customer: true, min_prior_orders: 1 },
    });
    for (const rule of SAMPLE_ROUTING_RULES) {
      expect(Object.keys(rule).sort()).toEqual([
        'action',
        'conditions',
        'id',
        'is_active',
        'name',
        'priority',
      ]);
    }
  });
});

describe('routingEngagement', () => {
  it('adds each rule just above its threshold', () => {
    expect(routingEngagement({ ...base, messageCount: 10 })).toBe(0);
    expect(routingEngagement({ ...base, messageCount: 11 })).toBe(25);
    expect(routingEngagement({ ...base, sessionDurationSeconds: 600 })).toBe(0);
    expect(routingEngagement({ ...base, sessionDurationSeconds: 601 })).toBe(20);
    expect(routingEngagement({ ...base, hasQuote: true })).toBe(30);
    expect(routingEngagement({ ...base, conversationCount: 1 })).toBe(0);
    expect(routingEngagement({ ...base, conversationCount: 2 })).toBe(15);
  });

  it('adds 10 for an update within the last 24 hours', () => {
    expect(routingEngagement({ ...base, updatedAt: new Date(now.getTime() - 24 * HOUR + 1) })).toBe(10);
    expect(routingEngagement({ ...base, updatedAt: new Date(now.getTime() - 24 * HOUR) })).toBe(0);
    expect(routingEngagement({ ...base, updatedAt: now })).toBe(10);
  });

  it('reaches 100 with every rule and stays in range', () => {
    expect(
      routingEngagement({
        ...base,
        messageCount: 11,
        sessionDurationSeconds: 601,
        hasQuote: true,
        conversationCount: 2,
        updatedAt: now,
      }),
    ).toBe(100);
    fc.assert(
      fc.property(fc.nat(100), fc.nat(5000), fc.boolean(), fc.nat(5), (m, s, q, c) => {
        const e = routingEngagement({
          ...base,
          messageCount: m,
          sessionDurationSeconds: s,
          hasQuote: q,
          conversationCount: c,
        });
        expect(e).toBeGreaterThanOrEqual(0);
        expect(e).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('shownValuePotential', () => {
  it('hides the fixed base every lead starts with, and a missing score', () => {
    expect(shownValuePotential(valuePotential([], 'hello'))).toBeNull();
    expect(shownValuePotential(null)).toBeNull();
    expect(shownValuePotential(undefined)).toBeNull();
  });

  it('shows a value that a quote or a value keyword raised', () => {
    expect(shownValuePotential(valuePotential([3000], ''))).toBe(2500);
    expect(shownValuePotential(valuePotential([], 'a fleet of vans'))).toBe(2500);
  });
});

describe('valuePotential', () => {
  it('is 1000 + half the quote totals + 1500 per keyword', () => {
    expect(valuePotential([], '')).toBe(1000);
    expect(valuePotential([3456, 2220.48], '')).toBe(3838.24);
    expect(valuePotential([], 'Full wrap for our commercial fleet')).toBe(5500);
    expect(valuePotential([1000], 'fleet fleet fleet')).toBe(3000);
    expect(valuePotential([], 'Fleetwood Mac fan')).toBe(1000);
  });

  it('caps at 25,000', () => {
    expect(valuePotential([48_000], '')).toBe(25_000);
    expect(valuePotential([100_000], 'full wrap, commercial fleet, multiple, custom design')).toBe(25_000);
  });

  it('is between 1000 and 25,000 and never falls as quotes grow', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 5 }),
        fc.nat(10_000),
        (totals, extra) => {
          const v = valuePotential(totals, '');
          expect(v).toBeGreaterThanOrEqual(1000);
          expect(v).toBeLessThanOrEqual(25_000);
          expect(valuePotential([...totals, extra], '')).toBeGreaterThanOrEqual(v);
        },
      ),
    );
  });
});

describe('conversionProbability', () => {
  it('adds exactly and caps at 0.9', () => {
    expect(conversionProbability(base)).toBe(0.3);
    expect(conversionProbability({ ...base, quoteTotals: [1] })).toBe(0.7);
    expect(conversionProbability({ ...base, messageCount: 5 })).toBe(0.3);
    expect(conversionProbability({ ...base, messageCount: 6 })).toBe(0.5);
    expect(conversionProbability({ ...base, sessionDurationSeconds: 300 })).toBe(0.3);
    expect(conversionProbability({ ...base, sessionDurationSeconds: 301 })).toBe(0.4);
    expect(conversionProbability({ ...base, quoteTotals: [1], messageCount: 6 })).toBe(0.9);
    expect(
      conversionProbability({ ...base, quoteTotals: [1], messageCount: 6, sessionDurationSeconds: 301 }),
    ).toBe(0.9);
  });
});

describe('urgencyIndicators', () => {
  it('lists the keywords found, in list order', () => {
    expect(urgencyIndicators('Need it ASAP, deadline is tomorrow')).toEqual(['asap', 'tomorrow', 'deadline']);
    expect(urgencyIndicators('This is time-sensitive, this week please')).toEqual([
      'this week',
      'time sensitive',
    ]);
    expect(urgencyIndicators('It is a rush job, urgently')).toEqual(['urgent', 'rush']);
    expect(urgencyIndicators('brushed, todays')).toEqual(['today']);
    expect(urgencyIndicators('a brushstroke in the yesterday light')).toEqual([]);
  });

  // Realistic chat lines for the spec's urgency keywords: the forms it means and the look-alikes.
  it.each([
    ['We need it urgently', ['urgent']],
    ['Any chance this weekend?', ['this week']],
    ['Can you do it A.S.A.P.?', ['asap']],
    ['need it a.s.a.p', ['asap']],
    ['asap pls', ['asap']],
    ['There is some urgency here', ['urgent']],
    ['Rushing to finish before the show', ['rush']],
    ['We handle emergencies too?', ['emergency']],
    ['Can you start immediately?', ['immediately']],
    ["Is today's slot free?", ['today']],
    ['Tomorrow works', ['tomorrow']],
    ['Our deadlines are tight', ['deadline']],
    ['It is time-sensitive', ['time sensitive']],
    ['Please brush off the dust', []],
    ['Our crush-proof panels', []],
    ['We meet weekly, this weekday is busy', []],
    ['Is it an emergent trend?', []],
    ['Yesterday I asked about wraps', []],
  ])('urgency in %j → %j', (text, expected) => {
    expect(urgencyIndicators(text)).toEqual(expected);
  });
});

describe('value keywords in chat', () => {
  it.each([
    ['We want a full wrap on the box truck', ['full wrap']],
    ['Two full-wraps please', ['full wrap']],
    ['It is a commercial vehicle', ['commercial']],
    ['Used commercially', ['commercial']],
    ['Our fleet is 12 vans', ['fleet']],
    ['Both fleets', ['fleet']],
    ['A fleetwide refresh', ['fleet']],
    ['A fleet-wide refresh', ['fleet']],
    ['Multiple locations', ['multiple']],
    ['We need a custom design', ['custom design']],
    ['Custom-designed graphics for our commercial fleet', ['commercial', 'fleet', 'custom design']],
    ['A Fleetwood motorhome', []],
    ['A fleeting idea', []],
    ['Can we multiply the order later?', []],
    ['Customer designs only', []],
    ['Strictly noncommercial', []],
  ])('value keywords in %j → %j', (text, expected) => {
    expect(matchedKeywords(text, VALUE_KEYWORDS)).toEqual(expected);
    expect(valuePotential([], text)).toBe(1000 + 1500 * expected.length);
  });
});

describe('scoreLead', () => {
  it('scores a new conversation', () => {
    expect(scoreLead({ ...base, ...NEW_CONVERSATION_SCORING, text: 'hello' })).toEqual({
      engagement_level: 0,
      urgency_indicators: [],
      value_potential: 1000,
      conversion_probability: 0.3,
    });
  });
});

describe('routeLead', () => {
  it('sends value above 10,000 with engagement above 80 to the priority queue', () => {
    expect(routeLead(score({ value_potential: 10_000.01, engagement_level: 81 }))).toMatchObject({
      action: 'priority_queue',
      priority: 1,
    });
    expect(routeLead(score({ value_potential: 10_000, engagement_level: 100 })).action).toBe(
      'standard_queue',
    );
    expect(routeLead(score({ value_potential: 25_000, engagement_level: 80 })).action).toBe('standard_queue');
  });

  it('sends any urgency to urgent response', () => {
    expect(routeLead(score({ urgency_indicators: ['asap'], conversion_probability: 0.9 }))).toMatchObject({
      action: 'urgent_response',
      priority: 2,
    });
  });

  it('sends probability above 0.7 to sales priority', () => {
    expect(routeLead(score({ conversion_probability: 0.8 }))).toMatchObject({
      action: 'sales_priority',
      priority: 3,
    });
    expect(routeLead(score({ conversion_probability: 0.7 }))).toMatchObject({
      action: 'standard_queue',
      priority: 5,
    });
  });

  it('prefers the priority queue over urgency', () => {
    expect(
      routeLead(score({ value_potential: 20_000, engagement_level: 90, urgency_indicators: ['today'] }))
        .action,
    ).toBe('priority_queue');
  });
});
