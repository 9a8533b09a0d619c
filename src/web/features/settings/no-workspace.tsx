import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';

/** For a signed-in user with no workspace (e.g. signed up from an invitation not yet accepted). */
export function NoWorkspace() {
  return (
    <Alert>
      <AlertTitle>You are not part of a workspace yet</AlertTitle>
      <AlertDescription>
        If someone invited you, open the link in your invitation e-mail to join their workspace.
      </AlertDescription>
    </Alert>
  );
}
