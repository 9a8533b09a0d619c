import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../lib/app-error';

/**
 * Refuses request bodies over `maxSize` bytes (413). Hono's bodyLimit reads `raw.body` first,
 * which makes the Node adapter build a full web Request for every API call, a measurable share
 * of a chat turn; a declared Content-Length is checked from the header alone, and only a body
 * without one (chunked) is counted as it streams, by Hono's middleware.
 */
export function bodySizeLimit(maxSize: number, message = 'The request is too large.'): MiddlewareHandler {
  const tooLarge = () => {
    throw new AppError('PAYLOAD_TOO_LARGE', message);
  };
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(declared, 10) > maxSize) tooLarge();
      return next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return streamed(c, next);
  };
}

export interface RouteBodyLimit {
  method: string;
  path: RegExp;
  maxBytes: number;
  message: string;
}

/**
 * `maxSize` for every request but those of the routes listed (file uploads), which get their own
 * limit and message instead of the API-wide one.
 */
export function bodySizeLimits(maxSize: number, routes: readonly RouteBodyLimit[]): MiddlewareHandler {
  const standard = bodySizeLimit(maxSize);
  const own = routes.map((route) => ({ ...route, limit: bodySizeLimit(route.maxBytes, route.message) }));
  return (c, next) => {
    const route = own.find((r) => r.method === c.req.method && r.path.test(c.req.path));
    return (route?.limit ?? standard)(c, next);
  };
}
