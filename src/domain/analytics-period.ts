/**
 * The Analytics tab's reporting window: the last `days` whole days in UTC, today included, so a
 * day's bar means the same calendar day for every viewer and every server.
 */

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

const DAY_MS = 86_400_000;

export interface AnalyticsWindow {
  /** Midnight UTC of the first day (inclusive). */
  from: Date;
  /** Midnight UTC after today (exclusive). */
  to: Date;
  /** Every day of the window as YYYY-MM-DD, oldest first. */
  dates: string[];
}

export function analyticsWindow(now: Date, days: number): AnalyticsWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = today - (days - 1) * DAY_MS;
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(from + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { from: new Date(from), to: new Date(today + DAY_MS), dates };
}

/**
 * One value per day of the window: the rows' value where a row exists, else `empty`. The database
 * returns only days that had activity; a chart needs the quiet days too.
 */
export function zeroFill<T extends { date: string }>(
  dates: readonly string[],
  rows: readonly T[],
  empty: Omit<T, 'date'>,
): T[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return dates.map((date) => byDate.get(date) ?? ({ ...empty, date } as T));
}
