import { describe, expect, it } from 'vitest';
import {
  accessOf,
  billingNotice,
  daysLeft,
  graceEndOf,
  nextPastDueSince,
  nextSubscriptionStatus,
  type SubscriptionFacts,
  TRIAL_DAYS,
  trialEndFrom,
  workspaceAccess,
} from './billing';

const T0 = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(T0.getTime() + n * 24 * 60 * 60 * 1000);

function sub(overrides: Partial<SubscriptionFacts>): SubscriptionFacts {
  return {
    planId: 'shopagent',
    status: 'active',
    trialEndsAt: null,
    pastDueSince: null,
    createdAt: T0,
    ...overrides,
  };
}

describe('trials', () => {
  it('last 14 days from their start, counted from the stored end', () => {
    expect(TRIAL_DAYS).toBe(14);
    const end = trialEndFrom(T0);
    expect(end.toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(daysLeft(end, T0)).toBe(14);
    expect(daysLeft(end, new Date(T0.getTime() + 1))).toBe(14);
    expect(daysLeft(end, days(13.5))).toBe(1);
    expect(daysLeft(end, end)).toBe(0);
    expect(daysLeft(end, days(20))).toBe(0);
  });

  it('run until their end and not a moment after', () => {
    const trial = sub({ status: 'trialing', trialEndsAt: trialEndFrom(T0), planId: null });
    expect(accessOf(trial, days(13))).toMatchObject({ state: 'trialing', canRun: true });
    expect(accessOf(trial, trialEndFrom(T0))).toMatchObject({ state: 'trial_ended', canRun: false });
    expect(accessOf(sub({ status: 'trialing', trialEndsAt: null }), T0).canRun).toBe(false);
  });
});

describe('which statuses may run agents', () => {
  it('active runs; canceled and incomplete do not', () => {
    expect(accessOf(sub({ status: 'active' }), T0)).toMatchObject({ state: 'active', canRun: true });
    expect(accessOf(sub({ status: 'canceled' }), T0)).toMatchObject({ state: 'canceled', canRun: false });
    expect(accessOf(sub({ status: 'incomplete' }), T0).canRun).toBe(false);
  });

  it('past_due keeps running for the grace period from the first failure, then stops', () => {
    const late = sub({ status: 'past_due', pastDueSince: T0 });
    expect(graceEndOf(T0)).toEqual(days(7));
    expect(accessOf(late, days(6.9))).toMatchObject({ state: 'past_due', canRun: true, runsUntil: days(7) });
    expect(accessOf(late, days(7))).toMatchObject({ state: 'past_due_expired', canRun: false });
  });

  it('a workspace with no subscription runs (demo, previews, accounts from before plans)', () => {
    expect(workspaceAccess([], T0)).toMatchObject({ state: 'none', canRun: true, subscription: null });
  });

  it('any subscription that runs is enough: a plan bought after the trial ended, or after a cancel', () => {
    const endedTrial = sub({ status: 'trialing', trialEndsAt: days(14), planId: null });
    const paid = sub({ status: 'active', createdAt: days(20) });
    expect(workspaceAccess([endedTrial], days(20)).canRun).toBe(false);
    expect(workspaceAccess([endedTrial, paid], days(20))).toMatchObject({ state: 'active', canRun: true });
    const canceled = sub({ status: 'canceled' });
    expect(workspaceAccess([canceled, endedTrial], days(20)).state).toBe('canceled');
    expect(workspaceAccess([canceled, paid], days(20)).state).toBe('active');
  });
});

describe('provider reports', () => {
  it('never revive a canceled subscription (events can arrive out of order)', () => {
    expect(nextSubscriptionStatus('canceled', 'active')).toBe('canceled');
    expect(nextSubscriptionStatus('active', 'past_due')).toBe('past_due');
    expect(nextSubscriptionStatus('past_due', 'active')).toBe('active');
  });

  it('keep the first failure as the start of the grace period, and clear it once paid', () => {
    expect(nextPastDueSince({ status: 'past_due', pastDueSince: null }, T0)).toEqual(T0);
    expect(nextPastDueSince({ status: 'past_due', pastDueSince: T0 }, days(3))).toEqual(T0);
    expect(nextPastDueSince({ status: 'active', pastDueSince: T0 }, days(3))).toBeNull();
  });
});

describe('billingNotice', () => {
  it('counts a trial down from its stored end and offers its plan', () => {
    const trial = sub({ status: 'trialing', trialEndsAt: days(14), planId: 'quoteagent' });
    const notice = billingNotice(workspaceAccess([trial], T0), T0);
    expect(notice.title).toBe('Free trial: 14 days left');
    expect(notice.actionPath).toBe('/checkout/quoteagent');
    expect(notice.actionLabel).toBe('Subscribe to QuoteAgent');
    expect(billingNotice(workspaceAccess([trial], days(13.2)), days(13.2)).title).toBe(
      'Free trial: 1 day left',
    );
  });

  it('tells a paused workspace what to do', () => {
    const ended = billingNotice(workspaceAccess([sub({ status: 'trialing', trialEndsAt: T0 })], T0), T0);
    expect(ended).toMatchObject({
      tone: 'danger',
      title: 'Your free trial has ended',
      actionLabel: 'Choose a plan',
    });
    const canceled = billingNotice(workspaceAccess([sub({ status: 'canceled' })], T0), T0);
    expect(canceled).toMatchObject({ tone: 'danger', actionPath: '/checkout/shopagent' });
    const late = billingNotice(workspaceAccess([sub({ status: 'past_due', pastDueSince: T0 })], T0), T0);
    expect(late.tone).toBe('warning');
    expect(late.message).toContain('March 8, 2026');
  });

  it('names an active plan and its price', () => {
    const notice = billingNotice(workspaceAccess([sub({ planId: 'shopagent-pro' })], T0), T0);
    expect(notice).toMatchObject({ tone: 'success', title: 'ShopAgent Pro plan: active', actionPath: null });
    expect(notice.message).toContain('$497 a month');
    // The plan says nothing of agents running: a new workspace has none yet.
    expect(notice.message).not.toMatch(/running/);
  });
});
