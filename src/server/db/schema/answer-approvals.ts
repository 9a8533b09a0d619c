import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { authUsers } from './auth';
import { conversations, messages } from './conversations';
import { createdAt, isNotBlank, oneOf } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * pending → approved (→ sent) or rejected; the reviewer may edit the draft and add notes. A draft
 * still pending when the visitor writes again is superseded: it answers a conversation that has
 * moved on, so it is never sent nor approvable.
 */
export const ANSWER_APPROVAL_STATUSES = ['pending', 'approved', 'sent', 'rejected', 'superseded'] as const;
export type AnswerApprovalStatus = (typeof ANSWER_APPROVAL_STATUSES)[number];

/**
 * What the held answer did that the customer would notice, kept until a reviewer decides: done
 * when the answer is approved, dropped when it is rejected (safe mode holds the whole answer).
 */
export type DeferredAction = { type: 'send_quote_email'; quoteId: string; requestOrigin: string | null };

export const answerApprovals = pgTable(
  'answer_approvals',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    agentId: uuid().references(() => agents.id, { onDelete: 'set null' }),
    // The agent message written once the answer is sent (null while pending).
    messageId: uuid().references(() => messages.id, { onDelete: 'set null' }),
    status: text().$type<AnswerApprovalStatus>().notNull().default('pending'),
    draftContent: text().notNull(),
    deferredActions: jsonb().$type<DeferredAction[]>().notNull().default([]),
    editedContent: text(),
    notes: text(),
    reviewedBy: text().references(() => authUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('answer_approvals_status_check', oneOf(t.status, ANSWER_APPROVAL_STATUSES)),
    check('answer_approvals_draft_content_check', isNotBlank(t.draftContent)),
    // The review queue's order: a workspace's pending answers, oldest first, then id.
    index('answer_approvals_workspace_status_created_idx').on(t.workspaceId, t.status, t.createdAt, t.id),
    index('answer_approvals_conversation_id_idx').on(t.conversationId),
  ],
);
