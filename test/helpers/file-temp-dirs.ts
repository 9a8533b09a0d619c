import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Temporary folders that belong to the test file that made them. A helper module cannot register
// the clean-up hook itself: the database tier keeps a worker's imported modules from one file to
// the next (vitest.config.ts, isolate: false), so a helper is evaluated once, in the first file
// only. test/db-file-setup.ts, which runs for every file, removes them after the file's tests.
const dirs: string[] = [];

/** A new empty folder under the system temp folder, removed after the current test file. */
export function fileTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export function removeFileTempDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
