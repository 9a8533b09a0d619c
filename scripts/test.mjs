// `npm test`: lint, typecheck, unit, database and browser tests, every tier even when one fails,
// then one line "N passed, N failed" summing the tests of all tiers (lint and typecheck count as
// one check each).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { playwrightFailures, vitestFailures } from './test-report.mjs';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];
const failures = [];

function run(label, command, args, env = {}) {
  console.info(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  count(label, ok, seconds);
}

function count(label, ok, seconds) {
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
}

/**
 * Starts a check in the background with its output going to a file, so that it does not
 * interleave with the tier running in the foreground (and never waits on a full pipe while that
 * tier blocks this process); `finish()` waits for it, prints its output and counts it.
 */
function checkInBackground(label, command, args) {
  const started = Date.now();
  const log = `${out}/${label}.log`;
  const fd = openSync(log, 'w');
  const child = spawn(command, args, { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      appendFileSync(log, `${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  return {
    async finish() {
      const code = await done;
      console.info(`\n▶ ${label}`);
      process.stdout.write(readFileSync(log));
      count(label, code === 0, ((Date.now() - started) / 1000).toFixed(1));
    },
  };
}

function vitestTier(label, project) {
  const file = `${out}/${project}.json`;
  const { ok, seconds } = run(label, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  let p = 0;
  let f = 0;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    p = report.numPassedTests ?? 0;
    f = report.numFailedTests ?? 0;
    failures.push(...vitestFailures(report, process.cwd()).map((line) => `${label}: ${line}`));
  }
  if (!ok && f === 0) f = 1; // the runner itself failed (setup error, no tests found)
  passed += p;
  failed += f;
  summary.push(`${label}: ${p} passed, ${f} failed (${seconds} s)`);
}

function e2eTier() {
  const file = `${out}/e2e.json`;
  const { ok, seconds } = run('browser tests', 'node', ['scripts/e2e.mjs'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  let p = 0;
  let f = 0;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    p = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    f = report.stats?.unexpected ?? 0;
    failures.push(...playwrightFailures(report).map((line) => `browser tests: ${line}`));
  }
  if (!ok && f === 0) f = 1;
  passed += p;
  failed += f;
  summary.push(`browser tests: ${p} passed, ${f} failed (${seconds} s)`);
}

check('lint', 'npx', ['biome', 'check', '.']);
// The type check (one core, about 30 s) runs beside the unit tier, which leaves a core mostly
// idle while its tests wait on loopback servers and timers (decision 045).
const typecheck = checkInBackground('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitestTier('unit tests', 'unit');
await typecheck.finish();
vitestTier('database tests', 'db');
e2eTier();

// Named again here, next to the totals: the runners printed them far above.
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
console.info(`\n${summary.join('\n')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
