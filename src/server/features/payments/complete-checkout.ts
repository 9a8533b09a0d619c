import { brandFromHost } from '../../../domain/brands';
import { toCents } from '../../../domain/money';
import { isCataloguePlanId } from '../../../domain/plans';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { provisionPaidPlan } from '../accounts';
import { reportDuplicatePayment } from './duplicate-payment.service';
import {
  type CheckoutRow,
  findCountedPayment,
  insertPaymentOnce,
  lockCheckoutByProviderSessionId,
  lockQuoteForPayment,
  markCheckoutExpired,
  markCheckoutPaid,
  type QuoteForPayment,
} from './payments.repository';
import { notifyQuotePaid } from './quote-paid.service';
import { quotePayability } from './quote-payability';

/**
 * What a completion needs: the settings, the outbox and the clock for its e-mails and timers, and
 * the hooks (AppDeps.hooks) through which the quote's own feature reacts to its payment.
 */
export type PaymentDeps = Pick<AppDeps, 'env' | 'outbox' | 'clock' | 'hooks'>;

/**
 * What paying a quote does to the quote itself (approved, the deal won, the upsell follow-up armed),
 * in the transaction that counts the payment. The quotes feature owns those rules; the composition
 * wires them in (features/feature-hooks.ts), so payments never imports quotes.
 */
export type QuotePaidEffects = (
  deps: Pick<AppDeps, 'env' | 'outbox' | 'clock' | 'hooks'>,
  tx: Executor,
  paid: { workspaceId: string; quoteId: string; at: Date },
) => Promise<void>;

export interface CompleteCheckoutInput {
  providerSessionId: string;
  now: Date;
  /** Stripe's subscription id (sub_...) for a subscription checkout. */
  providerSubscriptionId?: string | null;
  /** Stripe's payment intent id (pi_...) for a one-off payment. */
  providerPaymentId?: string | null;
  /**
   * The test checkout's Pay button is the whole payment (no provider vouches that money moved),
   * so it pays only what a real checkout would take: a session still open and not past its
   * expiry (a lapsed one is marked expired), for a quote that is still payable, at its current
   * total, and not paid through another checkout. Stripe's word that money moved is final, so its
   * callers leave this off.
   */
  onlyIfPayable?: boolean;
  /**
   * In the same transaction: a plan's account, subscription and welcome e-mail; a quote's upsell
   * effects (hooks.quotePaid), receipt and owner e-mails; a duplicate's report.
   */
  deps: PaymentDeps;
}

export type NotPayableReason = 'already-paid' | 'not-payable' | 'changed';

export type CompleteCheckoutResult =
  | { outcome: 'completed'; checkout: CheckoutRow }
  /** Paid at the provider for a quote another checkout had paid: recorded, not counted, refunded. */
  | { outcome: 'duplicate'; checkout: CheckoutRow }
  | { outcome: 'already-completed'; checkout: CheckoutRow }
  | { outcome: 'not-open'; checkout: CheckoutRow }
  /** onlyIfPayable: the quote was paid through another checkout, cannot be paid now, or changed its total; nothing was written. */
  | { outcome: 'not-payable'; checkout: CheckoutRow; reason: NotPayableReason }
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
    if (input.onlyIfPayable && checkout.status !== 'open') return { outcome: 'not-open', checkout };
    if (input.onlyIfPayable && checkout.expiresAt && checkout.expiresAt <= input.now) {
      const expired = await markCheckoutExpired(tx, checkout.id);
      return { outcome: 'not-open', checkout: expired };
    }

    if (checkout.kind === 'quote' && checkout.quoteId) {
      return completeQuoteCheckout(tx, checkout, checkout.quoteId, input);
    }
    const completed = await markCheckoutPaid(tx, { id: checkout.id, now: input.now });
    if (checkout.kind === 'subscription' && isCataloguePlanId(checkout.planId)) {
      // Billing to account (decision 017): the buyer's account and workspace, the subscription
      // linked to it and the welcome e-mail, all or nothing with the payment.
      await provisionPaidPlan(input.deps, tx, {
        checkoutSessionId: checkout.id,
        planId: checkout.planId,
        email: checkout.email,
        businessName: checkout.businessName?.trim() || checkout.email,
        provider: checkout.provider,
        providerSubscriptionId: input.providerSubscriptionId ?? null,
        workspaceId: checkout.workspaceId,
        productName: brandFromHost(new URL(checkout.successUrl).host).name,
        now: input.now,
      });
    }
    return { outcome: 'completed', checkout: completed };
  });
}

/** Why the test checkout must not pay this quote now (create-payment's rules, checked again), or null. */
function notPayableReason(
  checkout: CheckoutRow,
  quote: QuoteForPayment | null,
  paid: boolean,
): NotPayableReason | null {
  if (paid) return 'already-paid';
  if (!quote) return 'not-payable';
  const payability = quotePayability({ status: quote.status, paid, totalAmount: quote.totalAmount });
  if (!payability.ok) return 'not-payable';
  return payability.cents === toCents(checkout.amount) ? null : 'changed';
}

/**
 * A quote is paid at most once, however many of its checkouts complete. Completions of one quote
 * queue on the quote's row lock (taken after the session's, in every completion), so each sees
 * whether another paid it first; the partial unique index payments_quote_id_counted_key refuses a
 * second counted payment should anything get past that.
 */
async function completeQuoteCheckout(
  tx: Executor,
  checkout: CheckoutRow,
  quoteId: string,
  input: CompleteCheckoutInput,
): Promise<CompleteCheckoutResult> {
  const quote = await lockQuoteForPayment(tx, quoteId);
  const original = await findCountedPayment(tx, quoteId);
  if (input.onlyIfPayable) {
    const reason = notPayableReason(checkout, quote, original !== null);
    if (reason) return { outcome: 'not-payable', checkout, reason };
  }

  const completed = await markCheckoutPaid(tx, { id: checkout.id, now: input.now });
  const payment = await insertPaymentOnce(tx, {
    checkoutSessionId: checkout.id,
    quoteId,
    amount: checkout.amount,
    currency: checkout.currency,
    provider: checkout.provider,
    providerPaymentId: input.providerPaymentId ?? null,
    duplicateOfPaymentId: original?.id ?? null,
    refundStatus: original ? 'pending' : null,
  });
  if (original) {
    // The money moved twice; the quote is not approved again, nothing follows up on it.
    if (payment && quote) {
      await reportDuplicatePayment(tx, { deps: input.deps, quote, payment, now: input.now });
    }
    return { outcome: 'duplicate', checkout: completed };
  }
  // Paying a quote accepts it, once: only the counted payment reaches here, so the quote's own
  // reactions (approval, which automations and the CRM sync watch; the deal won; the upsell)
  // happen exactly once, with the payment.
  if (quote)
    await input.deps.hooks.quotePaid(input.deps, tx, {
      workspaceId: quote.workspaceId,
      quoteId,
      at: input.now,
    });
  // The receipt and the business's notice exist exactly when the counted payment does.
  if (payment)
    await notifyQuotePaid(tx, input.deps, { checkout: completed, quoteId, payment, now: input.now });
  return { outcome: 'completed', checkout: completed };
}
