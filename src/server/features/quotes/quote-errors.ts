import type { z } from 'zod';
import { QUOTE_PRICE_MISMATCH, type QuoteCreationErrorType, STORAGE_MESSAGES } from '../../../domain/quotes';
import { SECURE_QUOTE_MESSAGES } from '../../../domain/validation/secure-quote';
import { pgErrorOf } from '../../db/pg-error';
import { AppError } from '../../lib/app-error';

/**
 * The 400 a rejected payload gets: the first issue's message, as readJson (http/validate.ts) gives
 * for every other contract, so the spec's texts ('Invalid email address', ...) reach the user.
 */
export function payloadError(issues: z.ZodError['issues']): AppError {
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid input', {
    details: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

// The schema's checks repeat the payload rules; one can still trip after Postgres rounds to
// cents (a total of 0.001 is stored as 0.00) or lower-cases differently from JavaScript.
const MESSAGE_BY_CONSTRAINT: Record<string, string> = {
  customers_email_lower_check: SECURE_QUOTE_MESSAGES.invalidEmail,
  quotes_total_amount_check: SECURE_QUOTE_MESSAGES.invalidAmount,
  quotes_project_type_check: SECURE_QUOTE_MESSAGES.invalidProjectType,
  quotes_material_check: SECURE_QUOTE_MESSAGES.invalidMaterial,
  quotes_quantity_check: SECURE_QUOTE_MESSAGES.invalidQuantity,
  quotes_square_footage_check: SECURE_QUOTE_MESSAGES.negativeValue,
  quotes_material_cost_check: SECURE_QUOTE_MESSAGES.negativeValue,
  quotes_setup_fee_check: SECURE_QUOTE_MESSAGES.negativeValue,
  quotes_subtotal_check: SECURE_QUOTE_MESSAGES.negativeValue,
  quotes_tax_amount_check: SECURE_QUOTE_MESSAGES.negativeValue,
};

/**
 * A database error caused by what the user sent, as the 400 it deserves; null when the fault is
 * ours (connection lost, a bug), which stays a 500.
 */
export function userFaultOf(error: unknown): AppError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  let message: string | undefined;
  if (pg.code === '23514' && pg.constraint) message = MESSAGE_BY_CONSTRAINT[pg.constraint];
  // numeric_value_out_of_range: above numeric(12,2) or integer limits.
  else if (pg.code === '22003') message = STORAGE_MESSAGES.numberTooLarge;
  // character_not_in_repertoire / untranslatable_character: a NUL character in text.
  else if (pg.code === '22021' || pg.code === '22P05') message = STORAGE_MESSAGES.unsupportedText;
  return message ? new AppError('VALIDATION_FAILED', message, { cause: error }) : null;
}

const ERROR_TYPE_BY_MESSAGE: Record<string, QuoteCreationErrorType> = {
  [SECURE_QUOTE_MESSAGES.invalidEmail]: 'invalid_email',
  [SECURE_QUOTE_MESSAGES.invalidAmount]: 'invalid_amount',
  [SECURE_QUOTE_MESSAGES.invalidProjectType]: 'invalid_project_type',
  [SECURE_QUOTE_MESSAGES.invalidMaterial]: 'invalid_material',
  [QUOTE_PRICE_MISMATCH]: 'invalid_amount',
};

/** The error_type recorded with quote_creation_failed. */
export function creationErrorType(error: unknown): QuoteCreationErrorType {
  // The user's mistakes: a refused payload (400) or amounts that are not our prices (409).
  if (error instanceof AppError && (error.status === 400 || error.status === 409)) {
    return ERROR_TYPE_BY_MESSAGE[error.message] ?? 'invalid_input';
  }
  return pgErrorOf(error) ? 'database_error' : 'server_error';
}
