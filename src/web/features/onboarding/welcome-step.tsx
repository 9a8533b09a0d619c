import { ONBOARDING_STEPS } from '../../../domain/ui-constants';
import { StepActions, StepCard } from './step-card';

/** Step 0: what the next steps will ask, so the owner knows what to have at hand. */
export function WelcomeStep({ onNext, brandName }: { onNext: () => void; brandName: string }) {
  return (
    <StepCard
      title="Welcome"
      description={`Let's set up your AI sales agents on ${brandName}. It takes about five minutes; you can come back and change anything later.`}
      footer={<StepActions onContinue={onNext} continueLabel="Get started" />}
    >
      <ol className="flex flex-col gap-2 text-sm">
        {ONBOARDING_STEPS.slice(1).map((name, index) => (
          <li key={name} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold"
            >
              {index + 1}
            </span>
            {name}
          </li>
        ))}
      </ol>
    </StepCard>
  );
}
