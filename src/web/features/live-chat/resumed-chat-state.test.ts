import { describe, expect, it } from 'vitest';
import { AWAITING_APPROVAL_TEXT } from '../../../domain/chat';
import { liveChatReducer } from './chat-reducer';
import { type OpenConversation, resumedLiveChatState } from './resumed-chat-state';

const WELCOME = 'Welcome to Demo Wraps! Ask me anything.';
const TOKEN = 'tok_tok_tok_tok_tok_tok_';
const conversation: OpenConversation = {
  status: 'open',
  conversationId: '00000000-0000-4000-8000-0000000000c1',
  customerId: '00000000-0000-4000-8000-0000000000c2',
  handedOff: true,
  awaitingApproval: false,
  messages: [
    {
      id: 'm1',
      author: 'visitor',
      authorName: null,
      content: 'Do you wrap boats?',
      createdAt: '2026-11-28T10:00:00.000Z',
    },
    {
      id: 'm2',
      author: 'agent',
      authorName: null,
      content: 'Yes, we do.',
      createdAt: '2026-11-28T10:00:01.000Z',
    },
    {
      id: 'm3',
      author: 'notice',
      authorName: null,
      content: 'A person has joined the conversation.',
      createdAt: '2026-11-28T10:05:00.000Z',
    },
    {
      id: 'm4',
      author: 'person',
      authorName: 'Sam',
      content: 'Hi, Sam here.',
      createdAt: '2026-11-28T10:05:00.001Z',
    },
  ],
};

describe('resumedLiveChatState', () => {
  it('shows the welcome line, then the stored messages with their authors, and keeps the token', () => {
    const state = resumedLiveChatState('shop', WELCOME, conversation, TOKEN);
    expect(state.entries.map((e) => [e.kind, e.kind === 'message' ? e.role : null, e.content])).toEqual([
      ['message', 'assistant', WELCOME],
      ['message', 'user', 'Do you wrap boats?'],
      ['message', 'assistant', 'Yes, we do.'],
      ['status', null, 'A person has joined the conversation.'],
      ['message', 'assistant', 'Hi, Sam here.'],
    ]);
    expect(state.entries.at(-1)).toMatchObject({ person: { name: 'Sam' } });
    expect(state.conversation).toEqual({
      conversationId: conversation.conversationId,
      customerId: conversation.customerId,
      conversationToken: TOKEN,
    });
    expect(state.handedOff).toBe(true);
    expect(state.eventsSince).toBe('2026-11-28T10:05:00.001Z');
  });

  it('does not show a stored message again when the event stream replays it', () => {
    const state = resumedLiveChatState('shop', WELCOME, conversation, TOKEN);
    const replayed = liveChatReducer(state, {
      type: 'agent-message',
      id: 'm4',
      content: 'Hi, Sam here.',
      author: 'person',
      authorName: 'Sam',
    });
    expect(replayed).toBe(state);
  });

  it('says that an answer waits for a team member, and the next message continues the conversation', () => {
    const state = resumedLiveChatState(
      'shop',
      WELCOME,
      { ...conversation, handedOff: false, awaitingApproval: true },
      TOKEN,
    );
    expect(state.entries.at(-1)).toMatchObject({ kind: 'status', content: AWAITING_APPROVAL_TEXT });
    expect(state.awaitingApproval).toBe(true);
    const sent = liveChatReducer(state, { type: 'send', text: 'Thanks', id: 'u1' });
    expect(sent.pending).toEqual({ userEntryId: 'u1', draft: '' });
    expect(sent.conversation?.conversationId).toBe(conversation.conversationId);
  });
});
