import { LEGAL_LAST_UPDATED } from '../../../domain/plans';
import { useBrand } from '../../app/brand-provider';
import { SimplePage } from '../../components/site/simple-page';
import { LegalSection } from './legal-section';

export function PrivacyPage() {
  const brand = useBrand();
  return (
    <SimplePage
      title="Privacy Policy"
      lead={`Last updated ${LEGAL_LAST_UPDATED}`}
      description={`How ${brand.name} collects, uses and protects your information.`}
    >
      <LegalSection title="What we collect">
        <p>
          The details you give us (such as your name, e-mail address and business information), the
          conversations your customers have with your agents, and basic usage data that keeps the service
          running.
        </p>
      </LegalSection>
      <LegalSection title="How we use it">
        <p>
          To provide the service: AI chat agents, automated quote generation, multi-platform integration,
          analytics and custom AI training. AI training uses anonymised data.
        </p>
      </LegalSection>
      <LegalSection title="What we never do">
        <p>We never sell your personal data.</p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>Questions about your data? Write to {brand.supportEmail}.</p>
      </LegalSection>
    </SimplePage>
  );
}
