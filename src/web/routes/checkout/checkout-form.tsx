import { Loader2Icon, LockIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  CHECKOUT_ERROR_TOAST,
  CHECKOUT_REQUIRED_TOAST,
  type CheckoutForm as CheckoutValues,
  canSubmitCheckout,
  hasRequiredCheckoutFields,
  nameLength,
} from '../../../domain/checkout-rules';
import type { CheckoutUrlResponse } from '../../../domain/contracts/payments.contract';
import { checkoutButtonLabel, type Plan } from '../../../domain/plans';
import { EMAIL_MAX_LENGTH } from '../../../domain/validation/email';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { checkoutUrlOf } from '../../features/quote-card/checkout-tab';
import { ApiError, callFunction } from '../../lib/api';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { toast } from '../../lib/toast';
import { type CheckoutField, checkoutFieldForMessage } from './checkout-errors';

type FieldErrors = Partial<Record<CheckoutField, string>>;

const IDS = {
  businessName: 'checkout-business-name',
  email: 'checkout-email',
  businessNameError: 'checkout-business-name-error',
  businessNameLength: 'checkout-business-name-length',
  emailError: 'checkout-email-error',
} as const;

function showRequiredToast() {
  toast.error(CHECKOUT_REQUIRED_TOAST.title, { description: CHECKOUT_REQUIRED_TOAST.description });
}

export function CheckoutForm({ plan }: { plan: Plan }) {
  const [values, setValues] = useState<CheckoutValues>({ businessName: '', email: '' });
  const [processing, setProcessing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const businessNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  // The page is prerendered: text typed before hydration is in the inputs but not in state, and
  // would leave the button disabled beside filled-in fields (then be wiped on the next render).
  useEffect(() => {
    const typed = {
      businessName: businessNameRef.current?.value ?? '',
      email: emailRef.current?.value ?? '',
    };
    if (typed.businessName || typed.email) setValues(typed);
  }, []);

  function edit(field: CheckoutField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusFirstEmpty() {
    if (values.businessName.trim() === '') businessNameRef.current?.focus();
    else emailRef.current?.focus();
  }

  // A disabled submit button blocks the browser's implicit submission, so Enter in an incomplete
  // form would otherwise do nothing at all; it explains what is missing instead.
  function handleEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || processing || hasRequiredCheckoutFields(values)) return;
    event.preventDefault();
    showRequiredToast();
    focusFirstEmpty();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    // Too long: the note beside the field says by how much; nothing is cut or sent.
    if (nameLength(values.businessName).over) {
      businessNameRef.current?.focus();
      return;
    }
    if (!hasRequiredCheckoutFields(values)) {
      showRequiredToast();
      focusFirstEmpty();
      return;
    }
    setProcessing(true);
    setErrors({});
    try {
      const { url } = await callFunction<CheckoutUrlResponse>('create-subscription', {
        planId: plan.id,
        email: values.email.trim(),
        businessName: values.businessName.trim(),
        returnUrl: window.location.origin,
      });
      // The page is being left: the button stays disabled so a second click cannot start a
      // second checkout session.
      window.location.assign(checkoutUrlOf(url, window.location.href));
    } catch (error) {
      const message = error instanceof ApiError && error.code ? error.message : CHECKOUT_ERROR_TOAST.fallback;
      toast.error(CHECKOUT_ERROR_TOAST.title, { description: message });
      const field = checkoutFieldForMessage(message);
      if (field) {
        setErrors({ [field]: message });
        (field === 'email' ? emailRef : businessNameRef).current?.focus();
      }
      setProcessing(false);
    }
  }

  const canSubmit = canSubmitCheckout({ ...values, processing });
  const length = nameLength(values.businessName);

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={processing} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={IDS.businessName}>Business name</Label>
        <Input
          ref={businessNameRef}
          id={IDS.businessName}
          autoComplete="organization"
          required
          value={values.businessName}
          aria-invalid={ariaInvalid(errors.businessName || length.over)}
          aria-describedby={describedBy(
            errors.businessName && IDS.businessNameError,
            length.text && IDS.businessNameLength,
          )}
          onChange={(e) => edit('businessName', e.target.value)}
          onKeyDown={handleEnter}
        />
        {length.text ? (
          <p
            id={IDS.businessNameLength}
            aria-live="polite"
            className={length.over ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'}
          >
            {length.text}
          </p>
        ) : null}
        <FieldMessage id={IDS.businessNameError} message={errors.businessName} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={IDS.email}>Email</Label>
        <Input
          ref={emailRef}
          id={IDS.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={values.email}
          aria-invalid={ariaInvalid(errors.email)}
          aria-describedby={describedBy(errors.email && IDS.emailError)}
          onChange={(e) => edit('email', e.target.value)}
          onKeyDown={handleEnter}
        />
        <FieldMessage id={IDS.emailError} message={errors.email} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {processing ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        {checkoutButtonLabel(plan)}
      </Button>
      <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
        <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
        You will finish the payment on a secure checkout page.
      </p>
    </form>
  );
}
