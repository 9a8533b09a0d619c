import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '../../../domain/analytics-period';
import { analyticsReportContract } from '../../../domain/contracts/analytics.contract';
import { apiRequest } from '../../lib/api-client';
import { workspaceDataKey } from '../../lib/workspace-data-key';

/**
 * The Analytics report of one workspace and period. Its key starts with the workspace's dashboard prefix, so
 * Refresh Data and the live updates (a new conversation, quote or payment) re-read the charts too.
 */
export function useAnalyticsReport(workspaceId: string, days: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...workspaceDataKey(workspaceId), 'analytics', days],
    queryFn: ({ signal }) =>
      apiRequest(analyticsReportContract, { params: { workspaceId }, query: { days } }, { signal }),
    // Switching the period keeps the last charts on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
