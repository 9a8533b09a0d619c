import { ArrowLeftIcon, XCircleIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentMeta } from '../../lib/document-meta';
import { PaymentFrame } from './payment-frame';

export function PaymentCanceledPage() {
  useDocumentMeta({
    title: 'Payment canceled',
    description: 'No charges were made; your quote is still saved.',
  });
  const navigate = useNavigate();
  // A quote's checkout returns here with its id; a plan's (the platform's sale) without.
  const [params] = useSearchParams();
  const quote = params.has('quote_id');

  // Back to the page that started the payment (the checkout it came from). Opened directly (a
  // new tab, a bookmark) there is no referrer and nothing useful behind it, so home instead.
  function tryAgain() {
    if (document.referrer !== '' && window.history.length > 1) window.history.back();
    else navigate('/');
  }

  return (
    <PaymentFrame platform={!quote} seller={null}>
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center sm:px-6 sm:py-16">
        <XCircleIcon className="size-14 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Payment canceled</h1>
        <div className="space-y-2 text-lg text-muted-foreground">
          <p>No charges were made.</p>
          <p>Your quote is still saved, so you can complete the payment whenever you are ready.</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
          <Button onClick={tryAgain}>
            <ArrowLeftIcon aria-hidden="true" />
            Try Payment Again
          </Button>
        </div>
      </div>
    </PaymentFrame>
  );
}
