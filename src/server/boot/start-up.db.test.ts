import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/helpers/db';
import { serverCommand } from '../../../test/helpers/server-entry';
import { freePort } from '../lib/free-port';

/**
 * The real entry point in a child process, as `npm start` runs it (the server bundled as the build
 * bundles it, once per run): what a user sees on bad configuration, and how it starts and stops.
 */
const running: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const [node, entry] = serverCommand();
  const child = spawn(node, [entry], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (c) => {
    output += c;
  });
  child.stderr!.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async (ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!output.includes('Ready in')) {
      if (child.exitCode !== null) throw new Error(`exited early: ${output}`);
      if (Date.now() > deadline) throw new Error(`not ready: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, ready, output: () => output };
}

async function ports() {
  return { PORT: String(await freePort()), DASHBOARD_PORT: String(await freePort()) };
}

describe('start-up errors: one clear line, exit code 1', () => {
  it('names a bad PORT', async () => {
    const run = start({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toContain(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it('names a malformed DATABASE_URL', async () => {
    const run = start({ DATABASE_URL: 'postgres//nope' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration: DATABASE_URL must be a postgres:// URL');
  });

  it('says which port is already in use', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, '0.0.0.0', () => r()));
    try {
      const run = start({ PORT: String(port), DASHBOARD_PORT: String(await freePort()) });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Port ${port} is already in use (PORT)`);
    } finally {
      blocker.close();
    }
  });

  it('says the database is unreachable, without printing its password', async () => {
    const run = start({ ...(await ports()), DATABASE_URL: 'postgres://app:hunter22@127.0.0.1:1/agents' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      'Cannot reach the database at postgres://app:***@127.0.0.1:1/agents (DATABASE_URL)',
    );
    expect(run.output()).not.toContain('hunter22');
  });
  it('says DATA_DIR cannot be written when it is not a folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agents-boot-'));
    dirs.push(dir);
    const file = join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    const run = start({ ...(await ports()), DATA_DIR: file });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe(`DATA_DIR=${file} cannot be written: the path is a file, not a folder.`);
  });

  it('says how much room DATA_DIR has when it is below the minimum (a full disk)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'agents-boot-'));
    dirs.push(dir);
    // More than any disk here has free: the same check a full disk fails.
    const run = start({ ...(await ports()), DATA_DIR: dir, DATA_DIR_MIN_FREE_MB: String(1024 ** 4) });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toMatch(
      new RegExp(
        `^DATA_DIR=${dir} has \\d+ MB free; at least ${1024 ** 4} MB are needed \\(DATA_DIR_MIN_FREE_MB\\)\\.$`,
      ),
    );
  });
});

describe('running', () => {
  it('serves both ports on DATABASE_URL, prints URLs and demo accounts, and stops on SIGTERM', async () => {
    const p = await ports();
    const run = start({ ...p, DATABASE_URL: testDatabaseUrl(), SEED_DEMO: 'true' });
    await run.ready();
    expect(run.output()).toContain(`Main site:  http://localhost:${p.PORT}`);
    expect(run.output()).toContain(`Dashboard:  http://localhost:${p.DASHBOARD_PORT}`);
    expect(run.output()).toContain('demo-admin@example.com');
    for (const port of [p.PORT, p.DASHBOARD_PORT]) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    }
    run.child.kill('SIGTERM');
    // 0 only when the graceful stop finished: past its deadline the server exits with 1.
    expect(await run.exited).toBe(0);
  });

  it('recovers the embedded Postgres left running by a killed run, and stops it cleanly', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'agents-boot-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false' };

    const first = start({ ...env, ...(await ports()) });
    await first.ready();
    first.child.kill('SIGKILL'); // the postmaster survives its parent
    await first.exited;
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const p = await ports();
    const second = start({ ...env, ...p });
    await second.ready();
    expect(second.output()).toContain('left running by an earlier run');
    const res = await fetch(`http://127.0.0.1:${p.PORT}/api/health`);
    expect(res.status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    // Two cold starts (initdb, migrations) in child processes: a hang guard, not a speed target.
  }, 120_000);
});
