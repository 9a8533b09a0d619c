import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Backups with PostgreSQL's own tools: `pg_dump --format=custom` and `pg_restore`. A dump file is
 * portable between servers and versions (upwards), restores table by table, and is what a managed
 * PostgreSQL's import and every operator already know; nothing here invents a format.
 *
 * pg_dump refuses a server of a newer major version than its own, and the embedded database is
 * PostgreSQL 18 while a distribution's client may be older: the tools are looked for in every
 * usual place and the newest is used, or the error says which version to install.
 */

export type PgTool = 'pg_dump' | 'pg_restore';

export interface FoundTool {
  path: string;
  major: number;
}

/** Folders where PostgreSQL's client programs are installed on Debian/Ubuntu, RHEL and macOS. */
function candidateDirs(extraDirs: string[]): string[] {
  const versioned = (base: string, pattern: RegExp, sub: string) =>
    existsSync(base)
      ? readdirSync(base)
          .filter((name) => pattern.test(name))
          .map((name) => join(base, name, sub))
      : [];
  return [
    ...extraDirs,
    ...versioned('/usr/lib/postgresql', /^\d+$/, 'bin'),
    ...versioned('/usr', /^pgsql-\d+$/, 'bin'),
    ...versioned('/opt/homebrew/opt', /^postgresql@\d+$/, 'bin'),
    ...versioned('/usr/local/opt', /^postgresql@\d+$/, 'bin'),
  ];
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `pg_dump (PostgreSQL) 15.18 (Debian …)` → 15. */
export function parseMajorVersion(versionLine: string): number | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  return match ? Number(match[1]) : undefined;
}

/** Every installed copy of `tool`, with its major version, newest first. */
export async function findPgTools(tool: PgTool, extraDirs: string[] = []): Promise<FoundTool[]> {
  const seen = new Set<string>();
  const found: FoundTool[] = [];
  // Last, the bare name: whatever the PATH finds.
  for (const path of [...candidateDirs(extraDirs).map((dir) => join(dir, tool)), tool]) {
    if (seen.has(path) || (path !== tool && !existsSync(path))) continue;
    seen.add(path);
    const version = await run(path, ['--version']).catch(() => undefined);
    const major = version && version.code === 0 ? parseMajorVersion(version.output) : undefined;
    if (major !== undefined) found.push({ path, major });
  }
  return found.sort((a, b) => b.major - a.major);
}

/** The newest copy, if it is at least the server's major version; otherwise what to install. */
export function chooseTool(tool: PgTool, found: FoundTool[], serverMajor: number): FoundTool {
  const best = found[0];
  if (best && best.major >= serverMajor) return best;
  const have = best ? `only ${tool} ${best.major} was found (${best.path})` : `${tool} was not found`;
  throw new Error(
    `${tool} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} server, but ${have}. ` +
      `Install PostgreSQL ${serverMajor}'s client programs (e.g. the postgresql-client-${serverMajor} package) ` +
      'or pass --pg-bin <folder holding them>.',
  );
}

export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(result.rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * The connection for the tools: the URL without its password (a command line is visible to every
 * user of the machine), the password in PGPASSWORD instead.
 */
function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, PGPASSWORD: password } };
}

async function runTool(tool: FoundTool, args: string[], url: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  const { code, output } = await run(tool.path, [...args, `--dbname=${dbname}`], env);
  if (code !== 0) {
    const name = tool.path.split('/').pop();
    throw new Error(`${name} exited with ${code}: ${output.trim().split('\n').slice(-5).join(' | ')}`);
  }
}

export interface BackupOptions {
  url: string;
  file: string;
  /** Folders to look in before the usual places (`--pg-bin`). */
  pgBinDirs?: string[];
}

/**
 * The whole database (every schema: the app's tables, the migrations journal, the job queue) in
 * pg_dump's custom format. Owners and grants are left out so the dump restores into a database
 * owned by another role, as on a managed PostgreSQL.
 */
export async function backupDatabase(options: BackupOptions): Promise<FoundTool> {
  const major = await serverMajorVersion(options.url);
  const tool = chooseTool('pg_dump', await findPgTools('pg_dump', options.pgBinDirs), major);
  await runTool(tool, ['--format=custom', '--no-owner', '--no-acl', `--file=${options.file}`], options.url);
  return tool;
}

/**
 * Replaces what the dump holds in the database: each object in it is dropped if present and made
 * again with the dump's rows, in one transaction, stopping at the first error (then nothing
 * changed). Stop the app processes first: they hold connections and write while it runs.
 */
export async function restoreDatabase(options: BackupOptions): Promise<FoundTool> {
  const major = await serverMajorVersion(options.url);
  const tool = chooseTool('pg_restore', await findPgTools('pg_restore', options.pgBinDirs), major);
  await runTool(
    tool,
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      options.file,
    ],
    options.url,
  );
  return tool;
}
