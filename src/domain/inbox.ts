import type { TranscriptAuthor } from './contracts/inbox.contract';

/**
 * How the team's part of a conversation is stored and shown. A team member's reply and the notices
 * the visitor reads ("a person has joined") are messages of sender 'agent' (the visitor's chat
 * hears of them on its event stream as it hears of approved answers), told apart by metadata.
 */

export const INBOX_NOTICES = {
  personJoined: 'A person has joined the conversation.',
  agentBack: 'You are chatting with our assistant again.',
  closed: 'This conversation has been closed. Write again any time.',
  /** A reviewer rejected the agent's held answer and sent nothing instead: a person answers next. */
  teamWillReply: 'A team member will reply here.',
} as const;
export type InboxNotice = keyof typeof INBOX_NOTICES;

/**
 * The name a team member's replies are signed with for the business's customers, or null (the
 * chat then says "a team member", the e-mail the business's name). An account made at checkout or
 * from a trial without a name is named after its e-mail's local part ("owner", "info"): that was
 * never given as a name, so customers do not see it.
 */
export function nameForCustomers(name: string | null | undefined, email: string): string | null {
  const given = name?.trim() ?? '';
  if (!given) return null;
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const lower = given.toLowerCase();
  return lower === address || lower === local ? null : given;
}

/** Stored on the conversation while a team member holds it (the agent's own handoffs say why). */
export const TAKEOVER_REASON = 'Taken over by a team member';
/** Stored when a reviewer rejected the agent's held answer without a reply of their own. */
export const REJECTED_ANSWER_REASON = "The agent's answer was rejected; the customer waits for a reply";

export interface StoredMessageShape {
  sender: 'user' | 'agent';
  metadata: { [key: string]: unknown } | null;
}

export function transcriptAuthor(message: StoredMessageShape): TranscriptAuthor {
  if (message.sender === 'user') return 'visitor';
  if (message.metadata?.author === 'person') return 'person';
  if (message.metadata?.author === 'notice') return 'notice';
  return 'agent';
}

export function noticeOf(message: StoredMessageShape): InboxNotice | null {
  const notice = message.metadata?.notice;
  return typeof notice === 'string' && Object.hasOwn(INBOX_NOTICES, notice) ? (notice as InboxNotice) : null;
}

/**
 * Whether the visitor's chat should show that a person answers now, after a message arrived on
 * its stream: a person's reply, the joined notice or the team-will-reply notice say yes, the agent-back notice says no, and an
 * agent message (an approved answer) leaves it as it was.
 */
export function personAnswersAfter(
  before: boolean,
  event: { author: 'agent' | 'person' | 'notice'; notice: string | null },
): boolean {
  if (event.author === 'person' || event.notice === 'personJoined' || event.notice === 'teamWillReply')
    return true;
  if (event.notice === 'agentBack') return false;
  return before;
}

/**
 * A team member's reply waits this long for the visitor to see it in the chat; if they have not
 * written since (they most likely left), it goes to them by e-mail (INBOX_REPLY_EMAIL_SECONDS).
 */
export const INBOX_REPLY_EMAIL_DEFAULT_SECONDS = 5 * 60;

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * What the reply box tells the team member will happen to their reply: the open chat shows it at
 * once; a visitor who left gets it by e-mail after the configured wait when an address is known,
 * and otherwise sees it only when they come back to the chat.
 */
export function replyDeliveryHint(options: {
  customerEmail: string | null;
  emailAfterSeconds: number;
}): string {
  const open = 'If their chat is open, the customer sees your reply at once';
  return options.customerEmail
    ? `${open}; otherwise it is e-mailed to ${options.customerEmail} after ${duration(options.emailAfterSeconds)}.`
    : `${open}; otherwise they see it when they come back to the chat (no e-mail address is known).`;
}

export interface UnseenReplies {
  /** Where the visitor asked mail to go (requestedMailAddress); null when they gave none. */
  to: string | null;
  /** Opted out of e-mails in the CRM. */
  doNotContact: boolean;
  /** The team's replies after the visitor's last message and after the replies e-mailed before. */
  replies: readonly { content: string; authorName: string | null; createdAt: Date }[];
}

export type ReplyEmailDecision =
  | { send: true; to: string }
  | { send: false; reason: 'nothing_unseen' | 'no_address' | 'do_not_contact' };

/**
 * Whether the team's replies go to the visitor by e-mail: only replies the visitor has not
 * answered in the chat (an answer shows they saw them), only to an address they gave, never to
 * one who opted out.
 */
export function decideReplyEmail(facts: UnseenReplies): ReplyEmailDecision {
  if (facts.replies.length === 0) return { send: false, reason: 'nothing_unseen' };
  if (facts.doNotContact) return { send: false, reason: 'do_not_contact' };
  if (!facts.to) return { send: false, reason: 'no_address' };
  return { send: true, to: facts.to };
}
