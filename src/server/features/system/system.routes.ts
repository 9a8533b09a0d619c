import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { brandDashboardUrl } from '../../../domain/brand-settings';
import { brandKeyFromHost } from '../../../domain/brands';
import type { AppDeps } from '../../app-deps';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { type Env, publicConfig } from '../../env';
import type { AppEnv } from '../../http/app-env';

/**
 * Liveness: 200 whenever this process answers, so an orchestrator restarts only a process that is
 * stuck, never every replica during a database outage (restarting cannot bring PostgreSQL back, and
 * the app recovers by itself when it returns). The body still says whether the database answered,
 * for a person looking; readiness (/api/ready) is what takes the process out of rotation.
 */
export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const database = (await databaseAnswers(deps)) ? 'ok' : 'unreachable';
    return c.json({ status: 'ok', database });
  });
  return app;
}

const DB_CHECK_TIMEOUT_MS = 2_000;

/** `select 1` within 2 s; false (logged) when the database does not answer in time or fails. */
async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      deps.db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), DB_CHECK_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch (error) {
    deps.logger.warn({ err: error }, 'database check: unreachable');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness, for a load balancer or orchestrator: 503 while this process drains on shutdown or
 * cannot reach the database (within 2 s), so new requests go to another process. Liveness is
 * /api/health; a process that is merely draining is still alive.
 */
export function readyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (deps.lifecycle?.draining) return c.json({ status: 'draining' }, 503);
    if (await databaseAnswers(deps)) return c.json({ status: 'ready', database: 'ok' });
    return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
  });
  return app;
}

/** The browser's view of the configuration: the allow-list in publicConfig plus demo accounts. */
export function browserConfig(env: Env) {
  const showDemo = env.DEMO_MODE && env.SEED_DEMO;
  return {
    ...publicConfig(env),
    demoAccounts: showDemo
      ? DEMO_ACCOUNTS.map(({ label, email, password, role }) => ({ label, email, password, role }))
      : [],
  };
}

/**
 * The same for a page of one host: the brand of the host decides where its dashboard links lead
 * (brandDashboardUrl) and which contact details its pages may show (only configured ones).
 */
export function browserConfigFor(env: Env, host: string) {
  const brand = env.brands[brandKeyFromHost(host)];
  const { email, phone, supportEmail } = brand;
  return {
    ...browserConfig(env),
    dashboardUrl: brandDashboardUrl({ brand, pageHost: host, dashboardUrl: env.dashboardUrl }),
    brandContact: { email, phone, supportEmail },
  };
}

export function configRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json(browserConfigFor(deps.env, new URL(c.req.url).host)));
  return app;
}
