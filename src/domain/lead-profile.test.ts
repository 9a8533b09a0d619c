import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEHAVIOR_EVENT_TYPES,
  BEHAVIOR_LOG_LIMIT,
  BEHAVIOR_STORAGE_KEYS,
  type BehaviorInput,
  behaviourProfileFromStorage,
  buildEnhancedProfile,
  CONVERSION_LIKELIHOOD_CAP,
  conversionLikelihood,
  ENGAGEMENT_SCORE_CAP,
  engagementScore,
  LEAD_TEMPERATURE_THRESHOLDS,
  leadTemperature,
  preferredChannel,
} from './lead-profile';

const none: BehaviorInput = {
  chat_messages: 0,
  quote_requests: 0,
  return_visits: 0,
  time_on_site: 0,
  referral_source: 'direct',
  email_opens: 0,
  phone_inquiries: 0,
};

const behavior = fc.record({
  chat_messages: fc.nat(50),
  quote_requests: fc.nat(5),
  return_visits: fc.nat(10),
  time_on_site: fc.nat(10_000),
  referral_source: fc.constantFrom('organic', 'direct', 'paid'),
  email_opens: fc.nat(20),
  phone_inquiries: fc.nat(3),
});

describe('engagementScore', () => {
  it('adds each rule just above its threshold, not at it', () => {
    expect(engagementScore({ ...none, chat_messages: 5 })).toBe(0);
    expect(engagementScore({ ...none, chat_messages: 6 })).toBe(30);
    expect(engagementScore({ ...none, quote_requests: 1 })).toBe(40);
    expect(engagementScore({ ...none, return_visits: 1 })).toBe(0);
    expect(engagementScore({ ...none, return_visits: 2 })).toBe(20);
    expect(engagementScore({ ...none, time_on_site: 300 })).toBe(0);
    expect(engagementScore({ ...none, time_on_site: 301 })).toBe(10);
  });

  it('reaches exactly 100 with every rule', () => {
    expect(
      engagementScore({ ...none, chat_messages: 6, quote_requests: 1, return_visits: 2, time_on_site: 301 }),
    ).toBe(100);
  });

  it('stays within 0..100', () => {
    fc.assert(
      fc.property(behavior, (b) => {
        const score = engagementScore(b);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('leadTemperature', () => {
  it.each([
    [100, 'hot'],
    [80, 'hot'],
    [79, 'warm'],
    [50, 'warm'],
    [49, 'cold'],
    [0, 'cold'],
  ] as const)('%d → %s', (score, temperature) => {
    expect(leadTemperature(score)).toBe(temperature);
  });
});

describe('conversionLikelihood', () => {
  it('starts at 0.2 and adds each rule exactly', () => {
    expect(conversionLikelihood(none)).toBe(0.2);
    expect(conversionLikelihood({ ...none, quote_requests: 1 })).toBe(0.6);
    expect(conversionLikelihood({ ...none, chat_messages: 10 })).toBe(0.2);
    expect(conversionLikelihood({ ...none, chat_messages: 11 })).toBe(0.4);
    expect(conversionLikelihood({ ...none, return_visits: 2 })).toBe(0.2);
    expect(conversionLikelihood({ ...none, return_visits: 3 })).toBe(0.35);
    expect(conversionLikelihood({ ...none, referral_source: 'organic' })).toBe(0.25);
    expect(conversionLikelihood({ ...none, quote_requests: 1, return_visits: 3 })).toBe(0.75);
  });

  it('caps at 0.95', () => {
    expect(
      conversionLikelihood({
        ...none,
        quote_requests: 1,
        chat_messages: 11,
        return_visits: 3,
        referral_source: 'organic',
      }),
    ).toBe(0.95);
  });

  it('always has at most two decimals and lies in [0.2, 0.95]', () => {
    fc.assert(
      fc.property(behavior, (b) => {
        const p = conversionLikelihood(b);
        expect(p).toBeGreaterThanOrEqual(0.2);
        expect(p).toBeLessThanOrEqual(0.95);
        expect(Number(p.toFixed(2))).toBe(p);
      }),
    );
  });
});

describe('preferredChannel', () => {
  it('follows the spec order', () => {
    expect(preferredChannel({ ...none, chat_messages: 5, email_opens: 2 })).toBe('chat');
    expect(preferredChannel({ ...none, chat_messages: 4, email_opens: 2 })).toBe('email');
    expect(preferredChannel({ ...none, chat_messages: 12, email_opens: 6 })).toBe('email');
    expect(preferredChannel({ ...none, chat_messages: 13, email_opens: 6 })).toBe('chat');
    expect(preferredChannel({ ...none, email_opens: 5, chat_messages: 10, phone_inquiries: 1 })).toBe(
      'phone',
    );
    expect(preferredChannel({ ...none, phone_inquiries: 1 })).toBe('phone');
    expect(preferredChannel(none)).toBe('email');
  });
});

describe('buildEnhancedProfile', () => {
  it('combines the rules and stamps the given time', () => {
    const now = new Date('2025-03-01T12:00:00.000Z');
    expect(
      buildEnhancedProfile({ ...none, quote_requests: 1, chat_messages: 6, return_visits: 2 }, now),
    ).toEqual({
      engagement_score: 90,
      lead_temperature: 'hot',
      conversion_likelihood: 0.6,
      preferred_communication: 'chat',
      updated_at: '2025-03-01T12:00:00.000Z',
    });
  });
});

describe('constants', () => {
  it('match the specs (main-site §4 and §9, dashboard §9)', () => {
    expect(LEAD_TEMPERATURE_THRESHOLDS).toEqual({ hot: 80, warm: 50 });
    expect(ENGAGEMENT_SCORE_CAP).toBe(100);
    expect(CONVERSION_LIKELIHOOD_CAP).toBe(0.95);
  });

  it('keep the last 50 click, scroll and keydown events (dashboard §9)', () => {
    expect(BEHAVIOR_LOG_LIMIT).toBe(50);
    expect(BEHAVIOR_EVENT_TYPES).toEqual(['click', 'scroll', 'keydown']);
  });
});

describe('behaviourProfileFromStorage', () => {
  it('counts clicks, keeps visits, measures ms and detects organic referrals', () => {
    expect(BEHAVIOR_STORAGE_KEYS).toEqual({
      behaviorData: 'behavior_data',
      visitCount: 'visit_count',
      sessionStart: 'session_start',
    });
    const profile = behaviourProfileFromStorage({
      events: [{ type: 'click' }, { type: 'scroll' }, { type: 'click' }, { type: 'keydown' }],
      visitCount: 3,
      sessionStartMs: 1_000,
      nowMs: 61_000,
      referrer: 'https://www.Google.com/search?q=wraps',
    });
    expect(profile).toEqual({
      chat_messages: 2,
      quote_requests: 1,
      return_visits: 3,
      time_on_site: 60_000,
      referral_source: 'organic',
      email_opens: 0,
      phone_inquiries: 0,
    });
  });

  it('treats other referrers as direct and never goes negative', () => {
    const profile = behaviourProfileFromStorage({
      events: [],
      visitCount: Number.NaN,
      sessionStartMs: 5_000,
      nowMs: 1_000,
      referrer: '',
    });
    expect(profile.referral_source).toBe('direct');
    expect(profile.time_on_site).toBe(0);
    expect(profile.return_visits).toBe(0);
  });
});
