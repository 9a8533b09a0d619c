import { describe, expect, it } from 'vitest';
import { SOCIAL_DEMO_MESSAGE_LIMIT } from '../../../../domain/ui-constants';
import {
  INITIAL_SOCIAL_DEMO_STATE,
  isSocialDemoLocked,
  pickScriptedReply,
  SOCIAL_DEMO_FALLBACKS,
  SOCIAL_DEMO_GREETING,
  SOCIAL_DEMO_MAX_LENGTH,
  SOCIAL_DEMO_SCRIPT,
  type SocialDemoState,
  socialDemoReducer,
} from './social-demo-script';

const line = (id: string) => SOCIAL_DEMO_SCRIPT.find((l) => l.id === id)!.text;

function exchange(state: SocialDemoState, text: string): SocialDemoState {
  return socialDemoReducer(socialDemoReducer(state, { type: 'send', text }), { type: 'reply' });
}

describe('social demo script', () => {
  it('opens with the greeting and is not locked', () => {
    expect(INITIAL_SOCIAL_DEMO_STATE.messages).toEqual([
      { id: 1, sender: 'agent', text: SOCIAL_DEMO_GREETING },
    ]);
    expect(isSocialDemoLocked(INITIAL_SOCIAL_DEMO_STATE)).toBe(false);
  });

  it('adds the customer message, waits, then adds the matching scripted reply', () => {
    const sent = socialDemoReducer(INITIAL_SOCIAL_DEMO_STATE, { type: 'send', text: '  How much is it?  ' });
    expect(sent.messages.at(-1)).toEqual({ id: 2, sender: 'customer', text: 'How much is it?' });
    expect(sent.awaitingReply).toBe(true);
    const replied = socialDemoReducer(sent, { type: 'reply' });
    expect(replied.messages.at(-1)).toEqual({ id: 3, sender: 'agent', text: line('price') });
    expect(replied.awaitingReply).toBe(false);
  });

  it('ignores blank input, a second message before the reply, and a reply nobody asked for', () => {
    expect(socialDemoReducer(INITIAL_SOCIAL_DEMO_STATE, { type: 'send', text: '   ' })).toBe(
      INITIAL_SOCIAL_DEMO_STATE,
    );
    const sent = socialDemoReducer(INITIAL_SOCIAL_DEMO_STATE, { type: 'send', text: 'hi' });
    expect(socialDemoReducer(sent, { type: 'send', text: 'again' })).toBe(sent);
    expect(socialDemoReducer(INITIAL_SOCIAL_DEMO_STATE, { type: 'reply' })).toBe(INITIAL_SOCIAL_DEMO_STATE);
  });

  it('cuts very long messages', () => {
    const sent = socialDemoReducer(INITIAL_SOCIAL_DEMO_STATE, { type: 'send', text: 'a'.repeat(1000) });
    expect(sent.messages.at(-1)?.text).toHaveLength(SOCIAL_DEMO_MAX_LENGTH);
  });

  it('matches keywords at word starts and does not repeat a script line', () => {
    expect(pickScriptedReply('Do you do shipping to Canada?', []).text).toBe(line('shipping'));
    expect(pickScriptedReply('SIZES?', []).text).toBe(line('size'));
    // 'fit' inside 'outfit' does not start a word.
    expect(pickScriptedReply('I love this outfit', []).id).toBe('fallback-0');
    expect(pickScriptedReply('What does it cost?', ['price']).id).toBe('fallback-0');
  });

  it('walks through the fallbacks in order and then repeats the last one', () => {
    expect(pickScriptedReply('hello', []).text).toBe(SOCIAL_DEMO_FALLBACKS[0]);
    expect(pickScriptedReply('hello', ['fallback-0']).text).toBe(SOCIAL_DEMO_FALLBACKS[1]);
    const many = ['fallback-0', 'fallback-1', 'fallback-2', 'fallback-3'];
    expect(pickScriptedReply('hello', many).text).toBe(SOCIAL_DEMO_FALLBACKS.at(-1));
  });

  it('locks once more than 6 messages exist after the first customer message', () => {
    expect(SOCIAL_DEMO_MESSAGE_LIMIT).toBe(6);
    let state = exchange(INITIAL_SOCIAL_DEMO_STATE, 'How much?'); // 3 messages
    state = exchange(state, 'Medium please'); // 5
    expect(isSocialDemoLocked(state)).toBe(false);
    state = socialDemoReducer(state, { type: 'send', text: 'Shipping?' }); // 6: not yet
    expect(state.messages).toHaveLength(6);
    expect(isSocialDemoLocked(state)).toBe(false);
    state = socialDemoReducer(state, { type: 'reply' }); // 7
    expect(isSocialDemoLocked(state)).toBe(true);
    const after = socialDemoReducer(state, { type: 'send', text: 'one more' });
    expect(after).toBe(state);
  });

  it('does not count as locked before the visitor has written, however many messages exist', () => {
    const agentOnly: SocialDemoState = {
      ...INITIAL_SOCIAL_DEMO_STATE,
      messages: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, sender: 'agent' as const, text: 'hi' })),
    };
    expect(isSocialDemoLocked(agentOnly)).toBe(false);
  });
});
