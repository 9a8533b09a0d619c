import { BarChart3Icon, DollarSignIcon, FileTextIcon, RefreshCwIcon, UsersIcon } from 'lucide-react';
import { useEffect } from 'react';
import { formatUsd } from '../../../domain/money';
import { relativeTime } from '../../../domain/relative-time';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import { useDashboardSummary, useNow, useRefreshDashboard } from './use-dashboard';

const LOAD_FAILED = 'Failed to load dashboard data';

/**
 * The four cards (spec §9: total leads, quotes generated, revenue pipeline = approved totals,
 * conversion rate = approved quotes / conversations with one decimal), from the server's figures,
 * and Refresh Data, which re-reads every figure and list of the dashboard.
 */
export function SummaryCards({ workspaceId }: { workspaceId: string }) {
  const summary = useDashboardSummary(workspaceId);
  const refresh = useRefreshDashboard(workspaceId);
  const now = useNow();

  useEffect(() => {
    if (summary.isError) toast.error(LOAD_FAILED, { description: summary.error.message });
  }, [summary.isError, summary.error]);

  const data = summary.data;
  const cards = [
    {
      title: 'Total Leads',
      icon: UsersIcon,
      value: data ? String(data.totalLeads) : null,
      note: 'Conversations, with or without a quote',
      testId: 'total-leads',
    },
    {
      title: 'Quotes Generated',
      icon: FileTextIcon,
      value: data ? String(data.quotesGenerated) : null,
      testId: 'quotes-generated',
    },
    {
      title: 'Revenue Pipeline',
      icon: DollarSignIcon,
      value: data ? formatUsd(Number(data.revenuePipeline)) : null,
      note: data ? `${data.approvedQuotes} approved ${data.approvedQuotes === 1 ? 'quote' : 'quotes'}` : null,
      testId: 'revenue-pipeline',
    },
    {
      title: 'Conversion Rate',
      icon: BarChart3Icon,
      value: data ? `${data.conversionRate}%` : null,
      note: 'Approved quotes per conversation',
      testId: 'conversion-rate',
    },
  ];

  return (
    <section aria-labelledby="summary-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="summary-heading" className="text-lg font-semibold">
          Summary
        </h2>
        <div className="flex items-center gap-3">
          {data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Updated {relativeTime(new Date(data.computedAt), now).toLowerCase()}
            </p>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void refresh()}
            disabled={summary.isFetching}
            aria-busy={summary.isFetching}
          >
            <RefreshCwIcon aria-hidden="true" className={summary.isFetching ? 'animate-spin' : undefined} />
            Refresh Data
          </Button>
        </div>
      </div>
      {summary.isError && !data ? (
        <p role="alert" className="text-sm text-destructive">
          {LOAD_FAILED}. Try Refresh Data.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.title} data-testid={card.testId}>
            <div className="flex items-center justify-between gap-2 p-6 pb-2">
              <CardTitle size="sm">{card.title}</CardTitle>
              <card.icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </div>
            <CardContent>
              {card.value === null ? (
                <>
                  <Skeleton className="h-8 w-24" />
                  <span className="sr-only">Loading</span>
                </>
              ) : (
                <p className="text-2xl font-bold" data-testid={`${card.testId}-value`}>
                  {card.value}
                </p>
              )}
              {card.note ? (
                <p className="mt-1 text-xs text-muted-foreground">{card.note}</p>
              ) : 'note' in card ? (
                // The note's line while it loads, so the card keeps its height.
                <Skeleton className="mt-1 h-4 w-28" />
              ) : null}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
