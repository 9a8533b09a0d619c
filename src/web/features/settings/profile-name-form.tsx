import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { nameForCustomers } from '../../../domain/inbox';
import { TEXT_LIMITS, tooLongMessage } from '../../../domain/text-limits';
import { type SessionUser, useRefreshSession } from '../../app/session';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';

const profileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter your name.' })
    .max(TEXT_LIMITS.name, { error: tooLongMessage('Name', TEXT_LIMITS.name) }),
});
type ProfileValues = z.input<typeof profileSchema>;

/**
 * The signed-in person's own name, which signs their replies to customers in the chat and in the
 * reply e-mail. An account made at checkout or from a trial is named after its e-mail address
 * until then, and customers see "a team member" instead (nameForCustomers), so the field starts
 * empty rather than showing that default.
 */
export function ProfileNameForm({ user }: { user: SessionUser }) {
  const shown = nameForCustomers(user.name, user.email) ?? '';
  const refreshSession = useRefreshSession();
  const form = useForm<ProfileValues, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: shown },
  });
  const { reset } = form;
  useEffect(() => reset({ name: shown }), [shown, reset]);
  const { errors, isSubmitting } = form.formState;

  async function save({ name }: z.output<typeof profileSchema>) {
    const result = await authClient.updateUser({ name });
    if (result.error) {
      const message = result.error.message ?? 'Please try again.';
      form.setError('name', { message });
      toast.error('Failed to save your name', { description: message });
      return;
    }
    await refreshSession();
    toast.success('Your name is saved', { description: 'Your replies to customers are signed with it.' });
  }

  return (
    <form
      noValidate
      aria-label="Your name"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(save)}
    >
      <fieldset disabled={isSubmitting} className="flex max-w-md flex-col gap-4">
        <FormField
          label="Your name"
          autoComplete="name"
          maxLength={TEXT_LIMITS.name}
          hint={
            shown
              ? 'Customers see it beside your replies.'
              : 'Not set yet: customers see "a team member" beside your replies.'
          }
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div>
          <Button type="submit">{isSubmitting ? 'Saving…' : 'Save name'}</Button>
        </div>
      </fieldset>
    </form>
  );
}
