import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { approvalsKey } from '../approvals';
import { useWorkspaceEvents } from '../realtime';
import { dashboardKey } from './use-dashboard';

/** Events that arrive together (a payment approves a quote and wins it) cause one re-read. */
const SETTLE_MS = 300;

/**
 * Keeps the open dashboard current without polling: any change the workspace announces (new
 * conversations and messages, quotes, payments, agents, approvals) re-reads the dashboard's
 * queries, and so does every (re)connection, which catches up on what was missed while offline.
 *
 * The stream starts once the first screen's data has arrived (and then when the page is idle):
 * its first `ready` re-reads the dashboard anyway, so opening it during start-up would only
 * compete with the first screen's requests (and hold one of the browser's connections).
 */
export function useLiveDashboard(workspaceId: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const fetching = useIsFetching({ queryKey: dashboardKey(workspaceId) });
  const [firstScreenLoaded, setFirstScreenLoaded] = useState(false);
  useEffect(() => {
    // Read again now, not only from the render: the lists' requests start in effects that ran
    // just before this one.
    if (fetching === 0 && queryClient.isFetching({ queryKey: dashboardKey(workspaceId) }) === 0)
      setFirstScreenLoaded(true);
  }, [queryClient, workspaceId, fetching]);
  const reread = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: dashboardKey(workspaceId) });
      // The CRM card's own query (crm-card.tsx): a connection changed on the server (an uninstall,
      // a failed refresh, a disconnect elsewhere) shows without a reload.
      void queryClient.invalidateQueries({ queryKey: ['crm', workspaceId] });
      // The pending approvals' count in the sidebar and on the Approvals tab.
      void queryClient.invalidateQueries({ queryKey: approvalsKey });
    }, SETTLE_MS);
  };
  return useWorkspaceEvents(firstScreenLoaded ? { workspaceId } : null, {
    onEvent: reread,
    onConnect: reread,
  });
}
