import type { QueryClient } from '@tanstack/react-query';
import { useConfig } from '../../app/config-provider';
import { isDashboardHome } from '../../app/dashboard-home';
import { sharedQueryClient } from '../../app/query-client';
import {
  currentWorkspaceIdFromCache,
  prefetchSession,
  SESSION_QUERY_KEY,
  type SessionInfo,
  useCurrentWorkspace,
  useSession,
} from '../../app/session';
import { BillingCard, billingSummaryQuery } from '../../features/billing/billing-card';
import { CrmCard, crmConnectionQuery } from '../../features/crm';
import { DashboardTabs } from '../../features/dashboard/dashboard-tabs';
import { prefetchDashboardHome } from '../../features/dashboard/prefetch-home';
import { SummaryCards } from '../../features/dashboard/summary-cards';
import { useDocumentMeta } from '../../lib/document-meta';
import { NoWorkspaceCard } from './no-workspace-card';
import { prefetchSetupCard, SetupCard } from './setup-card';

/**
 * Every request of the first screen at once, as soon as the session says which workspace it is,
 * rather than when each card and list first renders (those renders wait for the session, this
 * code and React's work in between).
 */
async function prefetchFirstScreen(queryClient: QueryClient): Promise<void> {
  await prefetchSession(queryClient);
  const workspaceId = currentWorkspaceIdFromCache(queryClient);
  if (!workspaceId) return;
  void queryClient.prefetchQuery(billingSummaryQuery(workspaceId));
  prefetchDashboardHome(queryClient, workspaceId);
  // Only an owner sees the set-up card (SetupCard).
  const role = queryClient
    .getQueryData<SessionInfo>(SESSION_QUERY_KEY)
    ?.workspaces.find((w) => w.id === workspaceId)?.role;
  if (role === 'owner') prefetchSetupCard(queryClient, workspaceId);
  void queryClient.prefetchQuery(crmConnectionQuery(workspaceId));
}
// This module is loaded while the home starts (app/dashboard-home.ts), beside the session request.
if (typeof window !== 'undefined' && isDashboardHome(window.location.pathname)) {
  void prefetchFirstScreen(sharedQueryClient());
}

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
  // Loaded, and no workspace will come (a platform admin is shown another workspace instead).
  const noWorkspace = Boolean(data?.user) && !data?.isAdmin && data?.workspaces.length === 0;

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          {data?.user ? `Signed in as ${data.user.email}` : ''}
          {workspace ? ` · ${workspace.name}` : ''}
        </p>
      </div>
      {workspace?.role === 'owner' ? (
        <SetupCard workspaceId={workspace.id} onboardingCompleted={Boolean(data?.onboardingCompleted)} />
      ) : null}
      <BillingCard />
      {workspace ? (
        <>
          <SummaryCards workspaceId={workspace.id} />
          {/* On a phone the leads (the tabs) come first and the CRM card after them; from md up
              the card sits above the tabs. */}
          <div className="flex flex-col gap-8">
            <div className="order-2 empty:hidden md:order-1">
              <CrmCard workspaceId={workspace.id} canChange={canChange} />
            </div>
            <div className="order-1 md:order-2">
              <DashboardTabs
                workspaceId={workspace.id}
                canChange={canChange}
                userEmail={data?.user?.email ?? ''}
              />
            </div>
          </div>
        </>
      ) : noWorkspace && data?.user ? (
        <NoWorkspaceCard email={data.user.email} />
      ) : (
        <p className="text-muted-foreground">Loading dashboard...</p>
      )}
    </div>
  );
}
