import { describe, expect, it } from 'vitest';
import { formatChaosTable } from './chaos-report';

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
});
