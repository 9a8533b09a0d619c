import { BookOpenIcon, CodeIcon, DollarSignIcon, LayoutDashboardIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SETUP_STEPS } from '../../../domain/setup-steps';
import { Button } from '../../components/ui/button';
import { StepActions, StepCard } from './step-card';

const SET_PRICES = SETUP_STEPS['set-prices'];

const NEXT_STEPS = [
  {
    to: '/install',
    icon: CodeIcon,
    title: 'Install the widget on your website',
    text: 'Copy one snippet into your site and your agent starts answering visitors.',
    linkLabel: 'Install the widget',
  },
  {
    to: '/knowledge',
    icon: BookOpenIcon,
    title: 'Review your knowledge base',
    text: 'Check what your agents know, add answers, upload more documents.',
    linkLabel: 'Open the knowledge base',
  },
] as const;

/**
 * Step 5: onboarding is complete (marked when the owner arrives here); what to do next. A
 * QuoteAgent quotes only from the workspace's prices, so while none are set that comes first.
 */
export function AllSetStep({
  onBack,
  onFinish,
  finishing,
  needsPrices,
}: {
  onBack: () => void;
  onFinish: () => void;
  finishing: boolean;
  needsPrices: boolean;
}) {
  const steps = needsPrices ? [{ ...SET_PRICES, icon: DollarSignIcon }, ...NEXT_STEPS] : NEXT_STEPS;
  return (
    <StepCard
      title="All Set"
      description="Your agents are ready. Here is what to do next."
      footer={
        <StepActions
          onBack={onBack}
          onContinue={onFinish}
          saving={finishing}
          continueLabel="Go to Dashboard"
        />
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {steps.map(({ to, icon: Icon, title, text, linkLabel }) => (
          <li key={to} className="flex flex-col gap-2 rounded-lg border p-4">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <h2 className="text-base font-semibold">{title}</h2>
            <p className="flex-1 text-sm text-muted-foreground">{text}</p>
            <Button asChild variant="outline" size="sm" className="self-start">
              <Link to={to}>{linkLabel}</Link>
            </Button>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LayoutDashboardIcon aria-hidden="true" className="size-4" />
        Your dashboard shows leads, conversations and quotes as your agents work.
      </p>
    </StepCard>
  );
}
