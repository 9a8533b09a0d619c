import type { ReactNode } from 'react';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { Button } from '../../components/ui/button';
import { AutomationImpactPanel } from '../../features/dashboard/automation-impact';
import { CampaignsTab } from '../../features/dashboard/campaigns-tab';
import { LeadsTab } from '../../features/dashboard/leads-tab';
import { QuotesTab } from '../../features/dashboard/quotes-tab';
import { useRefreshDashboard } from '../../features/dashboard/use-dashboard';
import { useLiveDashboard } from '../../features/dashboard/use-live-dashboard';
import { ReviewModeration } from '../../features/reviews';
import { AdminPageHeader } from './admin-page-header';

// The admin sub-pages on the signed-in admin's workspace, with the dashboard's own tables.

type Section = (workspace: { id: string; canChange: boolean; userEmail: string }) => ReactNode;

function Refresh({ workspaceId }: { workspaceId: string }) {
  const refresh = useRefreshDashboard(workspaceId);
  return (
    <Button variant="outline" size="sm" onClick={() => void refresh()}>
      Refresh
    </Button>
  );
}

function LiveSection({ workspaceId, children }: { workspaceId: string; children: ReactNode }) {
  useLiveDashboard(workspaceId);
  return <>{children}</>;
}

function AdminSection({
  title,
  lead,
  refresh = false,
  children,
}: {
  title: string;
  lead: string;
  refresh?: boolean;
  children: Section;
}) {
  const { data } = useSession();
  const workspace = useCurrentWorkspace();
  const canChange = Boolean(data?.isAdmin || workspace?.role === 'owner');
  return (
    <>
      <AdminPageHeader title={title} lead={workspace ? `${lead} Workspace: ${workspace.name}.` : lead} />
      {workspace ? (
        <LiveSection workspaceId={workspace.id}>
          {refresh ? (
            <div className="mb-4 flex justify-end">
              <Refresh workspaceId={workspace.id} />
            </div>
          ) : null}
          {children({ id: workspace.id, canChange, userEmail: data?.user?.email ?? '' })}
        </LiveSection>
      ) : (
        <p className="text-muted-foreground">Loading...</p>
      )}
    </>
  );
}

export function AdminConversationsPage() {
  return (
    <AdminSection
      title="Conversations"
      lead="Customer conversations with their lead score and routing."
      refresh
    >
      {({ id, canChange }) => <LeadsTab workspaceId={id} canChange={canChange} />}
    </AdminSection>
  );
}

export function AdminQuotesPage() {
  return (
    <AdminSection title="Quotes" lead="Quotes, their status and pipeline stage." refresh>
      {({ id, canChange }) => <QuotesTab workspaceId={id} canChange={canChange} />}
    </AdminSection>
  );
}

export function AdminAutomationsPage() {
  return (
    <AdminSection
      title="Smart Automations"
      lead="What the follow-ups and agents did for the business, and each automation with its switch."
      refresh
    >
      {({ id, canChange, userEmail }) => (
        <div className="flex flex-col gap-8">
          <AutomationImpactPanel workspaceId={id} />
          <section aria-labelledby="automations-heading" className="flex flex-col gap-3">
            <h2 id="automations-heading" className="text-lg font-semibold">
              Automations
            </h2>
            <CampaignsTab workspaceId={id} canChange={canChange} userEmail={userEmail} />
          </section>
        </div>
      )}
    </AdminSection>
  );
}

export function AdminReviewsPage() {
  return (
    <AdminSection
      title="Reviews"
      lead="Customer reviews: approve the ones to show on your site, correct or delete."
    >
      {({ id, canChange }) => <ReviewModeration workspaceId={id} canChange={canChange} />}
    </AdminSection>
  );
}
