import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { publicConfig } from '../../env';
import type { AppEnv } from '../../http/app-env';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      deps.logger.warn({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });
  return app;
}

/** The browser's view of the configuration: the allow-list in publicConfig plus demo accounts. */
export function configRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const showDemo = deps.env.DEMO_MODE && deps.env.SEED_DEMO;
    return c.json({
      ...publicConfig(deps.env),
      demoAccounts: showDemo
        ? DEMO_ACCOUNTS.map(({ label, email, password, role }) => ({ label, email, password, role }))
        : [],
    });
  });
  return app;
}
