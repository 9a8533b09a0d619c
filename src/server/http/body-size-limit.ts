import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../lib/app-error';

/**
 * Refuses request bodies over `maxSize` bytes (413). Hono's bodyLimit reads `raw.body` first,
 * which makes the Node adapter build a full web Request for every API call, a measurable share
 * of a chat turn; a declared Content-Length is checked from the header alone, and only a body
 * without one (chunked) is counted as it streams, by Hono's middleware.
 */
export function bodySizeLimit(maxSize: number): MiddlewareHandler {
  const tooLarge = () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
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
