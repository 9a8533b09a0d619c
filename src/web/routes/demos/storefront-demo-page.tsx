import { Link } from 'react-router';
import { useConfig } from '../../app/config-provider';
import { SimplePage } from '../../components/site/simple-page';
import { Button } from '../../components/ui/button';

export function StorefrontDemoPage() {
  const { dashboardUrl } = useConfig();
  return (
    <SimplePage
      title="QuoteAgent Demo"
      lead="QuoteAgent turns a website chat into an instant, exact quote. The stepwise quote chat and live quote embed are being connected here."
      description="QuoteAgent demo: instant quotes in your website chat."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/roi-calculator">Calculate your ROI</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={`${dashboardUrl}/auth`}>Open the dashboard</a>
        </Button>
      </div>
    </SimplePage>
  );
}
