import { MailIcon, UserMinusIcon } from 'lucide-react';
import { useState } from 'react';
import {
  changeMemberRoleContract,
  inviteMemberContract,
  removeMemberContract,
  revokeInvitationContract,
  type TeamInvitation,
  type TeamMember,
} from '../../../domain/contracts/team.contract';
import { relativeTime } from '../../../domain/relative-time';
import type { TeamRole } from '../../../domain/team';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { InviteForm } from './invite-form';
import { useTeam, useTeamChange } from './use-team';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function MemberRow({
  member,
  workspaceId,
  canManage,
}: {
  member: TeamMember;
  workspaceId: string;
  canManage: boolean;
}) {
  const [removing, setRemoving] = useState(false);
  const changeRole = useTeamChange(changeMemberRoleContract, workspaceId, {
    success: 'Role changed',
    failure: 'Failed to change the role',
  });
  const remove = useTeamChange(removeMemberContract, workspaceId, {
    success: 'Member removed',
    failure: 'Failed to remove the member',
  });
  const params = { workspaceId, userId: member.userId };
  const who = member.name && member.name !== member.email ? `${member.name} (${member.email})` : member.email;

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {member.name || member.email}
          {member.isYou ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">(you)</span>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
      </div>
      {canManage ? (
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor={`role-${member.userId}`}>
            Role of {who}
          </label>
          <select
            id={`role-${member.userId}`}
            className={selectClass}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(e) => changeRole.mutate({ params, body: { role: e.target.value as TeamRole } })}
          >
            <option value="owner">Owner</option>
            <option value="member">Member</option>
          </select>
          <Button variant="ghost" size="sm" onClick={() => setRemoving(true)} aria-label={`Remove ${who}`}>
            <UserMinusIcon aria-hidden="true" />
            Remove
          </Button>
          <Dialog open={removing} onOpenChange={setRemoving}>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Remove {member.email}?</DialogTitle>
                <DialogDescription>
                  {member.isYou
                    ? 'You will lose access to this workspace at once.'
                    : 'They lose access to this workspace at once. You can invite them again later.'}
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button
                  variant="destructive"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ params }, { onSettled: () => setRemoving(false) })}
                >
                  Remove
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </div>
      ) : (
        <Badge variant={member.role === 'owner' ? 'default' : 'secondary'} className="self-start capitalize">
          {member.role}
        </Badge>
      )}
    </li>
  );
}

function InvitationRow({ invitation, workspaceId }: { invitation: TeamInvitation; workspaceId: string }) {
  const revoke = useTeamChange(revokeInvitationContract, workspaceId, {
    success: 'Invitation revoked',
    failure: 'Failed to revoke the invitation',
  });
  const resend = useTeamChange(inviteMemberContract, workspaceId, {
    success: 'Invitation sent again',
    failure: 'Failed to send the invitation',
  });
  const now = new Date();
  const expired = invitation.state === 'expired';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          <span className="capitalize">{invitation.role}</span> · invited{' '}
          {relativeTime(new Date(invitation.invitedAt), now).toLowerCase()}
          {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''} ·{' '}
          {expired ? <Badge variant="destructive">Expired</Badge> : 'link valid for 7 days'}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate({
              params: { workspaceId },
              body: { email: invitation.email, role: invitation.role },
            })
          }
        >
          <MailIcon aria-hidden="true" />
          Send again
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={() => revoke.mutate({ params: { workspaceId, invitationId: invitation.id } })}
        >
          Revoke
        </Button>
      </div>
    </li>
  );
}

/** Who works in the workspace, their roles, and (for owners) the invitations still open. */
export function TeamSection({ workspaceId }: { workspaceId: string }) {
  const team = useTeam(workspaceId);
  if (team.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only">Loading the team...</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  if (team.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Failed to load data</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          {team.error.message}
          <Button variant="outline" size="sm" onClick={() => team.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  const { members, invitations, canManage } = team.data;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="text-sm font-semibold">Members ({members.length})</h3>
        <ul aria-label="Members" className="divide-y">
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} workspaceId={workspaceId} canManage={canManage} />
          ))}
        </ul>
      </div>
      {canManage ? (
        <>
          <div>
            <h3 className="text-sm font-semibold">Pending invitations ({invitations.length})</h3>
            {invitations.length === 0 ? (
              <p className="py-2 text-sm text-muted-foreground">No invitations waiting.</p>
            ) : (
              <ul aria-label="Pending invitations" className="divide-y">
                {invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} workspaceId={workspaceId} />
                ))}
              </ul>
            )}
          </div>
          <InviteForm workspaceId={workspaceId} />
        </>
      ) : null}
    </div>
  );
}
