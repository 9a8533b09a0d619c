// `npm run db:backup [-- <file>]` and `npm run db:restore -- <file>`: pg_dump / pg_restore against
// DATABASE_DIRECT_URL or DATABASE_URL, or against the embedded database (the running one, or started for the purpose).
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from '../boot/database';
import { loadEnv } from '../env';
import { redactUrl } from '../lib/logger';
import { backupDatabase, restoreDatabase } from './backup';
import { runningEmbeddedPostgres } from './embedded-postgres';

const USAGE = 'Usage: tsx src/server/db/backup-cli.ts backup [file] | restore <file>  [--pg-bin <folder>]';

const args = process.argv.slice(2);
const pgBinDirs: string[] = [];
const positional: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--pg-bin' && args[i + 1]) pgBinDirs.push(args[++i]!);
  else positional.push(args[i]!);
}
const [command, fileArg] = positional;
if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !fileArg)) {
  console.error(USAGE);
  process.exit(2);
}

const env = loadEnv();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const file = resolve(fileArg ?? join(env.DATA_DIR, 'backups', `app-${stamp}.dump`));

async function open(): Promise<{ url: string; stop: () => Promise<void> }> {
  // pg_dump and pg_restore set session options and hold one transaction: not through a pooler.
  const url = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
  if (url) return { url, stop: async () => {} };
  const running = await runningEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT });
  if (running) return { url: running, stop: async () => {} };
  return openDatabase(env, { info: () => {}, warn: console.warn });
}

const database = await open();
try {
  if (command === 'backup') {
    await mkdir(dirname(file), { recursive: true });
    const tool = await backupDatabase({ url: database.url, file, pgBinDirs });
    console.info(`Backed up ${redactUrl(database.url)} to ${file} (${tool.path}, custom format).`);
  } else {
    const tool = await restoreDatabase({ url: database.url, file, pgBinDirs });
    console.info(`Restored ${file} into ${redactUrl(database.url)} (${tool.path}).`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.stop();
}
