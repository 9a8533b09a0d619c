import {
  billingNotice,
  daysLeft,
  nextPastDueSince,
  nextSubscriptionStatus,
  type SubscriptionStatus,
  trialEndFrom,
  workspaceAccess,
} from '../../../domain/billing';
import type { BillingSummary } from '../../../domain/contracts/billing.contract';
import { type CataloguePlanId, planById } from '../../../domain/plans';
import type { Executor } from '../../db/client';
import type { PaymentProvider } from '../../db/schema/payments';
import {
  insertPaidSubscriptionOnce,
  insertTrialOnce,
  listSubscriptionFacts,
  lockSubscriptionByProviderId,
  updateSubscriptionStatus,
} from './billing.repository';

/**
 * A workspace's free trial: TRIAL_DAYS from `now`, no card. One per workspace, ever: false when it
 * had one (a second sign-up or "Start free trial" does not start the clock again).
 */
export async function startTrial(
  tx: Executor,
  options: {
    workspaceId: string;
    planId: CataloguePlanId | null;
    email: string;
    businessName: string;
    now: Date;
  },
): Promise<boolean> {
  return insertTrialOnce(tx, {
    workspaceId: options.workspaceId,
    planId: options.planId,
    email: options.email,
    businessName: options.businessName,
    trialEndsAt: trialEndFrom(options.now),
    at: options.now,
  });
}

/** A completed plan checkout's subscription, linked to its workspace; false on a replay. */
export async function recordPaidSubscription(
  tx: Executor,
  options: {
    workspaceId: string;
    planId: CataloguePlanId;
    email: string;
    businessName: string;
    provider: PaymentProvider;
    providerSubscriptionId: string | null;
    checkoutSessionId: string;
  },
): Promise<boolean> {
  return insertPaidSubscriptionOnce(tx, { ...options, status: 'active' });
}

/**
 * The provider's word on a subscription (Stripe's subscription and invoice events). Canceled is
 * final; a renewal failing starts the grace period once; 'unknown' for a subscription not ours.
 */
export async function applyProviderSubscriptionStatus(
  tx: Executor,
  options: { providerSubscriptionId: string; reported: SubscriptionStatus; now: Date },
): Promise<'updated' | 'unknown'> {
  const row = await lockSubscriptionByProviderId(tx, options.providerSubscriptionId);
  if (!row) return 'unknown';
  const status = nextSubscriptionStatus(row.status, options.reported);
  const pastDueSince = nextPastDueSince({ status, pastDueSince: row.pastDueSince }, options.now);
  await updateSubscriptionStatus(tx, { id: row.id, status, pastDueSince, at: options.now });
  return 'updated';
}

/** The dashboard's billing card: the plan that speaks for the workspace, its status and what to do. */
export async function getBillingSummary(
  db: Executor,
  options: { workspaceId: string; now: Date },
): Promise<BillingSummary> {
  const access = workspaceAccess(await listSubscriptionFacts(db, options.workspaceId), options.now);
  const plan = access.subscription?.planId ? planById(access.subscription.planId) : undefined;
  const trial = access.state === 'trialing' || access.state === 'trial_ended';
  return {
    state: access.state,
    canRunAgents: access.canRun,
    plan: plan ? { id: plan.id, name: plan.name, price: plan.price } : null,
    trialEndsAt: trial ? (access.subscription?.trialEndsAt?.toISOString() ?? null) : null,
    trialDaysLeft: trial && access.runsUntil ? daysLeft(access.runsUntil, options.now) : null,
    runsUntil: access.runsUntil?.toISOString() ?? null,
    notice: billingNotice(access, options.now),
  };
}
