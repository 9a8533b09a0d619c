import type { QueryClient } from '@tanstack/react-query';
import { FIRST_LEADS_PAGE } from './leads-tab';
import { routingRulesQuery } from './routing-rules';
import { conversationListQuery, dashboardSummaryQuery } from './use-dashboard';

/**
 * Starts the requests of the dashboard's first screen (the cards, the first page of leads, the
 * routing rules) together, as soon as the workspace is known, instead of after the page has
 * rendered; the components then find them under the same keys.
 */
export function prefetchDashboardHome(queryClient: QueryClient, workspaceId: string): void {
  void queryClient.prefetchQuery(dashboardSummaryQuery(workspaceId));
  void queryClient.prefetchQuery(conversationListQuery(workspaceId, { ...FIRST_LEADS_PAGE }));
  void queryClient.prefetchQuery(routingRulesQuery(workspaceId));
}
