import { BarChart3Icon, DollarSignIcon, FileTextIcon, UsersIcon } from 'lucide-react';
import { useConfig } from '../../app/config-provider';
import { useSession } from '../../app/session';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { BillingCard } from '../../features/billing/billing-card';
import { useDocumentMeta } from '../../lib/document-meta';

const SUMMARY_CARDS = [
  { title: 'Total Leads', icon: UsersIcon },
  { title: 'Quotes Generated', icon: FileTextIcon },
  { title: 'Revenue Pipeline', icon: DollarSignIcon },
  { title: 'Conversion Rate', icon: BarChart3Icon },
];

const TABS = [
  {
    value: 'leads',
    label: 'Leads & Conversations',
    empty: 'Your leads and their conversations will be listed here.',
  },
  {
    value: 'quotes',
    label: 'Quotes & Pipeline',
    empty: 'Quotes your agents send, and where each stands, will be listed here.',
  },
  { value: 'agents', label: 'Agents', empty: 'Your deployed agents and their status will be listed here.' },
  { value: 'campaigns', label: 'Campaigns', empty: 'Follow-up e-mails and automations will be listed here.' },
  { value: 'analytics', label: 'Analytics', empty: 'Charts of leads, quotes and revenue will appear here.' },
];

export function ClientDashboardPage() {
  const { dashboardUrl } = useConfig();
  const { data } = useSession();
  useDocumentMeta({
    title: 'Dashboard',
    description: 'Monitor your AI sales agents, leads, conversations, quotes and automations.',
    canonical: `${dashboardUrl}/dashboard`,
  });

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          {data?.user ? `Signed in as ${data.user.email}. ` : ''}Figures appear here once your agents have
          data.
        </p>
      </div>
      <BillingCard />
      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SUMMARY_CARDS.map((card) => (
          <Card key={card.title}>
            <div className="flex items-center justify-between gap-2 p-6 pb-2">
              <CardTitle size="sm">{card.title}</CardTitle>
              <card.icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </div>
            <CardContent>
              <p className="text-2xl font-bold">
                <span aria-hidden="true">—</span>
                <span className="sr-only">No data yet</span>
              </p>
            </CardContent>
          </Card>
        ))}
      </section>
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
                <p className="text-sm text-muted-foreground">{tab.empty}</p>
              </CardHeader>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
