import { type ChildProcess, spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { freePort } from '../../src/server/lib/free-port';
import { startOwnApp } from './own-app';

/**
 * Builds dist/ when it is missing or stale (scripts/build.mjs compares a fingerprint of its inputs
 * and does nothing when they did not change), so a test can run the server as production does.
 */
export function ensureBuilt(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
}

export interface BuiltApp {
  child: ChildProcess;
  port: number;
  dashboardPort: number;
  /** Everything the process printed, for failure messages and log assertions. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/** `node dist/server/index.js` on two free ports of its own, resolved once it printed "Ready in". */
export async function startBuiltApp(env: Record<string, string>): Promise<BuiltApp> {
  const port = await freePort();
  const dashboardPort = await freePort();
  let output = '';
  const log = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const child = await startOwnApp({
    command: [process.execPath, 'dist/server/index.js'],
    env: { ...process.env, PORT: String(port), DASHBOARD_PORT: String(dashboardPort), ...env },
    timeoutMs: 60_000,
    pipeTo: log,
  });
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { child, port, dashboardPort, output: () => output, exited };
}
