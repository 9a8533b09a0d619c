import type { Context, MiddlewareHandler } from 'hono';
import {
  AUTH_REQUEST_MESSAGES,
  type AuthRequestBody,
  authRequestBodySchema,
} from '../../../domain/contracts/auth.contract';
import { normalizeAuthEmail } from '../../../domain/validation/auth';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { parseInput, parseJsonBody } from '../../http/validate';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../rate-limit';
import { AUTH_BASE_PATH } from './auth';
import { AUTH_RATE_RULES } from './auth-rate-limits';

function withSignUpLimit(perHour: number | undefined): typeof AUTH_RATE_RULES {
  const signUp = AUTH_RATE_RULES['/sign-up/email'];
  if (perHour === undefined || !signUp) return AUTH_RATE_RULES;
  return { ...AUTH_RATE_RULES, '/sign-up/email': { ...signUp, ip: { ...signUp.ip, limit: perHour } } };
}

/**
 * Runs before Better Auth on every POST under /api/auth. Better Auth's sign-in and sign-up also
 * parse form bodies, which a guard reading only JSON could not see into, so the per-account
 * limit was skipped by posting a form (issue 12). Here a body must be JSON (415 otherwise) and
 * within our contract, and the limits key on the e-mail parsed from the very bytes Better Auth
 * reads next.
 */
export function authRequestGuard(deps: {
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  /** AUTH_SIGN_UPS_PER_HOUR_PER_IP; the rules' own default without it. */
  signUpsPerHourPerIp?: number;
}): MiddlewareHandler<AppEnv> {
  const rules = withSignUpLimit(deps.signUpsPerHourPerIp);
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const limits = rules[c.req.path.slice(AUTH_BASE_PATH.length)];
    const ip = clientIp(c, deps.trustProxy);
    // Counted before the body is read: malformed attempts cost the sender too.
    if (limits) await deps.rateLimiter.enforce(limits.ip, [`ip:${ip}`]);
    const body = await readAuthBody(c);
    const typed = limits && body?.[limits.emailField ?? 'email'];
    let emailHits: string[] = [];
    if (limits && typed) {
      const email = normalizeAuthEmail(typed);
      if (limits.pair) await deps.rateLimiter.enforce(limits.pair, [`ip:${ip}:email:${email}`]);
      if (limits.email) emailHits = await deps.rateLimiter.enforce(limits.email, [`email:${email}`]);
    }
    await next();
    if (limits?.emailCountsFailuresOnly && c.res.status < 400) await deps.rateLimiter.refund(emailHits);
  };
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The body as our contract reads it; undefined when there is none (sign-out posts nothing). */
async function readAuthBody(c: Context): Promise<AuthRequestBody | undefined> {
  // A copy: Better Auth reads the original after us.
  const text = await c.req.raw.clone().text();
  if (text === '') return undefined;
  if (!isJson(c.req.header('content-type')))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AUTH_REQUEST_MESSAGES.jsonOnly);
  return parseInput(authRequestBodySchema, parseJsonBody(text));
}
