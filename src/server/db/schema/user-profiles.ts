import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ONBOARDING_LAST_STEP } from '../../../domain/contracts/onboarding.contract';
import { authUsers } from './auth';
import { createdAt, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

// The onboarding's steps are 0 to 5 (spec); the route contract and this check share one number.
export { ONBOARDING_LAST_STEP };

/**
 * The spec keeps the CRM (GoHighLevel) connection in the profile's metadata. Tokens are stored
 * encrypted by the CRM integration, never in clear; disconnecting clears these keys.
 */
export interface UserProfileMetadata {
  ghl_access_token?: string;
  ghl_refresh_token?: string;
  ghl_token_expires_at?: string;
  ghl_location_id?: string;
  ghl_company_id?: string;
  ghl_connected_at?: string;
  [key: string]: unknown;
}

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .unique('user_profiles_user_id_key')
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    // Null until the user has a workspace (e.g. right after sign-up, before onboarding).
    workspaceId: uuid().references(() => workspaces.id, { onDelete: 'set null' }),
    businessName: text(),
    industry: text(),
    website: text(),
    description: text(),
    phone: text(),
    email: text(),
    onboardingStep: integer().notNull().default(0),
    onboardingCompleted: boolean().notNull().default(false),
    metadata: jsonb().$type<UserProfileMetadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'user_profiles_onboarding_step_check',
      sql`${t.onboardingStep} between 0 and ${sql.raw(String(ONBOARDING_LAST_STEP))}`,
    ),
    index('user_profiles_workspace_id_idx').on(t.workspaceId),
  ],
);
