// The checkout form's rules and texts, without the validation library (the page ships them).

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
  return !form.processing && hasRequiredCheckoutFields(form) && !nameLength(form.businessName).over;
}

/** From this share of the limit on, the form shows how many characters are used. */
const SHOW_COUNT_FROM = 0.8;

/**
 * How long the business name is against its limit, said beside the field once it nears it: the
 * field does not cut what is typed or pasted (a name cut silently at 200 characters is a different
 * name on every receipt), it says how much is too much, and the button waits.
 */
export function nameLength(businessName: string): { text: string | null; over: boolean } {
  const length = businessName.trim().length;
  if (length > BUSINESS_NAME_MAX) {
    const extra = length - BUSINESS_NAME_MAX;
    return {
      text: `${extra} ${extra === 1 ? 'character' : 'characters'} too many: a business name has at most ${BUSINESS_NAME_MAX}.`,
      over: true,
    };
  }
  if (length < BUSINESS_NAME_MAX * SHOW_COUNT_FROM) return { text: null, over: false };
  return { text: `${length} of ${BUSINESS_NAME_MAX} characters`, over: false };
}
