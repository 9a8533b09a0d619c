import type { Executor } from '../../db/client';
import { type SchedulerDeps, scheduleUpsellOffer } from '../automations/automation-timers';
import {
  approvePaidQuote,
  type CheckoutRow,
  insertPaymentOnce,
  insertSubscriptionOnce,
  lockCheckoutByProviderSessionId,
  markCheckoutPaid,
} from './payments.repository';

export interface CompleteCheckoutInput {
  providerSessionId: string;
  now: Date;
  /** Stripe's subscription id (sub_...) for a subscription checkout. */
  providerSubscriptionId?: string | null;
  /** Stripe's payment intent id (pi_...) for a one-off payment. */
  providerPaymentId?: string | null;
  /**
   * The test checkout's Pay button must not revive a session the visitor canceled. Stripe's word
   * that money moved is final, so its callers leave this off.
   */
  onlyIfOpen?: boolean;
  /** Arms the upsell e-mail of a quote this payment approves, in the same transaction. */
  automations?: SchedulerDeps;
}

export type CompleteCheckoutResult =
  | { outcome: 'completed'; checkout: CheckoutRow }
  | { outcome: 'already-completed'; checkout: CheckoutRow }
  | { outcome: 'not-open'; checkout: CheckoutRow }
  | { outcome: 'not-found' };

/**
 * The one way a checkout becomes paid, whoever reports it: Stripe's checkout.session.completed
 * webhook, verify-payment finding a paid session at Stripe before the webhook came, or the
 * built-in test checkout's Pay button. One transaction; the session row is locked first, so a
 * webhook and verify-payment racing complete it once and the loser sees 'already-completed'.
 * The unique checkout_session_id on payments and subscriptions guards replays a second time.
 * Given a transaction it runs in a savepoint, so a webhook's de-duplication row commits with it.
 */
export async function completeCheckout(
  db: Executor,
  input: CompleteCheckoutInput,
): Promise<CompleteCheckoutResult> {
  return db.transaction(async (tx) => {
    const checkout = await lockCheckoutByProviderSessionId(tx, input.providerSessionId);
    if (!checkout) return { outcome: 'not-found' };
    if (checkout.paymentStatus === 'paid') return { outcome: 'already-completed', checkout };
    if (input.onlyIfOpen && checkout.status !== 'open') return { outcome: 'not-open', checkout };

    const completed = await markCheckoutPaid(tx, { id: checkout.id, now: input.now });
    if (checkout.kind === 'quote' && checkout.quoteId) {
      await insertPaymentOnce(tx, {
        checkoutSessionId: checkout.id,
        quoteId: checkout.quoteId,
        amount: checkout.amount,
        currency: checkout.currency,
        provider: checkout.provider,
        providerPaymentId: input.providerPaymentId ?? null,
      });
      // Paying a quote accepts it. The change to 'approved' is what automations react to (the
      // spec's 'quote_accepted' pipeline sync, the upsell e-mail 24 h later): they watch the
      // quote's status, not the payments table, so this transition must happen here and only once.
      const approved = await approvePaidQuote(tx, checkout.quoteId);
      if (approved && input.automations) {
        await scheduleUpsellOffer(input.automations, { tx, quoteId: checkout.quoteId });
      }
    } else if (checkout.kind === 'subscription' && checkout.planId) {
      await insertSubscriptionOnce(tx, {
        workspaceId: checkout.workspaceId,
        planId: checkout.planId,
        email: checkout.email,
        businessName: checkout.businessName ?? '',
        provider: checkout.provider,
        providerSubscriptionId: input.providerSubscriptionId ?? null,
        checkoutSessionId: checkout.id,
        status: 'active',
      });
    }
    return { outcome: 'completed', checkout: completed };
  });
}
