import { describe, expect, it } from 'vitest';
import { behaviourProfileFromText } from './behaviour-profile';

const NOW = 1_735_725_600_000;

describe('behaviourProfileFromText', () => {
  it('counts stored clicks, visits and time on site', () => {
    const profile = behaviourProfileFromText(
      {
        behaviorData: JSON.stringify([{ type: 'click' }, { type: 'scroll' }, { type: 'click' }]),
        visitCount: '3',
        sessionStart: String(NOW - 45_000),
      },
      { nowMs: NOW, referrer: 'https://www.google.com/' },
    );
    expect(profile).toEqual({
      chat_messages: 2,
      quote_requests: 1,
      return_visits: 3,
      time_on_site: 45_000,
      referral_source: 'organic',
      email_opens: 0,
      phone_inquiries: 0,
    });
  });

  it('accepts a session start stored as a date string', () => {
    const profile = behaviourProfileFromText(
      { behaviorData: null, visitCount: null, sessionStart: new Date(NOW - 1000).toISOString() },
      { nowMs: NOW, referrer: '' },
    );
    expect(profile.time_on_site).toBe(1000);
    expect(profile.referral_source).toBe('direct');
  });

  it('treats missing or malformed storage as nothing, never as a huge time on site', () => {
    for (const stored of [
      { behaviorData: null, visitCount: null, sessionStart: null },
      { behaviorData: '{oops', visitCount: 'many', sessionStart: 'yesterday-ish' },
      { behaviorData: '{"type":"click"}', visitCount: '-4', sessionStart: '' },
    ]) {
      expect(behaviourProfileFromText(stored, { nowMs: NOW, referrer: '' })).toMatchObject({
        chat_messages: 0,
        return_visits: 0,
        time_on_site: 0,
      });
    }
  });

  it('keeps every figure inside the contract bounds', () => {
    const profile = behaviourProfileFromText(
      { behaviorData: null, visitCount: '99999999999', sessionStart: '1' },
      { nowMs: NOW, referrer: '' },
    );
    expect(profile.return_visits).toBe(1_000_000);
    expect(profile.time_on_site).toBe(1e10);
  });
});
