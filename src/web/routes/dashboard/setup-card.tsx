import type { QueryClient } from '@tanstack/react-query';
import { ArrowRightIcon, ListChecksIcon } from 'lucide-react';
import { Link } from 'react-router';
import { pendingSetupSteps, SETUP_STEPS } from '../../../domain/setup-steps';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { dashboardAgentsQuery, useDashboardAgents } from '../../features/dashboard/use-dashboard';
import { useWorkspaceSettings, workspaceSettingsQuery } from '../../features/settings/use-workspace-settings';

/**
 * The card's two reads, started with the rest of the first screen: it sits above the summary, and
 * appearing after it would push the page down under the owner's eyes.
 */
export function prefetchSetupCard(queryClient: QueryClient, workspaceId: string): void {
  void queryClient.prefetchQuery(dashboardAgentsQuery(workspaceId));
  void queryClient.prefetchQuery(workspaceSettingsQuery(workspaceId));
}

/**
 * "Finish setting up": what the workspace still lacks before its agents work, from its data (the
 * owner's onboarding, its agents, its prices). Shown to the owner, who is the one who can do it; hidden once
 * nothing is left, and while the agents load (so it never claims a step that is done).
 */
export function SetupCard({
  workspaceId,
  onboardingCompleted,
}: {
  workspaceId: string;
  onboardingCompleted: boolean;
}) {
  const agents = useDashboardAgents(workspaceId);
  const settings = useWorkspaceSettings(workspaceId);
  if (!agents.data || !settings.data) return null;
  const steps = pendingSetupSteps({
    onboardingCompleted,
    agents: agents.data.agents,
    pricingSet: settings.data.pricing !== null,
  });
  if (steps.length === 0) return null;
  return (
    <Card asChild className="border-2 border-brand/40">
      <section aria-labelledby="setup-heading" data-testid="setup-card">
        <CardHeader className="flex flex-row items-center gap-3 space-y-0">
          <ListChecksIcon className="size-5 shrink-0 text-brand" aria-hidden="true" />
          <h2 id="setup-heading" className="text-lg font-semibold leading-tight">
            Finish setting up
          </h2>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-4">
            {steps.map((id) => {
              const step = SETUP_STEPS[id];
              return (
                <li key={id} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <h3 className="font-medium">{step.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                  </div>
                  <Button asChild variant="outline" size="sm" className="shrink-0 self-start sm:self-center">
                    <Link to={step.to}>
                      {step.linkLabel}
                      <ArrowRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}
