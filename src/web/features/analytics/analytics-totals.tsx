import type { AnalyticsReport } from '../../../domain/contracts/analytics.contract';
import { usd } from './analytics-format';

/** The period's totals, the same figures the charts add up to. */
export function AnalyticsTotals({ totals }: { totals: AnalyticsReport['totals'] }) {
  const items = [
    { label: 'Conversations', value: String(totals.conversations), testId: 'analytics-conversations' },
    { label: 'Quotes generated', value: String(totals.quotes), testId: 'analytics-quotes' },
    { label: 'Quoted value', value: usd(totals.quotedTotal), testId: 'analytics-quoted' },
    { label: 'Paid quotes', value: String(totals.paidQuotes), testId: 'analytics-paid-quotes' },
    { label: 'Revenue paid', value: usd(totals.revenue), testId: 'analytics-revenue' },
  ];
  return (
    // As many columns as keep a six-figure amount inside its card (a fixed two on a phone did not).
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,10rem),1fr))] gap-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
