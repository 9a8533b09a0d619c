import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUTOMATION_EMAIL_SENT_EVENT } from '../../../domain/automations';
import { canonicalUuidOf, createdAt, isNotBlank } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * Append-only product events (quote_generated, conversation_started, lead_routing_decision,
 * automation_email_sent, ...). event_type is open-ended on purpose: integrations add their own.
 * workspace_id is null for platform events that belong to no workspace.
 */
export const analytics = pgTable(
  'analytics',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid().references(() => workspaces.id, { onDelete: 'cascade' }),
    eventType: text().notNull(),
    entityId: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('analytics_event_type_check', isNotBlank(t.eventType)),
    index('analytics_event_type_created_idx').on(t.eventType, t.createdAt.desc()),
    index('analytics_workspace_created_idx').on(t.workspaceId, t.createdAt.desc()),
    // The dashboard reads one workspace's events of one type in a time window.
    index('analytics_workspace_event_type_created_idx').on(t.workspaceId, t.eventType, t.createdAt.desc()),
    // The automation timer e-mails of a window and what they were about (Smart Automations'
    // impact): an index-only scan of just those events, which also hands over the entity as a
    // uuid without computing it for every e-mail. Its condition is the one the reads use.
    index('analytics_timer_emails_idx')
      .on(t.workspaceId, t.createdAt.desc(), t.entityId, canonicalUuidOf(t.entityId))
      .where(
        sql`${t.eventType} = ${sql.raw(`'${AUTOMATION_EMAIL_SENT_EVENT}'`)} and coalesce(${t.data} ->> 'trigger', 'timer') <> 'manual'`,
      ),
  ],
);
