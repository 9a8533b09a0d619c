import { toCents } from '../../../domain/money';
import { DUPLICATE_PAYMENT_EVENT } from '../../../domain/payments';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { handleJob, type JobHandler } from '../../jobs/job-runner';
import { recordEvent } from '../analytics';
import { queueEmail } from '../email';
import {
  type DuplicatePaymentFacts,
  duplicatePaymentEmail,
  refundNeedsPersonEmail,
} from './duplicate-payment-email';
import { refundDuplicatePaymentJob } from './payments.jobs';
import {
  findPayment,
  findQuoteForCheckout,
  findWorkspaceOwnerEmails,
  type PaymentRow,
  type QuoteForPayment,
  settleRefund,
} from './payments.repository';
import { paymentGatewayOf } from './select-payment-gateway';

// A quote is paid at most once. When a provider reports a second completed payment for a quote
// already paid (two checkouts of it were open and both were paid), the money really moved: the
// payment is recorded, marked as the duplicate it is (never counted: no approval, no follow-ups,
// no receipt), given back through the provider, and the workspace's owners are told.

/** What arming the refund and telling the owner need; without it only the row and the event are written. */
export type DuplicateDeps = Pick<AppDeps, 'outbox'>;

function factsOf(
  payment: PaymentRow,
  quote: Pick<QuoteForPayment, 'workspaceId' | 'quoteNumber'>,
  to: string,
) {
  return {
    to,
    workspaceId: quote.workspaceId,
    quoteNumber: quote.quoteNumber,
    amount: payment.amount,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    paymentId: payment.id,
  } satisfies DuplicatePaymentFacts;
}

/**
 * In the transaction that recorded the duplicate: the analytics event, an e-mail to each owner and
 * the refund job, so all of them exist exactly when the duplicate does.
 */
export async function reportDuplicatePayment(
  tx: Executor,
  options: { deps?: DuplicateDeps; quote: QuoteForPayment; payment: PaymentRow; now: Date },
): Promise<void> {
  const { quote, payment } = options;
  await recordEvent(tx, {
    workspaceId: quote.workspaceId,
    eventType: DUPLICATE_PAYMENT_EVENT,
    entityId: quote.id,
    data: {
      quote_number: quote.quoteNumber,
      payment_id: payment.id,
      duplicate_of_payment_id: payment.duplicateOfPaymentId,
      amount: payment.amount,
      provider: payment.provider,
      provider_payment_id: payment.providerPaymentId,
      refund_status: payment.refundStatus,
    },
    at: options.now,
  });
  if (!options.deps) return;
  const outbox = options.deps.outbox();
  for (const to of await findWorkspaceOwnerEmails(tx, quote.workspaceId)) {
    await queueEmail(outbox, tx, duplicatePaymentEmail(factsOf(payment, quote, to)));
  }
  await outbox.jobs?.send(refundDuplicatePaymentJob, { paymentId: payment.id }, { tx });
}

/**
 * The refund job: asks the provider to give the duplicate's money back, once (one idempotency key
 * per payment), and records the outcome. A refusal is final (a person must look: the owners are
 * told); an unreachable provider throws, and the job is retried.
 */
export async function refundDuplicatePayment(deps: AppDeps, paymentId: string): Promise<void> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.refundStatus !== 'pending') return;
  const gateway = paymentGatewayOf(deps);
  const result =
    payment.providerPaymentId && payment.provider === gateway.provider
      ? await gateway.refundPayment({
          providerPaymentId: payment.providerPaymentId,
          amountCents: toCents(payment.amount),
          idempotencyKey: `refund-${payment.id}`,
          reason: 'duplicate',
          metadata: {
            payment_id: payment.id,
            ...(payment.quoteId ? { quote_id: payment.quoteId } : {}),
            ...(payment.duplicateOfPaymentId
              ? { duplicate_of_payment_id: payment.duplicateOfPaymentId }
              : {}),
          },
        })
      : ({
          status: 'refused',
          reason: 'The payment is not one the configured provider can refund.',
        } as const);

  if (result.status === 'refunded') {
    await settleRefund(deps.db, {
      id: payment.id,
      status: 'refunded',
      providerRefundId: result.providerRefundId,
      at: deps.clock(),
    });
    return;
  }
  deps.logger.warn({ paymentId: payment.id, reason: result.reason }, 'duplicate payment not refunded');
  await deps.db.transaction(async (tx) => {
    const settled = await settleRefund(tx, { id: payment.id, status: 'manual', at: deps.clock() });
    const quote = payment.quoteId ? await findQuoteForCheckout(tx, payment.quoteId) : null;
    if (!settled || !quote) return;
    for (const to of await findWorkspaceOwnerEmails(tx, quote.workspaceId)) {
      await queueEmail(
        deps.outbox(),
        tx,
        refundNeedsPersonEmail({ ...factsOf(payment, quote, to), reason: result.reason }),
      );
    }
  });
}

/** The payments feature's job handlers, for the runner start-server.ts builds. */
export function paymentJobHandlers(deps: AppDeps): JobHandler[] {
  return [handleJob(refundDuplicatePaymentJob, (p) => refundDuplicatePayment(deps, p.paymentId))];
}
