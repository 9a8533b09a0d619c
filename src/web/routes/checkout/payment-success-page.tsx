import { Link, useSearchParams } from 'react-router';
import { SimplePage } from '../../components/site/simple-page';
import { Button } from '../../components/ui/button';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const quoteId = params.get('quote_id');
  return (
    <SimplePage
      title="Thank you for your order"
      lead="Thank you! Payment verification is being connected; you will receive a confirmation e-mail and we will contact you within 24 hours."
      description="Payment confirmation."
    >
      {quoteId ? <p className="mb-6 text-muted-foreground">Order ID: {quoteId}</p> : null}
      <Button asChild>
        <Link to="/">Back to Home</Link>
      </Button>
    </SimplePage>
  );
}
