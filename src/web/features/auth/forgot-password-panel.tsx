import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AUTH_TOASTS, canSubmitReset } from '../../../domain/validation/auth';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { toBackendAuthError } from './auth-errors';

const ERROR_ID = 'reset-email-error';

export function ForgotPasswordPanel({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // The failure is also shown inline (tied to the e-mail field), not only in the passing toast.
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  function fail(error: unknown) {
    const message = toBackendAuthError(error)?.message || AUTH_TOASTS.resetFailed.fallback;
    setError(message);
    toast.error(AUTH_TOASTS.resetFailed.title, { description: message });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitReset(email) || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      // The spec passes the reset e-mail exactly as typed.
      const result = await authClient.requestPasswordReset({
        email,
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (result.error) {
        fail(result.error);
        return;
      }
      toast.success(AUTH_TOASTS.resetSent.title, { description: AUTH_TOASTS.resetSent.description });
      setEmail('');
      onClose();
    } catch (caught) {
      fail(caught);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="reset-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="reset-heading" className="text-lg font-semibold">
          Reset your password
        </h2>
        <p className="text-sm text-muted-foreground">We will e-mail you a link to choose a new password.</p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="reset-email">Email</Label>
        <Input
          ref={inputRef}
          id="reset-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          aria-invalid={ariaInvalid(error)}
          aria-describedby={describedBy(error && ERROR_ID)}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <FieldMessage id={ERROR_ID} message={error} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          type="submit"
          className="sm:flex-1"
          disabled={!canSubmitReset(email) || submitting}
          aria-busy={submitting}
        >
          Send Reset Email
        </Button>
        <Button type="button" variant="outline" className="sm:flex-1" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
