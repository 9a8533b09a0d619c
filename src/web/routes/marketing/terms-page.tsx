import { LEGAL_LAST_UPDATED, MARKETING_CLAIMS } from '../../../domain/plans';
import { useBrand } from '../../app/brand-provider';
import { SimplePage } from '../../components/site/simple-page';
import { LegalSection } from './legal-section';

export function TermsPage() {
  const brand = useBrand();
  return (
    <SimplePage
      title="Terms of Service"
      lead={`Last updated ${LEGAL_LAST_UPDATED}`}
      description={`The terms for using ${brand.name}.`}
    >
      <LegalSection title="The service">
        <p>
          {brand.name} provides AI chat agents, automated quote generation, multi-platform integration,
          analytics and custom AI training, on a monthly subscription.
        </p>
      </LegalSection>
      <LegalSection title="Payment and refunds">
        <p>
          New subscriptions come with a {MARKETING_CLAIMS.moneyBackDays}-day money-back guarantee. We give{' '}
          {MARKETING_CLAIMS.pricingNoticeDays} days' notice of any change in pricing.
        </p>
      </LegalSection>
      <LegalSection title="Liability">
        <p>
          Our liability is limited to the fees you paid in the {MARKETING_CLAIMS.liabilityCapMonths} months
          before a claim.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>Questions about these terms? Write to {brand.supportEmail}.</p>
      </LegalSection>
    </SimplePage>
  );
}
