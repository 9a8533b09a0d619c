import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../http/client-ip';
import { setRetryAfter } from '../../http/error-handler';
import { AppError } from '../../lib/app-error';
import { RATE_LIMITED_MESSAGE, type RateRule } from './rate-limit.service';

/**
 * Counts each request against `rule` for the client's address before the route runs. It is
 * for the public routes that are not named functions (those get their limits from the
 * registry), so that no lookup an anonymous visitor can trigger goes unbounded. A page route
 * passes `page` to answer a refusal with HTML instead of the API's JSON error.
 */
export function limitByClientAddress(
  deps: Pick<AppDeps, 'rateLimiter' | 'env'>,
  rule: RateRule,
  options: { page?: (c: Context, message: string) => Response } = {},
): MiddlewareHandler {
  return async (c, next) => {
    try {
      await deps.rateLimiter.enforce(rule, [`ip:${clientIp(c, deps.env.TRUST_PROXY)}`]);
    } catch (error) {
      if (!options.page || !(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
      setRetryAfter(c, error);
      return options.page(c, RATE_LIMITED_MESSAGE);
    }
    await next();
  };
}
