// Payment texts and paths shared by the server and the pages, without the validation library.

export const PAYMENT_MESSAGES = {
  unknownPlan: 'Unknown plan',
  quoteNotFound: 'Quote not found',
  quoteNotPayable: 'This quote can no longer be paid',
  amountOutOfRange: 'Invalid quote amount',
  sessionNotFound: 'Payment session not found',
  quoteAlreadyPaid: 'This quote has already been paid. Nothing was charged this time.',
  quoteChanged:
    'This quote has changed since this checkout was started. Please start a new checkout for its current total.',
  duplicateRefunded:
    'This quote had already been paid, so this second payment is not counted: it is refunded in full to the card it came from.',
} as const;

/** Analytics event of a payment that arrived for a quote already paid (it is refunded, not counted). */
export const DUPLICATE_PAYMENT_EVENT = 'payment_duplicate';

export const PAYMENT_TOASTS = {
  startFailed: { title: 'Payment Error', description: 'Failed to start payment process' },
  started: { title: 'Payment Started' },
  verifyFailed: { title: 'Verification Error', description: 'Unable to verify payment status' },
  paid: { title: 'Payment Successful!', description: 'Your order has been confirmed.' },
} as const;

/** Server-rendered pages of the payments feature (outside /api so the browser navigates to them). */
export const TEST_CHECKOUT_PATH = '/test-checkout';
export const RECEIPT_PATH = '/receipt';
/**
 * A quote's pay link (our checkout row's id after it): opens the quote's checkout, or a fresh one
 * when that one was left or expired, until the quote is paid. E-mails and chats keep this address.
 */
export const PAY_LINK_PATH = '/pay';

export function payLinkPath(checkoutId: string): string {
  return `${PAY_LINK_PATH}/${encodeURIComponent(checkoutId)}`;
}
/** Stripe's placeholder, replaced by the real session id in the success URL. */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** Where a checkout returns the browser (pages of the web app); query: session_id, quote_id. */
export const PAYMENT_SUCCESS_PATH = '/payment-success';
export const PAYMENT_CANCELED_PATH = '/payment-canceled';
