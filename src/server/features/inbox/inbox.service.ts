import type { InboxConversation, TranscriptMessage } from '../../../domain/contracts/inbox.contract';
import { INBOX_MESSAGES } from '../../../domain/contracts/inbox.contract';
import {
  INBOX_NOTICES,
  type InboxNotice,
  nameForCustomers,
  REJECTED_ANSWER_REASON,
  TAKEOVER_REASON,
  transcriptAuthor,
} from '../../../domain/inbox';
import { sanitizeText } from '../../../domain/sanitize';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { MessageMetadata } from '../../db/schema/conversations';
import { AppError } from '../../lib/app-error';
import { publishChatEvent } from '../../realtime/realtime';
import {
  countPendingApprovals,
  findInboxConversation,
  type InboxConversationRow,
  insertTeamMessage,
  latestMessages,
  latestMessagesBeforeEach,
  type StoredMessage,
  setConversationHolder,
  setConversationStatus,
} from './inbox.repository';
import { scheduleReplyEmail } from './inbox-reply-email';

/** The transcript the page shows; older messages are a later page (the list engineer's paging). */
export const TRANSCRIPT_LIMIT = 200;

export type InboxDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'outbox' | 'hooks'>;

/** The team member acting. */
export interface TeamMember {
  userId: string;
  name: string;
  /** What the visitor sees beside their replies (nameForCustomers); null: "a team member". */
  publicName: string | null;
}

/** The signed-in person as the team member acting, for every route that replies to a visitor. */
export function teamMemberOf(viewer: { userId: string; name: string; email: string }): TeamMember {
  return {
    userId: viewer.userId,
    name: viewer.name || viewer.email,
    publicName: nameForCustomers(viewer.name, viewer.email),
  };
}

type Target = { workspaceId: string; conversationId: string };

export function toTranscriptMessage(message: StoredMessage): TranscriptMessage {
  const author = transcriptAuthor(message);
  const name = message.metadata?.author_name;
  const notSent = message.metadata?.not_sent;
  return {
    id: message.id,
    author,
    authorName: author === 'person' && typeof name === 'string' ? name : null,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    ...(typeof notSent === 'string' ? { notSent } : {}),
  };
}

function toView(
  row: InboxConversationRow,
  messages: StoredMessage[],
  pendingApprovals: number,
  replyEmailAfterSeconds: number,
): InboxConversation {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    status: row.status,
    platform: row.platform,
    agentName: row.agentName,
    customer: row.customerName
      ? { name: row.customerName, email: row.customerEmail, phone: row.customerPhone }
      : null,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    handoffAt: row.handoffAt?.toISOString() ?? null,
    handoffReason: row.handoffReason,
    heldBy: row.heldById ? { id: row.heldById, name: row.heldByName ?? 'A team member' } : null,
    messages: messages.map(toTranscriptMessage),
    pendingApprovals,
    replyEmailAfterSeconds,
  };
}

async function readConversation(
  tx: Executor,
  target: Target,
  deps: Pick<InboxDeps, 'env'>,
): Promise<InboxConversation> {
  const row = await findInboxConversation(tx, target);
  if (!row) throw new AppError('NOT_FOUND', INBOX_MESSAGES.notFound);
  const [messages, pending] = await Promise.all([
    latestMessages(tx, { conversationId: row.id, limit: TRANSCRIPT_LIMIT }),
    countPendingApprovals(tx, row.id),
  ]);
  return toView(row, messages, pending, deps.env.INBOX_REPLY_EMAIL_SECONDS);
}

/** One conversation of the workspace with its latest messages. */
export function getInboxConversation(deps: InboxDeps, target: Target): Promise<InboxConversation> {
  return readConversation(deps.db, target, deps);
}

/**
 * A message the visitor's open chat receives at once: stored, and announced on the chat channel
 * in the same transaction (the dashboards hear of it through the messages table's trigger).
 */
async function sendToVisitor(
  tx: Executor,
  options: Target & { content: string; metadata: MessageMetadata; at: Date },
): Promise<{ id: string }> {
  const message = await insertTeamMessage(tx, options);
  await publishChatEvent(tx, {
    conversationId: options.conversationId,
    type: 'message',
    messageId: message.id,
  });
  return message;
}

function noticeMetadata(notice: InboxNotice, at: Date): MessageMetadata {
  return { agent_type: 'general', timestamp: at.toISOString(), author: 'notice', notice };
}

/** Under the conversation's row lock: the conversation, or 404 outside the workspace. */
async function lockConversation(tx: Executor, target: Target): Promise<InboxConversationRow> {
  const row = await findInboxConversation(tx, { ...target, lock: true });
  if (!row) throw new AppError('NOT_FOUND', INBOX_MESSAGES.notFound);
  return row;
}

/** Takes the conversation for `member` unless they hold it already; tells the visitor once. */
async function holdConversation(
  tx: Executor,
  row: InboxConversationRow,
  member: TeamMember,
  at: Date,
): Promise<void> {
  if (row.heldById === member.userId) return;
  await setConversationHolder(tx, {
    conversationId: row.id,
    heldBy: member.userId,
    // An agent's handoff keeps its moment and reason: the list shows why the customer waited.
    handoffAt: row.handoffAt ?? at,
    handoffReason: row.handoffReason ?? TAKEOVER_REASON,
    at,
    status: row.status === 'closed' ? 'active' : row.status,
  });
  if (!row.heldById)
    await sendToVisitor(tx, {
      workspaceId: row.workspaceId,
      conversationId: row.id,
      content: INBOX_NOTICES.personJoined,
      metadata: noticeMetadata('personJoined', at),
      at,
    });
}

/**
 * Take over: the agent stops answering (the chat turn answers nothing while `handoff_at` is set)
 * and the visitor's open chat is told a person has joined. Taking over from a colleague moves the
 * conversation to the new member without telling the visitor again.
 */
export async function takeOverConversation(
  deps: InboxDeps,
  options: Target & { member: TeamMember },
): Promise<InboxConversation> {
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockConversation(tx, options);
    await holdConversation(tx, row, options.member, at);
    return readConversation(tx, options, deps);
  });
}

/** A team member's reply; replying takes the conversation over first when nobody holds it. */
export async function replyToConversation(
  deps: InboxDeps,
  options: Target & { member: TeamMember; content: string },
): Promise<InboxConversation> {
  const content = sanitizeText(options.content);
  if (!content) throw new AppError('VALIDATION_FAILED', INBOX_MESSAGES.emptyReply);
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockConversation(tx, options);
    await replyAsMember(deps, tx, { row, member: options.member, content, at });
    return readConversation(tx, options, deps);
  });
}

/** Takes the conversation for the member if needed and sends their reply, under the row lock. */
async function replyAsMember(
  deps: InboxDeps,
  tx: Executor,
  options: { row: InboxConversationRow; member: TeamMember; content: string; at: Date },
): Promise<void> {
  const { row, member, at } = options;
  await holdConversation(tx, row, member, at);
  // One millisecond on: the reply follows the joined notice in every ordering by time.
  const replyAt = new Date(at.getTime() + 1);
  const message = await sendToVisitor(tx, {
    workspaceId: row.workspaceId,
    conversationId: row.id,
    content: options.content,
    metadata: {
      agent_type: 'general',
      timestamp: replyAt.toISOString(),
      author: 'person',
      author_id: member.userId,
      author_name: member.publicName,
    },
    at: replyAt,
  });
  // A Messenger or Instagram customer gets it there; refused (nothing stored) outside Meta's window.
  await deps.hooks.socialReply(deps, tx, {
    conversationId: row.id,
    messageId: message.id,
    content: options.content,
  });
  // A visitor who left the chat gets it by e-mail if they have not answered it by then.
  await scheduleReplyEmail(deps, tx, row.id);
}

/**
 * After a reviewer rejected the agent's held answer, in the rejection's transaction, so the
 * visitor never stays on "awaiting a team member": their reply (if they wrote one) goes out as a
 * team member's, and they hold the conversation; without one the conversation waits for a person
 * in the inbox (the agent stays quiet there) and the visitor is told a team member will reply.
 */
export async function answerInsteadOfRejectedDraft(
  deps: InboxDeps,
  tx: Executor,
  options: Target & { member: TeamMember; reply: string | null; at: Date },
): Promise<'replied' | 'waiting'> {
  const row = await lockConversation(tx, options);
  const reply = options.reply ? sanitizeText(options.reply) : '';
  if (reply) {
    await replyAsMember(deps, tx, { row, member: options.member, content: reply, at: options.at });
    return 'replied';
  }
  // Someone already holds it (or it is waiting already): they reply; the visitor is still told.
  if (!row.handoffAt)
    await setConversationHolder(tx, {
      conversationId: row.id,
      heldBy: null,
      handoffAt: options.at,
      handoffReason: REJECTED_ANSWER_REASON,
      at: options.at,
      status: row.status === 'closed' ? 'active' : row.status,
    });
  await sendToVisitor(tx, {
    workspaceId: row.workspaceId,
    conversationId: row.id,
    content: INBOX_NOTICES.teamWillReply,
    metadata: noticeMetadata('teamWillReply', options.at),
    at: options.at,
  });
  return 'waiting';
}

/** Hand back: the agent answers the visitor's next message, and the visitor is told. */
export async function handBackConversation(deps: InboxDeps, options: Target): Promise<InboxConversation> {
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockConversation(tx, options);
    if (!row.handoffAt) throw new AppError('CONFLICT', INBOX_MESSAGES.notHeld);
    await setConversationHolder(tx, {
      conversationId: row.id,
      heldBy: null,
      handoffAt: null,
      handoffReason: null,
      at,
    });
    await sendToVisitor(tx, {
      ...options,
      content: INBOX_NOTICES.agentBack,
      metadata: noticeMetadata('agentBack', at),
      at,
    });
    return readConversation(tx, options, deps);
  });
}

/**
 * Close: the conversation is done (nobody holds it; the agent stays as quiet or as ready as it
 * was, and answers the visitor if they write again while it answers).
 */
export async function closeConversation(deps: InboxDeps, options: Target): Promise<InboxConversation> {
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockConversation(tx, options);
    if (row.status === 'closed') return readConversation(tx, options, deps);
    await setConversationStatus(tx, { conversationId: row.id, status: 'closed', at });
    await sendToVisitor(tx, {
      ...options,
      content: INBOX_NOTICES.closed,
      metadata: noticeMetadata('closed', at),
      at,
    });
    return readConversation(tx, options, deps);
  });
}

/**
 * The messages before each of several moments (the drafts of the approvals queue), keyed as
 * asked, in one statement.
 */
export async function transcriptsBefore(
  db: Executor,
  options: { moments: { key: string; conversationId: string; before: Date }[]; limit: number },
): Promise<Map<string, TranscriptMessage[]>> {
  const found = await latestMessagesBeforeEach(db, options);
  return new Map([...found].map(([key, stored]) => [key, stored.map(toTranscriptMessage)]));
}
