import { useEffect, useState } from 'react';
import { type AnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from '../../../domain/analytics-period';
import type { AnalyticsReport } from '../../../domain/contracts/analytics.contract';
import { toast } from '../../lib/toast';
import { ActivityChart } from './activity-chart';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { AnalyticsTotals } from './analytics-totals';
import { AttributionTable } from './attribution-table';
import { PeriodPicker } from './period-picker';
import { RevenueChart } from './revenue-chart';
import { RevenueSources } from './revenue-sources';
import { useAnalyticsReport } from './use-analytics';

/** Nothing happened in the period: no conversation, no quote, no payment. */
function isEmpty(report: AnalyticsReport): boolean {
  const { totals } = report;
  return (
    totals.conversations === 0 &&
    totals.quotes === 0 &&
    totals.paidQuotes === 0 &&
    report.attribution.length === 0
  );
}

/**
 * The Analytics tab: one workspace's conversations, quotes and paid revenue over the chosen period,
 * and where the money came from. Every figure is the server's, from the workspace's own rows.
 */
export function AnalyticsPanel({ workspaceId }: { workspaceId: string }) {
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const report = useAnalyticsReport(workspaceId, days);

  useEffect(() => {
    if (report.isError) toast.error('Failed to load data', { description: report.error.message });
  }, [report.isError, report.error]);

  const data = report.data;
  return (
    <div className="flex flex-col gap-6" data-testid="analytics-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Days are calendar days in UTC; revenue counts payments received.
        </p>
        <PeriodPicker value={days} onChange={setDays} />
      </div>
      {report.isPending ? (
        <AnalyticsSkeleton />
      ) : !data ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load data. Try Refresh Data.
        </p>
      ) : isEmpty(data) ? (
        <p className="py-6 text-center text-muted-foreground">No conversations in this period yet</p>
      ) : (
        <div className="flex flex-col gap-6" aria-busy={report.isFetching}>
          <AnalyticsTotals totals={data.totals} />
          <div className="grid gap-4 lg:grid-cols-2">
            <ActivityChart report={data} />
            <RevenueChart report={data} />
          </div>
          <RevenueSources report={data} />
          <AttributionTable rows={data.attribution} />
        </div>
      )}
    </div>
  );
}
