import type { ReactNode } from 'react';
import { useCurrentWorkspace, useSession } from '../../app/session';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnalyticsTab } from '../../features/analytics';
import { ApprovalsQueue, usePendingApprovalCount } from '../../features/approvals';
import { useLiveDashboard } from '../../features/dashboard';
import { AgentModes } from '../../features/dashboard/agent-modes';
import { AgentsTab } from '../../features/dashboard/agents-tab';
import { AdminPageHeader } from './admin-page-header';

function WorkspaceCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The answers waiting for review, beside the tab's name; nothing when none wait. */
export function PendingCount({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <Badge variant="destructive" className="ml-1.5 px-1.5 tabular-nums" data-testid="pending-approvals">
      {count}
      <span className="sr-only"> waiting for approval</span>
    </Badge>
  );
}

function LiveWorkspace({ workspaceId }: { workspaceId: string }) {
  // Agents, modes and analytics follow the workspace's changes as they happen.
  useLiveDashboard(workspaceId);
  return null;
}

/**
 * The spec's four tabs, agents first: the agents, modes and analytics of the current workspace (the
 * one chosen in the switcher), and the approvals of every workspace (platform admins) or of that
 * one (owners).
 */
export function AdminDashboardPage() {
  const { data } = useSession();
  const workspace = useCurrentWorkspace();
  const isAdmin = Boolean(data?.isAdmin);
  const canChange = isAdmin || workspace?.role === 'owner';
  const loading = <p className="text-muted-foreground">Loading...</p>;
  const pending = usePendingApprovalCount(
    isAdmin ? { allWorkspaces: true } : workspace ? { workspaceId: workspace.id } : null,
  );
  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        lead={`Agents, operation modes, approvals and analytics${workspace ? `. Workspace: ${workspace.name}.` : '.'}`}
      />
      {workspace ? <LiveWorkspace workspaceId={workspace.id} /> : null}
      <Tabs defaultValue="agents">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="agents">Agents</TabsTrigger>
          <TabsTrigger value="modes">Operation Modes</TabsTrigger>
          <TabsTrigger value="approvals">
            Approvals
            <PendingCount count={pending} />
          </TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="agents">
          <WorkspaceCard title="Agents" text="Each agent with its status, mode, counts and last activity.">
            {workspace ? <AgentsTab workspaceId={workspace.id} canChange={canChange} /> : loading}
          </WorkspaceCard>
        </TabsContent>
        <TabsContent value="modes">
          <WorkspaceCard title="Operation Modes" text="Switch each agent between live and safe mode.">
            {workspace ? <AgentModes workspaceId={workspace.id} canChange={canChange} /> : loading}
          </WorkspaceCard>
        </TabsContent>
        <TabsContent value="approvals">
          {isAdmin ? (
            <ApprovalsQueue source={{ allWorkspaces: true }} />
          ) : workspace ? (
            <ApprovalsQueue source={{ workspaceId: workspace.id }} />
          ) : (
            loading
          )}
        </TabsContent>
        <TabsContent value="analytics">
          <WorkspaceCard
            title="Analytics"
            text={workspace ? `Conversations, quotes and revenue of ${workspace.name}.` : 'Loading...'}
          >
            {workspace ? <AnalyticsTab workspaceId={workspace.id} /> : loading}
          </WorkspaceCard>
        </TabsContent>
      </Tabs>
    </>
  );
}
