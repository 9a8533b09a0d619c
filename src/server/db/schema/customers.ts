import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LeadTemperature, PreferredChannel } from '../../../domain/lead-profile';
import { createdAt, isNormalisedEmail, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * The spec's enhanced profile (engagement_score, ...) and the owning dashboard user's id live in
 * metadata; other keys (e.g. CRM contact ids) may be added by integrations.
 */
export interface CustomerMetadata {
  user_id?: string;
  engagement_score?: number;
  lead_temperature?: LeadTemperature;
  conversion_likelihood?: number;
  preferred_communication?: PreferredChannel;
  updated_at?: string;
  [key: string]: unknown;
}

export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull().default('Website Visitor'),
    // Customers are found-or-created by e-mail, so it is stored trimmed and lower-case.
    email: text(),
    /**
     * An address a chat visitor typed that another customer of the workspace already has. Anyone
     * can type anyone's address, so it is unverified: it never joins this row to that customer,
     * and only mail this visitor asked for (their own quote) goes there. See src/domain/typed-email.ts.
     */
    unverifiedEmail: text(),
    phone: text(),
    company: text(),
    source: text().notNull().default('website'),
    metadata: jsonb().$type<CustomerMetadata>().notNull().default({}),
    /**
     * The customer asked not to be contacted by e-mail (do-not-disturb on their CRM contact, set and
     * cleared by GoHighLevel's ContactDndUpdate webhook): automated follow-ups skip them.
     */
    doNotContact: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('customers_email_lower_check', isNormalisedEmail(t.email)),
    check('customers_unverified_email_lower_check', isNormalisedEmail(t.unverifiedEmail)),
    uniqueIndex('customers_workspace_email_key')
      .on(t.workspaceId, t.email)
      .where(sql`${t.email} is not null`),
    index('customers_email_idx').on(t.email),
    // No index on updated_at: nothing reads customers by it, and a chat turn's profile merge
    // (metadata, updated_at) then changes no indexed column, a HOT update (migration 0041).
    // The leads export pages through a workspace's leads by first contact (created_at, id).
    index('customers_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    // The dashboard's searches (a substring of name or e-mail, any case) use these trigram indexes.
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/**
 * Where mail a customer asked for (their quote) goes: their own address, else the unverified one
 * they typed. The SQL form of requestedMailAddress in src/domain/typed-email.ts.
 */
export const requestedMailAddressSql = sql<
  string | null
>`coalesce(${customers.email}, ${customers.unverifiedEmail})`;
