import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGENT_TYPES } from '../../../../../domain/agent-types';
import { DEMO_KNOWLEDGE } from '../../../../db/seed/demo-content';
import { BEHAVIOURS, type EvalConversation, type GroundedExpectation } from '../eval-types';
import {
  BASELINE_CONVERSATIONS,
  BASELINE_KNOWN_MISSES,
  EVAL_CONVERSATIONS,
  HELD_OUT_CONVERSATIONS,
  TRAINING_CONVERSATIONS,
} from './all-scenarios';

const turns = EVAL_CONVERSATIONS.flatMap((c) => c.turns.map((t) => ({ conversation: c, ...t })));
const groundedOf = (expect: { grounded?: GroundedExpectation | readonly GroundedExpectation[] }) =>
  (expect.grounded === undefined
    ? []
    : Array.isArray(expect.grounded)
      ? expect.grounded
      : [expect.grounded]) as GroundedExpectation[];

/** The scenario files and the conversations each exports (any exported array of conversations). */
async function scenarioFiles(): Promise<{ file: string; conversations: EvalConversation[] }[]> {
  const files = readdirSync(import.meta.dirname).filter(
    (f) =>
      f.endsWith('.ts') && !f.endsWith('.test.ts') && !['scenario-kit.ts', 'all-scenarios.ts'].includes(f),
  );
  return Promise.all(
    files.map(async (file) => {
      // Every file in the folder, whatever its name: a list here would miss the file someone forgets.
      const module = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>;
      const conversations = Object.values(module)
        .filter(Array.isArray)
        .flat()
        .filter((c): c is EvalConversation => typeof c === 'object' && c !== null && 'turns' in c);
      return { file, conversations };
    }),
  );
}

describe('the scripted conversations', () => {
  it('are at least 200, with at least 20 per agent type, and unique ids', () => {
    expect(EVAL_CONVERSATIONS.length).toBeGreaterThanOrEqual(200);
    for (const type of AGENT_TYPES) {
      expect([type, EVAL_CONVERSATIONS.filter((c) => c.agentType === type).length >= 20]).toEqual([
        type,
        true,
      ]);
    }
    const ids = EVAL_CONVERSATIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ask something of every behaviour (noInventedPrice and noRepeat are checked on every turn)', () => {
    for (const behaviour of BEHAVIOURS.filter((b) => b !== 'noInventedPrice' && b !== 'noRepeat')) {
      expect([behaviour, turns.some((t) => t.expect[behaviour] !== undefined)]).toEqual([behaviour, true]);
    }
    expect(EVAL_CONVERSATIONS.some((c) => c.turns.length > 1)).toBe(true);
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
      expect(ofType.some((t) => groundedOf(t.expect).some((g) => 'notInKnowledge' in g))).toBe(true);
      expect(ofType.some((t) => t.expect.handoff === true)).toBe(true);
    }
  });

  it('name only knowledge items the demo workspace has', () => {
    const titles = new Set(DEMO_KNOWLEDGE.map((k) => k.title));
    for (const t of turns) {
      for (const g of groundedOf(t.expect))
        if ('mustContainFactFrom' in g)
          expect([t.conversation.id, titles.has(g.mustContainFactFrom)]).toEqual([t.conversation.id, true]);
    }
  });
});

describe('the held-out conversations', () => {
  it('are at least a quarter of all, for every agent type, and marked in their id', () => {
    expect(HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(55);
    expect(HELD_OUT_CONVERSATIONS.length / EVAL_CONVERSATIONS.length).toBeGreaterThanOrEqual(0.25);
    for (const type of AGENT_TYPES)
      expect([type, HELD_OUT_CONVERSATIONS.some((c) => c.agentType === type)]).toEqual([type, true]);
    for (const c of HELD_OUT_CONVERSATIONS)
      expect([c.id, c.heldOut, c.id.includes('/held-out/')]).toEqual([c.id, true, true]);
    expect(TRAINING_CONVERSATIONS.filter((c) => c.heldOut)).toEqual([]);
    expect(EVAL_CONVERSATIONS).toHaveLength(TRAINING_CONVERSATIONS.length + HELD_OUT_CONVERSATIONS.length);
  });

  it('come only from files named held-out-*, which hold nothing else; every file is played', async () => {
    const played = new Set(EVAL_CONVERSATIONS.map((c) => c.id));
    const files = await scenarioFiles();
    expect(files.filter((f) => f.file.startsWith('held-out-')).length).toBeGreaterThanOrEqual(3);
    for (const { file, conversations } of files) {
      expect([file, conversations.length > 0]).toEqual([file, true]);
      for (const c of conversations) {
        expect([file, c.id, Boolean(c.heldOut)]).toEqual([file, c.id, file.startsWith('held-out-')]);
        expect([file, c.id, played.has(c.id)]).toEqual([file, c.id, true]);
      }
    }
  });

  it('keep the baseline in training, and list known baseline misses by real turns', () => {
    const training = new Set(TRAINING_CONVERSATIONS.map((c) => c.id));
    for (const c of BASELINE_CONVERSATIONS) expect(training.has(c.id)).toBe(true);
    for (const miss of BASELINE_KNOWN_MISSES) {
      const c = BASELINE_CONVERSATIONS.find((b) => b.id === miss.conversation);
      expect([miss.conversation, c !== undefined && miss.turn <= c.turns.length]).toEqual([
        miss.conversation,
        true,
      ]);
    }
  });
});
