import { LogOutIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSignOut } from './use-sign-out';

/** The Logout button of every signed-in layout: signs out and goes to /auth. */
export function LogoutButton() {
  const { signOut, signingOut } = useSignOut();
  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={signingOut} aria-busy={signingOut}>
      <LogOutIcon aria-hidden="true" />
      Logout
    </Button>
  );
}
