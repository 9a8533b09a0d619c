import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import type { RateLimiter } from '../rate-limit';
import type { Auth } from './auth';
import { authRequestGuard } from './auth-request-guard';

/** Better Auth under /api/auth, behind our guard: JSON bodies only, contract limits, rate limits. */
export function authRoutes(deps: {
  auth: Auth;
  db: Database;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  signUpsPerHourPerIp?: number;
}) {
  const app = new Hono<AppEnv>();

  app.use('*', authRequestGuard(deps));
  app.on(['GET', 'POST'], '/*', (c) => deps.auth.handler(c.req.raw));
  return app;
}
