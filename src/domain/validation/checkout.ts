import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { isHttpUrl } from '../url';
import { isValidEmail } from './email';

export const CHECKOUT_REQUIRED_TOAST = {
  title: 'Required Information',
  description: 'Please fill in all required fields',
} as const;
export const CHECKOUT_REQUIRED_MESSAGE = `${CHECKOUT_REQUIRED_TOAST.title}: ${CHECKOUT_REQUIRED_TOAST.description}`;

export const CHECKOUT_ERROR_TOAST = {
  title: 'Checkout Error',
  fallback: 'Failed to start checkout process',
} as const;

export const BUSINESS_NAME_MAX = 200;

export interface CheckoutForm {
  businessName: string;
  email: string;
}

export function hasRequiredCheckoutFields(form: CheckoutForm): boolean {
  return form.businessName.trim() !== '' && form.email.trim() !== '';
}

/** The button is disabled while a field is empty or a checkout is already being started. */
export function canSubmitCheckout(form: CheckoutForm & { processing: boolean }): boolean {
  return !form.processing && hasRequiredCheckoutFields(form);
}

const required = z
  .string({ error: CHECKOUT_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: CHECKOUT_REQUIRED_MESSAGE });

/** The browser form: presence only, as the spec asks. */
export const checkoutFormSchema = z.object({ businessName: required, email: required });

/** The create-subscription function's payload; the server checks more than the form does. */
export const createSubscriptionSchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: 'Unknown plan' }),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { error: 'Invalid email address' }),
  businessName: z
    .string({ error: CHECKOUT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: CHECKOUT_REQUIRED_MESSAGE })
    .max(BUSINESS_NAME_MAX, { error: `Business name must be at most ${BUSINESS_NAME_MAX} characters` }),
  returnUrl: z.string({ error: 'Invalid return URL' }).refine(isHttpUrl, { error: 'Invalid return URL' }),
});
export type CreateSubscription = z.infer<typeof createSubscriptionSchema>;
