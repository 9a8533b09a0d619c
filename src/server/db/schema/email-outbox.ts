import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'delivered_local', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Every e-mail the product sends. A row is written in the same transaction as the change that
 * caused it, so a message exists exactly when its cause does; the delivery worker moves it on.
 * `delivered_local` means no SMTP server is configured and the message is kept here for admins.
 * workspace_id has no foreign key on purpose: the outbox also carries platform mail (password
 * resets) that belongs to no workspace, and a message outlives a deleted workspace.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id'),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'email_outbox_status_check',
      sql`${t.status} in ('queued', 'sending', 'sent', 'delivered_local', 'failed')`,
    ),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('email_outbox_status_created_idx').on(t.status, t.createdAt),
    index('email_outbox_to_created_idx').on(t.toAddress, t.createdAt),
  ],
);
