import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  AUTH_TOASTS,
  canSubmitSignIn,
  normalizeAuthEmail,
  placeSignInError,
  type SignInErrorField,
  validateSignIn,
} from '../../../domain/validation/auth';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { toBackendAuthError } from './auth-errors';

export type SignInValues = { email: string; password: string };

type SignInFormProps = {
  values: SignInValues;
  onChange: (values: SignInValues) => void;
  onForgotPassword: () => void;
  /** Called after the server accepted the credentials. */
  onSignedIn: () => Promise<void>;
  /**
   * Set when the reset panel was just closed, so keyboard focus returns to its toggle. One-shot:
   * `onForgotPasswordFocused` runs right after, and the caller clears the flag there.
   */
  focusForgotPassword?: boolean;
  onForgotPasswordFocused?: () => void;
};

const ERROR_ID = 'signin-error';
const EMAIL_ERROR_ID = 'signin-email-error';

type SignInError = { field: SignInErrorField; message: string };

export function SignInForm({
  values,
  onChange,
  onForgotPassword,
  onSignedIn,
  focusForgotPassword,
  onForgotPasswordFocused,
}: SignInFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);
  const forgotRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusForgotPassword) return;
    forgotRef.current?.focus();
    onForgotPasswordFocused?.();
  }, [focusForgotPassword, onForgotPasswordFocused]);

  // Editing either field withdraws the error, so the inputs are not announced as invalid any more.
  function edit(next: SignInValues) {
    setError(null);
    onChange(next);
  }

  // An error about the address sits under the e-mail field and marks it alone; one about the
  // credentials (or from the server) sits under both fields, and both inputs point at it.
  const formError = error?.field === 'form' ? error.message : null;
  const emailError = error?.field === 'email' ? error.message : null;
  const emailProps = {
    'aria-invalid': ariaInvalid(emailError || formError),
    'aria-describedby': describedBy(emailError && EMAIL_ERROR_ID, formError && ERROR_ID),
  };
  const passwordProps = {
    'aria-invalid': ariaInvalid(formError),
    'aria-describedby': describedBy(formError && ERROR_ID),
  };

  // An error shown under its field needs no toast as well; one of no single field (wrong
  // credentials, the server) is also toasted.
  function fail(placed: SignInError) {
    setError(placed);
    if (placed.field === 'form') toast.error(AUTH_TOASTS.signInFailed, { description: placed.message });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitSignIn(values) || submitting) return;
    const invalid = validateSignIn(values);
    if (invalid) {
      fail(invalid);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await authClient.signIn.email({
        email: normalizeAuthEmail(values.email),
        password: values.password,
      });
      if (result.error) {
        fail(placeSignInError(toBackendAuthError(result.error)));
        return;
      }
      toast.success(AUTH_TOASTS.welcomeBack);
      await onSignedIn();
    } catch (caught) {
      fail(placeSignInError(toBackendAuthError(caught)));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          {...emailProps}
          onChange={(e) => edit({ ...values, email: e.target.value })}
        />
        <FieldMessage id={EMAIL_ERROR_ID} message={emailError} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="signin-password">Password</Label>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          {...passwordProps}
          onChange={(e) => edit({ ...values, password: e.target.value })}
        />
      </div>
      <FieldMessage id={ERROR_ID} message={formError} />
      <Button type="submit" disabled={!canSubmitSignIn(values) || submitting} aria-busy={submitting}>
        {submitting ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        Sign In
      </Button>
      <Button ref={forgotRef} type="button" variant="link" className="self-center" onClick={onForgotPassword}>
        Forgot Password?
      </Button>
    </form>
  );
}
