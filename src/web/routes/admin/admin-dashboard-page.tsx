import { useCurrentWorkspace } from '../../app/session';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnalyticsTab } from '../../features/analytics/analytics.public';
import { ApprovalsQueue } from '../../features/approvals/approvals-queue';
import { useLiveDashboard } from '../../features/dashboard/dashboard.public';
import { AdminPageHeader } from './admin-page-header';

const TABS = [
  { value: 'agents', label: 'Agents', text: 'Every agent with its status and totals will be listed here.' },
  { value: 'modes', label: 'Operation Modes', text: 'Switch agents between live and safe mode here.' },
  { value: 'approvals', label: 'Approvals', text: 'AI replies waiting for approval will be listed here.' },
  { value: 'analytics', label: 'Analytics', text: '' },
];
/** Tabs with a real panel of their own; the others still show their placeholder card. */
const BUILT = new Set(['approvals', 'analytics']);

/** Live like the client dashboard's tab: mounted only while the tab is open. */
function LiveAnalytics({ workspaceId }: { workspaceId: string }) {
  useLiveDashboard(workspaceId);
  return <AnalyticsTab workspaceId={workspaceId} />;
}

/**
 * The signed-in admin's current workspace (the workspace switcher will choose another). The panel
 * takes the workspace as a prop, so it does not care which.
 */
function AdminAnalytics() {
  const workspace = useCurrentWorkspace();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Analytics</CardTitle>
        <CardDescription>
          {workspace
            ? `Conversations, quotes and revenue of ${workspace.name}.`
            : 'You have no workspace yet.'}
        </CardDescription>
      </CardHeader>
      {workspace ? (
        <CardContent>
          <LiveAnalytics workspaceId={workspace.id} />
        </CardContent>
      ) : null}
    </Card>
  );
}

export function AdminDashboardPage() {
  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        lead="Agents, operation modes, approvals and analytics across all workspaces."
      />
      <Tabs defaultValue="agents">
        <TabsList className="w-full sm:w-auto">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="approvals">
          <ApprovalsQueue source={{ allWorkspaces: true }} />
        </TabsContent>
        <TabsContent value="analytics">
          <AdminAnalytics />
        </TabsContent>
        {TABS.filter((tab) => !BUILT.has(tab.value)).map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <Card>
              <CardHeader>
                <CardTitle>{tab.label}</CardTitle>
                <CardDescription>{tab.text}</CardDescription>
              </CardHeader>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
