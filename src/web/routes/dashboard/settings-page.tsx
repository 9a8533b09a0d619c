import { useQuery } from '@tanstack/react-query';
import { ChevronDownIcon, EyeIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { workingAgentTypes } from '../../../domain/setup-steps';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { PageSection } from '../../components/page-section';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { dashboardAgentsQuery } from '../../features/dashboard/use-dashboard';
import { AllowedDomainsEditor } from '../../features/settings/allowed-domains-editor';
import { ContactForm } from '../../features/settings/contact-form';
import { NoWorkspace } from '../../features/settings/no-workspace';
import { PricingForm } from '../../features/settings/pricing-form';
import { ProfileNameForm } from '../../features/settings/profile-name-form';
import { PublicKeySection } from '../../features/settings/public-key-section';
import { ToneForm } from '../../features/settings/tone-form';
import { useWorkspaceSettings } from '../../features/settings/use-workspace-settings';
import { TeamSection } from '../../features/team/team-section';
import { useDocumentMeta } from '../../lib/document-meta';

const SECTIONS = [
  { id: 'contact', label: 'Contact details' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'tone', label: 'Agent tone' },
  { id: 'domains', label: 'Allowed domains' },
  { id: 'public-key', label: 'Public key' },
  { id: 'team', label: 'Team' },
  { id: 'profile', label: 'Your name' },
] as const;

const PRICING_DESCRIPTION =
  'What your agents quote: every price comes from these rules, never from the AI. The example updates as you type.';

/**
 * The quote engine's prices (per square foot of material) are a QuoteAgent's alone. A workspace
 * without a working QuoteAgent (a shop, a social inbox) sees them closed, under the QuoteAgent's
 * name, so its owner is not asked for vinyl prices they have no use for.
 */
function QuotePricingSection({ quoting, children }: { quoting: boolean; children: ReactNode }) {
  if (quoting) {
    return (
      <PageSection id="pricing" title="Pricing rules" description={PRICING_DESCRIPTION}>
        {children}
      </PageSection>
    );
  }
  return (
    <Card asChild>
      <details id="pricing" className="group scroll-mt-24">
        <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-6 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h2 id="pricing-heading" className="text-lg font-semibold leading-tight">
              QuoteAgent pricing
            </h2>
            <CardDescription>
              Only a QuoteAgent prices jobs from these rules, and this workspace has no QuoteAgent working.
              Open them if you plan to add one.
            </CardDescription>
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          />
        </summary>
        <CardContent>
          <p className="mb-4 text-sm text-muted-foreground">{PRICING_DESCRIPTION}</p>
          {children}
        </CardContent>
      </details>
    </Card>
  );
}

/** /settings: the workspace's business details, pricing, tone, widget domains and key, and team. */
export function SettingsPage() {
  useDocumentMeta({ title: 'Settings' });
  const { data: session } = useSession();
  const workspace = useCurrentWorkspace();
  const settings = useWorkspaceSettings(workspace?.id);
  const agents = useQuery({ ...dashboardAgentsQuery(workspace?.id ?? ''), enabled: Boolean(workspace) });
  const canEdit = Boolean(session?.isAdmin || workspace?.role === 'owner');
  // Agents that could not be read: the pricing stays open, as it always was.
  const quoting = agents.data ? workingAgentTypes(agents.data).includes('quote') : true;
  const sections = quoting ? SECTIONS : SECTIONS.filter((section) => section.id !== 'pricing');

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="mt-1 text-muted-foreground">
          {workspace ? `${workspace.name}: how` : 'How'} your business appears to customers, how your agents
          quote and speak, and who works with you.
        </p>
      </div>
      {!workspace ? (
        <NoWorkspace />
      ) : settings.isPending || agents.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only">Loading settings...</span>
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      ) : settings.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load data</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            {settings.error.message}
            <Button variant="outline" size="sm" onClick={() => settings.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          {!canEdit ? (
            <div role="note" className="flex items-start gap-3 rounded-lg border bg-muted/50 p-4 text-sm">
              <EyeIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                You are a member of this workspace: you can see its settings, and only its owners can change
                them.
              </p>
            </div>
          ) : null}
          <nav aria-label="Settings sections">
            <ul className="flex flex-wrap gap-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex rounded-full border px-3 py-1 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <PageSection
            id="contact"
            title="Business contact details"
            description="Shown to your customers in every quote, follow-up e-mail and receipt. A detail left empty is left out."
          >
            <ContactForm settings={settings.data} canEdit={canEdit} />
          </PageSection>
          <QuotePricingSection quoting={quoting}>
            <PricingForm settings={settings.data} canEdit={canEdit} />
          </QuotePricingSection>
          <PageSection id="tone" title="Agent tone" description="How your agents speak to your customers.">
            <ToneForm settings={settings.data} canEdit={canEdit} />
          </PageSection>
          <PageSection
            id="domains"
            title="Allowed domains"
            description={
              <>
                The websites where your chat widget may appear. The snippet to paste is on{' '}
                <Link to="/install" className="underline underline-offset-4">
                  Install on your website
                </Link>
                .
              </>
            }
          >
            <AllowedDomainsEditor
              workspaceId={settings.data.workspaceId}
              domains={settings.data.allowedDomains}
              canEdit={canEdit}
            />
          </PageSection>
          <PageSection
            id="public-key"
            title="Public key"
            description="Identifies your workspace to the widget on your website."
          >
            <PublicKeySection settings={settings.data} canEdit={canEdit} />
          </PageSection>
          <PageSection
            id="team"
            title="Team"
            description="People who work in this workspace. Owners manage settings and the team; members can see everything here."
          >
            <TeamSection workspaceId={settings.data.workspaceId} />
          </PageSection>
          {session?.user ? (
            <PageSection
              id="profile"
              title="Your name"
              description="Yours alone, in every workspace: it signs your replies when you answer a customer yourself."
            >
              <ProfileNameForm user={session.user} />
            </PageSection>
          ) : null}
        </>
      )}
    </div>
  );
}
