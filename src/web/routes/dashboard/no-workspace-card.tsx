import { useConfig } from '../../app/config-provider';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/**
 * A signed-in account that belongs to no workspace: made from an invitation link it has not
 * accepted yet (sign-up then makes no workspace of its own), or removed from its team. Nothing
 * would ever load for it, so it is told what to do instead of shown a spinner.
 */
export function NoWorkspaceCard({ email }: { email: string }) {
  const { publicUrl } = useConfig();
  return (
    <Card asChild>
      <section aria-labelledby="no-workspace-title">
        <CardHeader>
          <CardTitle id="no-workspace-title">You are not in a workspace yet</CardTitle>
          <CardDescription>Your account ({email}) does not belong to any workspace.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <p>
            <strong>Invited to a team?</strong> Open the link in the invitation e-mail sent to {email}: it
            joins you to that workspace. If it has expired, ask the workspace owner to send a new one.
          </p>
          <p>
            <strong>Here for your own business?</strong>{' '}
            <a className="underline" href={`${publicUrl}/start-trial`}>
              Start a free trial
            </a>
            .
          </p>
        </CardContent>
      </section>
    </Card>
  );
}
