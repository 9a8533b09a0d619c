import type { CataloguePlanId } from '../../../domain/plans';
import { planById } from '../../../domain/plans';
import type { Executor } from '../../db/client';
import type { PaymentProvider } from '../../db/schema/payments';
import { recordPaidSubscription } from '../billing';
import { findOrCreateAccount, type ProvisionDeps, queueWelcomeEmail } from './provision-account.service';

export interface PaidPlanCheckout {
  checkoutSessionId: string;
  planId: CataloguePlanId;
  email: string;
  businessName: string;
  provider: PaymentProvider;
  providerSubscriptionId: string | null;
  /** Set when a signed-in owner started the checkout: the plan is for their workspace. */
  workspaceId: string | null;
  productName: string;
}

/**
 * A completed plan checkout becomes an account's plan, in the completion's transaction: the buyer's
 * account is found by e-mail or created with a workspace named after the business, the
 * subscription is linked to that workspace, and the welcome e-mail queued with the way in. A
 * replay finds the subscription recorded and does nothing more (no second e-mail).
 */
export async function provisionPaidPlan(
  deps: ProvisionDeps,
  tx: Executor,
  checkout: PaidPlanCheckout & { now: Date },
): Promise<{ workspaceId: string; recorded: boolean }> {
  const account = checkout.workspaceId
    ? null
    : await findOrCreateAccount(tx, {
        email: checkout.email,
        name: null,
        businessName: checkout.businessName,
        now: checkout.now,
      });
  const workspaceId = checkout.workspaceId ?? account!.workspaceId;
  const recorded = await recordPaidSubscription(tx, {
    workspaceId,
    planId: checkout.planId,
    email: checkout.email,
    businessName: checkout.businessName,
    provider: checkout.provider,
    providerSubscriptionId: checkout.providerSubscriptionId,
    checkoutSessionId: checkout.checkoutSessionId,
  });
  if (!recorded) return { workspaceId, recorded };
  const plan = planById(checkout.planId);
  await queueWelcomeEmail(tx, deps, {
    to: checkout.email,
    productName: checkout.productName,
    businessName: checkout.businessName,
    workspaceId,
    reason: {
      kind: 'plan',
      planName: plan?.name ?? checkout.planId,
      price: plan?.price ?? 0,
      testMode: checkout.provider === 'test',
    },
    account,
    now: checkout.now,
  });
  return { workspaceId, recorded };
}
