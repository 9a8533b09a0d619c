import type Stripe from 'stripe';
import type { SubscriptionStatus } from '../../../domain/billing';
import type { Database } from '../../db/client';
import { toRemoteSession } from '../../integrations/stripe/stripe-gateway';
import type { Logger } from '../../lib/logger';
import { applyProviderSubscriptionStatus } from '../billing';
import { completeCheckout, type PaymentDeps } from './complete-checkout';
import { closeOpenCheckout, recordWebhookEvent } from './payments.repository';

/** The subscription an invoice bills (API 2025-03 and later: under parent.subscription_details). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

export type StripeEventOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Stripe's subscription statuses in ours; anything not being paid for is past_due (its grace period
 * then decides, decision 017). A trial at Stripe has a card on file: a paid plan, so active; our
 * own card-less trials never come from Stripe.
 */
export function subscriptionStatusFromStripe(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    case 'incomplete':
      return 'incomplete';
    default:
      // past_due, unpaid, paused
      return 'past_due';
  }
}

/**
 * Applies one verified Stripe event. The event id is recorded in webhook_events in the same
 * transaction as its effects: a replay (Stripe retries, an attacker resending a captured
 * request) finds the id and changes nothing, and a failure rolls both back so Stripe's retry
 * is processed in full.
 */
export async function processStripeEvent(
  deps: { db: Database; logger: Logger } & PaymentDeps,
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  return deps.db.transaction(async (tx) => {
    const fresh = await recordWebhookEvent(tx, {
      provider: 'stripe',
      id: event.id,
      type: event.type,
      payload: event as unknown as Record<string, unknown>,
    });
    if (!fresh) return 'duplicate';

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const remote = toRemoteSession(event.data.object);
        // A delayed payment method completes the session unpaid; async_payment_succeeded follows.
        if (remote.paymentStatus !== 'paid') return 'processed';
        const result = await completeCheckout(tx, {
          providerSessionId: event.data.object.id,
          now: deps.clock(),
          providerSubscriptionId: remote.subscriptionId,
          providerPaymentId: remote.paymentIntentId,
          deps,
        });
        if (result.outcome === 'not-found') {
          // A session created outside this app on the same Stripe account: nothing of ours to update.
          deps.logger.warn({ eventId: event.id, sessionId: event.data.object.id }, 'stripe session unknown');
          return 'ignored';
        }
        return 'processed';
      }
      case 'checkout.session.expired':
        await closeOpenCheckout(tx, {
          providerSessionId: event.data.object.id,
          provider: 'stripe',
          status: 'expired',
        });
        return 'processed';
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const reported =
          event.type === 'customer.subscription.deleted'
            ? 'canceled'
            : subscriptionStatusFromStripe(subscription.status);
        const applied = await applyProviderSubscriptionStatus(tx, {
          providerSubscriptionId: subscription.id,
          reported,
          now: deps.clock(),
        });
        return applied === 'updated' ? 'processed' : 'ignored';
      }
      case 'invoice.payment_failed': {
        // A renewal that did not go through: past due from now (the grace period starts once).
        const subscriptionId = invoiceSubscriptionId(event.data.object);
        if (!subscriptionId) return 'ignored';
        const applied = await applyProviderSubscriptionStatus(tx, {
          providerSubscriptionId: subscriptionId,
          reported: 'past_due',
          now: deps.clock(),
        });
        return applied === 'updated' ? 'processed' : 'ignored';
      }
      default:
        return 'ignored';
    }
  });
}
