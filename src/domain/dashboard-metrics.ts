import { sumDollars } from './money';

export const DASHBOARD_LIMITS = {
  latestConversations: 50,
  latestQuotes: 50,
  recentApprovals: 10,
  automationWindowDays: 30,
  campaignsWindowDays: 7,
  recentEmails: 5,
  leadExportDays: 30,
} as const;

/** Sum of approved quote totals, exact to the cent; totals may arrive as numeric strings. */
export function revenuePipeline(
  quotes: readonly { status: string; total_amount: number | string | null }[],
): number {
  // sumDollars counts a total that is not a number as 0, so only a missing total needs dropping.
  return sumDollars(
    quotes
      .filter((quote) => quote.status === 'approved')
      .flatMap((quote) => (quote.total_amount === null ? [] : [quote.total_amount])),
  );
}

/** Approved quotes per conversation as a percentage with one decimal, rounded half up: '33.3'. */
export function conversionRate(approvedQuotes: number, conversations: number): string {
  if (!(conversations > 0) || !(approvedQuotes > 0)) return '0.0';
  // Integer tenths avoid toFixed's binary rounding (1.45.toFixed(1) is '1.4').
  const tenths = Math.round((approvedQuotes * 1000) / conversations);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}
