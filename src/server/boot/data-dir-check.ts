import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { StartupError } from './preflight';

/**
 * DATA_DIR holds the embedded database, the generated secrets and uploads. A folder that cannot
 * be written (a read-only mount, wrong owner) or a full disk would otherwise surface later as a
 * PostgreSQL crash or a failed upload; at start it is one clear line and a non-zero exit.
 */
export async function assertDataDirWritable(dataDir: string, minFreeBytes: number): Promise<void> {
  const dir = resolve(dataDir);
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'ok', { flush: true });
  } catch (error) {
    throw new StartupError(`DATA_DIR=${dir} cannot be written: ${describe(error)}.`);
  } finally {
    await rm(probe, { force: true }).catch(() => {});
  }
  const stats = await statfs(dir);
  const free = stats.bavail * stats.bsize;
  if (free < minFreeBytes)
    throw new StartupError(
      `DATA_DIR=${dir} has ${megabytes(free)} MB free; at least ${megabytes(minFreeBytes)} MB are needed (DATA_DIR_MIN_FREE_MB).`,
    );
}

function megabytes(bytes: number): string {
  return String(Math.floor(bytes / 1024 / 1024));
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EROFS':
      return 'the file system is read-only';
    case 'EACCES':
    case 'EPERM':
      return 'this user may not write there';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'the path is a file, not a folder';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
