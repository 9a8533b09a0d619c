import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnalyticsTab } from '../analytics/analytics.public';
import { AgentsTab } from './agents-tab';
import { CampaignsTab } from './campaigns-tab';
import { LeadsTab } from './leads-tab';
import { QuotesTab } from './quotes-tab';
import { useLiveDashboard } from './use-live-dashboard';

const TABS = [
  { value: 'leads', label: 'Leads & Conversations' },
  { value: 'quotes', label: 'Quotes & Pipeline' },
  { value: 'agents', label: 'Agents' },
  { value: 'campaigns', label: 'Campaigns' },
  { value: 'analytics', label: 'Analytics' },
] as const;

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
  useLiveDashboard(workspaceId);
  const panel = (value: (typeof TABS)[number]['value']) => {
    switch (value) {
      case 'leads':
        return <LeadsTab workspaceId={workspaceId} canChange={canChange} />;
      case 'quotes':
        return <QuotesTab workspaceId={workspaceId} canChange={canChange} />;
      case 'agents':
        return <AgentsTab workspaceId={workspaceId} />;
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
            <CardContent>{panel(tab.value)}</CardContent>
          </Card>
        </TabsContent>
      ))}
    </Tabs>
  );
}
