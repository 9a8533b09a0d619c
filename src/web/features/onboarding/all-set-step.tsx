import { BookOpenIcon, CodeIcon, LayoutDashboardIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { StepActions, StepCard } from './step-card';

const NEXT_STEPS = [
  {
    to: '/install',
    icon: CodeIcon,
    title: 'Install the widget on your website',
    text: 'Copy one snippet into your site and your agent starts answering visitors.',
  },
  {
    to: '/knowledge',
    icon: BookOpenIcon,
    title: 'Review your knowledge base',
    text: 'Check what your agents know, add answers, upload more documents.',
  },
] as const;

/** Step 5: onboarding is complete (marked when the owner arrives here); what to do next. */
export function AllSetStep({
  onBack,
  onFinish,
  finishing,
}: {
  onBack: () => void;
  onFinish: () => void;
  finishing: boolean;
}) {
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
        {NEXT_STEPS.map(({ to, icon: Icon, title, text }) => (
          <li key={to} className="flex flex-col gap-2 rounded-lg border p-4">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <h2 className="text-base font-semibold">{title}</h2>
            <p className="flex-1 text-sm text-muted-foreground">{text}</p>
            <Button asChild variant="outline" size="sm" className="self-start">
              <Link to={to}>{to === '/install' ? 'Install the widget' : 'Open the knowledge base'}</Link>
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
