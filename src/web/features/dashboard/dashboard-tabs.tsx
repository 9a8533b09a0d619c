import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnalyticsTab } from '../analytics';
import { LeadsTab } from './leads-tab';
import { useLiveDashboard } from './use-live-dashboard';

// Only the first tab is part of the home's first load; the others' code (their lists, forms and
// dialogs) is fetched when one is first opened, so the first screen parses and runs less.
const QuotesTab = lazy(async () => ({ default: (await import('./quotes-tab')).QuotesTab }));
const AgentsTab = lazy(async () => ({ default: (await import('./agents-tab')).AgentsTab }));
const CampaignsTab = lazy(async () => ({ default: (await import('./campaigns-tab')).CampaignsTab }));

const TABS = [
  { value: 'leads', label: 'Leads & Conversations' },
  { value: 'quotes', label: 'Quotes & Pipeline' },
  { value: 'agents', label: 'Agents' },
  { value: 'campaigns', label: 'Campaigns' },
  { value: 'analytics', label: 'Analytics' },
] as const;

/** A lazy tab's place while its code loads. */
function TabCodeLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="h-24" />
      <span className="sr-only">Loading</span>
    </div>
  );
}

/**
 * The live updates, in a component of their own that draws nothing: the stream's status changes
 * re-render only this, never the open tab's list.
 */
function LiveDashboard({ workspaceId }: { workspaceId: string }) {
  useLiveDashboard(workspaceId);
  return null;
}

/** The spec's five tabs, 'leads' first; each tab loads its data when first opened. */
export function DashboardTabs({
  workspaceId,
  canChange,
  userEmail,
}: {
  workspaceId: string;
  canChange: boolean;
  userEmail: string;
}) {
  const panel = (value: (typeof TABS)[number]['value']) => {
    switch (value) {
      case 'leads':
        return <LeadsTab workspaceId={workspaceId} canChange={canChange} />;
      case 'quotes':
        return <QuotesTab workspaceId={workspaceId} canChange={canChange} />;
      case 'agents':
        return <AgentsTab workspaceId={workspaceId} canChange={canChange} />;
      case 'campaigns':
        return <CampaignsTab workspaceId={workspaceId} canChange={canChange} userEmail={userEmail} />;
      case 'analytics':
        return <AnalyticsTab workspaceId={workspaceId} />;
    }
  };
  return (
    <Tabs defaultValue="leads">
      <TabsList className="w-full sm:w-auto">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <Card>
            <CardHeader>
              <CardTitle>{tab.label}</CardTitle>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<TabCodeLoading />}>{panel(tab.value)}</Suspense>
            </CardContent>
          </Card>
        </TabsContent>
      ))}
      <LiveDashboard workspaceId={workspaceId} />
    </Tabs>
  );
}
