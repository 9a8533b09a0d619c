import { DASHBOARD_LIMITS } from './dashboard-metrics';

/**
 * The leads export (spec dashboard §7, function `leads-export`: dateRange default 30, format
 * default json): one row per lead (customer) whose first contact falls in the range, as JSON or
 * CSV. Pure: the columns, the range rules and the CSV cell escaping; the server streams the rows.
 */

export const LEAD_EXPORT_FORMATS = ['json', 'csv'] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];

export const LEAD_EXPORT_LIMITS = {
  /** The default range in days (spec: dateRange default 30). */
  defaultDays: DASHBOARD_LIMITS.leadExportDays,
  /** The longest range one export may cover, in days (both ends included). */
  maxDays: 366,
  /**
   * Leads read from the database per page while streaming. The first page is small because the
   * answer starts only once it is read (so a failure is still an error status): each lead of it
   * costs two index lookups before the first byte, and 20 take a fifth of the time 100 did on a
   * month of 8,000 leads. Later pages are large, so a month of leads is a few statements rather
   * than dozens.
   */
  firstPageSize: 20,
  pageSize: 2000,
} as const;

export const LEAD_EXPORT_MESSAGES = {
  invalidDate: 'Dates must be given as YYYY-MM-DD.',
  fromAfterTo: 'The start date must be on or before the end date.',
  tooLong: `The date range can cover at most ${LEAD_EXPORT_LIMITS.maxDays} days.`,
  invalidFormat: 'Format must be json or csv.',
} as const;

/** One exported lead; money as exact decimal strings, times as ISO strings. */
export interface LeadExportRow {
  customerName: string;
  email: string | null;
  phone: string | null;
  firstContact: string;
  lastMessage: string | null;
  leadTemperature: string | null;
  engagementScore: number | null;
  valuePotential: number | null;
  routingPriority: number | null;
  routingAction: string | null;
  routingReason: string | null;
  quotesCount: number;
  quotedTotal: string;
  paidTotal: string;
  pipelineStage: string | null;
}

/** The CSV columns in order, with their header text. */
export const LEAD_EXPORT_COLUMNS: readonly { key: keyof LeadExportRow; header: string }[] = [
  { key: 'customerName', header: 'Customer name' },
  { key: 'email', header: 'E-mail' },
  { key: 'phone', header: 'Phone' },
  { key: 'firstContact', header: 'First contact' },
  { key: 'lastMessage', header: 'Last message' },
  { key: 'leadTemperature', header: 'Lead temperature' },
  { key: 'engagementScore', header: 'Engagement score' },
  { key: 'valuePotential', header: 'Value potential' },
  { key: 'routingPriority', header: 'Routing priority' },
  { key: 'routingAction', header: 'Routing action' },
  { key: 'routingReason', header: 'Routing reason' },
  { key: 'quotesCount', header: 'Quotes' },
  { key: 'quotedTotal', header: 'Quoted total' },
  { key: 'paidTotal', header: 'Paid total' },
  { key: 'pipelineStage', header: 'Pipeline stage' },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) as the UTC midnight starting it; null when not a real date. */
export function parseExportDate(value: string): Date | null {
  if (!DATE_PATTERN.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

export function formatExportDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Days covered by from..to, both ends included (1 for the same day). */
export function exportRangeDays(from: string, to: string): number {
  const start = parseExportDate(from);
  const end = parseExportDate(to);
  if (!start || !end) return Number.NaN;
  return Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
}

/** The first problem with a range, in the product's words, or null when it is fine. */
export function exportRangeProblem(from: string, to: string): string | null {
  if (!parseExportDate(from) || !parseExportDate(to)) return LEAD_EXPORT_MESSAGES.invalidDate;
  const days = exportRangeDays(from, to);
  if (days < 1) return LEAD_EXPORT_MESSAGES.fromAfterTo;
  if (days > LEAD_EXPORT_LIMITS.maxDays) return LEAD_EXPORT_MESSAGES.tooLong;
  return null;
}

/** The last `days` days up to and including `now`'s (UTC) date. */
export function defaultExportRange(
  now: Date,
  days: number = LEAD_EXPORT_LIMITS.defaultDays,
): { from: string; to: string } {
  const to = formatExportDate(now);
  const from = formatExportDate(new Date(parseExportDate(to)!.getTime() - (days - 1) * DAY_MS));
  return { from, to };
}

/** The half-open instant range [start, end) the calendar dates cover (UTC). */
export function exportRangeBounds(from: string, to: string): { start: Date; end: Date } {
  const start = parseExportDate(from);
  const last = parseExportDate(to);
  if (!start || !last) throw new Error(LEAD_EXPORT_MESSAGES.invalidDate);
  return { start, end: new Date(last.getTime() + DAY_MS) };
}

export function exportFilename(from: string, to: string, format: LeadExportFormat): string {
  return `leads-${from}-to-${to}.${format}`;
}

// A cell a spreadsheet would read as a formula (=, +, -, @, or a tab / carriage return leading
// into one) is prefixed with a single quote, so opening the export never runs a lead's text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe, quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, CRLF-terminated. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function csvHeader(): string {
  return csvLine(LEAD_EXPORT_COLUMNS.map((c) => c.header));
}

export function csvRow(row: LeadExportRow): string {
  return csvLine(LEAD_EXPORT_COLUMNS.map((c) => row[c.key]));
}
