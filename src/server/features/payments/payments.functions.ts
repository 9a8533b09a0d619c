import {
  checkoutUrlOutputSchema,
  verifyPaymentOutputSchema,
} from '../../../domain/contracts/function-outputs';
import { createPaymentSchema, verifyPaymentSchema } from '../../../domain/contracts/payments.contract';
import { createSubscriptionSchema } from '../../../domain/validation/checkout';
import { defineFunction } from '../functions';
import { startQuoteCheckout, startSubscriptionCheckout, verifyPayment } from './payments.service';

/** `create-subscription` {planId, email, businessName, returnUrl} → {url}: checkout of a monthly plan. */
export const createSubscriptionFunction = defineFunction({
  name: 'create-subscription',
  summary: 'Start the checkout of a monthly plan; answers the address to send the browser to',
  output: checkoutUrlOutputSchema,
  input: createSubscriptionSchema,
  access: 'public',
  rateLimit: { name: 'payments.create-subscription', limit: 20, windowSeconds: 600 },
  handle: (ctx, input) => startSubscriptionCheckout(ctx.deps, { input, viewer: ctx.viewer }),
});

/** `create-payment` {quoteId} → {url}: checkout of a quote's total; the page's Origin is the return origin. */
export const createPaymentFunction = defineFunction({
  name: 'create-payment',
  summary: "Start the payment of a quote's total; answers the address of the checkout",
  output: checkoutUrlOutputSchema,
  input: createPaymentSchema,
  access: 'public',
  rateLimit: { name: 'payments.create-payment', limit: 20, windowSeconds: 600 },
  handle: (ctx, input) =>
    startQuoteCheckout(ctx.deps, { quoteId: input.quoteId, requestOrigin: ctx.c.req.header('origin') }),
});

/** `verify-payment` {sessionId} → VerifyPaymentResponse: asked by the payment-success page. */
export const verifyPaymentFunction = defineFunction({
  name: 'verify-payment',
  summary: 'The status of a checkout session, for the payment-success page',
  output: verifyPaymentOutputSchema,
  input: verifyPaymentSchema,
  access: 'public',
  rateLimit: { name: 'payments.verify-payment', limit: 120, windowSeconds: 600 },
  handle: (ctx, input) => verifyPayment(ctx.deps, { sessionId: input.sessionId }),
});

/** The feature's functions, in the order function-list.ts registers them (tests mount exactly these). */
export const PAYMENT_FUNCTIONS = [createSubscriptionFunction, createPaymentFunction, verifyPaymentFunction];
