import { z } from 'zod';
import { BUSINESS_NAME_MAX, CHECKOUT_REQUIRED_MESSAGE } from '../checkout-rules';
import { CATALOGUE_PLAN_IDS } from '../plans';
import { TEXT_LIMITS, tooLongMessage } from '../text-limits';
import { isHttpUrl } from '../url';
import { isValidEmail } from './email';

const required = z
  .string({ error: CHECKOUT_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: CHECKOUT_REQUIRED_MESSAGE });

/** The browser form: presence only, as the spec asks. */
export const checkoutFormSchema = z.object({ businessName: required, email: required });

/** The create-subscription function's payload; the server checks more than the form does. */
export const createSubscriptionSchema = z.strictObject({
  planId: z.enum(CATALOGUE_PLAN_IDS, { error: 'Unknown plan' }),
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
  returnUrl: z
    .string({ error: 'Invalid return URL' })
    .max(TEXT_LIMITS.url, { error: tooLongMessage('Return URL', TEXT_LIMITS.url) })
    .refine(isHttpUrl, { error: 'Invalid return URL' }),
});
export type CreateSubscription = z.infer<typeof createSubscriptionSchema>;
