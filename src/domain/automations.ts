import { containsAnyKeyword } from './keyword-match';
import { PRICE_KEYWORDS } from './price-keywords';

// Follow-up e-mails (spec main-site §4 "Follow-up timers", dashboard §9 "Automation triggers"):
// the rules that decide, from the facts at the moment a timer fires, whether its e-mail goes out.
// Pure: the server reads the facts and passes the clock in.

export const AUTOMATION_EMAIL_TYPES = [
  'quote_reminder',
  'upsell_offer',
  'abandoned_chat',
  'expired_quote_recovery',
] as const;
export type AutomationEmailType = (typeof AUTOMATION_EMAIL_TYPES)[number];

/**
 * The four automations of the Campaigns tab (spec §9 "Automation triggers": 4 active triggers),
 * in the spec's order. Each is one e-mail type; the owner switches each on or off.
 */
export const AUTOMATIONS: readonly { type: AutomationEmailType; name: string; trigger: string }[] = [
  { type: 'abandoned_chat', name: 'Abandoned chat', trigger: 'A chat goes quiet for 30 minutes' },
  {
    type: 'quote_reminder',
    name: 'Quote reminder',
    trigger: 'A quote is still unpaid 2 hours after it was sent',
  },
  { type: 'upsell_offer', name: 'Upsell offer', trigger: 'A quote is accepted' },
  {
    type: 'expired_quote_recovery',
    name: 'Expired quote recovery',
    trigger: 'A sent quote passes its validity without payment',
  },
];

/** Per-workspace on/off of each automation; one left out is on (the spec's "4 active triggers"). */
export type AutomationSwitches = Partial<Record<AutomationEmailType, boolean>>;

export function automationIsOn(switches: AutomationSwitches | undefined, type: AutomationEmailType): boolean {
  return switches?.[type] ?? true;
}

/**
 * Whether a timer's e-mail may go out as far as the owner's switches go: the workspace-wide
 * "E-mail sequences" feature and this automation's own switch must both be on.
 */
export function followUpsAllowed(options: {
  emailSequences: boolean;
  switches: AutomationSwitches | undefined;
  type: AutomationEmailType;
}): boolean {
  return options.emailSequences && automationIsOn(options.switches, options.type);
}

/** Analytics event of every follow-up e-mail; its data carries `email_type` (dashboard §3). */
export const AUTOMATION_EMAIL_SENT_EVENT = 'automation_email_sent';

/**
 * Analytics event of a follow-up e-mail that was due but not sent because the workspace switched
 * its automation off (onboarding's "E-mail sequences") or the customer asked not to be contacted
 * (their CRM contact's do-not-disturb); data carries `email_type` and `reason`.
 */
export const AUTOMATION_EMAIL_SKIPPED_EVENT = 'automation_email_skipped';

/**
 * What caused a send: a timer (at most once per type and quote/conversation) or a person's
 * send-automation-email call (a test send, never counted against the timer's once).
 */
export const AUTOMATION_TRIGGERS = ['timer', 'manual'] as const;
export type AutomationTrigger = (typeof AUTOMATION_TRIGGERS)[number];

/** The spec's delays; the server reads its configured values (AUTOMATION_*_SECONDS) over these. */
export const AUTOMATION_DEFAULT_DELAY_SECONDS = {
  quoteReminder: 2 * 3600,
  upsellOffer: 24 * 3600,
  abandonedChat: 30 * 60,
} as const;

/** The delays the deployment's timers run with (env AUTOMATION_*_SECONDS), in seconds. */
export interface AutomationDelays {
  abandonedChat: number;
  quoteReminder: number;
  upsellOffer: number;
}

/** A delay as an owner reads it: "30 minutes", "2 hours", "1 day", "90 seconds". */
export function formatDelay(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds >= 86_400 && seconds % 86_400 === 0) return unit(seconds / 86_400, 'day');
  if (seconds >= 3600 && seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds >= 60 && seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}

/**
 * Each automation's trigger with the delays the server really waits: the fixed texts of
 * AUTOMATIONS say the spec's defaults, which a deployment may configure otherwise.
 */
export function automationTrigger(type: AutomationEmailType, delays: AutomationDelays): string {
  switch (type) {
    case 'abandoned_chat':
      return `A chat goes quiet for ${formatDelay(delays.abandonedChat)}`;
    case 'quote_reminder':
      return `A quote is still unpaid ${formatDelay(delays.quoteReminder)} after it was sent`;
    case 'upsell_offer':
      return `A quote is accepted (the offer goes ${formatDelay(delays.upsellOffer)} later)`;
    case 'expired_quote_recovery':
      return 'A sent quote passes its validity without payment';
  }
}

/** An abandoned-chat e-mail needs a conversation of at least this many messages (either side). */
export const ABANDONED_CHAT_MIN_MESSAGES = 3;

export type AutomationSkipReason =
  | 'missing'
  | 'already_sent'
  | 'no_email'
  | 'not_pending'
  | 'paid'
  | 'not_approved'
  | 'not_active'
  | 'has_quote'
  | 'quote_intent'
  | 'too_few_messages'
  | 'not_expired'
  | 'switched_off'
  | 'do_not_contact'
  | 'handed_off';

export type AutomationDecision = { send: true } | { send: false; reason: AutomationSkipReason };

/** Not yet: a newer message moved the moment the chat counts as abandoned. */
export type AbandonedChatDecision =
  | AutomationDecision
  | { send: false; reason: 'newer_message'; retryInSeconds: number };

const skip = (reason: AutomationSkipReason): AutomationDecision => ({ send: false, reason });
const hasEmail = (email: string | null | undefined) => Boolean(email?.trim());

export interface QuoteFollowUpFacts {
  status: string;
  /** A payment is recorded for the quote. */
  paid: boolean;
  customerEmail: string | null;
  /** This type of e-mail already went out for this quote (by timer). */
  alreadySent: boolean;
  /** The workspace's "E-mail sequences" switch, read when the timer fires. */
  sequencesOn: boolean;
  /** The customer opted out of e-mail (do-not-disturb set on their CRM contact). */
  doNotContact: boolean;
}

/** E-mail reasons recorded as skipped (automation_email_skipped): the e-mail was otherwise due. */
export const RECORDED_SKIP_REASONS: readonly AutomationSkipReason[] = ['switched_off', 'do_not_contact'];

/**
 * The customer's opt-out and then the owner's switch have the last word: an e-mail that every
 * other rule lets through is held back (and recorded as skipped). Checked last so that only an
 * e-mail that would really have gone out counts as skipped for either reason.
 */
function sendUnlessHeldBack(facts: { sequencesOn: boolean; doNotContact: boolean }): AutomationDecision {
  if (facts.doNotContact) return skip('do_not_contact');
  return facts.sequencesOn ? { send: true } : skip('switched_off');
}

/** Quote reminder: only while the quote is still pending and unpaid, once. */
export function decideQuoteReminder(facts: QuoteFollowUpFacts | null): AutomationDecision {
  if (!facts) return skip('missing');
  if (facts.alreadySent) return skip('already_sent');
  if (facts.paid) return skip('paid');
  if (facts.status !== 'pending') return skip('not_pending');
  if (!hasEmail(facts.customerEmail)) return skip('no_email');
  return sendUnlessHeldBack(facts);
}

/** A paid quote is approved (or marked paid): both mean the customer accepted it. */
const ACCEPTED_QUOTE_STATUSES: readonly string[] = ['approved', 'paid'];

/** Upsell offer: the quote is still accepted when the timer fires (not rejected or expired since), once. */
export function decideUpsellOffer(facts: QuoteFollowUpFacts | null): AutomationDecision {
  if (!facts) return skip('missing');
  if (facts.alreadySent) return skip('already_sent');
  if (!ACCEPTED_QUOTE_STATUSES.includes(facts.status)) return skip('not_approved');
  if (!hasEmail(facts.customerEmail)) return skip('no_email');
  return sendUnlessHeldBack(facts);
}

/** Quote statuses a customer may still pay: the ones that can lapse. */
const OPEN_QUOTE_STATUSES: readonly string[] = ['pending', 'sent'];

export interface ExpiredQuoteFacts extends QuoteFollowUpFacts {
  validUntil: Date | null;
}

/**
 * Whether a quote's validity has lapsed unpaid, so it is to be marked expired: a still-open
 * quote (pending or sent), not paid, whose valid_until is at or before `now`.
 */
export function quoteHasLapsed(
  facts: { status: string; paid: boolean; validUntil: Date | null },
  now: Date,
): boolean {
  return (
    OPEN_QUOTE_STATUSES.includes(facts.status) &&
    !facts.paid &&
    facts.validUntil !== null &&
    facts.validUntil.getTime() <= now.getTime()
  );
}

/**
 * Expired quote recovery (spec §9: "when a quote expires"): once per quote, to a quote that lapsed
 * unpaid (open and past its validity, or already marked expired), with the customer's e-mail known.
 */
export function decideExpiredQuoteRecovery(facts: ExpiredQuoteFacts | null, now: Date): AutomationDecision {
  if (!facts) return skip('missing');
  if (facts.alreadySent) return skip('already_sent');
  if (facts.paid) return skip('paid');
  const lapsed = facts.status === 'expired' || quoteHasLapsed(facts, now);
  if (!lapsed) return skip(OPEN_QUOTE_STATUSES.includes(facts.status) ? 'not_expired' : 'not_pending');
  if (!hasEmail(facts.customerEmail)) return skip('no_email');
  return sendUnlessHeldBack(facts);
}

/**
 * Quote intent of a chat: the visitor asked about prices in any of their messages (the price
 * keywords of the quote embed, matched as words). Only the visitor's messages count: agents
 * mention quotes in their greetings.
 */
export function hasQuoteIntent(visitorMessages: readonly string[]): boolean {
  return visitorMessages.some((content) => containsAnyKeyword(content, PRICE_KEYWORDS));
}

export interface AbandonedChatFacts {
  status: string;
  /** Messages of both sides. */
  messageCount: number;
  lastMessageAt: Date;
  /** The visitor's messages (contents). */
  visitorMessages: readonly string[];
  /** A quote is linked to the conversation. */
  hasQuote: boolean;
  customerEmail: string | null;
  alreadySent: boolean;
  /** A person of the team took over, answered or was asked for, now or earlier (a hand back does not undo it). */
  handedOff: boolean;
  /** The workspace's "E-mail sequences" switch, read when the check fires. */
  sequencesOn: boolean;
  /** The customer opted out of e-mail (do-not-disturb set on their CRM contact). */
  doNotContact: boolean;
}

/** Whole seconds from `now` until `due`, at least 1 (a timer never fires in the past). */
export function secondsUntil(due: Date, now: Date): number {
  return Math.max(1, Math.ceil((due.getTime() - now.getTime()) / 1000));
}

/**
 * Abandoned chat: `delaySeconds` after the last message with no newer one, at least 3 messages,
 * no quote intent and a known e-mail, once per conversation. Conditions that no new message can
 * change (sent before, quoted, closed, handed to a person) end it first; a newer message only
 * postpones the check. A visitor who asked for a person was not interrupted: they wait for the
 * team, whose reply reaches them by e-mail if they left (inbox-reply-email), and "it looks like we
 * got interrupted" would contradict what the chat told them.
 */
export function decideAbandonedChat(
  facts: AbandonedChatFacts | null,
  options: { now: Date; delaySeconds: number },
): AbandonedChatDecision {
  if (!facts) return skip('missing');
  if (facts.alreadySent) return skip('already_sent');
  if (facts.status !== 'active') return skip('not_active');
  if (facts.hasQuote) return skip('has_quote');
  if (facts.handedOff) return skip('handed_off');
  const due = new Date(facts.lastMessageAt.getTime() + options.delaySeconds * 1000);
  if (due.getTime() > options.now.getTime()) {
    return { send: false, reason: 'newer_message', retryInSeconds: secondsUntil(due, options.now) };
  }
  if (facts.messageCount < ABANDONED_CHAT_MIN_MESSAGES) return skip('too_few_messages');
  if (hasQuoteIntent(facts.visitorMessages)) return skip('quote_intent');
  if (!hasEmail(facts.customerEmail)) return skip('no_email');
  return sendUnlessHeldBack(facts);
}

/**
 * Whether a chat turn must arm the abandoned-chat check itself.
 *
 * Only a conversation whose customer's e-mail is known can ever get the e-mail (decideAbandonedChat
 * ends with 'no_email' otherwise), so until one is known nothing is armed: most chats never give
 * one, and arming makes the turn a transaction with a job insert. The turn that makes the e-mail
 * known arms it.
 *
 * After that, not when the previous message is less than the delay older than this one: the check
 * armed then (or the chain of checks it re-arms) has not fired yet, will find this newer message
 * when it does and wait for it. Only a turn after a silence of the whole delay (when the previous
 * check may already have fired and ended) needs a new one. Unknown previous: arm.
 */
export function mustArmAbandonedChatCheck(options: {
  /** The customer's e-mail is known once this turn is stored. */
  emailKnown: boolean;
  /** It was known before this turn, so a check may be waiting. */
  emailKnownBefore: boolean;
  previousMessageAt: Date | null | undefined;
  messageAt: Date;
  delaySeconds: number;
}): boolean {
  if (!options.emailKnown) return false;
  if (!options.emailKnownBefore || !options.previousMessageAt) return true;
  return options.messageAt.getTime() - options.previousMessageAt.getTime() >= options.delaySeconds * 1000;
}

/** Texts the dashboard and the server share about follow-up e-mails (dashboard §8). */
export const AUTOMATION_MESSAGES = {
  invalidType:
    'Unknown automation e-mail type. Use quote_reminder, upsell_offer, abandoned_chat or expired_quote_recovery.',
  invalidEmail: 'Please enter a valid email address',
  testSent: 'Test Email Sent!',
  testFailed: 'Failed to send test email. Please try again.',
  conversationNotFound: 'Conversation not found',
} as const;
