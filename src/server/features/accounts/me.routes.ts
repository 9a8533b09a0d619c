import { meContract } from '../../../domain/contracts/account.contract';
import { route } from '../../http/contract-routes';
import { ensureAccountSetup } from './account-setup.service';
import { findProfile, listWorkspaceSummaries } from './accounts.repository';

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
      invitation: 'any-open-invitation',
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
