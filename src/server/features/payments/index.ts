// What other features may use of payments (DESIGN.md §2 rule 1).

export { checkoutSellerRoutes } from './checkout-seller.routes';
export type { PaymentDeps, QuotePaidEffects } from './complete-checkout';
export { paymentJobHandlers } from './duplicate-payment.service';
export type {
  CheckoutSessionRequest,
  CreatedCheckoutSession,
  PaymentGateway,
  RemoteCheckoutSession,
} from './payment-gateway';
export {
  createPaymentFunction,
  createSubscriptionFunction,
  PAYMENT_FUNCTIONS,
  verifyPaymentFunction,
} from './payments.functions';
export { refundDuplicatePaymentJob } from './payments.jobs';
export type { QuoteSummary } from './payments.repository';
export { PAYMENT_PAGES_RATE_LIMIT, paymentRoutes } from './payments.routes';
export { quotePayLink, startQuoteCheckout } from './payments.service';
export { checkoutOrigin } from './return-urls';
export { selectPaymentGateway } from './select-payment-gateway';
export { payTestCheckout } from './test-checkout.service';
