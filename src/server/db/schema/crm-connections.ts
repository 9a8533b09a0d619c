import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CRM_STORED_STATUSES, type CrmStoredStatus } from '../../../domain/crm-connection';
import type { StageMap } from '../../../domain/crm-sync';
import { agents } from './agents';
import { authUsers } from './auth';
import { createdAt, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * A workspace's GoHighLevel connection (at most one). No row means disconnected; disconnecting
 * deletes it, tokens included. Tokens are sealed with AES-256-GCM (server/lib/token-cipher.ts),
 * never stored in clear; `expires_at` is the access token's.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    workspaceId: uuid()
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    status: text().$type<CrmStoredStatus>().notNull(),
    locationId: text(),
    companyId: text(),
    scopes: text().array().notNull().default(sql`'{}'::text[]`),
    accessTokenSealed: text(),
    refreshTokenSealed: text(),
    expiresAt: timestamp({ withTimezone: true }),
    connectedBy: text().references(() => authUsers.id, { onDelete: 'set null' }),
    connectedAt: timestamp({ withTimezone: true }),
    lastRefreshedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    lastErrorAt: timestamp({ withTimezone: true }),
    /** The provider pipeline opportunities go to, and our stages → its stage ids (owner's choice). */
    pipelineId: text(),
    stageMap: jsonb().$type<StageMap>(),
    /** Provider custom field ids for the lead's temperature and score, when the owner named them. */
    temperatureFieldId: text(),
    scoreFieldId: text(),
    lastSyncAt: timestamp({ withTimezone: true }),
    /**
     * The agent Deploy Live Agent last made the workspace's live agent while connected: its leads
     * feed this location (decision 034). Kept on the connection, so disconnecting forgets it.
     */
    liveAgentId: uuid().references(() => agents.id, { onDelete: 'set null' }),
    liveAgentDeployedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('crm_connections_status_check', oneOf(t.status, CRM_STORED_STATUSES)),
    // One workspace per provider location: a marketplace install is matched by its location.
    uniqueIndex('crm_connections_location_idx').on(t.locationId),
  ],
);

/**
 * One Connect click: the `state` sent to the provider (only its SHA-256 kept), bound to the
 * signed-in user's session; used once (used_at), and only until it expires.
 */
export const crmOauthStates = pgTable(
  'crm_oauth_states',
  {
    stateHash: text().primaryKey(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    sessionHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('crm_oauth_states_session_idx').on(t.sessionHash, t.expiresAt)],
);
