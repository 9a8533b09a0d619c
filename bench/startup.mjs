// `npm run bench:startup`: how long `npm start`'s server takes until both ports answer
// /api/health, on a fresh data folder (cold: initdb, migrations, seed) and again (warm).
// Needs a build (`npm run build`). Writes bench/results/startup.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, waitHealthy } from './bench-kit.mjs';

const PORT = 3200;
const DASHBOARD_PORT = 3201;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function once(dataDir) {
  const started = performance.now();
  const child = spawn('node', ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DASHBOARD_PORT: String(DASHBOARD_PORT),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: '54401',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  // Polled often: the poll's interval is part of what is measured.
  const poll = { child, intervalMs: 20 };
  await waitHealthy(`http://127.0.0.1:${PORT}/api/health`, deadline, poll);
  await waitHealthy(`http://127.0.0.1:${DASHBOARD_PORT}/api/health`, deadline, poll);
  const readyMs = performance.now() - started;
  const stopStarted = performance.now();
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { readyMs: Math.round(readyMs), stopMs: Math.round(performance.now() - stopStarted) };
}

const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    cold.push(await once(dir));
    warm.push(await once(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const result = {
  measuredAt: new Date().toISOString(),
  runs: RUNS,
  coldReadyMsMedian: median(cold.map((r) => r.readyMs)),
  warmReadyMsMedian: median(warm.map((r) => r.readyMs)),
  stopMsMedian: median([...cold, ...warm].map((r) => r.stopMs)),
  targets: { coldReadyMs: 60_000, warmReadyMs: 10_000, stopMs: 10_000 },
  cold,
  warm,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/startup.json', `${JSON.stringify(result, null, 2)}\n`);
console.info(
  `startup: cold ${result.coldReadyMsMedian} ms, warm ${result.warmReadyMsMedian} ms, stop ${result.stopMsMedian} ms (median of ${RUNS}; server only, build excluded)`,
);
