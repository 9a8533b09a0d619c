import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binariesIn, type PgBinaries } from './pg-binaries';

/**
 * PostgreSQL refuses to run as root, so as root it runs as the system user `postgres`. That user
 * must reach the binaries and the cluster; in a folder only root may enter (root's home, any
 * `mktemp -d` folder) it reaches neither. Then both are placed ("staged") under a folder it can
 * reach, and DATA_DIR keeps a note of where its cluster went.
 */

export const PG_USER = 'postgres';

export interface Identity {
  uid?: number;
  gid?: number;
}

/** The identity PostgreSQL runs as: ours, or the system user `postgres` (created if missing) as root. */
export function ensureIdentity(): Identity {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', PG_USER]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', PG_USER]).toString().trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    try {
      execFileSync('groupadd', ['--system', PG_USER], { stdio: 'ignore' });
    } catch {
      // the group may exist without the user
    }
    execFileSync('useradd', ['--system', '-g', PG_USER, '--no-create-home', PG_USER], { stdio: 'ignore' });
    return lookup();
  }
}

/**
 * Whether `identity` can search (`x`) the folder or run the file at `path`, which needs search on
 * every parent too. Asked of the system as that user, so ACLs and groups count as they will.
 */
export function canReach(path: string, identity: Identity): boolean {
  if (identity.uid === undefined) return true;
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', path], {
    uid: identity.uid,
    gid: identity.gid,
    stdio: 'ignore',
  });
  return probe.status === 0;
}

/** Where staged copies may go, in order of preference: kept across reboots first. */
export const DEFAULT_STAGE_ROOTS = ['/var/lib/sales-agent-suite', join(tmpdir(), 'sales-agent-suite')];

/** The first stage root we can create and the postgres user can reach. */
export async function findStageRoot(roots: string[], identity: Identity): Promise<string | undefined> {
  for (const root of roots) {
    try {
      await mkdir(root, { recursive: true, mode: 0o755 });
      await chmod(root, 0o755);
    } catch {
      continue; // read-only or not ours: try the next
    }
    if (canReach(root, identity)) return root;
  }
  return undefined;
}

/**
 * A copy of the binaries' native folder under `root`, made once per version: copied to a scratch
 * name and renamed into place, so two starts at once never see half a copy.
 */
export async function stageBinaries(binaries: PgBinaries, root: string): Promise<PgBinaries> {
  const target = join(root, `pg-${binaries.label}`);
  const staged = binariesIn(binaries, target);
  if (existsSync(staged.postgres)) return staged;
  const scratch = `${target}.copy-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  // verbatimSymlinks: the library links the package's install script made are relative.
  await cp(binaries.nativeDir, scratch, { recursive: true, verbatimSymlinks: true });
  await chmod(scratch, 0o755);
  try {
    await rename(scratch, target);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    if (!existsSync(staged.postgres)) throw error; // not a concurrent start that got there first
  }
  return staged;
}

/**
 * The cluster folder of a DATA_DIR the postgres user cannot reach. DATA_DIR/pg-location records
 * it, so a moved DATA_DIR finds its cluster. With no note, a cluster at the path derived from
 * DATA_DIR belongs to an earlier DATA_DIR of the same name that was deleted, password and all:
 * `discard` stops and removes it before a fresh one is made.
 */
export async function stagedClusterDir(options: {
  dataDir: string;
  root: string;
  discard: (pgDir: string) => Promise<void>;
}): Promise<string> {
  const note = join(options.dataDir, 'pg-location');
  if (existsSync(note)) {
    const recorded = (await readFile(note, 'utf8')).trim();
    if (recorded) return recorded;
  }
  const key = createHash('sha256')
    .update(await realpath(options.dataDir))
    .digest('hex')
    .slice(0, 16);
  const container = join(options.root, 'clusters', key);
  const pgDir = join(container, 'pg');
  if (existsSync(container)) {
    await options.discard(pgDir);
    await rm(container, { recursive: true, force: true });
  }
  await mkdir(container, { recursive: true, mode: 0o755 });
  // A umask of 077 would leave these closed to the postgres user.
  await chmod(join(options.root, 'clusters'), 0o755);
  await chmod(container, 0o755);
  await writeFile(note, `${pgDir}\n`);
  return pgDir;
}
