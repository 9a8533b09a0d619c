import Stripe from 'stripe';
import { PAYMENT_TOASTS } from '../../../domain/payments';
import type {
  CheckoutSessionRequest,
  CreatedCheckoutSession,
  PaymentGateway,
  RemoteCheckoutSession,
} from '../../features/payments';
import { AppError } from '../../lib/app-error';
import { createStripeClient, type StripeClientOptions } from './stripe-client';

const START_FAILED = PAYMENT_TOASTS.startFailed.description;
const VERIFY_FAILED = PAYMENT_TOASTS.verifyFailed.description;
const REFUND_FAILED = 'The refund could not be made at Stripe';

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const REMOTE_PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;
const REMOTE_STATUSES = ['open', 'complete', 'expired'] as const;

/** Stripe's session, reduced to what our records need. */
export function toRemoteSession(session: Stripe.Checkout.Session): RemoteCheckoutSession {
  return {
    // Stripe's enums are open (new values may appear); anything unknown counts as not paid / not closed.
    paymentStatus: REMOTE_PAYMENT_STATUSES.find((s) => s === session.payment_status) ?? 'unpaid',
    status: REMOTE_STATUSES.find((s) => s === session.status) ?? null,
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
  };
}

/** Metadata copied onto the session (and its subscription or payment intent) for reconciliation. */
function metadataOf(request: CheckoutSessionRequest): Record<string, string> {
  return {
    checkout_id: request.checkoutId,
    kind: request.kind,
    ...(request.planId ? { plan_id: request.planId } : {}),
    ...(request.quoteId ? { quote_id: request.quoteId } : {}),
    ...(request.businessName ? { business_name: request.businessName.slice(0, 500) } : {}),
  };
}

/**
 * A quote's own lines (the test checkout shows the same ones), when they can be Stripe's: each
 * positive and together exactly the amount charged; else null, and the quote is one line.
 */
function itemisedLines(
  request: CheckoutSessionRequest,
): Stripe.Checkout.SessionCreateParams.LineItem[] | null {
  const lines = request.lines ?? [];
  if (request.kind === 'subscription' || lines.length === 0) return null;
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (
    total !== request.amountCents ||
    lines.some((l) => !Number.isInteger(l.amountCents) || l.amountCents <= 0)
  )
    return null;
  return lines.map((line) => ({
    quantity: 1,
    price_data: {
      currency: request.currency,
      unit_amount: line.amountCents,
      product_data: { name: `${request.productName}: ${line.label}`.slice(0, 250) },
    },
  }));
}

export function buildSessionParams(request: CheckoutSessionRequest): Stripe.Checkout.SessionCreateParams {
  const metadata = metadataOf(request);
  const subscription = request.kind === 'subscription';
  return {
    mode: subscription ? 'subscription' : 'payment',
    line_items: itemisedLines(request) ?? [
      {
        quantity: 1,
        price_data: {
          currency: request.currency,
          unit_amount: request.amountCents,
          product_data: {
            name: request.productName,
            ...(request.description ? { description: request.description.slice(0, 500) } : {}),
          },
          ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    ...(request.email ? { customer_email: request.email } : {}),
    client_reference_id: request.checkoutId,
    metadata,
    ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

/** Stripe Checkout: hosted payment pages, completed by webhook (or by verify-payment asking). */
export function createStripeGateway(options: StripeClientOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  return {
    provider: 'stripe',

    async createCheckoutSession(request): Promise<CreatedCheckoutSession> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(buildSessionParams(request), {
          // One checkout id, one Stripe session, however often the SDK retries.
          idempotencyKey: `checkout-${request.checkoutId}`,
        });
      } catch (error) {
        throw new AppError('UPSTREAM_FAILED', START_FAILED, { cause: error });
      }
      if (!session.url) throw new AppError('UPSTREAM_FAILED', START_FAILED);
      return {
        providerSessionId: session.id,
        url: session.url,
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
      };
    },

    async retrieveSession(providerSessionId) {
      try {
        return toRemoteSession(await stripe.checkout.sessions.retrieve(providerSessionId));
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw new AppError('UPSTREAM_FAILED', VERIFY_FAILED, { cause: error });
      }
    },

    async refundPayment(request) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.providerPaymentId,
            amount: request.amountCents,
            reason: request.reason,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { status: 'refunded', providerRefundId: refund.id };
      } catch (error) {
        // Stripe's final word on this refund (already refunded, no such payment): asking again
        // changes nothing. Anything else (network, 5xx, rate limit) is worth another attempt.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { status: 'refused', reason: error.message };
        }
        throw new AppError('UPSTREAM_FAILED', REFUND_FAILED, { cause: error });
      }
    },
  };
}
