import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '../../../domain/contracts/analytics.contract';
import { formatUsd } from '../../../domain/money';
import { hasAnyRevenue } from '../../../domain/revenue-series';
import { longDay, plural, shortDay, usd } from './analytics-format';
import { ChartFigure } from './chart-figure';

const REVENUE = 'var(--color-success)';

/** Money received per day (counted payments of the workspace's quotes). */
export function RevenueChart({ report }: { report: AnalyticsReport }) {
  const { totals } = report;
  // With nothing paid, a $0–$4 axis of empty bars says less than a sentence does.
  if (!hasAnyRevenue(report.series))
    return (
      <figure className="flex min-w-0 flex-col gap-2 rounded-lg border p-4" data-testid="revenue-empty">
        <figcaption className="font-medium">Revenue paid per day</figcaption>
        <p className="flex h-56 items-center justify-center rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground sm:h-64">
          No payments in the last {report.days} days. Paid quotes and orders show here by day.
        </p>
      </figure>
    );
  // Recharts plots numbers; the exact decimal strings stay in the table and the tooltip.
  const data = report.series.map((day) => ({ date: day.date, revenue: Number(day.revenue) }));
  return (
    <ChartFigure
      caption="Revenue paid per day"
      summary={`${usd(totals.revenue)} from ${plural(totals.paidQuotes, 'paid quote')} in the last ${report.days} days.`}
      rows={report.series}
      rowKey={(day) => day.date}
      columns={[
        { label: 'Day', value: (day) => longDay(day.date) },
        { label: 'Revenue', value: (day) => usd(day.revenue) },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
          <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
          <YAxis
            tickFormatter={(value: number) => formatUsd(value, { decimals: 0 })}
            fontSize={12}
            width={64}
          />
          <Tooltip
            labelFormatter={(date) => longDay(String(date))}
            formatter={(value) => [formatUsd(Number(value)), 'Revenue']}
          />
          <Bar
            dataKey="revenue"
            name="Revenue"
            fill={REVENUE}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
