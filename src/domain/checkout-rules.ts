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
  return !form.processing && hasRequiredCheckoutFields(form);
}
