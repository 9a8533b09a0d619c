import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

// Browser tests run the built app (global setup starts it with a fresh embedded database and a
// loopback SMTP server) in Debian's Chromium, on free ports of their own: never 3000/3001, where a
// developer's own `npm start` may be answering. The runner's process picks them once; its
// workers inherit them through the environment (the config is read again in each worker).
if (!process.env.E2E_PORT) {
  const pick = `const net = require('node:net');
    Promise.all([0, 0, 0].map(() => new Promise((ok) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => ok(s)); })))
      .then((all) => { console.log(all.map((s) => s.address().port).join(' ')); all.forEach((s) => s.close()); });`;
  const [main, dashboard, pg] = execFileSync(process.execPath, ['-e', pick]).toString().trim().split(' ');
  process.env.E2E_PORT = main;
  process.env.E2E_DASHBOARD_PORT = dashboard;
  process.env.E2E_PG_PORT = pg;
}
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Budgets for a loaded 2-core machine (app, database and two browsers share it), not speed
  // targets: speed is measured by the benchmarks under bench/.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-output/e2e.json' }],
  ],
  outputDir: '.test-output/playwright',
  use: {
    baseURL: `http://localhost:${process.env.E2E_PORT}`,
    // A trace is recorded for every test and kept only for a failure: its actions with their
    // timings, console, network and sources. Neither its screencast (a stream of JPEG frames, about
    // a third of a simple test's time on the loaded 2-core machine, decision 032) nor its DOM
    // snapshots before and after every action (4–8 % of the browser tests' CPU, decision 072) are
    // recorded: the failure screenshot below and Playwright's error context (the page's
    // accessibility snapshot at the failure) show the state the test failed in.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
