import type { AnalyticsReport } from '../../../domain/contracts/analytics.contract';
import { toCents } from '../../../domain/money';
import { agentLabel, channelLabel, plural, usd } from './analytics-format';

interface Share {
  key: string;
  label: string;
  paidQuotes: number;
  revenue: string;
}

/** One breakdown as a list whose bars show each share of the period's revenue. */
function ShareList({ title, shares, total }: { title: string; shares: Share[]; total: string }) {
  const totalCents = toCents(total);
  return (
    <section className="flex flex-col gap-2 rounded-lg border p-4" aria-label={title}>
      <h3 className="font-medium">{title}</h3>
      {shares.length === 0 ? (
        <p className="text-sm text-muted-foreground">No paid quotes in this period yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shares.map((share) => {
            const percent = totalCents > 0 ? Math.round((toCents(share.revenue) / totalCents) * 100) : 0;
            return (
              <li key={share.key} className="text-sm" data-testid="revenue-share">
                <div className="flex justify-between gap-2">
                  <span>{share.label}</span>
                  <span className="font-medium tabular-nums">
                    {usd(share.revenue)}{' '}
                    <span className="text-muted-foreground">
                      ({percent}%, {plural(share.paidQuotes, 'quote')})
                    </span>
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-muted">
                  <div className="h-2 rounded-full bg-success" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Paid revenue of the period by the agent and by the channel of the conversation it came from. */
export function RevenueSources({ report }: { report: AnalyticsReport }) {
  const byAgent = report.byAgent.map((share) => ({
    key: share.agent?.id ?? share.agent?.type ?? 'none',
    label: agentLabel(share.agent),
    paidQuotes: share.paidQuotes,
    revenue: share.revenue,
  }));
  const byChannel = report.byChannel.map((share) => ({
    key: share.channel ?? 'none',
    label: channelLabel(share.channel),
    paidQuotes: share.paidQuotes,
    revenue: share.revenue,
  }));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ShareList title="Revenue by agent" shares={byAgent} total={report.totals.revenue} />
      <ShareList title="Revenue by channel" shares={byChannel} total={report.totals.revenue} />
    </div>
  );
}
