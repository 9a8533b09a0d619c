import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limit.service';
import { AUTH_BASE_PATH, type Auth } from './auth';

/** Limits per client address and per e-mail for the routes an anonymous visitor can hammer. */
export const AUTH_RATE_RULES: Record<string, { ip: RateRule; email: RateRule }> = {
  '/sign-in/email': {
    ip: { name: 'auth.sign-in.ip', limit: 30, windowSeconds: 15 * 60 },
    email: { name: 'auth.sign-in.email', limit: 10, windowSeconds: 15 * 60 },
  },
  '/sign-up/email': {
    ip: { name: 'auth.sign-up.ip', limit: 10, windowSeconds: 60 * 60 },
    email: { name: 'auth.sign-up.email', limit: 5, windowSeconds: 60 * 60 },
  },
  '/request-password-reset': {
    ip: { name: 'auth.reset.ip', limit: 10, windowSeconds: 60 * 60 },
    email: { name: 'auth.reset.email', limit: 5, windowSeconds: 60 * 60 },
  },
};

const emailField = z.object({ email: z.string().max(320) }).partial();

export function authRoutes(deps: {
  auth: Auth;
  db: Database;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
}) {
  const app = new Hono<AppEnv>();

  app.on(['POST'], Object.keys(AUTH_RATE_RULES), async (c, next) => {
    const rules = AUTH_RATE_RULES[c.req.path.slice(AUTH_BASE_PATH.length)];
    if (!rules) return next();
    let email: string | undefined;
    try {
      email = emailField
        .parse(await c.req.raw.clone().json())
        .email?.trim()
        .toLowerCase();
    } catch {
      email = undefined; // Better Auth answers malformed bodies itself
    }
    await deps.rateLimiter.enforce(rules.ip, [`ip:${clientIp(c, deps.trustProxy)}`]);
    if (email) await deps.rateLimiter.enforce(rules.email, [`email:${email}`]);
    return next();
  });

  app.on(['GET', 'POST'], '/*', (c) => deps.auth.handler(c.req.raw));
  return app;
}
