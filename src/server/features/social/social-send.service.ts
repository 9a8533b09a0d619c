import { SOCIAL_MESSAGES, sendRefusedReason, withinReplyWindow } from '../../../domain/social-channels';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { MetaGraphError } from '../../integrations/meta/meta-graph-client';
import { AppError } from '../../lib/app-error';
import { socialReplyJob } from './social.jobs';
import {
  finishReply,
  insertReply,
  lockReply,
  markMessageNotSent,
  recordMessageIds,
  setChannelStatus,
  threadOfConversation,
} from './social.repository';
import { socialProvider } from './social-provider';

/**
 * Sent with each message as Send API `metadata`; Meta returns it on the message's echo, which is
 * how our own sends are told from a person's reply in the Page inbox even when the echo arrives
 * before the send's message_id is stored.
 */
export const OUR_ECHO_METADATA_PREFIX = 'agent-reply:';

type SendDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'outbox'>;

/** Records a message of ours to send to the thread and arms its job, in the caller's transaction. */
export async function queueReply(
  deps: Pick<AppDeps, 'outbox' | 'clock'>,
  tx: Executor,
  options: { threadId: string; messageId: string | null; content: string },
): Promise<string | null> {
  const replyId = await insertReply(tx, { ...options, at: deps.clock() });
  if (replyId) await deps.outbox().jobs?.send(socialReplyJob, { replyId }, { tx });
  return replyId;
}

/**
 * A message stored in a conversation outside the chat turn (an approved held answer, a team
 * member's inbox reply): when the conversation is a social thread, it goes out with the Send API.
 * Refused, so the caller's transaction stores nothing, when Meta would refuse it: outside the
 * 24-hour window, or while the Page token needs reconnecting.
 */
export async function sendStoredReply(
  deps: Pick<AppDeps, 'outbox' | 'clock'>,
  tx: Executor,
  options: { conversationId: string; messageId: string; content: string },
): Promise<void> {
  const found = await threadOfConversation(tx, options.conversationId);
  if (!found) return;
  if (found.channel.status !== 'connected') throw new AppError('CONFLICT', SOCIAL_MESSAGES.needsReconnect);
  if (!withinReplyWindow(found.thread.lastCustomerMessageAt, deps.clock()))
    throw new AppError('CONFLICT', SOCIAL_MESSAGES.outsideWindow);
  await queueReply(deps, tx, {
    threadId: found.thread.id,
    messageId: options.messageId,
    content: options.content,
  });
}

/** The hook's shape (AppDeps.hooks.socialReply). */
export type SendStoredReply = typeof sendStoredReply;

export type SendOutcome = 'sent' | 'failed' | 'skipped';

/**
 * Sends one recorded reply, under its row lock, once: a second delivery of the job finds it sent.
 * Graph's 190 marks the channel needs_reconnect (the owner's page says so); any other refusal is
 * recorded on the reply; no answer at all is retried by the job.
 */
export async function sendSocialReply(deps: SendDeps, replyId: string): Promise<SendOutcome> {
  return deps.db.transaction(async (tx) => {
    const row = await lockReply(tx, replyId);
    if (!row || row.reply.status !== 'pending') return 'skipped';
    const { reply, thread, channel } = row;
    const now = deps.clock();
    const fail = async (error: string) => {
      await finishReply(tx, { replyId, status: 'failed', error, at: now });
      // A stored message (a team member's reply, an approved answer) shows in the inbox as not
      // sent, and why, as a refusal in the request itself does.
      if (reply.messageId) await markMessageNotSent(tx, { messageId: reply.messageId, reason: error });
      deps.logger.warn({ replyId, channelId: channel.id, error }, 'social reply not sent');
      return 'failed' as const;
    };
    if (channel.status !== 'connected') return fail(SOCIAL_MESSAGES.needsReconnect);
    if (!withinReplyWindow(thread.lastCustomerMessageAt, now)) return fail(SOCIAL_MESSAGES.outsideWindow);
    const provider = socialProvider(deps.env);
    try {
      const sent = await provider.graph.sendText({
        pageId: channel.pageId,
        pageToken: provider.cipher.decrypt(channel.pageTokenSealed),
        platform: thread.platform,
        recipientId: thread.customerPlatformId,
        text: reply.content,
        metadata: `${OUR_ECHO_METADATA_PREFIX}${replyId}`,
      });
      await finishReply(tx, { replyId, status: 'sent', sentMid: sent.messageId, at: now });
      // Its echo finds this mid and is dropped at the webhook.
      await recordMessageIds(tx, [
        { mid: sent.messageId, channelId: channel.id, direction: 'out', status: 'done', event: null },
      ]);
      return 'sent';
    } catch (error) {
      const retryable =
        error instanceof MetaGraphError &&
        (error.status === 0 || error.status === 429 || error.status >= 500);
      if (!(error instanceof MetaGraphError) || retryable) throw error;
      if (error.isInvalidToken)
        await setChannelStatus(tx, {
          channelId: channel.id,
          status: 'needs_reconnect',
          reason: SOCIAL_MESSAGES.reconnectReason,
          at: now,
        });
      return fail(error.isInvalidToken ? SOCIAL_MESSAGES.needsReconnect : sendRefusedReason(error.message));
    }
  });
}
