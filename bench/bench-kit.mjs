// What the benches share: the app started as in production on ports of their own, a health
// poll that notices a server which died on start-up, the browser Lighthouse drives, and a median.
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';

/** Debian's Chromium (what npm test installs), unless CHROME_PATH names another. */
export const CHROMIUM = process.env.CHROME_PATH ?? CHROMIUM_PATH;

/** Headless Chromium for Lighthouse, with the background traffic that would skew a run turned off. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The app's environment for a bench: production, its own ports and embedded database, no keys. */
export function appEnv({ port, dashboardPort, pgPort, dataDir, logLevel = 'warn' }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DASHBOARD_PORT: String(dashboardPort),
    PUBLIC_URL: `http://localhost:${port}`,
    DASHBOARD_URL: `http://localhost:${dashboardPort}`,
    AUTH_SECRET: 'bench-only-secret-bench-only-secret-0000',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: logLevel,
    DATABASE_URL: '',
  };
}

/**
 * Resolves once `url` answers 2xx. With `child`, a server that exits first fails at once (and
 * an answer cannot come from another bench's server left on the same port by mistake).
 */
export async function waitHealthy(url, deadline, { child, intervalMs = 50 } = {}) {
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * `count` distinct free TCP ports on loopback: all are bound at once (port 0, the OS picks), read,
 * then released, so a bench never collides with another run or a developer's server.
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
