// `npm run chaos`: the fault scenarios (src/server/chaos, database tier), then one table of every
// scenario's row (each test file records its row in CHAOS_REPORT_FILE). Exits as vitest did.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatChaosTable, readChaosReport } from '../src/server/chaos/chaos-report';

const dir = mkdtempSync(join(tmpdir(), 'chaos-report-'));
const file = join(dir, 'rows.jsonl');
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'db', 'src/server/chaos', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHAOS_REPORT_FILE: file },
  },
);
const rows = readChaosReport(file);
rmSync(dir, { recursive: true, force: true });
console.info(`\nChaos report (${rows.length} scenarios)\n${formatChaosTable(rows)}\n`);
process.exit(result.status ?? 1);
