import type { MiddlewareHandler } from 'hono';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../domain/validation/storable-text';
import { AppError } from '../lib/app-error';

/**
 * Refuses a parsed request body holding text PostgreSQL cannot store (see storable-text.ts), with
 * the field's path, as a schema failure would be. Every JSON body the API reads passes here.
 */
export function assertStorableJson(body: unknown): void {
  const path = findUnstorableText(body);
  if (path === null) return;
  throw new AppError('VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE, {
    details: [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
  });
}

/**
 * Refuses an address whose path or query carries a NUL (%00), before any route decodes it into a
 * lookup. It is the only unstorable character an address can deliver: invalid UTF-8 decodes to
 * U+FFFD, never to an unpaired surrogate, and a raw NUL never gets past the HTTP parser.
 */
export const refuseUnstorableUrl: MiddlewareHandler = async (c, next) => {
  if (c.req.url.includes('%00')) throw new AppError('BAD_REQUEST', 'The address must not contain NUL (%00).');
  await next();
};
