import type { AgentType } from '../../../domain/agent-types';
import { type AnalyticsPeriod, analyticsWindow, zeroFill } from '../../../domain/analytics-period';
import {
  type AnalyticsDay,
  type AnalyticsReport,
  ATTRIBUTION_LIMIT,
} from '../../../domain/contracts/analytics.contract';
import { toCents } from '../../../domain/money';
import type { AppDeps } from '../../app-deps';
import {
  type AttributionDbRow,
  type RevenueSourceRow,
  readAttribution,
  readDailyActivity,
  readRevenueSources,
} from './analytics-report.repository';

/** Exact sum of decimal strings, back as a decimal string (money never goes through floats). */
function sumMoney(amounts: readonly string[]): string {
  const cents = amounts.reduce((total, amount) => total + toCents(amount), 0);
  return (cents / 100).toFixed(2);
}

type Agent = AnalyticsReport['attribution'][number]['agent'];

/** The conversation's agent; a deleted agent is still known by its type. */
function agentOf(row: {
  agentId: string | null;
  agentName: string | null;
  agentType: AgentType | null;
}): Agent {
  if (row.agentId === null && row.agentType === null) return null;
  return { id: row.agentId, name: row.agentName, type: row.agentType };
}

/** Sums the (agent, channel) rows by one key, largest revenue first. */
function shares<K>(
  rows: readonly RevenueSourceRow[],
  keyOf: (row: RevenueSourceRow) => string,
  pick: (row: RevenueSourceRow) => K,
) {
  const groups = new Map<string, { key: K; rows: RevenueSourceRow[] }>();
  for (const row of rows) {
    const id = keyOf(row);
    const group = groups.get(id) ?? { key: pick(row), rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()]
    .map((group) => ({
      key: group.key,
      paidQuotes: group.rows.reduce((n, row) => n + row.paidQuotes, 0),
      revenue: sumMoney(group.rows.map((row) => row.revenue)),
    }))
    .sort((a, b) => toCents(b.revenue) - toCents(a.revenue));
}

function toAttribution(row: AttributionDbRow): AnalyticsReport['attribution'][number] {
  return {
    conversationId: row.conversationId,
    customer: row.hasCustomer ? { name: row.customerName ?? '', email: row.customerEmail } : null,
    agent: agentOf(row),
    channel: row.channel,
    quoteCount: row.quoteCount,
    quotedTotal: row.quotedTotal,
    paidTotal: row.paidTotal,
    firstMessageAt: row.firstMessageAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The Analytics tab's report for the last `days` UTC days of one workspace. */
export async function getAnalyticsReport(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: { workspaceId: string; days: AnalyticsPeriod },
): Promise<AnalyticsReport> {
  const now = deps.clock();
  const window = analyticsWindow(now, options.days);
  const scope = { workspaceId: options.workspaceId, from: window.from, to: window.to };
  const [daily, sources, attribution] = await Promise.all([
    readDailyActivity(deps.db, scope),
    readRevenueSources(deps.db, scope),
    readAttribution(deps.db, scope, ATTRIBUTION_LIMIT),
  ]);
  const series: AnalyticsDay[] = zeroFill(
    window.dates,
    daily.map(({ date, conversations, quotes, quotedTotal, revenue }) => ({
      date,
      conversations,
      quotes,
      quotedTotal,
      revenue,
    })),
    { conversations: 0, quotes: 0, quotedTotal: '0.00', revenue: '0.00' },
  );
  return {
    days: options.days,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    series,
    totals: {
      conversations: daily.reduce((n, day) => n + day.conversations, 0),
      quotes: daily.reduce((n, day) => n + day.quotes, 0),
      quotedTotal: sumMoney(daily.map((day) => day.quotedTotal)),
      paidQuotes: daily.reduce((n, day) => n + day.paidQuotes, 0),
      revenue: sumMoney(daily.map((day) => day.revenue)),
    },
    byAgent: shares(
      sources,
      // Deleted agents of one type are one row; no agent and no conversation share the null row.
      (row) => row.agentId ?? (row.agentType ? `type:${row.agentType}` : '-'),
      agentOf,
    ).map(({ key, ...rest }) => ({ agent: key, ...rest })),
    byChannel: shares(
      sources,
      (row) => row.channel ?? '-',
      (row) => row.channel,
    ).map(({ key, ...rest }) => ({ channel: key, ...rest })),
    attribution: attribution.map(toAttribution),
    computedAt: now.toISOString(),
  };
}
