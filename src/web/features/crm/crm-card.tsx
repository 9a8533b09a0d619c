import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  crmDiagnosticsContract,
  disconnectCrmContract,
  getCrmConnectionContract,
  startCrmConnectContract,
} from '../../../domain/contracts/crm.contract';
import { type CrmConnectionState, OAUTH_POPUP } from '../../../domain/crm-connection';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { apiRequest } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { crmStateLabel, describeCrmConnection } from './crm-card-text';
import { CrmCustomFields } from './crm-custom-fields';
import { CrmDiagnosticsList } from './crm-diagnostics';
import { CrmStageMapping } from './crm-stage-mapping';
import { useOauthPopup } from './use-oauth-popup';

const BADGE: Record<CrmConnectionState, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  disconnected: 'outline',
  connecting: 'secondary',
  connected: 'default',
  error: 'destructive',
};

// CardHeader stacks its children: on a phone the badge goes above the words, which then take the
// card's width; from sm up it sits beside them, at the right.
const HEADER_LAYOUT = 'sm:flex-row sm:items-start sm:justify-between sm:gap-4';
const BADGE_PLACE = 'order-first self-start sm:order-none';

/** The connection's state; the dashboard home prefetches it as soon as the session is known. */
export const crmConnectionQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['crm', workspaceId],
    queryFn: () => apiRequest(getCrmConnectionContract, { params: { workspaceId } }),
  });

/**
 * The dashboard's CRM (GoHighLevel) card: the connection's state for everyone in the workspace,
 * Connect / Disconnect for the owner (the server enforces the same), and diagnostics.
 */
export function CrmCard({ workspaceId, canChange }: { workspaceId: string; canChange: boolean }) {
  const queryClient = useQueryClient();
  const key = ['crm', workspaceId] as const;
  const { data: view, isPending } = useQuery({
    ...crmConnectionQuery(workspaceId),
    // The popup may lose its opener (pages send Cross-Origin-Opener-Policy: same-origin, and the
    // provider is another origin), so while connecting the card asks the server each second.
    refetchInterval: (query) => (query.state.data?.state === 'connecting' ? OAUTH_POPUP.pollMs : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const popup = useOauthPopup((outcome) => {
    void refresh();
    if (outcome.status === 'connected') toast.success('GoHighLevel Connected');
    if (outcome.status === 'error')
      toast.error('Connection Failed', {
        description: outcome.message ?? 'Failed to connect to GoHighLevel. Please try again.',
      });
  });

  const connect = useMutation({
    mutationFn: async () => {
      const go = popup.open();
      try {
        const { authorization_url } = await apiRequest(startCrmConnectContract, {
          params: { workspaceId },
          body: {},
        });
        if (!go(authorization_url)) throw new Error('Allow pop-ups for this site, then press Connect again.');
      } catch (error) {
        go(null);
        throw error;
      }
    },
    onSettled: () => void refresh(),
    onError: (error) =>
      toast.error('Connection Error', {
        description: error.message || 'Failed to initialize GoHighLevel connection.',
      }),
  });
  const disconnect = useMutation({
    mutationFn: () => apiRequest(disconnectCrmContract, { params: { workspaceId } }),
    onSuccess: () => toast.success('GoHighLevel Disconnected'),
    onSettled: () => void refresh(),
    onError: (error) => toast.error('Disconnection Error', { description: error.message }),
  });
  const diagnostics = useMutation({
    mutationFn: () => apiRequest(crmDiagnosticsContract, { params: { workspaceId }, body: {} }),
    onSettled: () => void refresh(),
    onError: (error) => toast.error('Diagnostics failed', { description: error.message }),
  });

  if (isPending) return <CrmCardSkeleton />;
  if (!view) return null;
  const busy = connect.isPending || disconnect.isPending;
  return (
    <Card asChild>
      <section aria-labelledby="crm-heading" data-testid="crm-card">
        {/* On a phone the badge goes above the title, so the words take the card's width. */}
        <CardHeader className={HEADER_LAYOUT}>
          <div>
            <CardTitle id="crm-heading">CRM (GoHighLevel)</CardTitle>
            <CardDescription className="mt-1">{describeCrmConnection(view)}</CardDescription>
          </div>
          <Badge variant={BADGE[view.state]} data-testid="crm-state" className={BADGE_PLACE}>
            {crmStateLabel(view)}
          </Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {view.state === 'connected' && view.liveAgent ? (
            <p className="text-sm" data-testid="crm-live-agent">
              Live agent: <strong>{view.liveAgent.agentName}</strong>, deployed{' '}
              <time dateTime={view.liveAgent.deployedAt}>
                {new Date(view.liveAgent.deployedAt).toLocaleDateString()}
              </time>
              ; its leads reach this location.
            </p>
          ) : null}
          {view.configured ? (
            <div className="flex flex-wrap gap-2">
              {canChange && view.state !== 'connected' ? (
                <Button onClick={() => connect.mutate()} disabled={busy}>
                  {view.state === 'error' ? 'Reconnect' : 'Connect GoHighLevel'}
                </Button>
              ) : null}
              {canChange && view.state !== 'disconnected' ? (
                <Button variant="outline" onClick={() => disconnect.mutate()} disabled={busy}>
                  {view.state === 'connecting' ? 'Cancel' : 'Disconnect'}
                </Button>
              ) : null}
              {view.state !== 'disconnected' ? (
                <Button variant="ghost" onClick={() => diagnostics.mutate()} disabled={diagnostics.isPending}>
                  Run diagnostics
                </Button>
              ) : null}
              {!canChange ? (
                <p className="text-sm text-muted-foreground">
                  Only the workspace owner can connect or disconnect.
                </p>
              ) : null}
            </div>
          ) : null}
          {view.configured && canChange && view.state === 'connected' ? (
            <>
              <CrmStageMapping workspaceId={workspaceId} />
              <CrmCustomFields workspaceId={workspaceId} view={view} />
            </>
          ) : null}
          {diagnostics.data ? <CrmDiagnosticsList diagnostics={diagnostics.data} /> : null}
        </CardContent>
      </section>
    </Card>
  );
}

/**
 * The card while its state loads: its title and a line for the state, at the size of the card on a
 * server without GoHighLevel configured or for a disconnected member, so the tabs below it stay put.
 */
function CrmCardSkeleton() {
  return (
    <Card asChild>
      <section aria-labelledby="crm-heading" aria-busy="true" data-testid="crm-card-loading">
        <CardHeader className={HEADER_LAYOUT}>
          <div className="w-full max-w-md">
            <CardTitle id="crm-heading">CRM (GoHighLevel)</CardTitle>
            <Skeleton className="mt-2 h-4 w-full" />
            <span className="sr-only">Loading the CRM connection</span>
          </div>
          <Skeleton className={`h-5 w-24 rounded-full ${BADGE_PLACE}`} />
        </CardHeader>
        <CardContent />
      </section>
    </Card>
  );
}
