import { describe, expect, it } from 'vitest';
import {
  AWAITING_APPROVAL_TEXT,
  CHAT_ERRORS,
  CHAT_LIMITS,
  HANDED_OFF_TEXT,
  WELCOME_MESSAGES,
} from '../../../domain/chat';
import type { AiChatResponse } from '../../../domain/contracts/chat.contract';
import { INBOX_NOTICES } from '../../../domain/inbox';
import { PRICED_CHAT_QUOTE } from './chat-quote.fixture';
import {
  conversationMessages,
  initialLiveChatState,
  type LiveChatAction,
  type LiveChatState,
  liveChatReducer,
  turnMessages,
} from './chat-reducer';

const META = { conversationId: 'c-1', customerId: 'u-1', conversationToken: 'token-abcdefghijklmnopqrstuv' };
const AT = '2025-01-01T10:00:00.000Z';

function answer(
  message: string,
  extra: Partial<AiChatResponse> = {},
): Extract<LiveChatAction, { type: 'answered' }> {
  return {
    type: 'answered',
    at: AT,
    response: { ...META, message, requiresApproval: false, handedOff: false, engine: 'builtin', ...extra },
  };
}

function run(actions: LiveChatAction[], state = initialLiveChatState('shop')): LiveChatState {
  return actions.reduce(liveChatReducer, state);
}

const texts = (state: LiveChatState) => state.entries.map((e) => `${e.kind}:${e.content}`);

describe('liveChatReducer', () => {
  it('starts with the welcome message of its agent type, which is not part of the conversation', () => {
    for (const type of ['shop', 'social', 'quote'] as const) {
      const state = initialLiveChatState(type);
      expect(texts(state)).toEqual([`message:${WELCOME_MESSAGES[type]}`]);
      expect(conversationMessages(state.entries)).toEqual([]);
    }
  });

  it('ignores blank input and a second message while a turn is pending', () => {
    const initial = initialLiveChatState('social');
    expect(run([{ type: 'send', text: '   \n ', id: 'u1' }], initial)).toBe(initial);
    const sending = run([{ type: 'send', text: '  Hello  ', id: 'u2' }]);
    expect(sending.pending).toEqual({ userEntryId: 'u2', draft: '' });
    expect(texts(sending).at(-1)).toBe('message:Hello');
    expect(liveChatReducer(sending, { type: 'send', text: 'again', id: 'u3' })).toBe(sending);
  });

  it('streams the reply into a draft, then keeps the answer and the conversation', () => {
    const streaming = run([
      { type: 'send', text: 'Do you ship to Canada?', id: 'u4' },
      { type: 'started', conversation: META },
      { type: 'delta', text: 'Yes, ' },
      { type: 'delta', text: 'we do.' },
    ]);
    expect(streaming.pending?.draft).toBe('Yes, we do.');
    expect(streaming.conversation).toEqual(META);
    const done = liveChatReducer(streaming, answer('Yes, we do.'));
    expect(done.pending).toBeNull();
    expect(texts(done).slice(1)).toEqual(['message:Do you ship to Canada?', 'message:Yes, we do.']);
    expect(done.eventsSince).toBe(AT);
    // Later answers keep the first answer's time, so the event stream is not reopened.
    const later = run(
      [
        { type: 'send', text: 'Thanks', id: 'u5' },
        { ...answer('You are welcome'), at: 'later' },
      ],
      done,
    );
    expect(later.eventsSince).toBe(AT);
  });

  it('forgets the streamed draft on reset (a failing model handed over) and keeps streaming', () => {
    const state = run([
      { type: 'send', text: 'Price?', id: 'u9' },
      { type: 'delta', text: 'It is about ' },
      { type: 'reset-draft' },
      { type: 'delta', text: 'Which material?' },
    ]);
    expect(state.pending?.draft).toBe('Which material?');
  });

  it('sends only the message being answered (the server keeps the conversation), within the length limit', () => {
    const state = run([
      { type: 'send', text: 'First', id: 'u6' },
      answer('Reply'),
      { type: 'send', text: 'Second', id: 'u7' },
    ]);
    expect(turnMessages(state, state.pending!.userEntryId)).toEqual([{ role: 'user', content: 'Second' }]);
    expect(turnMessages(state, 'u6')).toEqual([{ role: 'user', content: 'First' }]);
    const long = run(
      [answer('Reply 2'), { type: 'send', text: 'x'.repeat(CHAT_LIMITS.maxMessageChars + 50), id: 'u8' }],
      state,
    );
    expect(turnMessages(long, 'u8')).toEqual([
      { role: 'user', content: 'x'.repeat(CHAT_LIMITS.maxMessageChars) },
    ]);
  });

  it('shows a failed turn as the error bubble; Retry resends the same message', () => {
    const failed = run([
      { type: 'send', text: 'Hello', id: 'u9' },
      { type: 'failed', error: CHAT_ERRORS.startConversation },
    ]);
    expect(failed.error).toBe(CHAT_ERRORS.startConversation);
    expect(failed.entries.at(-1)).toMatchObject({
      kind: 'error',
      content: CHAT_ERRORS.bubble,
      retryOf: 'u9',
    });
    const retrying = liveChatReducer(failed, { type: 'retry' });
    expect(retrying.error).toBeNull();
    expect(retrying.pending).toEqual({ userEntryId: 'u9', draft: '' });
    expect(texts(retrying).slice(1)).toEqual(['message:Hello']);
    expect(texts(liveChatReducer(retrying, answer('Hi!'))).slice(1)).toEqual([
      'message:Hello',
      'message:Hi!',
    ]);
  });

  it('drops the partial reply of a turn that failed mid-stream', () => {
    const state = run([
      { type: 'send', text: 'Hello', id: 'u10' },
      { type: 'started', conversation: META },
      { type: 'delta', text: 'Half a sent' },
      { type: 'failed', error: CHAT_ERRORS.aiResponse },
    ]);
    expect(state.pending).toBeNull();
    expect(state.conversation).toEqual(META);
    expect(texts(state).join('|')).not.toContain('Half a sent');
  });

  it('a new message instead of Retry removes the old error bubble', () => {
    const state = run([
      { type: 'send', text: 'Hello', id: 'u11' },
      { type: 'failed', error: CHAT_ERRORS.aiResponse },
      { type: 'send', text: 'Anyone there?', id: 'u12' },
    ]);
    expect(state.entries.some((e) => e.kind === 'error')).toBe(false);
    expect(state.error).toBeNull();
  });

  it('holds an answer for approval as a note, then shows the approved answer from the stream once', () => {
    const held = run([
      { type: 'send', text: 'Can you do 10% off?', id: 'u13' },
      answer(AWAITING_APPROVAL_TEXT, { requiresApproval: true }),
    ]);
    expect(held.awaitingApproval).toBe(true);
    expect(held.entries.at(-1)).toMatchObject({ kind: 'status', content: AWAITING_APPROVAL_TEXT });
    expect(conversationMessages(held.entries).map((m) => m.content)).toEqual(['Can you do 10% off?']);
    const approved = liveChatReducer(held, { type: 'agent-message', id: 'e1', content: 'Yes, 10% off.' });
    expect(approved.awaitingApproval).toBe(false);
    expect(texts(approved).at(-1)).toBe('message:Yes, 10% off.');
    expect(liveChatReducer(approved, { type: 'agent-message', id: 'e1', content: 'Yes, 10% off.' })).toBe(
      approved,
    );
  });

  it('leaves the awaiting state when a reviewer rejects the draft and a team member will reply', () => {
    const held = run([
      { type: 'send', text: 'Can you do 20% off?', id: 'u15' },
      answer(AWAITING_APPROVAL_TEXT, { requiresApproval: true }),
    ]);
    const rejected = liveChatReducer(held, {
      type: 'agent-message',
      id: 'n9',
      content: INBOX_NOTICES.teamWillReply,
      author: 'notice',
      notice: 'teamWillReply',
    });
    expect(rejected.awaitingApproval).toBe(false);
    expect(rejected.handedOff).toBe(true);
    expect(texts(rejected).at(-1)).toBe(`status:${INBOX_NOTICES.teamWillReply}`);
  });

  it('does not repeat a turn answer that the event stream replays', () => {
    const state = run([
      { type: 'send', text: 'Hi', id: 'u14' },
      answer('Hello there'),
      { type: 'agent-message', id: 'e9', content: 'Hello there' },
    ]);
    expect(texts(state).filter((t) => t === 'message:Hello there')).toHaveLength(1);
  });

  it('stays handed off once a team member has the conversation', () => {
    const state = run([
      { type: 'send', text: 'I want a person', id: 'u15' },
      answer(HANDED_OFF_TEXT, { handedOff: true, engine: 'none' }),
      { type: 'send', text: 'Hello?', id: 'u16' },
      answer(HANDED_OFF_TEXT, { handedOff: false }),
    ]);
    expect(state.handedOff).toBe(true);
    expect(texts(state).at(-1)).toBe(`message:${HANDED_OFF_TEXT}`);
  });

  it('does not repeat "a team member will reply" after each message once handed off', () => {
    const state = run([
      { type: 'send', text: 'I want a person', id: 'u30' },
      answer(HANDED_OFF_TEXT, { handedOff: true, engine: 'none' }),
      { type: 'send', text: 'Hello?', id: 'u31' },
      answer(HANDED_OFF_TEXT, { handedOff: true, engine: 'none' }),
      { type: 'send', text: 'It is about my order', id: 'u32' },
      answer(HANDED_OFF_TEXT, { handedOff: true, engine: 'none' }),
    ]);
    expect(texts(state).slice(1)).toEqual([
      'message:I want a person',
      `message:${HANDED_OFF_TEXT}`,
      'message:Hello?',
      'message:It is about my order',
    ]);
    // Each message was answered (nothing pending), so the visitor can keep writing.
    expect(state.pending).toBeNull();
  });

  it('opens the quote wizard on a price question, once per conversation; Clear resets everything', () => {
    let state = run([{ type: 'send', text: 'Hi', id: 'u17' }, answer('Hello!')]);
    expect(state.wizard).toBe('hidden');
    state = run([{ type: 'send', text: 'How much is a full wrap?', id: 'u18' }], state);
    expect(state.wizard).toBe('open');
    // It sits after the message that opened it; later messages follow it.
    expect(state.wizardAnchor).toBe('u18');
    state = run([answer('It depends on the size')], state);
    expect(state.wizardAnchor).toBe('u18');
    state = run(
      [
        { type: 'wizard-dismissed' },
        answer('About $3,456'),
        { type: 'send', text: 'What is the price?', id: 'u19' },
      ],
      state,
    );
    expect(state.wizard).toBe('dismissed');
    state = run([{ type: 'review-submitted' }], state);
    const cleared = liveChatReducer(state, { type: 'clear' });
    expect(cleared).toEqual(initialLiveChatState('shop'));
  });

  it('does not open the wizard for the quote agent welcome line or for old price talk', () => {
    expect(initialLiveChatState('quote').wizard).toBe('hidden');
    const state = run([
      { type: 'send', text: 'What does it cost?', id: 'u20' },
      { type: 'wizard-dismissed' },
      { type: 'clear' },
      { type: 'send', text: 'Hello', id: 'u21' },
      answer('Hi'),
      { type: 'send', text: 'Colours?', id: 'u22' },
    ]);
    expect(state.wizard).toBe('hidden');
  });
});

describe('a team member in the conversation', () => {
  it('shows the joined notice as a note, then the reply, and the agent again after the hand-back', () => {
    const base = run([{ type: 'send', text: 'Hi', id: 'u40' }, answer('Hello!')]);
    let state = liveChatReducer(base, {
      type: 'agent-message',
      id: 'n1',
      content: 'A person has joined the conversation.',
      author: 'notice',
      notice: 'personJoined',
    });
    expect(state.handedOff).toBe(true);
    expect(texts(state).at(-1)).toBe('status:A person has joined the conversation.');
    state = liveChatReducer(state, {
      type: 'agent-message',
      id: 'p1',
      content: 'Sam here.',
      author: 'person',
      authorName: 'Sam Ortiz',
    });
    expect(texts(state).at(-1)).toBe('message:Sam here.');
    // Drawn as the team member's, under their name, not the agent's.
    expect(state.entries.at(-1)).toMatchObject({ kind: 'message', person: { name: 'Sam Ortiz' } });
    expect(state.entries.filter((e) => e.kind === 'message' && e.person)).toHaveLength(1);
    state = liveChatReducer(state, {
      type: 'agent-message',
      id: 'n2',
      content: 'You are chatting with our assistant again.',
      author: 'notice',
      notice: 'agentBack',
    });
    expect(state.handedOff).toBe(false);
  });

  it('keeps the quote the agent priced last, until Clear; a malformed one is no quote', () => {
    const priced = run([
      { type: 'send', text: 'How much for 200 sq ft?', id: 'u1' },
      answer('It is $3,510.', { quote: PRICED_CHAT_QUOTE }),
    ]);
    expect(priced.quote).toEqual(PRICED_CHAT_QUOTE);
    const chatted = run([{ type: 'send', text: 'Thanks', id: 'u2' }, answer('You are welcome.')], priced);
    expect(chatted.quote).toEqual(PRICED_CHAT_QUOTE);
    const repriced = run(
      [
        { type: 'send', text: 'And 100 sq ft?', id: 'u3' },
        answer('It is $1,800.', { quote: { ...PRICED_CHAT_QUOTE, squareFootage: 100, totalAmount: 1800 } }),
      ],
      chatted,
    );
    expect(repriced.quote?.totalAmount).toBe(1800);
    expect(run([{ type: 'clear' }], repriced).quote).toBeNull();
    const odd = { ...PRICED_CHAT_QUOTE, totalAmount: 'lots' } as unknown as typeof PRICED_CHAT_QUOTE;
    expect(run([{ type: 'send', text: 'Price?', id: 'u1' }, answer('Hm.', { quote: odd })]).quote).toBeNull();
  });
});
