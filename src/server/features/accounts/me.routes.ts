import {
  ADMIN_WORKSPACE_LIST_LIMIT,
  adminWorkspacesContract,
  meContract,
} from '../../../domain/contracts/account.contract';
import { route } from '../../http/contract-routes';
import { ensureAccountSetup } from './account-setup.service';
import { findProfile, listAllWorkspaces, listWorkspaceSummaries } from './accounts.repository';

/** The signed-in user as the web app needs it: who, admin or not, onboarding, workspaces. */
export const meRoute = route(meContract, async ({ deps, viewer }) => {
  if (!viewer)
    return { user: null, isAdmin: false, onboardingCompleted: false, workspaceIds: [], workspaces: [] };
  let profile = await findProfile(deps.db, viewer.userId);
  if (!profile) {
    // The sign-up hook normally did this; repair an account whose setup write was lost.
    await ensureAccountSetup(deps.db, {
      userId: viewer.userId,
      email: viewer.email,
      name: viewer.name,
      emailVerified: viewer.emailVerified,
      // Someone who signed up from an invitation link waits for it, not for a workspace of their own.
      invitation: { via: 'any-open-invitation', awaits: deps.hooks.awaitsInvitation },
      adoptPreview: deps.hooks.previews.adopt,
    });
    profile = await findProfile(deps.db, viewer.userId);
  }
  const workspaces = await listWorkspaceSummaries(deps.db, viewer.userId);
  return {
    user: { id: viewer.userId, email: viewer.email, name: viewer.name },
    isAdmin: viewer.isAdmin,
    onboardingCompleted: profile?.onboardingCompleted ?? false,
    workspaceIds: workspaces.map((w) => w.id),
    workspaces,
  };
});

/** Every workspace for the platform admins' switcher (the guard lets admins into any of them). */
export const adminWorkspacesRoute = route(adminWorkspacesContract, async ({ deps, query }) => {
  const rows = await listAllWorkspaces(deps.db, {
    q: query.q || undefined,
    limit: ADMIN_WORKSPACE_LIST_LIMIT,
  });
  return {
    workspaces: rows
      .slice(0, ADMIN_WORKSPACE_LIST_LIMIT)
      .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    truncated: rows.length > ADMIN_WORKSPACE_LIST_LIMIT,
  };
});
