import { describe, expect, it } from 'vitest';
import { handoffReason } from './handoff-reason';
import { detectIntents } from './intents';

describe('handoffReason', () => {
  it.each([
    ['Can I talk to a real person please?', 'The visitor asked to talk to a person'],
    ['This is the third time I ask, my sign is peeling and nobody calls back!!', 'The visitor is unhappy'],
    ['where is my order #1042', 'The visitor asked about an order'],
  ])('%j → %j', (message, reason) => {
    expect(handoffReason(detectIntents(message))).toContain(reason);
  });

  it('says the agent could not answer when nothing more is known, in words without engine terms', () => {
    expect(handoffReason([])).toBe('The agent could not answer the visitor’s question');
    for (const intents of [[], ['human_request'], ['price_quote', 'product_question']] as const)
      expect(handoffReason(intents)).not.toMatch(/engine|intent|_/i);
  });
});
