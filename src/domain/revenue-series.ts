/**
 * Whether a revenue series has anything to draw: a day with money paid (or refunded). With none,
 * the chart is an empty state, not an axis of zero bars scaled to $0–$4.
 */
export function hasAnyRevenue(series: readonly { revenue: string | number }[]): boolean {
  return series.some((day) => Number(day.revenue) !== 0);
}
