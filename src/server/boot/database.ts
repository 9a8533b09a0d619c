import { startEmbeddedPostgres } from '../db/embedded-postgres';
import type { Env } from '../env';
import { assertDatabaseReachable, StartupError } from './preflight';

export interface DatabaseHandle {
  url: string;
  /**
   * A connection that keeps its session (no transaction pooler): for LISTEN and the migrations'
   * lock. DATABASE_DIRECT_URL when set, else the same as `url`.
   */
  directUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set (nothing is started); otherwise the embedded PostgreSQL under DATA_DIR. */
export async function openDatabase(
  env: Env,
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    await assertDatabaseReachable(env.DATABASE_URL);
    if (env.DATABASE_DIRECT_URL)
      await assertDatabaseReachable(env.DATABASE_DIRECT_URL, 'DATABASE_DIRECT_URL');
    const directUrl = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
    return { url: env.DATABASE_URL, directUrl, embedded: false, stop: async () => {} };
  }
  try {
    const pg = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      settings: env.EMBEDDED_PG_SETTINGS,
      log: log.info,
      warn: log.warn,
    });
    return { url: pg.url, directUrl: pg.url, embedded: true, stop: pg.stop };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`The embedded PostgreSQL did not start (DATA_DIR=${env.DATA_DIR}): ${reason}`);
  }
}
