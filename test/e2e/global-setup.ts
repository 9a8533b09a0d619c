import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { startFakeSmtp } from '../fakes/smtp-fake';
import { E2E } from './e2e-env';

async function waitForHealth(url: string, child: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app exited with ${child.exitCode}; see ${E2E.serverLog}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer ${url}/api/health in time; see ${E2E.serverLog}`);
}

export default async function globalSetup() {
  rmSync(E2E.mailboxDir, { recursive: true, force: true });
  rmSync(E2E.dataDir, { recursive: true, force: true });
  const smtp = await startFakeSmtp({ mailboxDir: E2E.mailboxDir });

  const log = createWriteStream(E2E.serverLog);
  const child = spawn('node', ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '3000',
      DASHBOARD_PORT: '3001',
      DATA_DIR: E2E.dataDir,
      EMBEDDED_PG_PORT: String(E2E.pgPort),
      SMTP_URL: smtp.url,
      // The preview generator's tests analyse small sites the tests serve on 127.0.0.1.
      ALLOW_PRIVATE_FETCH: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  await waitForHealth(E2E.mainUrl, child, Date.now() + 90_000);
  await waitForHealth(E2E.dashboardUrl, child, Date.now() + 10_000);

  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
    });
    await smtp.close();
  };
}
