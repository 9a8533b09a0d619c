import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Env } from '../env';

/**
 * AUTH_SECRET signs session cookies. Production must set it (env.ts enforces that); elsewhere a
 * random one is made once and kept in DATA_DIR so sessions survive restarts.
 */
export async function resolveAuthSecret(env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
