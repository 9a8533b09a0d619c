import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatChaosTable, readChaosReport, reportChaos } from './chaos-report';

describe('the chaos report', () => {
  it('prints one aligned row per scenario with the recovery time in seconds', () => {
    const table = formatChaosTable([
      {
        scenario: 'postgres restart',
        requests: 120,
        accepted: 100,
        stored: 100,
        lost: 0,
        duplicated: 0,
        recoveryMs: 1530,
        notes: '503: 20',
      },
      {
        scenario: 'smtp down',
        requests: 5,
        accepted: 5,
        stored: 5,
        lost: 0,
        duplicated: 0,
        recoveryMs: null,
      },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^scenario\s+\| requests \| accepted \| stored \| lost \| duplicated \| recovery \| notes$/,
    );
    expect(lines[2]).toContain('postgres restart | 120      | 100      | 100    | 0    | 0          | 1.5 s');
    expect(lines[2]).toMatch(/503: 20$/);
    expect(lines[3]).toContain('| —');
  });

  it('collects every reported row in CHAOS_REPORT_FILE, in order, for the one table at the end', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chaos-report-test-'));
    const file = join(dir, 'rows.jsonl');
    const previous = process.env.CHAOS_REPORT_FILE;
    process.env.CHAOS_REPORT_FILE = file;
    try {
      const row = {
        scenario: 'a',
        requests: 1,
        accepted: 1,
        stored: 1,
        lost: 0,
        duplicated: 0,
        recoveryMs: null,
      };
      reportChaos(row);
      reportChaos({ ...row, scenario: 'b', recoveryMs: 20 });
      expect(readChaosReport(file).map((o) => [o.scenario, o.recoveryMs])).toEqual([
        ['a', null],
        ['b', 20],
      ]);
    } finally {
      if (previous === undefined) delete process.env.CHAOS_REPORT_FILE;
      else process.env.CHAOS_REPORT_FILE = previous;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
