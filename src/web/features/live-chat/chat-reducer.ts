import type { AgentType } from '../../../domain/agent-types';
import { CHAT_ERRORS, CHAT_LIMITS, WELCOME_MESSAGES } from '../../../domain/chat';
import type { AiChatInput, AiChatResponse } from '../../../domain/contracts/chat.contract';
import { type ChatQuote, chatQuoteSchema } from '../../../domain/contracts/chat-quote.contract';
import { personAnswersAfter } from '../../../domain/inbox';
import type { ConversationMeta } from './chat-api';
import { nextQuoteWizardVisibility, type QuoteWizardVisibility } from './quote-wizard-rules';

/**
 * What the chat window shows. `message` entries are the conversation itself (sent to the server
 * as context); `status` entries are notes about it (an answer waiting for a team member); an
 * `error` entry is the failed-turn bubble with its Retry.
 */
export type ChatEntry =
  | {
      id: string;
      kind: 'message';
      role: 'user' | 'assistant';
      content: string;
      from: 'welcome' | 'turn' | 'event';
      /** Written by a team member (their name when known), not the agent. */
      person?: { name: string | null };
    }
  | { id: string; kind: 'status'; content: string }
  | { id: string; kind: 'error'; content: string; retryOf: string };

export type PendingTurn = {
  /** The visitor's message being answered (resent as is by Retry). */
  userEntryId: string;
  /** The reply so far, while it streams in. */
  draft: string;
};

export interface LiveChatState {
  agentType: AgentType;
  entries: ChatEntry[];
  pending: PendingTurn | null;
  conversation: ConversationMeta | null;
  /** When the first answer came: the agent-message stream replays messages newer than this. */
  eventsSince: string | null;
  /** The inline error of the last failed turn. */
  error: string | null;
  handedOff: boolean;
  awaitingApproval: boolean;
  wizard: QuoteWizardVisibility;
  /** The quote the agent priced last in this conversation (what the wizard shows and sends). */
  quote: ChatQuote | null;
  /** The entry the wizard opened after: it is shown there, and later messages follow it. */
  wizardAnchor: string | null;
  reviewSubmitted: boolean;
  seenEventIds: string[];
  /** Entry ids are counted, not random, so the first render is the same on server and client. */
  nextId: number;
}

export type LiveChatAction =
  /** `id` comes from the caller, which needs it to send the turn before React re-renders. */
  | { type: 'send'; text: string; id: string }
  | { type: 'retry' }
  | { type: 'started'; conversation: ConversationMeta }
  | { type: 'delta'; text: string }
  | { type: 'reset-draft' }
  | { type: 'answered'; response: AiChatResponse; at: string }
  | { type: 'failed'; error: string }
  /** A message from outside the visitor's turns; `author` and `notice` as the stream sends them. */
  | {
      type: 'agent-message';
      id: string;
      content: string;
      author?: 'agent' | 'person' | 'notice';
      authorName?: string | null;
      notice?: string | null;
    }
  | { type: 'wizard-dismissed' }
  | { type: 'review-submitted' }
  | { type: 'clear' };

/** `welcomeMessage`: the agent's own welcome line (an embedded widget's); the type's default otherwise. */
export function initialLiveChatState(
  agentType: AgentType,
  welcomeMessage: string = WELCOME_MESSAGES[agentType],
): LiveChatState {
  return {
    agentType,
    entries: [
      {
        id: 'welcome',
        kind: 'message',
        role: 'assistant',
        content: welcomeMessage,
        from: 'welcome',
      },
    ],
    pending: null,
    conversation: null,
    eventsSince: null,
    error: null,
    handedOff: false,
    awaitingApproval: false,
    wizard: 'hidden',
    quote: null,
    wizardAnchor: null,
    reviewSubmitted: false,
    seenEventIds: [],
    nextId: 1,
  };
}

type MessageEntry = Extract<ChatEntry, { kind: 'message' }>;

/** The conversation proper: the visitor's and the agent's messages, without the welcome line. */
export function conversationMessages(entries: readonly ChatEntry[]): MessageEntry[] {
  return entries.filter((e): e is MessageEntry => e.kind === 'message' && e.from !== 'welcome');
}

/**
 * The messages sent with a turn: the visitor's message being answered, alone. The server keeps the
 * conversation and reads its own stored history (it never trusts a browser's copy), so sending the
 * transcript again would only make every turn's upload, and the server's parsing, grow with the chat.
 */
export function turnMessages(state: LiveChatState, userEntryId: string): AiChatInput['messages'] {
  const all = conversationMessages(state.entries);
  const entry = all.find((e) => e.id === userEntryId) ?? all.findLast((e) => e.role === 'user');
  return entry ? [{ role: 'user', content: entry.content.slice(0, CHAT_LIMITS.maxMessageChars) }] : [];
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type NewEntry = WithoutId<ChatEntry>;

function withEntry(state: LiveChatState, entry: NewEntry, id = `m${state.nextId}`): LiveChatState {
  const entries = [...state.entries, { ...entry, id } as ChatEntry];
  const wizard = nextQuoteWizardVisibility(state.wizard, conversationMessages(entries));
  return {
    ...state,
    entries,
    nextId: state.nextId + 1,
    wizard,
    wizardAnchor: wizard !== state.wizard && wizard === 'open' ? id : state.wizardAnchor,
  };
}

/** The quote an answer priced, checked (the server's word only; anything malformed is no quote). */
function pricedQuoteOf(response: AiChatResponse): ChatQuote | null {
  if (!response.quote) return null;
  const parsed = chatQuoteSchema.safeParse(response.quote);
  return parsed.success ? parsed.data : null;
}

const withoutErrors = (entries: ChatEntry[]) => entries.filter((e) => e.kind !== 'error');

export function liveChatReducer(state: LiveChatState, action: LiveChatAction): LiveChatState {
  switch (action.type) {
    case 'send': {
      const text = action.text.trim();
      if (!text || state.pending || state.entries.some((e) => e.id === action.id)) return state;
      // A new message replaces an unanswered one's Retry: the visitor has moved on.
      const next = withEntry(
        { ...state, entries: withoutErrors(state.entries), error: null },
        { kind: 'message', role: 'user', content: text.slice(0, CHAT_LIMITS.maxMessageChars), from: 'turn' },
        action.id,
      );
      return { ...next, pending: { userEntryId: action.id, draft: '' } };
    }
    case 'retry': {
      const failed = state.entries.find((e) => e.kind === 'error');
      if (!failed || failed.kind !== 'error' || state.pending) return state;
      return {
        ...state,
        entries: withoutErrors(state.entries),
        error: null,
        pending: { userEntryId: failed.retryOf, draft: '' },
      };
    }
    case 'started':
      return { ...state, conversation: action.conversation };
    case 'reset-draft':
      if (!state.pending) return state;
      return { ...state, pending: { ...state.pending, draft: '' } };
    case 'delta':
      if (!state.pending) return state;
      return { ...state, pending: { ...state.pending, draft: state.pending.draft + action.text } };
    case 'answered': {
      if (!state.pending) return state;
      const { response } = action;
      const base: LiveChatState = {
        ...state,
        pending: null,
        conversation: {
          conversationId: response.conversationId,
          customerId: response.customerId,
          conversationToken: response.conversationToken,
        },
        eventsSince: state.eventsSince ?? action.at,
        handedOff: state.handedOff || response.handedOff,
        awaitingApproval: response.requiresApproval,
        quote: pricedQuoteOf(response) ?? state.quote,
      };
      // An answer held for a team member is a note about the conversation, not the agent's reply.
      if (response.requiresApproval) return withEntry(base, { kind: 'status', content: response.message });
      // Once a person has the conversation, each message only gets "a team member will reply": the
      // note under the messages says so already, so the chat does not repeat it after every line.
      if (state.handedOff && response.handedOff) return base;
      return withEntry(base, { kind: 'message', role: 'assistant', content: response.message, from: 'turn' });
    }
    case 'failed': {
      if (!state.pending) return state;
      const { userEntryId } = state.pending;
      return withEntry(
        { ...state, pending: null, error: action.error },
        { kind: 'error', content: CHAT_ERRORS.bubble, retryOf: userEntryId },
      );
    }
    case 'agent-message': {
      if (state.seenEventIds.includes(action.id)) return state;
      const author = action.author ?? 'agent';
      const handedOff = personAnswersAfter(state.handedOff, { author, notice: action.notice ?? null });
      const seen = {
        ...state,
        seenEventIds: [...state.seenEventIds, action.id],
        handedOff,
        // A person answering (a rejected draft's reviewer, the inbox) ends the wait for approval.
        awaitingApproval: state.awaitingApproval && !handedOff,
      };
      // The team's notices ("a person has joined") are notes about the conversation, not replies.
      if (author === 'notice') return withEntry(seen, { kind: 'status', content: action.content });
      // The stream replays agent messages newer than `eventsSince` on every (re)connect, which can
      // include a turn's own answer (it has no id here); the same text is not shown twice.
      const shown = state.entries.some(
        (e) =>
          e.kind === 'message' && e.role === 'assistant' && e.from === 'turn' && e.content === action.content,
      );
      if (shown) return seen;
      return withEntry(
        { ...seen, awaitingApproval: false },
        {
          kind: 'message',
          role: 'assistant',
          content: action.content,
          from: 'event',
          ...(author === 'person' ? { person: { name: action.authorName ?? null } } : {}),
        },
      );
    }
    case 'wizard-dismissed':
      return { ...state, wizard: 'dismissed' };
    case 'review-submitted':
      return { ...state, reviewSubmitted: true };
    case 'clear':
      return initialLiveChatState(state.agentType, state.entries.find((e) => e.id === 'welcome')?.content);
  }
}
