import { eq } from 'drizzle-orm';
import type { BusinessInfo } from '../../../domain/contracts/onboarding.contract';
import type { Executor } from '../../db/client';
import { userProfiles } from '../../db/schema/user-profiles';

export type ProfileRow = typeof userProfiles.$inferSelect;

export async function findOnboardingProfile(db: Executor, userId: string): Promise<ProfileRow | null> {
  const rows = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Spec: "user_profiles upsert on the onboarding business step". Every field is written, so one the
 * owner cleared is cleared here too; saving the same answers again changes nothing but the time.
 */
export async function upsertBusinessProfile(
  tx: Executor,
  options: { userId: string; workspaceId: string; business: BusinessInfo; at: Date },
): Promise<ProfileRow> {
  const { business } = options;
  const fields = {
    workspaceId: options.workspaceId,
    businessName: business.businessName,
    industry: business.industry,
    website: orNull(business.website),
    description: orNull(business.description),
    phone: orNull(business.phone),
    email: orNull(business.email),
    updatedAt: options.at,
  };
  const [row] = await tx
    .insert(userProfiles)
    .values({ userId: options.userId, ...fields, createdAt: options.at })
    .onConflictDoUpdate({ target: userProfiles.userId, set: fields })
    .returning();
  return row!;
}

/** Upserts too: a profile lost at sign-up (see ensureAccountSetup) is made here rather than failing. */
export async function saveProfileProgress(
  db: Executor,
  options: { userId: string; step?: number; completed?: boolean; at: Date },
): Promise<ProfileRow> {
  const change = {
    ...(options.step !== undefined ? { onboardingStep: options.step } : {}),
    // Completion is never undone by a later step change: a completed owner reviewing the steps stays completed.
    ...(options.completed ? { onboardingCompleted: true } : {}),
    updatedAt: options.at,
  };
  const [row] = await db
    .insert(userProfiles)
    .values({ userId: options.userId, ...change, createdAt: options.at })
    .onConflictDoUpdate({ target: userProfiles.userId, set: change })
    .returning();
  return row!;
}
