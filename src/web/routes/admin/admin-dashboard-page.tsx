import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApprovalsQueue } from '../../features/approvals/approvals-queue';
import { AdminPageHeader } from './admin-page-header';

const TABS = [
  { value: 'agents', label: 'Agents', text: 'Every agent with its status and totals will be listed here.' },
  { value: 'modes', label: 'Operation Modes', text: 'Switch agents between live and safe mode here.' },
  { value: 'approvals', label: 'Approvals', text: 'AI replies waiting for approval will be listed here.' },
  { value: 'analytics', label: 'Analytics', text: 'Platform-wide analytics will appear here.' },
];

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
        {TABS.filter((tab) => tab.value !== 'approvals').map((tab) => (
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
