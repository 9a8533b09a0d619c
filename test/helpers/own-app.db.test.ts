import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/lib/free-port';
import { testDatabaseUrl } from './db';
import { startOwnApp, stopOwnApp } from './own-app';
import { serverCommand } from './server-entry';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** Something else already answering on a port, healthy, like a developer's own `npm start`. */
async function foreignServer(): Promise<{ port: number; hits: () => number }> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '0.0.0.0', () => r()));
  servers.push(server);
  return { port, hits: () => hits };
}

function appEnv(port: number, dashboardPort: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DASHBOARD_PORT: String(dashboardPort),
    DATABASE_URL: testDatabaseUrl(),
    SEED_DEMO: 'false',
  };
}

describe('a test tier starts the app it runs against', () => {
  it('refuses a port where another server already answers, and never asks that server anything', async () => {
    const other = await foreignServer();
    const start = startOwnApp({
      command: serverCommand(),
      env: appEnv(other.port, await freePort()),
      timeoutMs: 60_000,
    });
    await expect(start).rejects.toThrow(`Port ${other.port} is already in use`);
    expect(other.hits()).toBe(0);
  });

  it('resolves once its own child has bound both ports', async () => {
    const [port, dashboardPort] = [await freePort(), await freePort()];
    const child = await startOwnApp({
      command: serverCommand(),
      env: appEnv(port, dashboardPort),
      timeoutMs: 60_000,
    });
    try {
      for (const p of [port, dashboardPort])
        expect((await fetch(`http://127.0.0.1:${p}/api/health`)).status).toBe(200);
    } finally {
      await stopOwnApp(child);
    }
    expect(child.exitCode).toBe(0);
  });
});
