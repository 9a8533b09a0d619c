import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_TOASTS } from '../../../domain/validation/auth';
import { useClearSession } from '../../app/session';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';

/** Logout: ends the server session, forgets cached user data, and goes to /auth. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearSession = useClearSession();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      // Better Auth's client answers { error } rather than throwing for a refused request.
      const { error } = await authClient.signOut();
      if (error) throw new Error(`Sign-out failed (${error.status}): ${error.message ?? error.statusText}`);
      queryClient.removeQueries({
        predicate: (query) => !['config', 'me'].includes(String(query.queryKey[0])),
      });
      clearSession();
      toast.success(AUTH_TOASTS.signedOut);
      navigate('/auth', { replace: true });
    } catch (error) {
      console.error(error);
      toast.error(AUTH_TOASTS.signOutFailed.title, { description: AUTH_TOASTS.signOutFailed.description });
    } finally {
      setSigningOut(false);
    }
  }, [clearSession, navigate, queryClient]);

  return { signOut, signingOut };
}
