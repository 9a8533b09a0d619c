import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { inviteMemberContract, inviteMemberSchema } from '../../../domain/contracts/team.contract';
import { Button } from '../../components/ui/button';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ariaInvalid, describedBy } from '../../lib/aria';
import { useTeamChange } from './use-team';

const selectClass =
  'h-10 rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm';

/** Invite a person by e-mail as a member or an owner; the e-mail carries a link valid for 7 days. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const id = useId();
  const form = useForm<z.input<typeof inviteMemberSchema>, unknown, z.output<typeof inviteMemberSchema>>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const invite = useTeamChange(inviteMemberContract, workspaceId, {
    success: 'Invitation sent',
    failure: 'Failed to send the invitation',
  });
  const error = form.formState.errors.email?.message;

  return (
    <form
      noValidate
      aria-label="Invite a team member"
      className="flex flex-col gap-1.5"
      onSubmit={form.handleSubmit((body) =>
        invite.mutate(
          { params: { workspaceId }, body },
          { onSuccess: () => form.reset({ email: '', role: body.role }) },
        ),
      )}
    >
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>E-mail address</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            placeholder="colleague@yourbusiness.com"
            aria-invalid={ariaInvalid(error)}
            aria-describedby={describedBy(error && `${id}-error`)}
            {...form.register('email')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <select id={`${id}-role`} className={selectClass} {...form.register('role')}>
            <option value="member">Member</option>
            <option value="owner">Owner</option>
          </select>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          <SendIcon aria-hidden="true" />
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
      <p className="text-xs text-muted-foreground">
        Members see everything and change nothing in Settings; owners also manage settings and the team.
      </p>
    </form>
  );
}
