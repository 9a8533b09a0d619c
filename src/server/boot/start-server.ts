import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import type { AppDeps, Lifecycle } from '../app-deps';
import { createDb } from '../db/client';
import { runMigrationsExclusively } from '../db/migrate';
import { seedDemoData, seedReferenceData } from '../db/seed/seed';
import type { Env } from '../env';
import { createAuth, PRODUCT_NAME } from '../features/auth';
import { createSmtpTransport, type OutboxDeps } from '../features/email';
import { FEATURE_HOOKS } from '../features/feature-hooks';
import { FUNCTIONS, RPCS } from '../features/function-list';
import { selectPaymentGateway } from '../features/payments';
import { createRateLimiter } from '../features/rate-limit';
import { startJobRunner } from '../jobs/job-runner';
import type { Logger } from '../lib/logger';
import { projectRoot } from '../lib/project-root';
import { createRealtime } from '../realtime/realtime';
import { appJobHandlers } from './app-jobs';
import { resolveAuthSecret } from './auth-secret';
import { assertDataDirWritable } from './data-dir-check';
import { openDatabase } from './database';
import { assertPortFree, StartupError } from './preflight';

export interface RunningServer {
  deps: AppDeps;
  databaseUrl: string;
  seeded: boolean;
  stop(): Promise<void>;
}

function listen(app: ReturnType<typeof createApp>, port: number, host: string, variable: string) {
  return new Promise<Server>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`Port ${port} is already in use (${variable}).`)
          : error,
      ),
    );
  });
}

/**
 * Grace and drain together: past this, a request still running (a slow language-model turn) is
 * cut, since the whole stop has 9 s (src/server/index.ts).
 */
const STOP_SERVING_MS = 6_000;

/**
 * Stops taking connections and waits for the requests in flight (a chat turn) to finish. Idle
 * keep-alive connections would hold close() open, so they are closed as they fall idle; event
 * streams have ended by now (lifecycle.streamsEnd).
 */
function closeServer(server: Server, drainMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), drainMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
  });
}

/**
 * Boot order: ports free → DATA_DIR writable with room → database (embedded or DATABASE_URL) → migrations → demo seed →
 * auth, jobs, app → both listeners. Whatever started is stopped again if a later step fails.
 */
export async function startServer(env: Env, logger: Logger): Promise<RunningServer> {
  await assertPortFree(env.PORT, env.HOST, 'PORT');
  await assertPortFree(env.DASHBOARD_PORT, env.HOST, 'DASHBOARD_PORT');
  await assertDataDirWritable(env.DATA_DIR, env.DATA_DIR_MIN_FREE_MB * 1024 * 1024);

  const cleanups: Array<() => Promise<void> | void> = [];
  // Draining: readiness fails at once while the process still serves for SHUTDOWN_GRACE_SECONDS
  // (a proxy's check takes it out), then event streams end, the listeners stop taking connections
  // and finish the requests in flight, then the jobs, realtime and database stop.
  const streamsEnd = new AbortController();
  const lifecycle: Lifecycle = { draining: false, streamsEnd: streamsEnd.signal };
  let listening = false;
  const stop = async () => {
    lifecycle.draining = true;
    if (listening && env.SHUTDOWN_GRACE_SECONDS > 0)
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_GRACE_SECONDS * 1000));
    streamsEnd.abort();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        logger.warn({ err: error }, 'shutdown step failed');
      }
    }
    cleanups.length = 0;
  };

  try {
    const database = await openDatabase(env, {
      info: (message) => logger.info(message),
      warn: (message) => logger.warn(message),
    });
    cleanups.push(database.stop);
    const { db, pool, close } = createDb(database.url);
    cleanups.push(close);
    // LISTEN holds its connection for the life of the process, so behind a transaction pooler it
    // takes the direct connection (DATABASE_DIRECT_URL) in a pool of one of its own.
    const listenDb =
      database.directUrl === database.url ? undefined : createDb(database.directUrl, { max: 1 });
    if (listenDb) cleanups.push(listenDb.close);
    const realtime = createRealtime({ pool: listenDb?.pool ?? pool, logger });
    cleanups.push(() => realtime.close());

    const clock = () => new Date();
    let seeded = false;
    await runMigrationsExclusively(database.directUrl, async () => {
      await seedReferenceData(db, { now: clock(), brands: env.brands });
      if (env.SEED_DEMO) seeded = (await seedDemoData(db, { now: clock(), brands: env.brands })).created;
    });

    const transport = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null;
    if (transport) cleanups.push(() => transport.close());
    const defaultFrom = env.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@example.com>`;
    let outbox: OutboxDeps = { defaultFrom };

    const deps: AppDeps = {
      env,
      logger,
      db,
      auth: createAuth({
        env,
        db,
        logger,
        secret: await resolveAuthSecret(env),
        outbox: () => outbox,
        awaitsInvitation: FEATURE_HOOKS.awaitsInvitation,
        adoptPreview: FEATURE_HOOKS.previews.adopt,
      }),
      rateLimiter: createRateLimiter(db, clock),
      outbox: () => outbox,
      clock,
      webDir: join(projectRoot(), 'dist', 'web'),
      hooks: FEATURE_HOOKS,
      payments: selectPaymentGateway(env, logger, clock),
      realtime,
      lifecycle,
    };

    const jobs = await startJobRunner({
      connectionString: database.url,
      logger,
      handlers: appJobHandlers(deps, { transport, jobs: () => jobs }),
    });
    cleanups.push(() => jobs.stop());
    outbox = { defaultFrom, jobs };

    const app = createApp(deps, { functions: FUNCTIONS, rpcs: RPCS });
    const drainMs = STOP_SERVING_MS - env.SHUTDOWN_GRACE_SECONDS * 1000;
    const main = await listen(app, env.PORT, env.HOST, 'PORT');
    cleanups.push(() => closeServer(main, drainMs));
    const dashboard = await listen(app, env.DASHBOARD_PORT, env.HOST, 'DASHBOARD_PORT');
    // Both at once, so the requests in flight on either share one drain time.
    cleanups.splice(-1, 1, async () => {
      await Promise.all([closeServer(main, drainMs), closeServer(dashboard, drainMs)]);
    });
    listening = true;

    return { deps, databaseUrl: database.url, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
