import { describe, expect, it } from 'vitest';
import { AGENT_TYPES } from '../../../../../domain/agent-types';
import { DEMO_KNOWLEDGE } from '../../../../db/seed/demo-content';
import { DEMO_SHOP_KNOWLEDGE } from '../../../../db/seed/demo-shop-content';
import { DEMO_SOCIAL_KNOWLEDGE } from '../../../../db/seed/demo-social-content';
import { BEHAVIOURS } from '../eval-types';
import { EVAL_CONVERSATIONS } from './all-scenarios';

const turns = EVAL_CONVERSATIONS.flatMap((c) => c.turns.map((t) => ({ conversation: c, ...t })));

describe('the scripted conversations', () => {
  it('are at least 20 per agent type, with unique ids', () => {
    for (const type of AGENT_TYPES) {
      expect([type, EVAL_CONVERSATIONS.filter((c) => c.agentType === type).length >= 20]).toEqual([
        type,
        true,
      ]);
    }
    const ids = EVAL_CONVERSATIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ask something of every behaviour (noInventedPrice is checked on every turn)', () => {
    for (const behaviour of BEHAVIOURS.filter((b) => b !== 'noInventedPrice')) {
      expect([behaviour, turns.some((t) => t.expect[behaviour] !== undefined)]).toEqual([behaviour, true]);
    }
  });

  it('run every agent type in the casual, premium and urgent tones too', () => {
    for (const type of AGENT_TYPES) {
      for (const tone of ['casual', 'premium', 'urgent'] as const) {
        const found = EVAL_CONVERSATIONS.some((c) => c.agentType === type && c.tone === tone);
        expect([type, tone, found]).toEqual([type, tone, true]);
      }
    }
  });

  it('cover multi-turn quotes that end in an e-mailed quote, and questions the knowledge cannot answer', () => {
    for (const type of AGENT_TYPES) {
      const ofType = turns.filter((t) => t.conversation.agentType === type);
      expect(ofType.some((t) => t.expect.quote?.emailed && t.conversation.turns.length > 1)).toBe(true);
      expect(ofType.some((t) => t.expect.grounded && 'notInKnowledge' in t.expect.grounded)).toBe(true);
      expect(ofType.some((t) => t.expect.handoff === true)).toBe(true);
    }
  });

  it('name only knowledge items the workspace they talk to has', () => {
    const knowledge = { wraps: DEMO_KNOWLEDGE, shop: DEMO_SHOP_KNOWLEDGE, social: DEMO_SOCIAL_KNOWLEDGE };
    for (const t of turns) {
      const titles = new Set(knowledge[t.conversation.workspace ?? 'wraps'].map((k) => k.title));
      if (t.expect.grounded && 'mustContainFactFrom' in t.expect.grounded)
        expect(titles.has(t.expect.grounded.mustContainFactFrom)).toBe(true);
    }
  });
});
