import { setTimeout as sleep } from 'node:timers/promises';
import { SOCIAL_MESSAGES, type SocialPlatform, unnamedCustomerLabel } from '../../../domain/social-channels';
import { DEFAULT_CUSTOMER_NAME } from '../../../domain/validation/secure-quote';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { describeAttachments, type MetaMessageEvent } from '../../integrations/meta/meta-webhook';
import { type AppError, isAppError } from '../../lib/app-error';
import {
  appendMessage,
  chatEngineOf,
  handOffConversation,
  hashConversationToken,
  newConversationToken,
  runChatTurn,
} from '../chat';
import {
  claimMessageEvent,
  claimThread,
  findChannel,
  findThread,
  finishMessageEvent,
  handOffToPerson,
  insertSocialConversation,
  nameSocialCustomer,
  releaseMessageEvent,
  releaseThread,
  type SocialChannelRow,
  type SocialThreadRow,
  setConversationPlatform,
  updateThread,
  workspaceBrandKey,
  workspacePublicKey,
} from './social.repository';
import { queueNameLookup } from './social-profile.service';
import { socialProvider } from './social-provider';
import { OUR_ECHO_METADATA_PREFIX, queueReply } from './social-send.service';

type Outcome = { status: 'done' | 'ignored' | 'failed'; outcome: string };

/**
 * How long an answer's claim on its customer's thread stands: longer than any chat turn (a
 * model's reply included); a claim left by a crashed process lapses after it.
 */
const THREAD_CLAIM_MS = 5 * 60_000;
/**
 * How long a message waits here for the customer's previous one to be answered before its job
 * gives it back and tries again later (the job's retry delay); checked every THREAD_POLL_MS.
 */
const THREAD_WAIT_MS = 30_000;
const THREAD_POLL_MS = 100;

/**
 * Set once the chat turn has stored the customer's message and its answer: from then on a failure
 * must not give the event back for a second turn (it would answer twice); it stays taken, and the
 * sweeper marks it interrupted.
 */
type Progress = { answered: boolean };

/** The customer's previous message is still being answered (past THREAD_WAIT_MS): retried later. */
class ThreadBusyError extends Error {
  override name = 'ThreadBusyError';
}

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
 * handed to the team as the widget hands one off (chat's handOffConversation: marked, and the
 * workspace e-mailed, once per conversation; a second photo changes nothing): what is not text (a
 * photo, a voice message ...: the agent does not answer what it cannot read), and what arrives in
 * `standby` (another app holds the thread; Meta would refuse our send anyway).
 */
async function storeForPerson(
  deps: AppDeps,
  eventId: string,
  channel: SocialChannelRow,
  thread: SocialThreadRow,
  message: { content: string; platform: SocialPlatform; reason: string; outcome: string },
): Promise<Outcome> {
  const at = deps.clock();
  const result: Outcome = { status: 'done', outcome: message.outcome };
  const conversationId = await deps.db.transaction(async (tx) => {
    const id = thread.conversationId ?? (await startConversation(deps, tx, channel, thread, at));
    await appendMessage(tx, {
      workspaceId: channel.workspaceId,
      conversationId: id,
      sender: 'user',
      content: message.content,
      metadata: { agent_type: 'general', timestamp: at.toISOString(), source: message.platform },
      at,
    });
    await finish(tx, { eventId, threadId: thread.id, result, at });
    return id;
  });
  // After the message is committed (the e-mail shows it); a crash in between leaves the
  // conversation answered by the agent until the next photo: one round trip wide.
  await handOffConversation(
    {
      db: deps.db,
      clock: deps.clock,
      outbox: deps.outbox,
      dashboardUrl: deps.env.dashboardUrl,
      brands: deps.env.brands,
    },
    {
      workspaceId: channel.workspaceId,
      brandKey: await workspaceBrandKey(deps.db, channel.workspaceId),
      conversationId,
      reason: message.reason,
    },
  );
  return result;
}

/** A conversation (and its customer) for one whose first message the agent does not answer. */
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
    customerName: unnamedCustomerLabel(thread.platform),
    at,
  });
  await updateThread(tx, {
    threadId: thread.id,
    conversationId,
    conversationTokenSealed: socialProvider(deps.env).cipher.encrypt(token),
    at,
  });
  await queueNameLookup(deps, tx, thread.id);
  return conversationId;
}

/**
 * A customer's text, answered as the website chat answers a visitor: the chat turn of the
 * workspace's SocialAgent (its active agent when it has none), with its knowledge, prices, quotes,
 * lead scoring, safe mode and handoff. The turn runs with no transaction of ours open (the thread
 * is claimed, not locked); what it answers (or the holding line while a held answer waits for
 * approval) is then queued for the Send API with the event's end, in one transaction; nothing
 * while a person holds the conversation.
 */
async function textMessage(
  deps: AppDeps,
  eventId: string,
  channel: SocialChannelRow,
  thread: SocialThreadRow,
  text: string,
  progress: Progress,
): Promise<Outcome> {
  const cipher = socialProvider(deps.env).cipher;
  const workspaceKey = await workspacePublicKey(deps.db, channel.workspaceId);
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
    if (!(isAppError(error) && error.status < 500 && !isPassingLimit(error))) throw error;
    const result: Outcome = { status: 'failed', outcome: error.message };
    await deps.db.transaction((tx) => finish(tx, { eventId, threadId: thread.id, result, at: deps.clock() }));
    return result;
  }
  progress.answered = true;
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (!thread.conversationId) {
      await updateThread(tx, {
        threadId: thread.id,
        conversationId: answer.conversationId,
        conversationTokenSealed: cipher.encrypt(answer.conversationToken),
        at,
      });
      await setConversationPlatform(tx, { conversationId: answer.conversationId, platform: thread.platform });
      if (answer.customerId) {
        await nameSocialCustomer(tx, {
          customerId: answer.customerId,
          defaultName: DEFAULT_CUSTOMER_NAME,
          name: unnamedCustomerLabel(thread.platform),
          platform: thread.platform,
        });
        await queueNameLookup(deps, tx, thread.id);
      }
    }
    const result = await queueAnswer(deps, tx, thread, answer);
    await finish(tx, { eventId, threadId: thread.id, result, at });
    return result;
  });
}

async function queueAnswer(
  deps: AppDeps,
  tx: Executor,
  thread: SocialThreadRow,
  answer: Awaited<ReturnType<typeof runChatTurn>>,
): Promise<Outcome> {
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

/** The event's end, and its claim on the thread given up, in the transaction that records it. */
async function finish(
  tx: Executor,
  options: { eventId: string; threadId: string | null; result: Outcome; at: Date },
): Promise<void> {
  if (options.threadId) await releaseThread(tx, { threadId: options.threadId, eventId: options.eventId });
  await finishMessageEvent(tx, { id: options.eventId, ...options.result, at: options.at });
}

/**
 * The customer's thread, claimed for this event (made if new), the customer's last message time
 * moved. While another of their messages is being answered this one waits (polling, no
 * connection held), so one customer's messages are answered one at a time; past THREAD_WAIT_MS the
 * job gives the event back and its retry comes later.
 */
async function takeThread(
  deps: AppDeps,
  eventId: string,
  channel: SocialChannelRow,
  event: Extract<MetaMessageEvent, { kind: 'message' }>,
): Promise<SocialThreadRow> {
  const started = Date.now();
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const at = deps.clock();
      const claim = await claimThread(
        tx,
        {
          channelId: channel.id,
          workspaceId: channel.workspaceId,
          platform: event.platform,
          customerPlatformId: event.customerId,
        },
        { eventId, at, until: new Date(at.getTime() + THREAD_CLAIM_MS) },
      );
      if (claim.busy) return null;
      const { thread } = claim;
      const sentAt = event.timestamp ? new Date(Math.min(event.timestamp, at.getTime())) : at;
      const lastCustomerMessageAt =
        thread.lastCustomerMessageAt && thread.lastCustomerMessageAt > sentAt
          ? thread.lastCustomerMessageAt
          : sentAt;
      await updateThread(tx, { threadId: thread.id, lastCustomerMessageAt, at });
      return { ...thread, lastCustomerMessageAt };
    });
    if (taken) return taken;
    if (Date.now() - started > THREAD_WAIT_MS)
      throw new ThreadBusyError('the customer’s previous message is still being answered');
    await sleep(THREAD_POLL_MS);
  }
}

async function customerMessage(
  deps: AppDeps,
  eventId: string,
  channel: SocialChannelRow,
  event: Extract<MetaMessageEvent, { kind: 'message' }>,
  progress: Progress,
): Promise<Outcome> {
  const thread = await takeThread(deps, eventId, channel, event);
  try {
    const text = event.text?.trim() ?? '';
    if (event.standby)
      return await storeForPerson(deps, eventId, channel, thread, {
        content: text || describeAttachments(event.attachments),
        platform: event.platform,
        reason: SOCIAL_MESSAGES.standby,
        outcome: 'standby: stored for a person',
      });
    if (!text)
      return await storeForPerson(deps, eventId, channel, thread, {
        content:
          event.isUnsupported && event.attachments.length === 0
            ? '[unsupported message]'
            : describeAttachments(event.attachments),
        platform: event.platform,
        reason: SOCIAL_MESSAGES.attachmentReceived,
        outcome: 'not text: stored for a person',
      });
    return await textMessage(deps, eventId, channel, thread, text, progress);
  } catch (error) {
    await releaseThread(deps.db, { threadId: thread.id, eventId });
    throw error;
  }
}

async function handle(
  deps: AppDeps,
  eventId: string,
  channel: SocialChannelRow | null,
  event: MetaMessageEvent,
  progress: Progress,
): Promise<Outcome> {
  const alone = (work: (tx: Executor) => Promise<Outcome>) =>
    deps.db.transaction(async (tx) => {
      const result = await work(tx);
      await finish(tx, { eventId, threadId: null, result, at: deps.clock() });
      return result;
    });
  if (!channel) return alone(async () => ({ status: 'ignored', outcome: 'no channel' }));
  if (event.kind === 'echo') return alone((tx) => pageInboxReply(deps, tx, channel, event));
  if (event.isDeleted) return alone(async () => ({ status: 'ignored', outcome: 'unsent by the customer' }));
  return customerMessage(deps, eventId, channel, event, progress);
}

/**
 * One stored webhook event, processed once. It is taken first (status processing, committed):
 * a second delivery of its job, or the sweeper's, finds it taken or done and does nothing. The
 * chat turn then runs with no transaction open (a model's reply can take seconds; a pooled
 * connection is not held for it), and the outcome is recorded with what it queues, in one
 * transaction. Anything thrown before the turn has answered gives the event back for the job's
 * retry; after it, the event stays taken (never a second turn) for the sweeper to mark.
 */
export async function processSocialEvent(deps: AppDeps, eventId: string): Promise<Outcome | null> {
  const row = await deps.db.transaction((tx) => claimMessageEvent(tx, eventId, deps.clock()));
  if (!row) return null;
  const event = row.event as unknown as MetaMessageEvent;
  let result: Outcome;
  const progress: Progress = { answered: false };
  try {
    result = await handle(deps, eventId, await findChannel(deps.db, row.channelId), event, progress);
  } catch (error) {
    if (!progress.answered) await releaseMessageEvent(deps.db, eventId);
    else
      deps.logger.error({ err: error, eventId }, 'social answer stored but not recorded; not answered again');
    throw error;
  }
  deps.logger.info({ eventId, platform: event.platform, ...result }, 'social message event');
  return result;
}
