import { Navigate, Outlet } from 'react-router';
import { LOADING_TEXTS } from '../../domain/ui-constants';
import { PageSpinner } from '../components/ui/spinner';
import { useSession } from './session';

/** Dashboard routes that need a signed-in user; everyone else goes to /auth. */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) return <PageSpinner label={LOADING_TEXTS.dashboard} />;
  if (!session.data?.user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Admin-only routes (inside RequireSession): a signed-in non-admin is sent to the client dashboard. */
export function RequireAdmin() {
  const session = useSession();
  if (session.isPending) return <PageSpinner label={LOADING_TEXTS.dashboard} />;
  if (!session.data?.user) return <Navigate to="/auth" replace />;
  if (!session.data.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * The admin area (inside RequireSession): platform admins (every workspace, with a switcher) and
 * workspace owners (their own workspaces: approvals, modes, automations, reviews). Anyone else
 * goes to the client dashboard. The server scopes every request the same way.
 */
export function RequireAdminArea() {
  const session = useSession();
  if (session.isPending) return <PageSpinner label={LOADING_TEXTS.dashboard} />;
  if (!session.data?.user) return <Navigate to="/auth" replace />;
  if (!canOpenAdminArea(session.data)) return <Navigate to="/" replace />;
  return <Outlet />;
}

export function canOpenAdminArea(session: { isAdmin: boolean; workspaces: readonly { role: string }[] }) {
  return session.isAdmin || session.workspaces.some((w) => w.role === 'owner');
}
