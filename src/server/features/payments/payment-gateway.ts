import type { CheckoutLine } from '../../../domain/checkout-lines';
import type { CataloguePlanId } from '../../../domain/plans';
import type { CheckoutKind, CheckoutPaymentStatus, PaymentProvider } from '../../db/schema/payments';

/** What a checkout asks the provider for; amounts are integer cents (never float dollars). */
export interface CheckoutSessionRequest {
  /** Our checkout_sessions.id, chosen before the provider is called so it can go into metadata. */
  checkoutId: string;
  kind: CheckoutKind;
  planId: CataloguePlanId | null;
  quoteId: string | null;
  /** Shown on the provider's page: the plan name, or "Quote Q-2026-0001". */
  productName: string;
  description: string | null;
  amountCents: number;
  /** A quote's lines (quoteCheckoutLines: they add up to amountCents); none for a plan. */
  lines?: CheckoutLine[];
  currency: 'usd';
  email: string | null;
  businessName: string | null;
  /** A trusted origin of ours (see return-urls.ts); the built-in checkout page is served there. */
  origin: string;
  /** Carries CHECKOUT_SESSION_ID_PLACEHOLDER, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckoutSession {
  providerSessionId: string;
  /** Where the browser goes to pay. */
  url: string;
  /** When the provider stops accepting payment on it; null when it never expires on its own. */
  expiresAt: Date | null;
}

/** The provider's view of a session, read when its webhook may not have arrived yet. */
export interface RemoteCheckoutSession {
  paymentStatus: CheckoutPaymentStatus;
  status: 'open' | 'complete' | 'expired' | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
}

/** A refund asked of the provider: all of one payment, made once however often it is asked. */
export interface RefundRequest {
  /** The provider's payment id (Stripe's payment intent, pi_...). */
  providerPaymentId: string;
  amountCents: number;
  /** The same key for every attempt at one refund, so retries never refund twice. */
  idempotencyKey: string;
  /** Why, in the provider's words ('duplicate': the quote was paid already). */
  reason: 'duplicate';
  metadata: Record<string, string>;
}

/** Done, or refused for good (already refunded, unknown payment): a person must look then. */
export type RefundResult =
  | { status: 'refunded'; providerRefundId: string | null }
  | { status: 'refused'; reason: string };

/**
 * A payment provider, chosen once at boot from the environment (select-payment-gateway.ts):
 * Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CreatedCheckoutSession>;
  /** Null when the provider does not know the id, or keeps no state of its own (test checkout). */
  retrieveSession(providerSessionId: string): Promise<RemoteCheckoutSession | null>;
  /** Gives the money of one payment back. Throws when the provider could not be reached (retry). */
  refundPayment(request: RefundRequest): Promise<RefundResult>;
}
