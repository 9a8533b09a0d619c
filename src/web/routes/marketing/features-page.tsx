import { Link } from 'react-router';
import { SimplePage } from '../../components/site/simple-page';
import { Button } from '../../components/ui/button';
import { FeatureCardsSection } from './landing/landing-sections';

export function FeaturesPage() {
  return (
    <>
      <SimplePage
        title="Features"
        lead="What the agents do for your business: answer questions, quote prices, send quotes and payment links, hand over to a human and report the results."
        description="Features of our AI sales agents: instant quotes, social DMs, store chat, analytics and CRM sync."
      >
        <Button asChild>
          <Link to="/roi-calculator">Calculate your ROI</Link>
        </Button>
      </SimplePage>
      <FeatureCardsSection />
    </>
  );
}
