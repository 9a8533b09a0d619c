// `npm run test:e2e`: Chromium present → app built → Playwright (its global setup starts the
// app on free ports of its own with a fresh embedded database and a loopback SMTP server).
// Two runs from one folder would fight over the build output and the test data folder, so a run
// waits for any other one to finish (flock on a lock file) before it starts.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const LOCK_FILE = '/tmp/sales-agent-suite-e2e.lock';

if (!process.env.E2E_LOCK_HELD && spawnSync('flock', ['--version']).status === 0) {
  const locked = spawnSync('flock', [LOCK_FILE, process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_LOCK_HELD: '1' },
  });
  process.exit(locked.status ?? 1);
}

ensureChromium();
const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
