import { extractErrorFields } from '../../lib/api';

/**
 * Better Auth's client returns `{ message, code, status }` for its own errors, while our server's
 * middleware (rate limits, origin check) answers `{ error: { code, message } }`; both end up here.
 * A 429 keeps the server's own wording ('Too many attempts...').
 */
export function toBackendAuthError(
  error: unknown,
): { message: string | null; code: string | null } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, code } = extractErrorFields(error);
  return { message: message ?? null, code: code ?? null };
}
