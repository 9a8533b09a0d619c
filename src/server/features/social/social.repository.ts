import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { SocialChannelStatus, SocialPlatform } from '../../../domain/social-channels';
import type { Executor } from '../../db/client';
import { conversations, messages } from '../../db/schema/conversations';
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

/**
 * Takes a pending incoming event for answering (status processing, committed by the caller's
 * transaction): the one job that gets it answers it; a repeated job finds it taken and skips it.
 */
export async function claimMessageEvent(tx: Executor, id: string, at: Date) {
  const row = await lockMessageEvent(tx, id);
  if (!row || row.direction !== 'in' || row.status !== 'pending') return null;
  await tx
    .update(socialMessageIds)
    .set({ status: 'processing', claimedAt: at })
    .where(eq(socialMessageIds.id, id));
  return row;
}

/** Gives a taken event back (nothing of it was recorded): the job's retry takes it again. */
export async function releaseMessageEvent(tx: Executor, id: string): Promise<void> {
  await tx
    .update(socialMessageIds)
    .set({ status: 'pending', claimedAt: null })
    .where(and(eq(socialMessageIds.id, id), eq(socialMessageIds.status, 'processing')));
}

/**
 * Events taken before `before` and never finished: the process died while answering them. They
 * are marked failed, never answered again (the chat turn may have stored the message and its
 * answer already; a second turn would answer twice).
 */
export async function failInterruptedEvents(
  tx: Executor,
  options: { before: Date; outcome: string; at: Date },
): Promise<string[]> {
  const rows = await tx
    .update(socialMessageIds)
    .set({ status: 'failed', outcome: options.outcome, processedAt: options.at })
    .where(and(eq(socialMessageIds.status, 'processing'), lt(socialMessageIds.claimedAt, options.before)))
    .returning({ id: socialMessageIds.id });
  return rows.map((row) => row.id);
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

/**
 * The customer's thread, made if new, locked, and claimed for the event being answered unless
 * another event's claim still stands (`busy`: the caller waits for it). The claim outlives this
 * transaction: the chat turn runs with none open, and a crashed answer's claim lapses at `until`.
 */
export async function claimThread(
  tx: Executor,
  key: { channelId: string; workspaceId: string; platform: SocialPlatform; customerPlatformId: string },
  claim: { eventId: string; at: Date; until: Date },
): Promise<{ thread: SocialThreadRow; busy: boolean }> {
  const thread = await lockThread(tx, key);
  const busy =
    thread.busyEventId !== null &&
    thread.busyEventId !== claim.eventId &&
    thread.busyUntil !== null &&
    thread.busyUntil > claim.at;
  if (busy) return { thread, busy };
  await tx
    .update(socialThreads)
    .set({ busyEventId: claim.eventId, busyUntil: claim.until })
    .where(eq(socialThreads.id, thread.id));
  return { thread: { ...thread, busyEventId: claim.eventId, busyUntil: claim.until }, busy: false };
}

/** Ends the event's claim on the thread (the next message of the customer may be answered). */
export async function releaseThread(
  tx: Executor,
  options: { threadId: string; eventId: string },
): Promise<void> {
  await tx
    .update(socialThreads)
    .set({ busyEventId: null, busyUntil: null })
    .where(and(eq(socialThreads.id, options.threadId), eq(socialThreads.busyEventId, options.eventId)));
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

/** The workspace's brand: who hears of a handoff when it has no members (chat's handoff e-mail). */
export async function workspaceBrandKey(tx: Executor, workspaceId: string) {
  const [row] = await tx
    .select({ brandKey: workspaces.brandKey })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.brandKey ?? 'default';
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
  values: {
    workspaceId: string;
    platform: SocialPlatform;
    visitorTokenHash: string;
    customerName: string;
    at: Date;
  },
): Promise<string> {
  // Its customer too, named by where they wrote, so the lead lists show them and their Graph name
  // has somewhere to go (the chat turn makes one only for a conversation it starts).
  const [customer] = await tx
    .insert(customers)
    .values({
      workspaceId: values.workspaceId,
      name: values.customerName,
      source: values.platform,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: customers.id });
  const [row] = await tx
    .insert(conversations)
    .values({
      workspaceId: values.workspaceId,
      customerId: customer!.id,
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

/** What a thread's customer is called now, and what looking their name up needs. */
export async function customerOfThread(tx: Executor, threadId: string) {
  const [row] = await tx
    .select({
      platform: socialThreads.platform,
      customerPlatformId: socialThreads.customerPlatformId,
      pageTokenSealed: socialChannels.pageTokenSealed,
      channelStatus: socialChannels.status,
      customerId: customers.id,
      customerName: customers.name,
    })
    .from(socialThreads)
    .innerJoin(socialChannels, eq(socialChannels.id, socialThreads.channelId))
    .innerJoin(conversations, eq(conversations.id, socialThreads.conversationId))
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .where(eq(socialThreads.id, threadId));
  return row ?? null;
}

/** Names the customer, unless they were named meanwhile (a name given in the chat wins). */
export async function renameUnnamedCustomer(
  tx: Executor,
  options: { customerId: string; unnamed: string; name: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(customers)
    .set({ name: options.name, updatedAt: options.at })
    .where(and(eq(customers.id, options.customerId), eq(customers.name, options.unnamed)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * A stored message of ours that the Send API did not deliver: the inbox shows it as not sent,
 * with why (`not_sent` in its metadata).
 */
export async function markMessageNotSent(
  tx: Executor,
  options: { messageId: string; reason: string },
): Promise<void> {
  await tx
    .update(messages)
    .set({ metadata: sql`${messages.metadata} || jsonb_build_object('not_sent', ${options.reason}::text)` })
    .where(eq(messages.id, options.messageId));
}
