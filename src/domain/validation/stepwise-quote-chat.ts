import { z } from 'zod';
import { sanitizeText } from '../sanitize';
import { isValidEmail } from './email';

export const STEPWISE_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters long',
  invalidEmail: 'Please enter a valid email address',
  detailsTooShort: 'Please provide more details about your project',
} as const;

export const STEPWISE_NAME_MIN = 2;
export const STEPWISE_DETAILS_MIN = 5;
/** Input caps: the inputs' maxLength, so longer text is cut, as a browser would, not rejected. */
export const STEPWISE_INPUT_MAX = 100;
export const STEPWISE_DETAILS_MAX = 500;

export type StepwiseField = 'name' | 'email' | 'details';

const CAPS: Record<StepwiseField, number> = {
  name: STEPWISE_INPUT_MAX,
  email: STEPWISE_INPUT_MAX,
  details: STEPWISE_DETAILS_MAX,
};

/** Sanitises first so length rules count what is actually stored and sent. */
export function cleanStepwiseInput(field: StepwiseField, value: string): string {
  return sanitizeText(value).slice(0, CAPS[field]).trimEnd();
}

const cleaned = (field: StepwiseField) => z.string().transform((v) => cleanStepwiseInput(field, v));

export const stepwiseNameSchema = cleaned('name').pipe(
  z.string().min(STEPWISE_NAME_MIN, { error: STEPWISE_MESSAGES.nameTooShort }),
);
export const stepwiseEmailSchema = cleaned('email').pipe(
  z.string().refine(isValidEmail, { error: STEPWISE_MESSAGES.invalidEmail }),
);
export const stepwiseDetailsSchema = cleaned('details').pipe(
  z.string().min(STEPWISE_DETAILS_MIN, { error: STEPWISE_MESSAGES.detailsTooShort }),
);

export const stepwiseQuoteChatSchema = z.object({
  name: stepwiseNameSchema,
  email: stepwiseEmailSchema,
  details: stepwiseDetailsSchema,
});

export type StepwiseCheck = { ok: true; value: string } | { ok: false; message: string };

const FIELD_RULES = {
  name: { schema: stepwiseNameSchema, message: STEPWISE_MESSAGES.nameTooShort },
  email: { schema: stepwiseEmailSchema, message: STEPWISE_MESSAGES.invalidEmail },
  details: { schema: stepwiseDetailsSchema, message: STEPWISE_MESSAGES.detailsTooShort },
} as const;

/** One step's check as the chat needs it: the cleaned value to keep, or the message to show. */
export function validateStepwiseInput(field: StepwiseField, value: string): StepwiseCheck {
  const rule = FIELD_RULES[field];
  const result = rule.schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: rule.message };
}
