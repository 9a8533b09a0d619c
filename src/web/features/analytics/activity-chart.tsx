import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '../../../domain/contracts/analytics.contract';
import { longDay, plural, shortDay } from './analytics-format';
import { ChartFigure } from './chart-figure';

// Theme colours (styles.css), so the chart follows the brand and dark mode.
const CONVERSATIONS = 'var(--color-primary)';
const QUOTES = 'var(--color-brand-accent)';

/** Conversations started and quotes generated per day. */
export function ActivityChart({ report }: { report: AnalyticsReport }) {
  const { series, totals } = report;
  return (
    <ChartFigure
      caption="Conversations and quotes per day"
      summary={`${plural(totals.conversations, 'conversation')} and ${plural(totals.quotes, 'quote')} in the last ${report.days} days.`}
      rows={series}
      rowKey={(day) => day.date}
      columns={[
        { label: 'Day', value: (day) => longDay(day.date) },
        { label: 'Conversations', value: (day) => String(day.conversations) },
        { label: 'Quotes', value: (day) => String(day.quotes) },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart
          data={series}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip labelFormatter={(date) => longDay(String(date))} />
          <Legend />
          <Area
            type="monotone"
            dataKey="conversations"
            name="Conversations"
            stroke={CONVERSATIONS}
            fill={CONVERSATIONS}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="quotes"
            name="Quotes"
            stroke={QUOTES}
            fill={QUOTES}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
