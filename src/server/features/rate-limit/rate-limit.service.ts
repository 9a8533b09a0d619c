import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { incrementRateLimit } from './rate-limit.repository';

export interface RateRule {
  /** Bucket name, e.g. 'auth.sign-in'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Fixed-window limits stored in Postgres, so every app process shares the same counters.
 * The window number is part of the key: a new window starts a new row and old rows are swept.
 */
export function createRateLimiter(db: Database, clock: () => Date = () => new Date()) {
  async function hit(rule: RateRule, subject: string) {
    const now = clock().getTime();
    const windowMs = rule.windowSeconds * 1000;
    const windowIndex = Math.floor(now / windowMs);
    const windowStart = new Date(windowIndex * windowMs);
    const count = await incrementRateLimit(db, {
      key: `${rule.name}:${subject}:${windowIndex}`,
      windowStart,
    });
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    return { allowed: count <= rule.limit, count, retryAfterSeconds };
  }

  /** Counts one hit for each subject; throws RATE_LIMITED (429) if any is over its limit. */
  async function enforce(rule: RateRule, subjects: string[], message = RATE_LIMITED_MESSAGE) {
    let retryAfter = 0;
    for (const subject of subjects) {
      const result = await hit(rule, subject);
      if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
    }
    if (retryAfter > 0)
      throw new AppError('RATE_LIMITED', message, { details: { retryAfterSeconds: retryAfter } });
  }

  return { hit, enforce };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
