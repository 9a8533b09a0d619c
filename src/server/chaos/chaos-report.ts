import { appendFileSync, existsSync, readFileSync } from 'node:fs';
/**
 * One row of the fault-injection report: what a scenario sent, what the server accepted, and what
 * the database holds afterwards. Printed as a table by `npm run chaos` (and by the test tier).
 */
export interface ChaosOutcome {
  scenario: string;
  requests: number;
  /** Answered 2xx. */
  accepted: number;
  /** Accepted requests found stored exactly as promised. */
  stored: number;
  /** Accepted but not stored. */
  lost: number;
  /** Stored more than once. */
  duplicated: number;
  /** Milliseconds from the fault ending to the first accepted request, if there was a fault. */
  recoveryMs: number | null;
  /** Anything else worth a line (refusals by status, unanswered turns). */
  notes?: string;
}

const COLUMNS: { header: string; cell: (o: ChaosOutcome) => string }[] = [
  { header: 'scenario', cell: (o) => o.scenario },
  { header: 'requests', cell: (o) => String(o.requests) },
  { header: 'accepted', cell: (o) => String(o.accepted) },
  { header: 'stored', cell: (o) => String(o.stored) },
  { header: 'lost', cell: (o) => String(o.lost) },
  { header: 'duplicated', cell: (o) => String(o.duplicated) },
  {
    header: 'recovery',
    cell: (o) => (o.recoveryMs === null ? '—' : `${(o.recoveryMs / 1000).toFixed(1)} s`),
  },
  { header: 'notes', cell: (o) => o.notes ?? '' },
];

export function formatChaosTable(outcomes: readonly ChaosOutcome[]): string {
  const rows = outcomes.map((o) => COLUMNS.map((c) => c.cell(o)));
  const widths = COLUMNS.map((c, i) => Math.max(c.header.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  return [
    line(COLUMNS.map((c) => c.header)),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}

/**
 * Prints a scenario's row, and appends it to CHAOS_REPORT_FILE when set: each scenario runs in
 * its own test file (worker), so `npm run chaos` (scripts/chaos.ts) collects the rows there and
 * prints them as one table at the end.
 */
export function reportChaos(outcome: ChaosOutcome): void {
  console.info(`\n${formatChaosTable([outcome])}\n`);
  const file = process.env.CHAOS_REPORT_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(outcome)}\n`);
}

/** The rows reportChaos appended to `file`, in the order the scenarios ran. */
export function readChaosReport(file: string): ChaosOutcome[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ChaosOutcome);
}
