import { OnboardingWizard } from '../../features/onboarding/onboarding-wizard';
import { useDocumentMeta } from '../../lib/document-meta';

/** /onboarding: the six-step setup (spec "Onboarding"). */
export function OnboardingPage() {
  useDocumentMeta({ title: 'Onboarding' });
  return <OnboardingWizard />;
}
