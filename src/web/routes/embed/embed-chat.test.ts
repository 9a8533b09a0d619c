import { describe, expect, it } from 'vitest';
import { initialLiveChatState, liveChatReducer } from '../../features/live-chat/chat-reducer';
import { ApiError } from '../../lib/api';
import { agentMessageCount } from './unread-count';
import { WIDGET_LOAD_FAILED, widgetConfigError } from './use-widget-config';

const WELCOME = 'Welcome to Demo Wraps! Ask me anything.';

describe('the widget chat state', () => {
  it('starts with the agent’s own welcome line and keeps it after Clear', () => {
    const state = initialLiveChatState('shop', WELCOME);
    expect(state.entries).toEqual([
      { id: 'welcome', kind: 'message', role: 'assistant', content: WELCOME, from: 'welcome' },
    ]);
    const sent = liveChatReducer(state, { type: 'send', text: 'Hello', id: 'u1' });
    const cleared = liveChatReducer(sent, { type: 'clear' });
    expect(cleared).toEqual(initialLiveChatState('shop', WELCOME));
  });
});

describe('agentMessageCount', () => {
  it('counts the agent’s replies and team messages, not the welcome line or the visitor', () => {
    let state = initialLiveChatState('shop', WELCOME);
    expect(agentMessageCount(state.entries)).toBe(0);
    state = liveChatReducer(state, { type: 'send', text: 'Hi', id: 'u1' });
    state = liveChatReducer(state, {
      type: 'answered',
      at: '2026-05-04T09:30:00.000Z',
      response: {
        message: 'Hello!',
        requiresApproval: false,
        conversationId: '00000000-0000-4000-8000-000000000001',
        customerId: '00000000-0000-4000-8000-000000000002',
        conversationToken: 'token-token-token-token-1',
        handedOff: false,
        engine: 'builtin',
      },
    });
    state = liveChatReducer(state, { type: 'agent-message', id: 'e1', content: 'A team member here.' });
    expect(agentMessageCount(state.entries)).toBe(2);
  });
});

describe('widgetConfigError', () => {
  it('shows the server’s refusal and offers no retry for it', () => {
    const error = new ApiError('This chat is not available: no workspace has this key.', 404, 'NOT_FOUND');
    expect(widgetConfigError(error)).toEqual({ status: 'error', message: error.message, retryable: false });
  });

  it('offers a retry for network and server faults', () => {
    expect(widgetConfigError(new TypeError('Failed to fetch'))).toEqual({
      status: 'error',
      message: WIDGET_LOAD_FAILED,
      retryable: true,
    });
    expect(widgetConfigError(new ApiError('Something went wrong', 500, 'INTERNAL')).retryable).toBe(true);
  });
});
