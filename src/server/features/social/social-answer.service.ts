import { SOCIAL_MESSAGES, type SocialPlatform, unnamedCustomerLabel } from '../../../domain/social-channels';
import { DEFAULT_CUSTOMER_NAME } from '../../../domain/validation/secure-quote';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { describeAttachments, type MetaMessageEvent } from '../../integrations/meta/meta-webhook';
import { type AppError, isAppError } from '../../lib/app-error';
import {
  appendMessage,
  chatEngineOf,
  hashConversationToken,
  newConversationToken,
  runChatTurn,
} from '../chat';
import {
  findChannel,
  findThread,
  finishMessageEvent,
  handOffToPerson,
  insertSocialConversation,
  lockMessageEvent,
  lockThread,
  nameSocialCustomer,
  type SocialChannelRow,
  type SocialThreadRow,
  setConversationPlatform,
  updateThread,
  workspacePublicKey,
} from './social.repository';
import { socialProvider } from './social-provider';
import { OUR_ECHO_METADATA_PREFIX, queueReply } from './social-send.service';

type Outcome = { status: 'done' | 'ignored' | 'failed'; outcome: string };

/**
 * A person answered the customer from the Page's own inbox (an echo our app did not send): their
 * message joins the conversation as a team member's, and the agent stops answering the thread.
 */
async function pageInboxReply(
  deps: AppDeps,
  tx: Executor,
  channel: SocialChannelRow,
  event: Extract<MetaMessageEvent, { kind: 'echo' }>,
): Promise<Outcome> {
  if (event.metadata?.startsWith(OUR_ECHO_METADATA_PREFIX))
    return { status: 'ignored', outcome: 'our own send' };
  const thread = await findThread(tx, {
    channelId: channel.id,
    platform: event.platform,
    customerPlatformId: event.customerId,
  });
  if (!thread?.conversationId) return { status: 'ignored', outcome: 'echo outside a known conversation' };
  const at = deps.clock();
  await appendMessage(tx, {
    workspaceId: channel.workspaceId,
    conversationId: thread.conversationId,
    sender: 'agent',
    content: event.text?.trim() || describeAttachments(event.attachments),
    metadata: { agent_type: 'general', timestamp: at.toISOString(), author: 'person', source: 'page_inbox' },
    at,
  });
  await handOffToPerson(tx, {
    conversationId: thread.conversationId,
    reason: SOCIAL_MESSAGES.pageInboxReply,
    at,
  });
  return { status: 'done', outcome: 'page inbox reply: handed off' };
}

/**
 * A message the agent must not answer, stored as it came for a person to see, the conversation
 * waiting for one: what is not text (a photo, a voice message ...: the agent does not answer what
 * it cannot read), and what arrives in `standby` (another app holds the thread; Meta would refuse
 * our send anyway).
 */
async function storeForPerson(
  deps: AppDeps,
  tx: Executor,
  channel: SocialChannelRow,
  thread: SocialThreadRow,
  message: { content: string; platform: SocialPlatform; reason: string; outcome: string },
): Promise<Outcome> {
  const at = deps.clock();
  const conversationId = thread.conversationId ?? (await startConversation(deps, tx, channel, thread, at));
  await appendMessage(tx, {
    workspaceId: channel.workspaceId,
    conversationId,
    sender: 'user',
    content: message.content,
    metadata: { agent_type: 'general', timestamp: at.toISOString(), source: message.platform },
    at,
  });
  await handOffToPerson(tx, { conversationId, reason: message.reason, at });
  return { status: 'done', outcome: message.outcome };
}

/** A conversation for a customer whose first message the agent does not answer (it is not text). */
async function startConversation(
  deps: AppDeps,
  tx: Executor,
  channel: SocialChannelRow,
  thread: SocialThreadRow,
  at: Date,
): Promise<string> {
  const token = newConversationToken();
  const conversationId = await insertSocialConversation(tx, {
    workspaceId: channel.workspaceId,
    platform: thread.platform,
    visitorTokenHash: hashConversationToken(token),
    at,
  });
  await updateThread(tx, {
    threadId: thread.id,
    conversationId,
    conversationTokenSealed: socialProvider(deps.env).cipher.encrypt(token),
    at,
  });
  return conversationId;
}

/**
 * A customer's text, answered as the website chat answers a visitor: the chat turn of the
 * workspace's SocialAgent (its active agent when it has none), with its knowledge, prices, quotes,
 * lead scoring, safe mode and handoff. What it answers (or the holding line while a held answer
 * waits for approval) is queued for the Send API; nothing while a person holds the conversation.
 */
async function textMessage(
  deps: AppDeps,
  tx: Executor,
  channel: SocialChannelRow,
  thread: SocialThreadRow,
  text: string,
): Promise<Outcome> {
  const cipher = socialProvider(deps.env).cipher;
  const workspaceKey = await workspacePublicKey(tx, channel.workspaceId);
  const at = deps.clock();
  let answer: Awaited<ReturnType<typeof runChatTurn>>;
  try {
    answer = await runChatTurn(deps, {
      input: {
        messages: [{ role: 'user', content: text }],
        agentType: 'social',
        workspaceKey,
        conversationId: thread.conversationId,
        conversationToken: thread.conversationTokenSealed
          ? cipher.decrypt(thread.conversationTokenSealed)
          : null,
      },
      // Limits per client address count per customer here (no address: Meta's servers post).
      clientIp: `${thread.platform}:${thread.customerPlatformId}`,
      requestOrigin: undefined,
      engine: chatEngineOf(deps),
    });
  } catch (error) {
    // A rate limit's window passes: the job tries again later (nothing of the turn was stored).
    // Other refusals (plan stopped, the turn cap) are final for this message.
    if (isAppError(error) && error.status < 500 && !isPassingLimit(error))
      return { status: 'failed', outcome: error.message };
    throw error;
  }
  if (!thread.conversationId) {
    await updateThread(tx, {
      threadId: thread.id,
      conversationId: answer.conversationId,
      conversationTokenSealed: cipher.encrypt(answer.conversationToken),
      at,
    });
    await setConversationPlatform(tx, { conversationId: answer.conversationId, platform: thread.platform });
    if (answer.customerId)
      await nameSocialCustomer(tx, {
        customerId: answer.customerId,
        defaultName: DEFAULT_CUSTOMER_NAME,
        name: unnamedCustomerLabel(thread.platform),
        platform: thread.platform,
      });
  }
  if (answer.handedOff || !answer.message.trim())
    return { status: 'done', outcome: 'stored; a person answers' };
  // No agent wrote this (the workspace's agents are paused): the widget tells its visitor the chat
  // is not available, but on Messenger and Instagram the Page's own inbox is there for the owner,
  // so nothing is sent in the agent's place; the message waits in ours too.
  if (answer.engine === 'none') return { status: 'done', outcome: 'stored; the agent is paused' };
  await queueReply(deps, tx, { threadId: thread.id, messageId: null, content: answer.message });
  return { status: 'done', outcome: answer.requiresApproval ? 'held for approval' : 'answered' };
}

function isPassingLimit(error: AppError): boolean {
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  return error.code === 'RATE_LIMITED' && typeof details?.retryAfterSeconds === 'number';
}

async function handle(
  deps: AppDeps,
  tx: Executor,
  channel: SocialChannelRow,
  event: MetaMessageEvent,
): Promise<Outcome> {
  if (event.kind === 'echo') return pageInboxReply(deps, tx, channel, event);
  if (event.isDeleted) return { status: 'ignored', outcome: 'unsent by the customer' };
  const thread = await lockThread(tx, {
    channelId: channel.id,
    workspaceId: channel.workspaceId,
    platform: event.platform,
    customerPlatformId: event.customerId,
  });
  const at = deps.clock();
  const sentAt = event.timestamp ? new Date(Math.min(event.timestamp, at.getTime())) : at;
  const lastCustomerMessageAt =
    thread.lastCustomerMessageAt && thread.lastCustomerMessageAt > sentAt
      ? thread.lastCustomerMessageAt
      : sentAt;
  await updateThread(tx, { threadId: thread.id, lastCustomerMessageAt, at });
  const current = { ...thread, lastCustomerMessageAt };
  const text = event.text?.trim() ?? '';
  if (event.standby)
    return storeForPerson(deps, tx, channel, current, {
      content: text || describeAttachments(event.attachments),
      platform: event.platform,
      reason: SOCIAL_MESSAGES.standby,
      outcome: 'standby: stored for a person',
    });
  if (!text)
    return storeForPerson(deps, tx, channel, current, {
      content:
        event.isUnsupported && event.attachments.length === 0
          ? '[unsupported message]'
          : describeAttachments(event.attachments),
      platform: event.platform,
      reason: SOCIAL_MESSAGES.attachmentReceived,
      outcome: 'not text: stored for a person',
    });
  return textMessage(deps, tx, channel, current, text);
}

/**
 * One stored webhook event, processed once: under its row lock, and the customer's thread lock
 * (messages of one customer in order, one at a time). A second delivery of the job finds it done.
 */
export async function processSocialEvent(deps: AppDeps, eventId: string): Promise<Outcome | null> {
  return deps.db.transaction(async (tx) => {
    const row = await lockMessageEvent(tx, eventId);
    if (!row || row.direction !== 'in' || row.status !== 'pending') return null;
    const channel = await findChannel(tx, row.channelId);
    const event = row.event as unknown as MetaMessageEvent;
    const result: Outcome = channel
      ? await handle(deps, tx, channel, event)
      : { status: 'ignored', outcome: 'no channel' };
    await finishMessageEvent(tx, { id: eventId, ...result, at: deps.clock() });
    deps.logger.info({ eventId, platform: event.platform, ...result }, 'social message event');
    return result;
  });
}
