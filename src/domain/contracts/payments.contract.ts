import { z } from 'zod';
import type { CataloguePlanId } from '../plans';
import { defineRoute } from './route-contract';

// create-subscription's payload is `createSubscriptionSchema` in validation/checkout.ts (shared
// with the checkout form's rules); the other two payment functions are defined here.

/** `POST /api/functions/create-payment`: start paying one quote. */
export const createPaymentSchema = z.strictObject({
  quoteId: z.uuid({ error: 'Quote not found' }),
});
export type CreatePayment = z.infer<typeof createPaymentSchema>;

/** `POST /api/functions/verify-payment`: the success page asks whether its session was paid. */
export const verifyPaymentSchema = z.strictObject({
  sessionId: z
    .string({ error: 'Invalid session id' })
    .trim()
    .min(1, { error: 'Invalid session id' })
    .max(255, { error: 'Invalid session id' }),
});
export type VerifyPayment = z.infer<typeof verifyPaymentSchema>;

/** create-subscription and create-payment both answer with the address to send the browser to. */
export type CheckoutUrlResponse = { url: string };

export const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** verify-payment's answer: the spec reads payment_status; the rest feeds the success page. */
export type VerifyPaymentResponse = {
  payment_status: PaymentStatus;
  kind: 'subscription' | 'quote';
  quote_id: string | null;
  quote_number: string | null;
  plan_id: CataloguePlanId | null;
  /** Decimal string, e.g. "3456.00". */
  amount: string;
  currency: string;
  /** Same-origin path of the printable receipt; null until the session is paid, and for a duplicate. */
  receipt_url: string | null;
  /**
   * A plan's buyer and business as the checkout took them, so its confirmation can say where the
   * e-mail that sets the password went (the receipt of the same session shows them too); null for
   * a quote's payment, whose confirmation does not need them.
   */
  email: string | null;
  business_name: string | null;
  /**
   * Paid for a quote that another checkout had paid already: this payment does not count and is
   * refunded in full (the page says so instead of confirming a second order).
   */
  duplicate: boolean;
  /**
   * Who a quote was paid to (its workspace's business): the name its pages show and its own site,
   * where "Back to Home" leads (null when it has none). Null for a plan, sold by the platform.
   */
  seller: { name: string; site_url: string | null } | null;
};

export const checkoutSellerSchema = z.object({ name: z.string(), site_url: z.string().nullable() });

/**
 * `GET /api/payments/checkouts/:checkoutId/seller`: the business a quote's checkout pays, for
 * the canceled page its checkout returns to (that page has no paid session to verify). The id
 * is our checkout's random UUID, the key of the quote's pay link: only its recipient has it.
 */
export const checkoutSellerContract = defineRoute({
  method: 'GET',
  path: '/api/payments/checkouts/:checkoutId/seller',
  summary: "The business a quote's checkout pays, by the checkout's id (its canceled page names it)",
  tag: 'Payments',
  access: 'public',
  params: z.strictObject({ checkoutId: z.uuid({ error: 'Checkout not found' }) }),
  output: z.object({ seller: checkoutSellerSchema }),
});
