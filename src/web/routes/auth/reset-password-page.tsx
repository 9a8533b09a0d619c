import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, SIGN_UP_ERRORS } from '../../../domain/validation/auth';
import { useRefreshSession } from '../../app/session';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toBackendAuthError } from '../../features/auth/auth-errors';
import { AuthLayout } from '../../features/auth/auth-layout';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { authClient } from '../../lib/auth-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { toast } from '../../lib/toast';

const FORM_ERROR_ID = 'reset-password-error';

const INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.';

function isInvalidTokenError(error: { message: string | null; code: string | null } | undefined): boolean {
  return error?.code === 'INVALID_TOKEN' || /invalid token|expired/i.test(error?.message ?? '');
}

/** The new owner's first sign-in, with the password just chosen; false leaves them to sign in on /auth. */
async function signInAfterSetting(email: string, password: string): Promise<boolean> {
  try {
    const result = await authClient.signIn.email({ email, password });
    return !result.error;
  } catch {
    return false;
  }
}

function InvalidLink() {
  return (
    <Alert variant="destructive">
      <AlertTitle>Reset link not valid</AlertTitle>
      <AlertDescription>
        <p>
          {INVALID_LINK}{' '}
          <Link to="/auth" className="font-medium underline underline-offset-4">
            Go to sign in
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}

/**
 * /reset-password?token=…, where the password-reset e-mail lands (both hosts). With `welcome=1`
 * (the e-mail of a new plan or trial, decision 017) it reads "Set your password" and, once set,
 * signs the owner in with it and goes on to onboarding.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const welcome = params.get('welcome') === '1';
  const welcomeEmail = params.get('email');
  // Better Auth redirects here with ?error=INVALID_TOKEN when the link was already used or expired.
  const token = params.get('token');
  const [invalid, setInvalid] = useState(!token || params.has('error'));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The length hint waits for the field to lose focus, so it is not announced on the first keystroke.
  const [passwordTouched, setPasswordTouched] = useState(false);
  const title = welcome ? 'Set your password' : 'Choose a new password';
  useDocumentMeta({ title });

  const tooShort = passwordTouched && password !== '' && password.length < MIN_PASSWORD_LENGTH;
  const mismatch = confirm !== '' && confirm !== password;
  const canSubmit = password.length >= MIN_PASSWORD_LENGTH && password === confirm && !submitting;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || !token) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await authClient.resetPassword({ newPassword: password, token });
      if (result.error) {
        const backend = toBackendAuthError(result.error);
        if (isInvalidTokenError(backend)) setInvalid(true);
        else setError(backend?.message || 'Could not update your password. Please try again.');
        return;
      }
      if (welcome && welcomeEmail && (await signInAfterSetting(welcomeEmail, password))) {
        toast.success('Password set', { description: 'Welcome! Let us set up your agent.' });
        await refreshSession();
        navigate('/onboarding', { replace: true });
        return;
      }
      toast.success('Password updated', { description: 'You can now sign in with your new password.' });
      navigate('/auth', { replace: true });
    } catch {
      setError('Could not update your password. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{title}</h1>
          <CardDescription>Use at least {MIN_PASSWORD_LENGTH} characters.</CardDescription>
        </CardHeader>
        <CardContent>
          {invalid ? (
            <InvalidLink />
          ) : (
            <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
              <div className="flex flex-col gap-2">
                <Label htmlFor="new-password">New Password</Label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  value={password}
                  aria-invalid={ariaInvalid(tooShort || error)}
                  aria-describedby={describedBy(tooShort && 'new-password-error', error && FORM_ERROR_ID)}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    setError(null);
                  }}
                  onBlur={() => setPasswordTouched(true)}
                />
                <FieldMessage
                  id="new-password-error"
                  message={tooShort ? SIGN_UP_ERRORS.weakPassword.message : null}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="confirm-new-password">Confirm New Password</Label>
                <Input
                  id="confirm-new-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  value={confirm}
                  aria-invalid={ariaInvalid(mismatch || error)}
                  aria-describedby={describedBy(
                    mismatch && 'confirm-new-password-error',
                    error && FORM_ERROR_ID,
                  )}
                  onChange={(e) => {
                    setConfirm(e.target.value);
                    setError(null);
                  }}
                />
                <FieldMessage
                  id="confirm-new-password-error"
                  message={mismatch ? SIGN_UP_ERRORS.passwordMismatch.message : null}
                />
              </div>
              <FieldMessage id={FORM_ERROR_ID} message={error} />
              <Button type="submit" disabled={!canSubmit} aria-busy={submitting}>
                {submitting ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
                {welcome ? 'Set Password' : 'Update Password'}
              </Button>
              <Link to="/auth" className="self-center text-sm underline underline-offset-4">
                Back to sign in
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
