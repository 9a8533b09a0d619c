import { describe, expect, it } from 'vitest';
import { type LeadFacts, leadValue, routeByActivity, scoreLeadActivity } from './lead-activity';

const none: LeadFacts = {
  visitorMessages: [],
  quotes: [],
  hasEmail: false,
  hasPhone: false,
  askedForPerson: false,
};
const quote = (total: string, extra: Partial<{ emailed: boolean; paid: boolean; lost: boolean }> = {}) => ({
  total,
  emailed: false,
  paid: false,
  lost: false,
  ...extra,
});

describe('scoreLeadActivity', () => {
  it('keeps a visitor who only said hello cold, with no value', () => {
    const score = scoreLeadActivity({ ...none, visitorMessages: ['hello'] });
    expect(score).toMatchObject({ engagement: 5, temperature: 'cold', value: null, urgency: [] });
  });

  it('makes a lead with a big urgent quote hot, valued at the quote', () => {
    const score = scoreLeadActivity({
      ...none,
      visitorMessages: ['I need 3 fleet wraps by tomorrow', 'how much would that cost?'],
      quotes: [quote('8802.00')],
    });
    // 2 messages 10 + price 10 + urgency 20 + quote 30 + big quote 20.
    expect(score.engagement).toBe(90);
    expect(score.temperature).toBe('hot');
    expect(score.value).toBe(8802);
    expect(score.urgency).toEqual(['tomorrow']);
    expect(score.reasons).toContain('big quote');
  });

  it('values a small quote at its total and warms the lead', () => {
    const score = scoreLeadActivity({
      ...none,
      visitorMessages: ['price for a sign?'],
      quotes: [quote('442.80')],
    });
    expect(score.value).toBe(442.8);
    // 5 + 10 + 30
    expect(score.engagement).toBe(45);
    expect(score.temperature).toBe('cold');
  });

  it('counts e-mailed and paid quotes, contact details and a request for a person', () => {
    const score = scoreLeadActivity({
      visitorMessages: ['hi'],
      quotes: [quote('500', { emailed: true, paid: true })],
      hasEmail: true,
      hasPhone: false,
      askedForPerson: true,
    });
    // 5 + 30 + 10 + 40 + 10 + 10 = 105, capped at 100.
    expect(score.engagement).toBe(100);
    expect(score.temperature).toBe('hot');
  });

  it('caps the messages at 20 points', () => {
    const score = scoreLeadActivity({ ...none, visitorMessages: Array.from({ length: 12 }, () => 'ok') });
    expect(score.engagement).toBe(20);
  });
});

describe('leadValue', () => {
  it('sums the quotes not lost, exact to the cent', () => {
    expect(leadValue([quote('0.10'), quote('0.20'), quote('100', { lost: true })])).toBe(0.3);
  });
  it('is unknown without quotes, or with only lost ones', () => {
    expect(leadValue([])).toBeNull();
    expect(leadValue([quote('100', { lost: true })])).toBeNull();
  });
});

describe('routeByActivity', () => {
  const started = { action: 'standard_queue', priority: 5, reason: 'Standard lead' } as const;
  it('puts a hot lead in the priority queue', () => {
    const hot = scoreLeadActivity({
      ...none,
      visitorMessages: ['fleet by tomorrow'],
      quotes: [quote('9000')],
      hasEmail: true,
    });
    expect(routeByActivity(hot, started)).toMatchObject({ action: 'priority_queue', priority: 1 });
  });
  it('puts an urgent lead that is not hot in the urgent queue', () => {
    const urgent = scoreLeadActivity({ ...none, visitorMessages: ['need it asap'] });
    expect(routeByActivity(urgent, started)).toMatchObject({ action: 'urgent_response', priority: 2 });
  });
  it('keeps the starting decision otherwise', () => {
    const cold = scoreLeadActivity({ ...none, visitorMessages: ['hello'] });
    expect(routeByActivity(cold, started)).toBe(started);
  });
});
