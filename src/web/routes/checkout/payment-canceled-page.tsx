import { ArrowLeftIcon, XCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { checkoutSellerContract } from '../../../domain/contracts/payments.contract';
import { payLinkPath } from '../../../domain/payments';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { PaymentFrame, type Seller } from './payment-frame';

const checkoutIdSchema = z.uuid();

/**
 * The business the quote was being paid to, named as its payment pages name it. Without it (an
 * old link, an unknown id, the request failing) the page stays neutral, as before. Plain fetch:
 * the payment pages do without the dashboard's query library.
 */
function useCheckoutSeller(checkoutId: string | null): Seller | null {
  const [seller, setSeller] = useState<Seller | null>(null);
  useEffect(() => {
    if (!checkoutId) return;
    const controller = new AbortController();
    apiRequest(checkoutSellerContract, { params: { checkoutId } }, { signal: controller.signal }).then(
      (answer) => setSeller(answer.seller),
      () => setSeller(null),
    );
    return () => controller.abort();
  }, [checkoutId]);
  return seller;
}

/** The quote's checkout the canceled page came back from (decision 086's pay-link key), if any. */
function canceledCheckout(params: URLSearchParams): string | null {
  const parsed = checkoutIdSchema.safeParse(params.get('checkout'));
  return parsed.success ? parsed.data : null;
}

export function PaymentCanceledPage() {
  useDocumentMeta({
    title: 'Payment canceled',
    description: 'No charges were made; your quote is still saved.',
  });
  const navigate = useNavigate();
  // A quote's checkout returns here with its id and its checkout's; a plan's (the platform's
  // sale) with neither.
  const [params] = useSearchParams();
  const quote = params.has('quote_id');
  const checkoutId = quote ? canceledCheckout(params) : null;
  const seller = useCheckoutSeller(checkoutId);
  const site = seller?.site_url ?? null;

  // Without the checkout: back to the page that started the payment. Opened directly (a new tab,
  // a bookmark) there is no referrer and nothing useful behind it, so home instead.
  function tryAgain() {
    if (document.referrer !== '' && window.history.length > 1) window.history.back();
    else navigate('/');
  }

  return (
    <PaymentFrame platform={!quote} seller={seller}>
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center sm:px-6 sm:py-16">
        <XCircleIcon className="size-14 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Payment canceled</h1>
        <div className="space-y-2 text-lg text-muted-foreground">
          <p>No charges were made.</p>
          <p>Your quote is still saved, so you can complete the payment whenever you are ready.</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="outline">
            {site ? <a href={site}>Back to Home</a> : <Link to="/">Back to Home</Link>}
          </Button>
          {checkoutId ? (
            // The quote's lasting pay link: its checkout while still open, else a fresh one for
            // the same quote, paid or not (a server page, so a full navigation).
            <Button asChild>
              <a href={payLinkPath(checkoutId)}>
                <ArrowLeftIcon aria-hidden="true" />
                Try Payment Again
              </a>
            </Button>
          ) : (
            <Button onClick={tryAgain}>
              <ArrowLeftIcon aria-hidden="true" />
              Try Payment Again
            </Button>
          )}
        </div>
      </div>
    </PaymentFrame>
  );
}
