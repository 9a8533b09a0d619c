import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { DomainValidationError } from '../../domain/errors';
import { isDatabaseUnavailable } from '../db/pg-error';
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
  if (
    (error.code === 'RATE_LIMITED' || error.code === 'UNAVAILABLE') &&
    typeof details?.retryAfterSeconds === 'number'
  )
    c.header('Retry-After', String(details.retryAfterSeconds));
}

/** Seconds a client is asked to wait when the database is briefly out of reach (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 3;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

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
    // The database restarting or failing over is nobody's bug and passes: a retryable 503, not a 500.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, path: c.req.path, method: c.req.method }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorBody('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  };
}
