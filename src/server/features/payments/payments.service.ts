import { randomUUID } from 'node:crypto';
import type { BusinessIdentity } from '../../../domain/business-identity';
import { quoteCheckoutLines } from '../../../domain/checkout-lines';
import type { CheckoutUrlResponse, VerifyPaymentResponse } from '../../../domain/contracts/payments.contract';
import { PAYMENT_MESSAGES, payLinkPath, RECEIPT_PATH } from '../../../domain/payments';
import { planById } from '../../../domain/plans';
import type { CreateSubscription } from '../../../domain/validation/checkout';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../accounts';
import { loadBusinessIdentity } from '../workspace-settings';
import { completeCheckout } from './complete-checkout';
import type { CheckoutSessionRequest } from './payment-gateway';
import {
  type CheckoutDetails,
  closeOpenCheckout,
  findCheckoutDetails,
  findOpenQuoteCheckout,
  findQuoteForCheckout,
  insertCheckoutSession,
  lockQuoteCheckouts,
  type NewCheckoutRow,
} from './payments.repository';
import { payableQuoteCents } from './quote-payability';
import { cancelUrlFor, checkoutOrigin, successUrlFor } from './return-urls';
import { paymentGatewayOf } from './select-payment-gateway';

function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Starts the provider's checkout and returns its URL with our row for it, still to be written.
 * Provider first, then one insert: a failed provider call leaves no row behind, and a failed (or
 * skipped) insert leaves only an unused provider session, which expires on its own.
 */
async function startProviderCheckout(
  deps: AppDeps,
  request: CheckoutSessionRequest,
  // Our row's e-mail is never null: a quote's customer without one pays with the address the
  // provider's page asks for, and our row keeps an empty one.
  row: { workspaceId: string | null; email: string },
): Promise<{ url: string; values: NewCheckoutRow }> {
  const gateway = paymentGatewayOf(deps);
  const session = await gateway.createCheckoutSession(request);
  return {
    url: session.url,
    values: {
      id: request.checkoutId,
      provider: gateway.provider,
      providerSessionId: session.providerSessionId,
      kind: request.kind,
      planId: request.planId,
      quoteId: request.quoteId,
      workspaceId: row.workspaceId,
      email: row.email,
      businessName: request.businessName,
      amount: centsToDecimal(request.amountCents),
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      url: session.url,
      expiresAt: session.expiresAt,
    },
  };
}

/** create-subscription: a monthly plan at the plan's price, for the visitor on /checkout. */
export async function startSubscriptionCheckout(
  deps: AppDeps,
  options: { input: CreateSubscription; viewer: Viewer | null },
): Promise<CheckoutUrlResponse> {
  const { input } = options;
  // A signed-in owner's subscription belongs to their workspace; a new visitor has none yet.
  return startPlanCheckout(deps, {
    planId: input.planId,
    email: input.email,
    businessName: input.businessName,
    returnUrl: input.returnUrl,
    workspaceId: options.viewer?.workspaceIds[0] ?? null,
  });
}

/** A plan's checkout for an e-mail and business, returning to `returnUrl`'s origin if it is ours. */
export async function startPlanCheckout(
  deps: AppDeps,
  input: {
    planId: string;
    email: string;
    businessName: string;
    returnUrl: string | null;
    workspaceId: string | null;
  },
): Promise<CheckoutUrlResponse> {
  const plan = planById(input.planId);
  if (!plan) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.unknownPlan);
  const origin = checkoutOrigin(deps.env, input.returnUrl);
  const request: CheckoutSessionRequest = {
    checkoutId: randomUUID(),
    kind: 'subscription',
    planId: plan.id,
    quoteId: null,
    productName: plan.name,
    description: plan.description,
    amountCents: plan.price * 100,
    currency: 'usd',
    email: input.email,
    businessName: input.businessName,
    origin,
    successUrl: successUrlFor(origin, null),
    cancelUrl: cancelUrlFor(origin, null),
  };
  const { url, values } = await startProviderCheckout(deps, request, {
    workspaceId: input.workspaceId,
    email: input.email,
  });
  await insertCheckoutSession(deps.db, values);
  return { url };
}

/** An open checkout is handed out again only while the provider accepts it at least this long. */
export const CHECKOUT_REUSE_MARGIN_MS = 30 * 60 * 1000;

/** A quote's checkout at the provider: our row's id (its pay link's key) and where to pay. */
export interface QuoteCheckout {
  checkoutId: string;
  /** The provider's page (Stripe Checkout, or the built-in test checkout). */
  url: string;
  /** The origin of ours the checkout returns to, where its pay link is served too. */
  origin: string;
}

/**
 * The quote's total, paid once, at the provider. At Stripe every start (the quote e-mail, the
 * chat, a reminder, a second click) leads to the same open checkout while Stripe still accepts
 * it, so following two links does not charge the customer twice. No transaction is held while the
 * provider answers (a slow Stripe would hold pooled connections the chat needs): calls that raced
 * past the first check each start a session, and, one at a time under the quote's lock, the first
 * records its own and the rest hand out that one (theirs lapse unused).
 *
 * The built-in test checkout never hands an open session out again: paying one costs nothing, so
 * its unguessable id must reach only whoever started it, never anyone who merely knows the quote
 * id. A second test checkout of a paid quote is refused at Pay (completeCheckout), not charged.
 */
export async function openQuoteCheckout(
  deps: AppDeps,
  options: { quoteId: string; requestOrigin: string | undefined },
): Promise<QuoteCheckout> {
  const quote = await findQuoteForCheckout(deps.db, options.quoteId);
  if (!quote) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.quoteNotFound);
  const amountCents = payableQuoteCents(quote);
  const origin = checkoutOrigin(deps.env, options.requestOrigin);
  const successUrl = successUrlFor(origin, quote.id);
  const openCheckout = (db: Executor) =>
    findOpenQuoteCheckout(db, {
      quoteId: quote.id,
      provider: paymentGatewayOf(deps).provider,
      amount: centsToDecimal(amountCents),
      // A link made with no page behind it (a reminder e-mail) may return to any of our sites:
      // it takes the open checkout of the quote e-mail, wherever that was sent from.
      successUrl: options.requestOrigin ? successUrl : null,
      payableUntil: new Date(deps.clock().getTime() + CHECKOUT_REUSE_MARGIN_MS),
    });
  const reuse = paymentGatewayOf(deps).provider !== 'test';
  const open = reuse ? await openCheckout(deps.db) : null;
  if (open) return { checkoutId: open.id, url: open.url, origin };

  const checkoutId = randomUUID();
  const started = await startProviderCheckout(
    deps,
    {
      checkoutId,
      kind: 'quote',
      planId: null,
      quoteId: quote.id,
      productName: `Quote ${quote.quoteNumber}`,
      description: quote.description,
      amountCents,
      lines: quoteCheckoutLines(quote, amountCents),
      currency: 'usd',
      email: quote.customerEmail,
      // A business only when the customer named one: a person's name is not a company, and the
      // default visitor name is not a name at all.
      businessName: quote.customerCompany?.trim() || null,
      origin,
      successUrl,
      cancelUrl: cancelUrlFor(origin, { quoteId: quote.id, checkoutId }),
    },
    { workspaceId: quote.workspaceId, email: quote.customerEmail ?? '' },
  );
  return deps.db.transaction(async (tx) => {
    await lockQuoteCheckouts(tx, quote.id);
    const recorded = reuse ? await openCheckout(tx) : null;
    if (recorded) return { checkoutId: recorded.id, url: recorded.url, origin };
    await insertCheckoutSession(tx, started.values);
    return { checkoutId: started.values.id!, url: started.url, origin };
  });
}

/** create-payment: the provider's checkout of the quote, which the page opens at once. */
export async function startQuoteCheckout(
  deps: AppDeps,
  options: { quoteId: string; requestOrigin: string | undefined },
): Promise<CheckoutUrlResponse> {
  const checkout = await openQuoteCheckout(deps, options);
  return { url: checkout.url };
}

/**
 * A quote's pay link, for what keeps it (the quote e-mail, the owner's copy): an address of ours,
 * not the provider's session, so it keeps working after that session is left or has expired, until
 * the quote is paid (followQuotePayLink). It opens the checkout openQuoteCheckout hands out.
 */
export async function quotePayLink(
  deps: AppDeps,
  options: { quoteId: string; requestOrigin: string | undefined },
): Promise<CheckoutUrlResponse> {
  const checkout = await openQuoteCheckout(deps, options);
  return { url: `${checkout.origin}${payLinkPath(checkout.checkoutId)}` };
}

export function receiptPathFor(providerSessionId: string): string {
  return `${RECEIPT_PATH}/${encodeURIComponent(providerSessionId)}`;
}

export function toVerifyPaymentResponse(
  details: CheckoutDetails,
  seller: Pick<BusinessIdentity, 'name' | 'siteUrl'> | null = null,
): VerifyPaymentResponse {
  const { checkout } = details;
  // A duplicate was paid but does not count (it is refunded): no receipt for it.
  const paid = checkout.paymentStatus === 'paid' && !details.duplicate;
  const plan = checkout.kind === 'subscription';
  return {
    payment_status: checkout.paymentStatus,
    kind: checkout.kind,
    quote_id: checkout.quoteId,
    quote_number: details.quote?.quoteNumber ?? null,
    plan_id: checkout.planId,
    amount: checkout.amount,
    currency: checkout.currency,
    receipt_url: paid ? receiptPathFor(checkout.providerSessionId) : null,
    email: plan ? checkout.email || null : null,
    business_name: plan ? checkout.businessName?.trim() || null : null,
    duplicate: details.duplicate,
    seller: seller && checkout.kind === 'quote' ? { name: seller.name, site_url: seller.siteUrl } : null,
  };
}

/** The business a quote's checkout pays (its workspace's identity); null for a plan's. */
export async function sellerOfCheckout(
  deps: AppDeps,
  checkout: Pick<CheckoutDetails['checkout'], 'kind' | 'workspaceId'>,
): Promise<BusinessIdentity | null> {
  if (checkout.kind !== 'quote' || !checkout.workspaceId) return null;
  return loadBusinessIdentity(deps.db, {
    workspaceId: checkout.workspaceId,
    platformSiteUrl: deps.env.publicUrl,
    brands: deps.env.brands,
  });
}

/**
 * verify-payment: our record, brought up to date from Stripe when its webhook has not arrived
 * yet. A paid session is completed through the same completeCheckout as the webhook, so which
 * of the two comes first does not matter.
 */
export async function verifyPayment(
  deps: AppDeps,
  options: { sessionId: string },
): Promise<VerifyPaymentResponse> {
  let details = await findCheckoutDetails(deps.db, options.sessionId);
  if (!details) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sessionNotFound);
  const gateway = paymentGatewayOf(deps);
  const { checkout } = details;
  if (
    checkout.paymentStatus !== 'paid' &&
    checkout.provider === gateway.provider &&
    gateway.provider !== 'test'
  ) {
    const remote = await gateway.retrieveSession(checkout.providerSessionId);
    // 'no_payment_required' cannot happen: every amount we charge is above zero and no discounts
    // are offered, so only 'paid' completes a checkout.
    if (remote?.paymentStatus === 'paid') {
      await completeCheckout(deps.db, {
        providerSessionId: checkout.providerSessionId,
        now: deps.clock(),
        providerSubscriptionId: remote.subscriptionId,
        providerPaymentId: remote.paymentIntentId,
        deps,
      });
      details = (await findCheckoutDetails(deps.db, options.sessionId)) ?? details;
    } else if (remote?.status === 'expired' && checkout.status === 'open') {
      await closeOpenCheckout(deps.db, {
        providerSessionId: checkout.providerSessionId,
        provider: checkout.provider,
        status: 'expired',
      });
    }
  }
  return toVerifyPaymentResponse(details, await sellerOfCheckout(deps, details.checkout));
}

/**
 * The receipt exists once the session is paid; before that (or for an unknown id) there is none.
 * A duplicate payment is paid but refunded, not counted: the route shows that instead of a receipt.
 */
export async function findPaidCheckoutDetails(deps: AppDeps, providerSessionId: string) {
  const details = await findCheckoutDetails(deps.db, providerSessionId);
  return details?.checkout.paymentStatus === 'paid' ? details : null;
}
