import { useCurrentWorkspace, useSession } from '../../app/session';
import { Spinner } from '../../components/ui/spinner';

/** Renders `children` with the dashboard's current workspace, or says why there is none. */
export function WithCurrentWorkspace({
  children,
}: {
  children: (workspace: { id: string; name: string }) => React.ReactNode;
}) {
  const session = useSession();
  const workspace = useCurrentWorkspace();
  if (session.isPending) return <Spinner label="Loading your workspace..." showLabel />;
  if (!workspace)
    return (
      <p className="text-muted-foreground">
        Your account has no workspace yet, so there is no knowledge to manage.
      </p>
    );
  return <>{children(workspace)}</>;
}
