import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import {
  AUTH_TOASTS,
  canSubmitSignUp,
  mapSignUpError,
  normalizeAuthEmail,
  passwordsMismatch,
  SIGN_UP_ERRORS,
  validateSignUp,
} from '../../../domain/validation/auth';
import { useAppMode } from '../../app/app-mode';
import { useConfig } from '../../app/config-provider';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { toBackendAuthError } from './auth-errors';

type Field = 'email' | 'password' | 'form';
/** A form-wide error (e.g. the account exists) describes the e-mail and password it was about. */
const FORM_ERROR_ID = 'signup-form-error';
type Errors = Partial<Record<Field, string>>;

/**
 * Where the verification e-mail's link lands: /onboarding on this host. On the main site that page
 * lives on the dashboard host (the link signs the user in there), so it points there instead.
 */
function useOnboardingUrl(): () => string {
  const mode = useAppMode();
  const { dashboardUrl } = useConfig();
  return () => {
    const here = window.location.origin;
    if (mode === 'dashboard') return `${here}/onboarding`;
    const dashboardOrigin = new URL(dashboardUrl, window.location.href).origin;
    return dashboardOrigin === here ? `${here}/onboarding` : `${dashboardUrl}/onboarding`;
  };
}

/** `onSignedUp` receives the normalised e-mail, so the caller can prefill sign-in if no session follows. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => Promise<void> }) {
  const [form, setForm] = useState({ email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const onboardingUrl = useOnboardingUrl();
  const mismatch = passwordsMismatch(form);

  function update(field: keyof typeof form, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({
      ...current,
      [field === 'confirmPassword' ? 'password' : field]: undefined,
      form: undefined,
    }));
  }

  function fail(message: string) {
    setErrors({ form: message });
    toast.error(AUTH_TOASTS.signUpFailed, { description: message });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitSignUp(form) || submitting) return;
    const invalid = validateSignUp(form);
    if (invalid) {
      if (invalid === SIGN_UP_ERRORS.invalidEmail) setErrors({ email: invalid.message });
      else if (invalid === SIGN_UP_ERRORS.weakPassword) setErrors({ password: invalid.message });
      else setErrors({ form: invalid.message });
      toast.error(invalid.title, { description: invalid.message });
      return;
    }
    const email = normalizeAuthEmail(form.email);
    setSubmitting(true);
    try {
      const result = await authClient.signUp.email({
        email,
        password: form.password,
        // The server caps names at TEXT_LIMITS.name; no real address has a longer local part.
        name: email.split('@')[0]!.slice(0, TEXT_LIMITS.name),
        callbackURL: onboardingUrl(),
      });
      if (result.error) {
        fail(mapSignUpError(toBackendAuthError(result.error)));
        return;
      }
      toast.success(AUTH_TOASTS.accountCreated.title, {
        description: AUTH_TOASTS.accountCreated.description,
      });
      await onSignedUp(email);
    } catch (caught) {
      fail(mapSignUpError(toBackendAuthError(caught)));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.email}
          aria-invalid={ariaInvalid(errors.email || errors.form)}
          aria-describedby={describedBy(errors.email && 'signup-email-error', errors.form && FORM_ERROR_ID)}
          onChange={(e) => update('email', e.target.value)}
        />
        <FieldMessage id="signup-email-error" message={errors.email} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-password">Password</Label>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          aria-invalid={ariaInvalid(errors.password || errors.form)}
          aria-describedby={describedBy(
            'signup-password-hint',
            errors.password && 'signup-password-error',
            errors.form && FORM_ERROR_ID,
          )}
          onChange={(e) => update('password', e.target.value)}
        />
        <p id="signup-password-hint" className="text-xs text-muted-foreground">
          At least 8 characters.
        </p>
        <FieldMessage id="signup-password-error" message={errors.password} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-confirm-password">Confirm Password</Label>
        <Input
          id="signup-confirm-password"
          type="password"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          aria-invalid={ariaInvalid(mismatch)}
          aria-describedby={describedBy(mismatch && 'signup-confirm-error')}
          onChange={(e) => update('confirmPassword', e.target.value)}
        />
        <FieldMessage
          id="signup-confirm-error"
          message={mismatch ? SIGN_UP_ERRORS.passwordMismatch.message : null}
        />
      </div>
      <FieldMessage id={FORM_ERROR_ID} message={errors.form} />
      <Button type="submit" disabled={!canSubmitSignUp(form) || submitting} aria-busy={submitting}>
        {submitting ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        Sign Up
      </Button>
    </form>
  );
}
