import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES, type TeamRole } from '../../../domain/team';
import { authUsers } from './auth';
import { createdAt, isNormalisedEmail, oneOf } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * An owner's invitation to join a workspace. The link's token is never stored: only its SHA-256,
 * so a copy of this table opens no workspace. At most one invitation per address and workspace is
 * open (neither accepted nor revoked) at a time; a new one to the same address replaces it.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().$type<TeamRole>().notNull().default('member'),
    tokenHash: text().notNull().unique('workspace_invitations_token_hash_key'),
    invitedByUserId: text().references(() => authUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedByUserId: text().references(() => authUsers.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('workspace_invitations_role_check', oneOf(t.role, TEAM_ROLES)),
    check('workspace_invitations_email_check', isNormalisedEmail(t.email)),
    check('workspace_invitations_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    // Closed once: accepted or revoked, never both.
    check('workspace_invitations_closed_check', sql`${t.acceptedAt} is null or ${t.revokedAt} is null`),
    uniqueIndex('workspace_invitations_open_key')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('workspace_invitations_email_idx').on(t.email),
  ],
);
