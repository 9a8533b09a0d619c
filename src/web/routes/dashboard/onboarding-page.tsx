import { Link } from 'react-router';
import { ONBOARDING_STEPS, onboardingProgressLabel } from '../../../domain/ui-constants';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { useDocumentMeta } from '../../lib/document-meta';

const STEPS = ONBOARDING_STEPS;

export function OnboardingPage() {
  useDocumentMeta({ title: 'Onboarding' });
  const step = 0;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <Progress value={step + 1} max={STEPS.length} label="Onboarding progress" className="flex-1" />
        <Badge variant="outline">{onboardingProgressLabel(step)}</Badge>
      </div>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{STEPS[step]}</h1>
          <CardDescription>
            Let's set up your AI sales agent. The guided setup is being finished; these are the steps it will
            walk you through.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ol className="list-decimal space-y-1 pl-6 text-sm">
            {STEPS.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ol>
          <Button asChild className="self-start">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
