import { Link } from 'react-router';
import { MARKETING_CLAIMS } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Section } from './section';
import { SectionLink } from './section-link';

export function ClosingCtaSection() {
  return (
    <Section
      id="get-started"
      title="Ready to stop missing sales?"
      intro={`Join ${MARKETING_CLAIMS.businesses} businesses. Set up in under ${MARKETING_CLAIMS.setupMinutes} minutes, no setup fees and a ${MARKETING_CLAIMS.moneyBackDays}-day money-back guarantee.`}
      className="render-when-near [--estimated-height:364px] lg:[--estimated-height:196px]"
    >
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/start-trial">Start your free trial</Link>
        </Button>
        <SectionLink section="pricing" size="lg" variant="outline">
          See pricing
        </SectionLink>
        <Button asChild size="lg" variant="outline">
          <Link to="/roi-calculator">Calculate your ROI</Link>
        </Button>
      </div>
    </Section>
  );
}
