import { Link } from 'react-router';
import { SimplePage } from '../../components/site/simple-page';
import { Button } from '../../components/ui/button';

export function PaymentCanceledPage() {
  return (
    <SimplePage
      title="Payment canceled"
      lead="No charges were made. Your quote is still saved."
      description="Payment canceled."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
        <Button variant="outline" onClick={() => window.history.back()}>
          Try Payment Again
        </Button>
      </div>
    </SimplePage>
  );
}
