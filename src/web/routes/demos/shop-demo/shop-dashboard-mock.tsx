import { formatUsd } from '../../../../domain/money';
import { Badge } from '../../../components/ui/badge';
import { SHOP_DEMO_ACTIVITY, SHOP_DEMO_METRICS, SHOP_DEMO_WEEK } from './shop-demo-data';

const weekMax = Math.max(...SHOP_DEMO_WEEK.map((d) => d.revenue));
const usd = (amount: number) => formatUsd(amount, { decimals: 0 });
const weekTotal = SHOP_DEMO_WEEK.reduce((sum, d) => sum + d.revenue, 0);

function WeekChart() {
  return (
    <figure className="rounded-lg border bg-background p-4">
      <figcaption className="text-sm font-medium">Revenue recovered this week: {usd(weekTotal)}</figcaption>
      {/* Bars are drawn with plain divs; each day's figure is in the text for screen readers. */}
      <ul className="mt-4 flex h-40 items-end gap-2">
        {SHOP_DEMO_WEEK.map((d) => (
          <li key={d.day} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="sr-only">
              {d.day}: {usd(d.revenue)}
            </span>
            <span
              aria-hidden="true"
              className="w-full rounded-t bg-primary"
              style={{ height: `${Math.round((d.revenue / weekMax) * 100)}%` }}
            />
            <span aria-hidden="true" className="text-xs text-muted-foreground">
              {d.day}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** A static picture of the ShopAgent dashboard with fixed sample figures. */
export function ShopDashboardMock() {
  return (
    <section
      aria-labelledby="shop-dashboard-heading"
      className="rounded-2xl border bg-card p-4 shadow-lg sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="shop-dashboard-heading" className="text-xl font-semibold">
          ShopAgent dashboard
        </h2>
        <Badge variant="outline">Sample data · last 30 days</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-3">
        {SHOP_DEMO_METRICS.map((metric) => (
          <div key={metric.id} className="rounded-lg border bg-background p-3">
            <dt className="text-xs text-muted-foreground">{metric.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{metric.value}</dd>
            <dd className="text-xs text-muted-foreground">{metric.note}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2 lg:items-start">
        <WeekChart />
        <div className="rounded-lg border bg-background p-4">
          <h3 className="text-sm font-medium">Latest agent activity</h3>
          <ul className="mt-3 divide-y text-sm">
            {SHOP_DEMO_ACTIVITY.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block font-medium">{item.kind}</span>
                  <span className="block text-muted-foreground">{item.detail}</span>
                </span>
                {item.amount !== null ? (
                  <span className="shrink-0 font-semibold tabular-nums">+{usd(item.amount)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
