import { z } from 'zod';
import { TEXT_LIMITS } from '../text-limits';
import { boundedString } from '../validation/bounded-string';

export const AUTH_REQUEST_MESSAGES = {
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

/**
 * What every POST body under /api/auth must be before Better Auth reads it: a JSON object whose
 * fields, where present, are strings within our limits. Better Auth checks the rest with its own
 * schemas (required fields, e-mail format, password length), so this adds only what it lacks: caps
 * on what it stores (the name of a new account had none) or writes into links and tokens.
 */
export const authRequestBodySchema = z.looseObject({
  name: boundedString('Name', TEXT_LIMITS.name).optional(),
  email: boundedString('Email', TEXT_LIMITS.email).optional(),
  newEmail: boundedString('Email', TEXT_LIMITS.email).optional(),
  image: boundedString('Image URL', TEXT_LIMITS.url).nullish(),
  callbackURL: boundedString('Callback URL', TEXT_LIMITS.url).optional(),
  redirectTo: boundedString('Redirect URL', TEXT_LIMITS.url).optional(),
  token: boundedString('Token', TEXT_LIMITS.token).optional(),
});
export type AuthRequestBody = z.infer<typeof authRequestBodySchema>;
