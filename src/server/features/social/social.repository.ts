import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SocialChannelStatus, SocialPlatform } from '../../../domain/social-channels';
import type { Executor } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { customers } from '../../db/schema/customers';
import {
  socialChannels,
  socialMessageIds,
  socialReplies,
  socialThreads,
} from '../../db/schema/social-channels';
import { workspaces } from '../../db/schema/workspaces';

export type SocialChannelRow = typeof socialChannels.$inferSelect;
export type SocialThreadRow = typeof socialThreads.$inferSelect;

export async function findChannelOfWorkspace(
  tx: Executor,
  workspaceId: string,
): Promise<SocialChannelRow | null> {
  const [row] = await tx.select().from(socialChannels).where(eq(socialChannels.workspaceId, workspaceId));
  return row ?? null;
}

export async function findChannel(tx: Executor, channelId: string): Promise<SocialChannelRow | null> {
  const [row] = await tx.select().from(socialChannels).where(eq(socialChannels.id, channelId));
  return row ?? null;
}

export async function findChannelByPage(tx: Executor, pageId: string): Promise<SocialChannelRow | null> {
  const [row] = await tx.select().from(socialChannels).where(eq(socialChannels.pageId, pageId));
  return row ?? null;
}

/** The channels a webhook's entries name: a Page id (Messenger) or an Instagram account id. */
export async function channelsOfAccounts(
  tx: Executor,
  options: { platform: SocialPlatform; accountIds: string[] },
): Promise<Map<string, string>> {
  if (options.accountIds.length === 0) return new Map();
  const column = options.platform === 'messenger' ? socialChannels.pageId : socialChannels.instagramAccountId;
  const rows = await tx
    .select({ id: socialChannels.id, accountId: column })
    .from(socialChannels)
    .where(inArray(column, options.accountIds));
  return new Map(rows.map((row) => [row.accountId!, row.id]));
}

/** Connects (or reconnects) the workspace's Page: one row per workspace. */
export async function saveChannel(
  tx: Executor,
  values: {
    workspaceId: string;
    pageId: string;
    pageName: string;
    instagramAccountId: string | null;
    instagramUsername: string | null;
    pageTokenSealed: string;
    connectedBy: string;
    at: Date;
  },
): Promise<void> {
  const { at, ...row } = values;
  await tx
    .insert(socialChannels)
    .values({ ...row, status: 'connected', statusReason: null, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: socialChannels.workspaceId,
      set: { ...row, status: 'connected', statusReason: null, updatedAt: at },
    });
}

export async function deleteChannel(tx: Executor, workspaceId: string): Promise<boolean> {
  const rows = await tx
    .delete(socialChannels)
    .where(eq(socialChannels.workspaceId, workspaceId))
    .returning({ id: socialChannels.id });
  return rows.length > 0;
}

export async function setChannelStatus(
  tx: Executor,
  options: { channelId: string; status: SocialChannelStatus; reason: string | null; at: Date },
): Promise<void> {
  await tx
    .update(socialChannels)
    .set({ status: options.status, statusReason: options.reason, updatedAt: options.at })
    .where(eq(socialChannels.id, options.channelId));
}

/** Records message ids seen; answers the ids of the rows that were new (a repeat inserts nothing). */
export async function recordMessageIds(
  tx: Executor,
  rows: {
    mid: string;
    channelId: string;
    direction: 'in' | 'out';
    status: 'pending' | 'done';
    event: Record<string, unknown> | null;
  }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(socialMessageIds)
    .values(rows)
    .onConflictDoNothing({ target: socialMessageIds.mid })
    .returning({ id: socialMessageIds.id });
  return inserted.map((row) => row.id);
}

export async function lockMessageEvent(tx: Executor, id: string) {
  const [row] = await tx.select().from(socialMessageIds).where(eq(socialMessageIds.id, id)).for('update');
  return row ?? null;
}

export async function finishMessageEvent(
  tx: Executor,
  options: { id: string; status: 'done' | 'ignored' | 'failed'; outcome: string; at: Date },
): Promise<void> {
  await tx
    .update(socialMessageIds)
    .set({ status: options.status, outcome: options.outcome, processedAt: options.at })
    .where(eq(socialMessageIds.id, options.id));
}

/** Events still pending since before `before`: their job was lost. */
export async function pendingEventsBefore(tx: Executor, options: { before: Date; limit: number }) {
  const rows = await tx
    .select({ id: socialMessageIds.id })
    .from(socialMessageIds)
    .where(and(eq(socialMessageIds.status, 'pending'), lt(socialMessageIds.createdAt, options.before)))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/**
 * The customer's thread, made if new (insert-on-conflict) and locked: messages of one customer are
 * answered one at a time, by whichever process, and their first two make one conversation.
 */
export async function lockThread(
  tx: Executor,
  key: { channelId: string; workspaceId: string; platform: SocialPlatform; customerPlatformId: string },
): Promise<SocialThreadRow> {
  await tx.insert(socialThreads).values(key).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(socialThreads)
    .where(
      and(
        eq(socialThreads.channelId, key.channelId),
        eq(socialThreads.platform, key.platform),
        eq(socialThreads.customerPlatformId, key.customerPlatformId),
      ),
    )
    .for('update');
  return row!;
}

export async function findThread(
  tx: Executor,
  key: { channelId: string; platform: SocialPlatform; customerPlatformId: string },
): Promise<SocialThreadRow | null> {
  const [row] = await tx
    .select()
    .from(socialThreads)
    .where(
      and(
        eq(socialThreads.channelId, key.channelId),
        eq(socialThreads.platform, key.platform),
        eq(socialThreads.customerPlatformId, key.customerPlatformId),
      ),
    );
  return row ?? null;
}

export async function updateThread(
  tx: Executor,
  options: {
    threadId: string;
    conversationId?: string;
    conversationTokenSealed?: string;
    lastCustomerMessageAt?: Date;
    at: Date;
  },
): Promise<void> {
  const { threadId, at, ...set } = options;
  await tx
    .update(socialThreads)
    .set({ ...set, updatedAt: at })
    .where(eq(socialThreads.id, threadId));
}

/** The thread (and its channel) a conversation is carried on; null for a website conversation. */
export async function threadOfConversation(tx: Executor, conversationId: string) {
  const [row] = await tx
    .select({ thread: socialThreads, channel: socialChannels })
    .from(socialThreads)
    .innerJoin(socialChannels, eq(socialChannels.id, socialThreads.channelId))
    .where(eq(socialThreads.conversationId, conversationId));
  return row ?? null;
}

export async function workspacePublicKey(tx: Executor, workspaceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ key: workspaces.publicKey })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.key ?? null;
}

/** The conversation shows where the customer wrote from (the inbox and lead lists show `platform`). */
export async function setConversationPlatform(
  tx: Executor,
  options: { conversationId: string; platform: SocialPlatform },
): Promise<void> {
  await tx
    .update(conversations)
    .set({ platform: options.platform })
    .where(eq(conversations.id, options.conversationId));
}

/** The agent stops answering the conversation (a person is on it); the first reason stays. */
export async function handOffToPerson(
  tx: Executor,
  options: { conversationId: string; reason: string; at: Date },
): Promise<void> {
  await tx
    .update(conversations)
    .set({ handoffAt: options.at, handoffReason: options.reason, updatedAt: options.at })
    .where(and(eq(conversations.id, options.conversationId), sql`${conversations.handoffAt} is null`));
}

export async function insertReply(
  tx: Executor,
  values: { threadId: string; messageId: string | null; content: string; at: Date },
): Promise<string | null> {
  const rows = await tx
    .insert(socialReplies)
    .values({
      threadId: values.threadId,
      messageId: values.messageId,
      content: values.content,
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ id: socialReplies.id });
  return rows[0]?.id ?? null;
}

export async function lockReply(tx: Executor, replyId: string) {
  const [row] = await tx
    .select({ reply: socialReplies, thread: socialThreads, channel: socialChannels })
    .from(socialReplies)
    .innerJoin(socialThreads, eq(socialThreads.id, socialReplies.threadId))
    .innerJoin(socialChannels, eq(socialChannels.id, socialThreads.channelId))
    .where(eq(socialReplies.id, replyId))
    .for('update', { of: socialReplies });
  return row ?? null;
}

export async function finishReply(
  tx: Executor,
  options: { replyId: string; status: 'sent' | 'failed'; sentMid?: string; error?: string; at: Date },
): Promise<void> {
  await tx
    .update(socialReplies)
    .set({
      status: options.status,
      sentMid: options.sentMid ?? null,
      error: options.error ?? null,
      sentAt: options.status === 'sent' ? options.at : null,
    })
    .where(eq(socialReplies.id, options.replyId));
}

/**
 * A conversation started by a message the agent does not answer (not text): it waits for a person
 * from the start; the agent-typed conversation row is what the chat turn continues later.
 */
export async function insertSocialConversation(
  tx: Executor,
  values: { workspaceId: string; platform: SocialPlatform; visitorTokenHash: string; at: Date },
): Promise<string> {
  const [row] = await tx
    .insert(conversations)
    .values({
      workspaceId: values.workspaceId,
      agentType: 'social',
      platform: values.platform,
      visitorTokenHash: values.visitorTokenHash,
      createdAt: values.at,
      updatedAt: values.at,
      lastMessageAt: values.at,
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/**
 * The customer the chat turn made for a new social conversation is named by where they wrote
 * ("Instagram customer", not the website's default) and sourced there, unless already named.
 */
export async function nameSocialCustomer(
  tx: Executor,
  options: { customerId: string; defaultName: string; name: string; platform: SocialPlatform },
): Promise<void> {
  await tx
    .update(customers)
    .set({
      name: sql`case when ${customers.name} = ${options.defaultName} then ${options.name} else ${customers.name} end`,
      source: options.platform,
    })
    .where(eq(customers.id, options.customerId));
}
