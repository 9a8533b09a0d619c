import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { incrementRateLimit, refundRateLimit } from './rate-limit.repository';

export interface RateRule {
  /** Bucket name, e.g. 'auth.sign-in'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export interface RateWindow {
  /** '<bucket>:<subject>:<window number>': a new window starts a new row; old rows are swept. */
  key: string;
  windowStart: Date;
  /** Seconds until the window ends, at least 1 (the Retry-After of a refusal). */
  retryAfterSeconds: number;
}

/** The fixed window a hit at `now` falls in. Pure, so a caller may count it in its own SQL. */
export function rateWindow(rule: RateRule, subject: string, now: Date): RateWindow {
  const nowMs = now.getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowIndex = Math.floor(nowMs / windowMs);
  const windowStart = new Date(windowIndex * windowMs);
  return {
    key: `${rule.name}:${subject}:${windowIndex}`,
    windowStart,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000)),
  };
}

/** The 429 of a limit that was exceeded. */
export function rateLimitedError(retryAfterSeconds: number, message = RATE_LIMITED_MESSAGE): AppError {
  return new AppError('RATE_LIMITED', message, { details: { retryAfterSeconds } });
}

/**
 * Fixed-window limits stored in Postgres, so every app process shares the same counters.
 * The window number is part of the key: a new window starts a new row and old rows are swept.
 */
export function createRateLimiter(db: Database, clock: () => Date = () => new Date()) {
  async function hit(rule: RateRule, subject: string) {
    const window = rateWindow(rule, subject, clock());
    const count = await incrementRateLimit(db, window);
    return {
      allowed: count <= rule.limit,
      count,
      retryAfterSeconds: window.retryAfterSeconds,
      key: window.key,
    };
  }

  /**
   * Counts one hit for each subject; throws RATE_LIMITED (429) if any is over its limit. Returns
   * the keys it counted, for `refund`.
   */
  async function enforce(rule: RateRule, subjects: string[], message = RATE_LIMITED_MESSAGE) {
    let retryAfter = 0;
    const keys: string[] = [];
    for (const subject of subjects) {
      const result = await hit(rule, subject);
      keys.push(result.key);
      if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
    }
    if (retryAfter > 0) throw rateLimitedError(retryAfter, message);
    return keys;
  }

  /**
   * Takes back hits `enforce` counted, in the windows they fell in. A budget of failures (the
   * sign-in lock) counts every attempt before it runs, so parallel guesses cannot slip past it,
   * and refunds the ones that succeeded.
   */
  async function refund(keys: string[]) {
    for (const key of keys) await refundRateLimit(db, key);
  }

  return { hit, enforce, refund };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
