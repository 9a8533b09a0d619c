import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OnboardingState } from '../../../domain/contracts/onboarding.contract';
import type { CataloguePlanId } from '../../../domain/plans';
import { needsPrices } from '../../../domain/setup-steps';
import { ONBOARDING_STEPS, onboardingProgressLabel } from '../../../domain/ui-constants';
import { useBrand } from '../../app/brand-provider';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { AgentSetupStep } from './agent-setup-step';
import { AllSetStep } from './all-set-step';
import { BrandingStep } from './branding-step';
import { BusinessStep } from './business-step';
import { FeaturesStep } from './features-step';
import { STEP_HEADING_ID } from './step-card';
import {
  useAgents,
  useCompleteOnboarding,
  useOnboardingState,
  useSaveStep,
  useWorkspacePlan,
  useWorkspaceSettings,
} from './use-onboarding';
import { WelcomeStep } from './welcome-step';

const LAST_STEP = ONBOARDING_STEPS.length - 1;

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>Failed to load your onboarding</AlertTitle>
      <AlertDescription>
        <p>Check your connection and try again.</p>
        <Button variant="outline" size="sm" onClick={onRetry} className="mt-2">
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The six steps, resumed where the owner left off (a completed owner starts at the beginning to review). */
export function OnboardingWizard() {
  const session = useSession();
  const workspace = useCurrentWorkspace();
  const state = useOnboardingState();
  const workspaceId = workspace?.id ?? '';
  const settings = useWorkspaceSettings(workspaceId);
  const agents = useAgents(workspaceId);
  const plan = useWorkspacePlan(workspaceId);

  if (
    session.isPending ||
    state.isPending ||
    (workspace && (settings.isPending || agents.isPending || plan.isPending))
  ) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading onboarding..." showLabel size="lg" className="flex-col" />
      </div>
    );
  }
  if (state.isError || settings.isError || agents.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void state.refetch();
          void settings.refetch();
          void agents.refetch();
        }}
      />
    );
  }
  if (!workspace || !settings.data || !agents.data) {
    return (
      <Alert role="status">
        <InfoIcon aria-hidden="true" />
        <AlertTitle>No workspace yet</AlertTitle>
        <AlertDescription>
          Your account has no workspace to set up. Please sign out and in again.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Steps
      initial={state.data}
      workspaceId={workspace.id}
      canChange={workspace.role === 'owner' || Boolean(session.data?.isAdmin)}
      settings={settings.data}
      agents={agents.data.agents}
      // A plan that could not be read is treated as none: the industry then decides.
      planId={plan.data ?? null}
    />
  );
}

function Steps({
  initial,
  workspaceId,
  canChange,
  settings,
  agents,
  planId,
}: {
  initial: OnboardingState;
  workspaceId: string;
  canChange: boolean;
  settings: NonNullable<ReturnType<typeof useWorkspaceSettings>['data']>;
  agents: NonNullable<ReturnType<typeof useAgents>['data']>['agents'];
  planId: CataloguePlanId | null;
}) {
  const brand = useBrand();
  const navigate = useNavigate();
  const state = useOnboardingState();
  const current = state.data ?? initial;
  const [step, setStep] = useState(() => (initial.completed ? 0 : initial.step));
  const saveStep = useSaveStep();
  const complete = useCompleteOnboarding();

  // Keyboard and screen-reader users land on the new step's heading (not on the first render).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById(STEP_HEADING_ID)?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  function goTo(next: number) {
    setStep(next);
    if (next === LAST_STEP) {
      // Arriving at All Set completes onboarding (and remembers the step).
      complete.mutate(undefined, {
        onError: () => toast.error('Could not mark onboarding complete. Please try again.'),
      });
      return;
    }
    saveStep.mutate(next, { onError: () => toast.error('Could not save your progress.') });
  }

  async function finish() {
    try {
      if (!current.completed) await complete.mutateAsync();
      navigate('/dashboard');
    } catch {
      toast.error('Could not mark onboarding complete. Please try again.');
    }
  }

  const back = () => goTo(step - 1);
  const next = () => goTo(step + 1);
  const stepProps = { workspaceId, onBack: back, onNext: next };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex items-center gap-4">
        <Progress
          value={step + 1}
          max={ONBOARDING_STEPS.length}
          label="Onboarding progress"
          className="flex-1"
        />
        <Badge variant="outline">{onboardingProgressLabel(step)}</Badge>
      </div>
      {current.completed && step < LAST_STEP ? (
        <Alert role="status">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>You have finished onboarding</AlertTitle>
          <AlertDescription>
            <p>
              Review or change any step here, or{' '}
              <Link to="/dashboard" className="underline underline-offset-4">
                go to your dashboard
              </Link>
              .
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      {!canChange ? (
        <Alert role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>Only the workspace owner can change these settings</AlertTitle>
          <AlertDescription>You can look through the steps; saving needs the owner.</AlertDescription>
        </Alert>
      ) : null}
      {step === 0 ? <WelcomeStep onNext={next} brandName={brand.name} /> : null}
      {step === 1 ? (
        // Keyed on the answers: a newer copy read from the server refills the form (its values are
        // taken only when it mounts) instead of leaving an older one for Continue to save back.
        <BusinessStep key={JSON.stringify(current.business)} {...stepProps} initial={current.business} />
      ) : null}
      {step === 2 ? <BrandingStep {...stepProps} settings={settings} /> : null}
      {step === 3 ? <FeaturesStep {...stepProps} settings={settings} /> : null}
      {step === 4 ? (
        <AgentSetupStep
          {...stepProps}
          canChange={canChange}
          agents={agents}
          settings={settings}
          planId={planId}
          industry={current.business.industry}
        />
      ) : null}
      {step === LAST_STEP ? (
        <AllSetStep
          onBack={back}
          onFinish={finish}
          finishing={complete.isPending}
          needsPrices={needsPrices({ agents, pricingSet: settings.pricing !== null })}
        />
      ) : null}
    </div>
  );
}
