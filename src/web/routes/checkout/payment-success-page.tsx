import { CheckCircle2Icon, ClockIcon, RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { VerifyPaymentResponse } from '../../../domain/contracts/payments.contract';
import { formatUsd } from '../../../domain/money';
import { PAYMENT_MESSAGES, PAYMENT_TOASTS } from '../../../domain/payments';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { LeaveReviewButton } from '../../features/reviews/leave-review-button';
import { useDocumentMeta } from '../../lib/document-meta';
import { useHydrated } from '../../lib/use-hydrated';
import { PaymentFrame, type Seller } from './payment-frame';
import { PaymentNextSteps, ReceiptButton } from './payment-next-steps';
import { PlanConfirmation } from './plan-confirmation';
import { useVerifyPayment } from './use-verify-payment';

const PAID_HEADING = `${PAYMENT_TOASTS.paid.title} ${PAYMENT_TOASTS.paid.description}`;

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">{children}</div>
  );
}

/** Home is the seller's own site for a quote's payment (when it has one), else this site's. */
function HomeButton({ seller, variant }: { seller?: Seller | null; variant?: 'outline' }) {
  return (
    <Button asChild variant={variant}>
      {seller?.site_url ? <a href={seller.site_url}>Back to Home</a> : <Link to="/">Back to Home</Link>}
    </Button>
  );
}

function OrderId({ quoteId, quoteNumber }: { quoteId: string | null; quoteNumber?: string | null }) {
  if (!quoteId) return null;
  return (
    <p className="text-muted-foreground">
      Order ID: <span className="font-mono font-medium text-foreground">{quoteNumber || quoteId}</span>
    </p>
  );
}

function Confirmation({
  heading,
  quoteId,
  result,
}: {
  heading: string;
  quoteId: string | null;
  result?: VerifyPaymentResponse;
}) {
  const receiptUrl = result?.payment_status === 'paid' ? result.receipt_url : null;
  return (
    <Shell>
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2Icon className="size-14 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
        {result?.payment_status === 'paid' ? (
          <p className="text-lg text-muted-foreground">Amount paid: {formatUsd(Number(result.amount))}</p>
        ) : null}
        <OrderId quoteId={quoteId} quoteNumber={result?.quote_number} />
      </div>
      <PaymentNextSteps />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <HomeButton seller={result?.seller} />
        {receiptUrl ? <ReceiptButton href={receiptUrl} /> : null}
        <LeaveReviewButton quoteId={quoteId} />
      </div>
    </Shell>
  );
}

export function PaymentSuccessPage() {
  useDocumentMeta({ title: 'Payment confirmation', description: 'Your payment and the next steps.' });
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const sessionId = hydrated ? params.get('session_id') : null;
  const quoteId = hydrated ? params.get('quote_id') : null;
  const { state, retry } = useVerifyPayment(sessionId, hydrated);
  const result = state.status === 'verified' ? state.result : undefined;
  return (
    <PaymentFrame platform={result?.kind === 'subscription'} seller={result?.seller ?? null}>
      <PaymentResult
        hydrated={hydrated}
        sessionId={sessionId}
        quoteId={quoteId}
        state={state}
        retry={retry}
      />
    </PaymentFrame>
  );
}

function PaymentResult({
  hydrated,
  sessionId,
  quoteId,
  state,
  retry,
}: {
  hydrated: boolean;
  sessionId: string | null;
  quoteId: string | null;
} & ReturnType<typeof useVerifyPayment>) {
  const seller = state.status === 'verified' ? state.result.seller : null;

  if (!hydrated || (sessionId && state.status === 'verifying')) {
    return (
      <Shell>
        <div className="flex flex-col items-center gap-6 py-12 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Verifying your payment...</h1>
          <Spinner size="lg" label="Verifying payment status" />
          <p className="text-muted-foreground">This takes a moment. Please keep this page open.</p>
        </div>
      </Shell>
    );
  }

  if (!sessionId) {
    return <Confirmation heading="Thank you for your order!" quoteId={quoteId} />;
  }

  if (state.status === 'failed') {
    return (
      <Shell>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">We could not confirm your payment</h1>
        <Alert variant="destructive">
          <AlertTitle>{PAYMENT_TOASTS.verifyFailed.title}</AlertTitle>
          <AlertDescription>
            <p>
              {PAYMENT_TOASTS.verifyFailed.description}. If you completed the payment, it is safe: please try
              again in a moment.
            </p>
          </AlertDescription>
        </Alert>
        <OrderId quoteId={quoteId} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={retry}>
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
          <HomeButton seller={seller} variant="outline" />
        </div>
      </Shell>
    );
  }

  if (state.status === 'verified' && state.result.payment_status === 'unpaid') {
    return (
      <Shell>
        <div className="flex flex-col items-center gap-4 text-center">
          <ClockIcon className="size-14 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Your payment is not complete yet</h1>
          <p className="text-muted-foreground">
            We have not received this payment. If you just paid, it may still be processing; check again in a
            moment.
          </p>
          <OrderId quoteId={quoteId} quoteNumber={state.result.quote_number} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={retry}>
            <RefreshCwIcon aria-hidden="true" />
            Check again
          </Button>
          <HomeButton seller={seller} variant="outline" />
        </div>
      </Shell>
    );
  }

  if (state.status === 'verified' && state.result.duplicate) {
    // A second payment of a quote already paid: it is refunded, so nothing is confirmed here.
    return (
      <Shell>
        <div className="flex flex-col items-center gap-4 text-center">
          <RefreshCwIcon className="size-14 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">This quote was already paid</h1>
          <p className="text-muted-foreground">{PAYMENT_MESSAGES.duplicateRefunded}</p>
          <OrderId quoteId={quoteId} quoteNumber={state.result.quote_number} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <HomeButton seller={seller} />
        </div>
      </Shell>
    );
  }

  const result = state.status === 'verified' ? state.result : undefined;
  if (result?.kind === 'subscription' && result.payment_status === 'paid') {
    return <PlanConfirmation result={result} shell={Shell} />;
  }
  const heading = result?.payment_status === 'paid' ? PAID_HEADING : 'Your order has been confirmed.';
  return <Confirmation heading={heading} quoteId={quoteId} result={result} />;
}
