import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  SOCIAL_CHANNEL_STATUSES,
  SOCIAL_PLATFORMS,
  type SocialChannelStatus,
  type SocialPlatform,
} from '../../../domain/social-channels';
import { authUsers } from './auth';
import { conversations } from './conversations';
import { createdAt, oneOf, updatedAt } from './sql-helpers';
import { workspaces } from './workspaces';

/**
 * A workspace's connected Facebook Page (at most one), with the Instagram professional account
 * linked to it. The Page token is sealed with AES-256-GCM (server/lib/token-cipher.ts), never
 * stored in clear. Disconnecting deletes the row, threads and their ledger with it.
 */
export const socialChannels = pgTable(
  'social_channels',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    pageId: text().notNull(),
    pageName: text().notNull(),
    instagramAccountId: text(),
    instagramUsername: text(),
    pageTokenSealed: text().notNull(),
    status: text().$type<SocialChannelStatus>().notNull().default('connected'),
    statusReason: text(),
    connectedBy: text().references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('social_channels_status_check', oneOf(t.status, SOCIAL_CHANNEL_STATUSES)),
    uniqueIndex('social_channels_workspace_idx').on(t.workspaceId),
    // A webhook names the Page or the Instagram account: each leads to one workspace.
    uniqueIndex('social_channels_page_idx').on(t.pageId),
    uniqueIndex('social_channels_instagram_idx').on(t.instagramAccountId),
  ],
);

/**
 * One customer on one platform of a channel (their PSID or IGSID) and the conversation their
 * messages go to. Unique, written with insert-on-conflict and locked while a message is answered,
 * so two first messages arriving together make one conversation. The conversation's token (what
 * continues it through the chat turn) is sealed like the Page token.
 */
export const socialThreads = pgTable(
  'social_threads',
  {
    id: uuid().primaryKey().defaultRandom(),
    channelId: uuid()
      .notNull()
      .references(() => socialChannels.id, { onDelete: 'cascade' }),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platform: text().$type<SocialPlatform>().notNull(),
    customerPlatformId: text().notNull(),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    conversationTokenSealed: text(),
    /** The customer's last message: the Send API's 24-hour window counts from it. */
    lastCustomerMessageAt: timestamp({ withTimezone: true }),
    /**
     * The event being answered (its chat turn runs with no transaction open) and until when that
     * claim stands: another message of the customer waits for it, so their messages are answered
     * one at a time and two first messages make one conversation. A crashed answer's claim lapses.
     */
    busyEventId: uuid(),
    busyUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('social_threads_platform_check', oneOf(t.platform, SOCIAL_PLATFORMS)),
    uniqueIndex('social_threads_customer_idx').on(t.channelId, t.platform, t.customerPlatformId),
    uniqueIndex('social_threads_conversation_idx').on(t.conversationId),
  ],
);

export const SOCIAL_EVENT_DIRECTIONS = ['in', 'out'] as const;
/** processing: taken by a job (committed) and being answered; a repeat delivery of its job skips it. */
export const SOCIAL_EVENT_STATUSES = ['pending', 'processing', 'done', 'ignored', 'failed'] as const;
export type SocialEventStatus = (typeof SOCIAL_EVENT_STATUSES)[number];

/**
 * Every message id (mid) seen, unique: what a webhook brought in ('in', with the event to process,
 * stored before the webhook is answered) and what our sends got back ('out'). A delivery Meta
 * repeats, and the echo of our own send, find their mid here and change nothing.
 */
export const socialMessageIds = pgTable(
  'social_message_ids',
  {
    id: uuid().primaryKey().defaultRandom(),
    mid: text().notNull(),
    channelId: uuid()
      .notNull()
      .references(() => socialChannels.id, { onDelete: 'cascade' }),
    direction: text().$type<(typeof SOCIAL_EVENT_DIRECTIONS)[number]>().notNull(),
    status: text().$type<SocialEventStatus>().notNull(),
    /** The parsed event ('in'); null for our own sends. */
    event: jsonb().$type<Record<string, unknown>>(),
    outcome: text(),
    createdAt: createdAt(),
    /** When a job took it (status processing): one still processing long after was interrupted. */
    claimedAt: timestamp({ withTimezone: true }),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('social_message_ids_direction_check', oneOf(t.direction, SOCIAL_EVENT_DIRECTIONS)),
    check('social_message_ids_status_check', oneOf(t.status, SOCIAL_EVENT_STATUSES)),
    uniqueIndex('social_message_ids_mid_idx').on(t.mid),
    // What is still to process, for the sweeper that re-queues a lost job.
    index('social_message_ids_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    // What was taken and never finished (the process died mid-answer), for the same sweeper.
    index('social_message_ids_processing_idx')
      .on(t.claimedAt)
      .where(sql`status = 'processing'`),
  ],
);

export const SOCIAL_REPLY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type SocialReplyStatus = (typeof SOCIAL_REPLY_STATUSES)[number];

/**
 * One message of ours to send to a thread (the agent's answer, an approved held answer, a team
 * member's inbox reply), keyed by the stored message it carries: sent once, by a job, and its
 * Send API message_id kept.
 */
export const socialReplies = pgTable(
  'social_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    threadId: uuid()
      .notNull()
      .references(() => socialThreads.id, { onDelete: 'cascade' }),
    /** Our messages row it carries (null for a text sent without one, such as a holding line). */
    messageId: uuid(),
    content: text().notNull(),
    status: text().$type<SocialReplyStatus>().notNull().default('pending'),
    sentMid: text(),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('social_replies_status_check', oneOf(t.status, SOCIAL_REPLY_STATUSES)),
    uniqueIndex('social_replies_message_idx').on(t.messageId),
    index('social_replies_thread_idx').on(t.threadId, t.createdAt),
  ],
);
