import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { DomainValidationError } from '../../domain/errors';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * A refused client is told when to try again (RFC 9110 Retry-After), not only in the body: the
 * seconds a rate-limit refusal (rateLimitedError) carries in its details.
 */
export function setRetryAfter(c: Context, error: AppError): void {
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  if (error.code === 'RATE_LIMITED' && typeof details?.retryAfterSeconds === 'number')
    c.header('Retry-After', String(details.retryAfterSeconds));
}

/** Maps anything thrown in a route to `{"error":{"code","message"}}` with a fitting status. */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      if (error.status >= 500) logger.error({ err: error, path: c.req.path }, error.message);
      setRetryAfter(c, error);
      return c.json(errorBody(error.code, error.message, error.details), error.status as 400);
    }
    // A domain rule the input broke (e.g. 'Message content is required'): the user's mistake.
    if (error instanceof DomainValidationError) {
      return c.json(errorBody('VALIDATION_FAILED', error.message), 400);
    }
    if (error instanceof ZodError) {
      const first = error.issues[0];
      return c.json(errorBody('VALIDATION_FAILED', first?.message ?? 'Invalid input', error.issues), 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST';
      return c.json(errorBody(code, error.message || 'Bad request'), status);
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  };
}
