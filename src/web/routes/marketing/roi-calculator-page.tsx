import { Link } from 'react-router';
import { SimplePage } from '../../components/site/simple-page';
import { Button } from '../../components/ui/button';

export function RoiCalculatorPage() {
  return (
    <SimplePage
      title="ROI Calculator"
      lead="Estimate how much extra revenue an AI sales agent could bring your business each month. The interactive calculator is being finished; the plans below are ready today."
      description="Estimate the return on investment of an AI sales agent for your business."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/checkout/shopagent">Get Started Now</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </SimplePage>
  );
}
