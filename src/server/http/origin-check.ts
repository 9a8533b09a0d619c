import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin (CSRF). Requests with no
 * Origin header (server-to-server, curl) pass: cookies are SameSite=Lax, and those callers hold
 * no victim's cookie.
 */
export function originCheck(isTrusted: (origin: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && origin !== 'null' && !isTrusted(origin)) {
      throw new AppError('FORBIDDEN', 'This request came from a page we do not trust.');
    }
    return next();
  };
}

/** Origin patterns like http://*.localhost:3000 become one matcher (a * stands for one label). */
export function originMatcher(patterns: string[]): (origin: string) => boolean {
  const regexes = patterns.map(
    (p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[a-z0-9-]+')}$`, 'i'),
  );
  return (origin) => regexes.some((r) => r.test(origin));
}
