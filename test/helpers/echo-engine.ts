import type { ChatEngine } from '../../src/server/features/chat';

/**
 * Stands in for the chat engine in tests about who answers, who may read a conversation, or how
 * replies are counted, not what they say: each answer names the message it answers.
 */
export const echoEngine: ChatEngine = {
  name: 'builtin',
  async reply(context) {
    return {
      text: `Agent answer to: ${context.history.at(-1)?.content}`,
      engine: 'builtin',
      quotedAmounts: [],
      handoff: false,
      sources: [],
    };
  },
};
