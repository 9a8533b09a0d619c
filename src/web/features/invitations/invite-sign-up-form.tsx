import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AUTH_TOASTS,
  MIN_PASSWORD_LENGTH,
  mapSignUpError,
  SIGN_UP_ERRORS,
} from '../../../domain/validation/auth';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { FormField } from '../../components/ui/form-field';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { toBackendAuthError } from '../auth';

const signUpSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, SIGN_UP_ERRORS.weakPassword.message),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: SIGN_UP_ERRORS.passwordMismatch.message,
    path: ['confirmPassword'],
  });

/**
 * Creates the invited person's account with the address the invitation was sent to. The sign-up
 * carries the invitation page as its callback: the server then makes them no workspace of their
 * own, and the invitation page joins them at once (the link's token proves the address).
 */
export function InviteSignUpForm({
  email,
  callbackUrl,
  onSignedUp,
}: {
  email: string;
  callbackUrl: string;
  onSignedUp: () => Promise<void>;
}) {
  const form = useForm<z.input<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function signUp(values: z.output<typeof signUpSchema>) {
    try {
      const result = await authClient.signUp.email({
        email,
        password: values.password,
        name: email.split('@')[0]!,
        callbackURL: callbackUrl,
      });
      if (result.error) throw result.error;
      toast.success(AUTH_TOASTS.accountCreated.title, {
        description: AUTH_TOASTS.accountCreated.description,
      });
      await onSignedUp();
    } catch (caught) {
      const message = mapSignUpError(toBackendAuthError(caught));
      form.setError('root', { message });
      toast.error(AUTH_TOASTS.signUpFailed, { description: message });
    }
  }

  return (
    <form
      noValidate
      aria-label="Create your account"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(signUp)}
    >
      <FormField label="Email" type="email" value={email} readOnly autoComplete="username" />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FieldMessage id="invite-signup-error" message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account...' : 'Create account and continue'}
      </Button>
    </form>
  );
}
