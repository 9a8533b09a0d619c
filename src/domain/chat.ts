// Chat texts, limits and event names shared by the server and the live chat pages, without the
// validation library (the pages are prerendered and keep their JavaScript small).

/** The spec's chat error texts (main-site §8). */
export const CHAT_ERRORS = {
  bubble: 'Oops! Something went wrong.',
  startConversation: 'Failed to start conversation',
  aiResponse: 'Failed to get AI response',
  noResponse: 'No response from AI',
  generic: 'An error occurred',
  sendFailed: 'Failed to send message. Please try again.',
  sendFailedToast: 'Failed to Send Message',
} as const;

/**
 * The line beside the chat's status badge, or null. The agent's promise of instant answers only
 * while it answers alone: not while a person answers or an answer waits for one, and not for an
 * agent whose answers a person checks before they are sent (safe mode with approval), where the
 * visitor would otherwise be promised seconds and wait for the team.
 */
export function chatHeaderLine(options: {
  handedOff: boolean;
  awaitingApproval: boolean;
  answersChecked: boolean;
}): string | null {
  if (options.handedOff || options.awaitingApproval) return null;
  return options.answersChecked ? ANSWERS_CHECKED_LINE : INSTANT_ANSWERS_LINE;
}
export const INSTANT_ANSWERS_LINE = 'Answers in seconds, around the clock';
export const ANSWERS_CHECKED_LINE = 'A team member checks answers before they are sent';

/** What the visitor sees instead of a reply that waits for a person (safe mode with approval). */
export const AWAITING_APPROVAL_TEXT =
  'Thanks! A team member will confirm this answer shortly. It will appear here as soon as it is ready.';

/**
 * What a widget visitor sees when the owner paused the agent while the chat was open: the message
 * is kept (the team sees it in the inbox and may reply), but no agent answers it.
 */
export const AGENT_PAUSED_TEXT =
  'This chat is not available right now. Your message has been passed on, and a team member can reply here.';

/** What the visitor sees after the conversation has been handed to a person. */
export const HANDED_OFF_TEXT = 'A team member has been notified and will reply here shortly.';

/**
 * Abuse and cost bounds (issue: "a cap on turns per conversation ... message length caps").
 * Text longer than the sanitiser's 1000 characters is cut; far longer is refused outright.
 */
export const CHAT_LIMITS = {
  /** Characters of one message as sent; more is refused (400), up to this it is cut to 1000. */
  maxMessageChars: 4000,
  /** Messages the browser may send as context; the server reads its own stored history anyway. */
  maxPayloadMessages: 100,
  /** Visitor messages per conversation. */
  maxTurnsPerConversation: 60,
  /** Stored messages given to an engine as history. */
  historyWindow: 20,
} as const;

export const CHAT_LIMIT_MESSAGES = {
  messageTooLong: `Messages can be at most ${CHAT_LIMITS.maxMessageChars} characters long.`,
  tooManyTurns:
    'This conversation has reached its message limit. Please start a new chat or ask for a team member.',
  conversationNotFound: 'Conversation not found',
} as const;

/** Analytics event types written by the chat flow (spec dashboard §3). */
export const CHAT_EVENTS = {
  conversationStarted: 'conversation_started',
  routingDecision: 'lead_routing_decision',
  handoff: 'conversation_handed_off',
} as const;

/** approve-answer's answers and refusals (the dashboard shows `message`). */
export const APPROVAL_MESSAGES = {
  sent: 'Answer approved and sent',
  rejectedWithReply: 'Answer rejected; your reply was sent',
  rejectedToInbox: 'Answer rejected; the customer was told a team member will reply',
  notFound: 'Approval request not found',
  alreadyReviewed: 'This answer has already been reviewed.',
  superseded:
    'The customer wrote again after this answer was drafted, so it was replaced by a newer one. Review the newest answer of this conversation instead.',
} as const;

/** The live chats' opening line per agent type (spec: "a welcome message (default per agent type)"). */
export const WELCOME_MESSAGES = {
  shop: "Hi! I'm the shop assistant. Ask me about products, orders, shipping or returns.",
  social: 'Hey there! I answer DMs for this business. What can I help you with today?',
  quote:
    'Hello! I can answer questions and price your project. What would you like to have wrapped or printed?',
} as const satisfies Record<'shop' | 'social' | 'quote', string>;

/** Server-Sent Events of the streaming ai-chat and of /api/chat/events. */
export const CHAT_STREAM_EVENTS = {
  start: 'start',
  delta: 'delta',
  /** Forget the deltas so far: a failing model's partial reply, replaced by the built-in engine's. */
  reset: 'reset',
  done: 'done',
  error: 'error',
  message: 'message',
  ready: 'ready',
} as const;
