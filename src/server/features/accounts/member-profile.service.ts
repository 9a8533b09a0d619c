import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ONBOARDING_LAST_STEP, userProfiles } from '../../db/schema/user-profiles';

/**
 * A user who joins a workspace by invitation gets a profile pointing there if they had none (a
 * new person who signed up from the link): the business is already set up by its owner, so
 * there is no onboarding for them to do. A user with a profile keeps theirs.
 */
export async function attachProfileToWorkspace(
  tx: Executor,
  options: { userId: string; workspaceId: string; email: string },
): Promise<void> {
  await tx
    .insert(userProfiles)
    .values({ ...options, onboardingCompleted: true, onboardingStep: ONBOARDING_LAST_STEP })
    .onConflictDoNothing({ target: userProfiles.userId });
  await tx
    .update(userProfiles)
    .set({ workspaceId: options.workspaceId })
    .where(and(eq(userProfiles.userId, options.userId), isNull(userProfiles.workspaceId)));
}

/** A member who leaves a workspace no longer has it as their profile's workspace. */
export async function detachProfileFromWorkspace(
  tx: Executor,
  options: { userId: string; workspaceId: string },
): Promise<void> {
  await tx
    .update(userProfiles)
    .set({ workspaceId: null })
    .where(and(eq(userProfiles.userId, options.userId), eq(userProfiles.workspaceId, options.workspaceId)));
}
