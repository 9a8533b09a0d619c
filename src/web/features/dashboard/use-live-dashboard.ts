import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWorkspaceEvents } from '../realtime/realtime.public';
import { dashboardKey } from './use-dashboard';

/** Events that arrive together (a payment approves a quote and wins it) cause one re-read. */
const SETTLE_MS = 300;

/**
 * Keeps the open dashboard current without polling: any change the workspace announces (new
 * conversations and messages, quotes, payments, agents, approvals) re-reads the dashboard's
 * queries, and so does every (re)connection, which catches up on what was missed while offline.
 */
export function useLiveDashboard(workspaceId: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reread = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: dashboardKey(workspaceId) });
      // The CRM card's own query (crm-card.tsx): a connection changed on the server (an uninstall,
      // a failed refresh, a disconnect elsewhere) shows without a reload.
      void queryClient.invalidateQueries({ queryKey: ['crm', workspaceId] });
    }, SETTLE_MS);
  };
  return useWorkspaceEvents({ workspaceId }, { onEvent: reread, onConnect: reread });
}
