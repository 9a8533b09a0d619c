import { type Context, Hono } from 'hono';
import { brandKeyFromHost } from '../../../domain/brands';
import { brandIdentity } from '../../../domain/business-identity';
import { PAY_LINK_PATH, PAYMENT_MESSAGES, RECEIPT_PATH, TEST_CHECKOUT_PATH } from '../../../domain/payments';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { StripeSignatureError, verifyStripeWebhook } from '../../integrations/stripe/stripe-client';
import { AppError } from '../../lib/app-error';
import { forgetAgentAccess } from '../billing';
import type { RateRule } from '../rate-limit';
import { limitByClientAddress } from '../rate-limit';
import { loadBusinessIdentity } from '../workspace-settings';
import { followQuotePayLink } from './pay-link.service';
import { renderPaymentMessagePage, renderReceiptPage, renderTestCheckoutPage } from './payment-pages';
import { findPaidCheckoutDetails, sellerOfCheckout } from './payments.service';
import { processStripeEvent } from './stripe-webhook.service';
import {
  cancelTestCheckout,
  findTestCheckoutDetails,
  payTestCheckout,
  renewTestCheckout,
  type TestCheckoutAnswer,
} from './test-checkout.service';

export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

export const STRIPE_WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe webhooks are not configured on this server: set STRIPE_WEBHOOK_SECRET.',
  missingSignature: 'Missing Stripe-Signature header.',
  invalidSignature: 'Invalid Stripe webhook signature.',
  staleSignature: 'Stripe webhook timestamp is outside the tolerance window.',
} as const;

const CHECKOUT_NOT_FOUND = {
  title: 'Checkout not found',
  message: 'This checkout does not exist or is no longer available. Please start again from the site.',
};
const PAY_LINK_NOT_FOUND = {
  title: 'Payment link not found',
  message:
    'This payment link does not exist. Please use the link in your quote e-mail, or ask the business for a new one.',
};
const DUPLICATE_NOT_A_RECEIPT = { title: 'Payment refunded', message: PAYMENT_MESSAGES.duplicateRefunded };
const RECEIPT_NOT_FOUND = {
  title: 'Receipt not found',
  message: 'There is no receipt here: the payment does not exist or has not been completed yet.',
};

/**
 * Per client address, for the test checkout's page and buttons and for receipts: a buyer opens
 * a few; a script trying session ids is stopped.
 */
export const PAYMENT_PAGES_RATE_LIMIT: RateRule = { name: 'payments.pages', limit: 60, windowSeconds: 600 };

/** Pages that carry a session id in their address: never cached, never indexed. */
function privatePage(c: Context) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
}

/**
 * The payments feature's HTTP surface besides its three functions: the built-in test checkout
 * (page, Pay, Cancel), the printable receipt and Stripe's webhook. Mounted at the root, before
 * the JSON 404 for /api and the single-page app's fallback.
 */
export function paymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const limited = limitByClientAddress(deps, PAYMENT_PAGES_RATE_LIMIT, {
    page: (c, message) => {
      privatePage(c);
      return c.html(renderPaymentMessagePage({ title: 'Too many requests', message }), 429);
    },
  });

  // A quote's pay link, as e-mails and chats keep it: to its checkout, or a fresh one.
  app.get(`${PAY_LINK_PATH}/:checkoutId`, limited, async (c) => {
    privatePage(c);
    const to = await followQuotePayLink(deps, c.req.param('checkoutId'));
    if (!to) return c.html(renderPaymentMessagePage(PAY_LINK_NOT_FOUND), 404);
    if ('refused' in to) return c.html(renderPaymentMessagePage(to.refused), 409);
    return c.redirect(to.redirect, 303);
  });

  app.get(`${TEST_CHECKOUT_PATH}/:id`, limited, async (c) => {
    privatePage(c);
    const details = await findTestCheckoutDetails(deps, c.req.param('id'));
    if (!details) return c.html(renderPaymentMessagePage(CHECKOUT_NOT_FOUND), 404);
    return c.html(renderTestCheckoutPage(details, await sellerOfCheckout(deps, details.checkout)));
  });

  const answer = (c: Context, to: TestCheckoutAnswer | null) => {
    if (!to) return c.html(renderPaymentMessagePage(CHECKOUT_NOT_FOUND), 404);
    if ('refused' in to) return c.html(renderPaymentMessagePage(to.refused), 409);
    return c.redirect(to.redirect, 303);
  };

  app.post('/api/payments/test-checkout/:id/pay', limited, async (c) =>
    answer(c, await payTestCheckout(deps, c.req.param('id'))),
  );

  // An expired session's "Start a new checkout".
  app.post('/api/payments/test-checkout/:id/renew', limited, async (c) =>
    answer(c, await renewTestCheckout(deps, c.req.param('id'))),
  );

  app.post('/api/payments/test-checkout/:id/cancel', limited, async (c) => {
    const to = await cancelTestCheckout(deps, c.req.param('id'));
    if (!to) return c.html(renderPaymentMessagePage(CHECKOUT_NOT_FOUND), 404);
    return c.redirect(to, 303);
  });

  app.get(`${RECEIPT_PATH}/:sessionId`, limited, async (c) => {
    privatePage(c);
    const details = await findPaidCheckoutDetails(deps, c.req.param('sessionId'));
    if (!details) return c.html(renderPaymentMessagePage(RECEIPT_NOT_FOUND), 404);
    if (details.duplicate) return c.html(renderPaymentMessagePage(DUPLICATE_NOT_A_RECEIPT), 404);
    // A quote is sold by its workspace's business; a plan by the platform, in the host's brand
    // as this deployment configured it.
    const brandKey = brandKeyFromHost(c.req.header('host') ?? '');
    const seller =
      details.quote && details.checkout.workspaceId
        ? await loadBusinessIdentity(deps.db, {
            workspaceId: details.checkout.workspaceId,
            platformSiteUrl: deps.env.publicUrl,
            brands: deps.env.brands,
            fallbackBrandKey: brandKey,
          })
        : brandIdentity(deps.env.brands[brandKey], { siteUrl: deps.env.publicUrl });
    return c.html(renderReceiptPage(details, seller));
  });

  // Stripe posts without an Origin header, so the API's origin check lets it through; the
  // signature is what authenticates it.
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new AppError('UNAVAILABLE', STRIPE_WEBHOOK_MESSAGES.notConfigured);
    // The exact bytes Stripe signed, read before anything parses them.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    let event: ReturnType<typeof verifyStripeWebhook>;
    try {
      event = verifyStripeWebhook({
        rawBody,
        signature: c.req.header('stripe-signature'),
        secret,
        receivedAt: deps.clock().getTime(),
      });
    } catch (error) {
      if (!(error instanceof StripeSignatureError)) throw error;
      deps.logger.warn({ problem: error.problem, reason: error.message }, 'stripe webhook refused');
      const message =
        error.problem === 'missing'
          ? STRIPE_WEBHOOK_MESSAGES.missingSignature
          : error.problem === 'stale'
            ? STRIPE_WEBHOOK_MESSAGES.staleSignature
            : STRIPE_WEBHOOK_MESSAGES.invalidSignature;
      throw new AppError('BAD_REQUEST', message);
    }
    const outcome = await processStripeEvent(deps, event);
    // A plan started or changed status: this process stops answering from what it had read.
    if (outcome === 'processed') forgetAgentAccess(deps.db);
    if (outcome === 'duplicate') return c.json({ received: true, duplicate: true });
    if (outcome === 'ignored') return c.json({ received: true, ignored: true });
    return c.json({ received: true });
  });

  return app;
}
