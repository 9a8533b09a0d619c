import { type CataloguePlanId, planById } from './plans';

// Which workspaces may run their agents, decided from their subscriptions alone (decision 017).
// Pure: the clock is passed in. The server enforces it where agents run (chat turn, widget, follow-up
// e-mails); the dashboard shows the same verdict with what to do about it.

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A free trial lasts this long from sign-up; no card is asked. */
export const TRIAL_DAYS = 14;
/** A failed renewal keeps the agents running this long (a banner asks the owner to pay). */
export const PAST_DUE_GRACE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the chat and the widget answer while a workspace may not run its agents. */
export const AGENTS_UNAVAILABLE_MESSAGE =
  'This chat is not available right now. Please contact the business directly.';

export interface SubscriptionFacts {
  planId: CataloguePlanId | null;
  status: SubscriptionStatus;
  /** Set on a free trial: when it ends. */
  trialEndsAt: Date | null;
  /** Set while past_due: when the first failed payment was reported. */
  pastDueSince: Date | null;
  createdAt: Date;
}

export type BillingState =
  /** No subscription at all: the platform demo, preview agents, and workspaces made before billing. */
  | 'none'
  | 'trialing'
  | 'trial_ended'
  | 'active'
  /** A renewal failed; still running until the grace period ends. */
  | 'past_due'
  /** The grace period is over and the payment is still missing. */
  | 'past_due_expired'
  | 'canceled'
  | 'incomplete';

/** Running or not, and why. */
export interface AgentAccess {
  state: BillingState;
  canRun: boolean;
  /** The subscription the verdict comes from; null for 'none'. */
  subscription: SubscriptionFacts | null;
  /** Until when the agents run without anything changing (trial end, grace end); null: no end known. */
  runsUntil: Date | null;
}

export function trialEndFrom(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

export function graceEndOf(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/** Whole days left until `end`, counting a started day as a day (14 at the start of a trial, 0 once over). */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** One subscription's verdict at `now`. */
export function accessOf(subscription: SubscriptionFacts, now: Date): AgentAccess {
  const verdict = (state: BillingState, canRun: boolean, runsUntil: Date | null = null): AgentAccess => ({
    state,
    canRun,
    subscription,
    runsUntil,
  });
  switch (subscription.status) {
    case 'active':
      return verdict('active', true);
    case 'trialing': {
      const end = subscription.trialEndsAt;
      // A trial without an end cannot be told apart from a free plan: it does not run.
      if (!end || end <= now) return verdict('trial_ended', false, end);
      return verdict('trialing', true, end);
    }
    case 'past_due': {
      const end = graceEndOf(subscription.pastDueSince ?? subscription.createdAt);
      return end > now ? verdict('past_due', true, end) : verdict('past_due_expired', false, end);
    }
    case 'canceled':
      return verdict('canceled', false);
    case 'incomplete':
      return verdict('incomplete', false);
  }
}

/** Which verdict speaks for the workspace when it has several subscriptions (a trial, then a plan). */
const PRECEDENCE: Record<BillingState, number> = {
  active: 0,
  past_due: 1,
  trialing: 2,
  past_due_expired: 3,
  incomplete: 4,
  canceled: 5,
  trial_ended: 6,
  none: 7,
};

/**
 * May the workspace run its agents at `now`? Any subscription that lets it run is enough (a paid
 * plan bought during a trial, a new plan after a canceled one); with several, the one that gives
 * the most (then the newest) is shown. A workspace with no subscription at all runs: that is the
 * platform demo, the preview agents and workspaces made before plans were sold; every account made
 * since starts with a trial or a plan.
 */
export function workspaceAccess(subscriptions: readonly SubscriptionFacts[], now: Date): AgentAccess {
  if (subscriptions.length === 0) return { state: 'none', canRun: true, subscription: null, runsUntil: null };
  const verdicts = subscriptions.map((s) => accessOf(s, now));
  verdicts.sort(
    (a, b) =>
      PRECEDENCE[a.state] - PRECEDENCE[b.state] ||
      (b.subscription?.createdAt.getTime() ?? 0) - (a.subscription?.createdAt.getTime() ?? 0),
  );
  return verdicts[0]!;
}

/**
 * The status a provider's report moves a subscription to. Canceled is final (Stripe never revives a
 * canceled subscription, and its events can arrive out of order), so a late 'active' or 'past_due'
 * about a canceled subscription changes nothing.
 */
export function nextSubscriptionStatus(
  current: SubscriptionStatus,
  reported: SubscriptionStatus,
): SubscriptionStatus {
  return current === 'canceled' ? 'canceled' : reported;
}

/** When the subscription counts as past due from: kept from the first report, cleared on any other status. */
export function nextPastDueSince(
  options: { status: SubscriptionStatus; pastDueSince: Date | null },
  now: Date,
): Date | null {
  if (options.status !== 'past_due') return null;
  return options.pastDueSince ?? now;
}

export type BillingTone = 'info' | 'success' | 'warning' | 'danger';

/** What the dashboard says about the workspace's plan, and what the owner can do. */
export interface BillingNotice {
  tone: BillingTone;
  title: string;
  message: string;
  /** The main site's path of the next step (plans, or the chosen plan's checkout); null: nothing to do. */
  actionPath: string | null;
  actionLabel: string | null;
}

/** "March 15, 2026" (UTC): how billing dates read in the dashboard and e-mails. */
export const formatBillingDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function checkoutPathOf(planId: CataloguePlanId | null): string {
  return planId ? `/checkout/${planId}` : '/#pricing';
}

/** The dashboard's words for a verdict (the plan named, days counted from the stored end). */
export function billingNotice(access: AgentAccess, now: Date): BillingNotice {
  const plan = access.subscription?.planId ? planById(access.subscription.planId) : undefined;
  const planName = plan?.name ?? 'a plan';
  const choose = {
    actionPath: checkoutPathOf(access.subscription?.planId ?? null),
    actionLabel: 'Choose a plan',
  };
  switch (access.state) {
    case 'none':
      return {
        tone: 'info',
        title: 'No plan',
        message: 'This workspace has no subscription. Your agents run as they are.',
        actionPath: '/#pricing',
        actionLabel: 'See plans',
      };
    case 'trialing': {
      const left = daysLeft(access.runsUntil!, now);
      return {
        tone: 'info',
        title: `Free trial: ${left} ${left === 1 ? 'day' : 'days'} left`,
        message: `Your trial ends on ${formatBillingDate(access.runsUntil!)}. Choose ${planName} before then to keep your agents answering.`,
        ...choose,
        actionLabel: plan ? `Subscribe to ${plan.name}` : 'Choose a plan',
      };
    }
    case 'trial_ended':
      return {
        tone: 'danger',
        title: 'Your free trial has ended',
        message:
          'Your agents are paused: the chat on your site says it is not available. Choose a plan to switch them back on.',
        ...choose,
      };
    case 'active':
      // The plan, not the agents: whether an agent exists and answers is the setup card's to say
      // (from the workspace's agents), and a plan bought a minute ago has none yet.
      return {
        tone: 'success',
        title: plan ? `${plan.name} plan: active` : 'Your plan: active',
        message: plan ? `$${plan.price} a month.` : 'Your subscription is paid up.',
        actionPath: null,
        actionLabel: null,
      };
    case 'past_due':
      return {
        tone: 'warning',
        title: 'Your last payment failed',
        message: `Your agents keep running until ${formatBillingDate(access.runsUntil!)}. Pay the open invoice your payment provider e-mailed you, or update your card there, before then.`,
        actionPath: null,
        actionLabel: null,
      };
    case 'past_due_expired':
      return {
        tone: 'danger',
        title: 'Payment missing: your agents are paused',
        message:
          'The renewal was not paid within the grace period. Pay the open invoice or start a new subscription to switch them back on.',
        ...choose,
      };
    case 'canceled':
      return {
        tone: 'danger',
        title: 'Your subscription was canceled',
        message:
          'Your agents are paused: the chat on your site says it is not available. Subscribe again to switch them back on.',
        ...choose,
      };
    case 'incomplete':
      return {
        tone: 'warning',
        title: 'Your subscription is not paid yet',
        message: 'The first payment has not gone through. Your agents start once it does.',
        actionPath: null,
        actionLabel: null,
      };
  }
}
