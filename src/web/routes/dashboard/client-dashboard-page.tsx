import { useConfig } from '../../app/config-provider';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { BillingCard } from '../../features/billing/billing-card';
import { CrmCard } from '../../features/crm/crm.public';
import { DashboardTabs } from '../../features/dashboard/dashboard-tabs';
import { SummaryCards } from '../../features/dashboard/summary-cards';
import { useDocumentMeta } from '../../lib/document-meta';

export function ClientDashboardPage() {
  const { dashboardUrl } = useConfig();
  const { data } = useSession();
  const workspace = useCurrentWorkspace();
  useDocumentMeta({
    title: 'Dashboard',
    description: 'Monitor your AI sales agents, leads, conversations, quotes and automations.',
    canonical: `${dashboardUrl}/dashboard`,
  });
  // Members read; owners (and platform admins) change. The server enforces the same.
  const canChange = Boolean(data?.isAdmin || workspace?.role === 'owner');

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          {data?.user ? `Signed in as ${data.user.email}` : ''}
          {workspace ? ` · ${workspace.name}` : ''}
        </p>
      </div>
      <BillingCard />
      {workspace ? (
        <>
          <SummaryCards workspaceId={workspace.id} />
          <CrmCard workspaceId={workspace.id} canChange={canChange} />
          <DashboardTabs
            workspaceId={workspace.id}
            canChange={canChange}
            userEmail={data?.user?.email ?? ''}
          />
        </>
      ) : (
        <p className="text-muted-foreground">Loading dashboard...</p>
      )}
    </div>
  );
}
