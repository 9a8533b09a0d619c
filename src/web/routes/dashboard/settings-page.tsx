import { EyeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { useWorkspaceAgentTypes } from '../../app/use-business-wording';
import { PageSection } from '../../components/page-section';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
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

/** /settings: the workspace's business details, pricing, tone, widget domains and key, and team. */
export function SettingsPage() {
  useDocumentMeta({ title: 'Settings' });
  const { data: session } = useSession();
  const workspace = useCurrentWorkspace();
  const settings = useWorkspaceSettings(workspace?.id);
  const agents = useWorkspaceAgentTypes(workspace?.id);
  const canEdit = Boolean(session?.isAdmin || workspace?.role === 'owner');
  // The quote engine's prices (per square foot of material) are a QuoteAgent's alone: a shop or a
  // social inbox is not asked for vinyl prices. Agents that could not be read: the pricing shows,
  // so an owner's prices never vanish on a failed read.
  const quoting = agents.isError || agents.types.includes('quote');
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
          {quoting ? (
            <PageSection id="pricing" title="Pricing rules" description={PRICING_DESCRIPTION}>
              <PricingForm settings={settings.data} canEdit={canEdit} />
            </PageSection>
          ) : null}
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
